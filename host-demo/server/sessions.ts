import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountByKey, type DemoAccount } from './accounts';

/**
 * The demo shop's sign-ins (issue 20): a session is a random token the server keeps, never the account's name, and
 * its access token for the gateway (`Authorization: Bearer …`) is another random token of that session alone.
 * Logging out, or a restart, ends it. At most `limit` sessions are kept; the oldest goes first.
 */
export interface Session {
  id: string;
  accessToken: string;
  account: DemoAccount;
}

export interface Sessions {
  start(key: DemoAccount['key']): Session;
  get(id: string | undefined): Session | null;
  byAccessToken(token: string | null): Session | null;
  end(id: string | undefined): void;
}

const token = () => randomBytes(32).toString('base64url');

export function createSessions(limit = 10_000): Sessions {
  const byId = new Map<string, Session>();
  const byToken = new Map<string, Session>();
  const end = (id: string | undefined) => {
    const s = id ? byId.get(id) : undefined;
    if (!s) return;
    byId.delete(s.id);
    byToken.delete(s.accessToken);
  };
  return {
    start(key) {
      const account = accountByKey(key);
      if (!account) throw new Error('no demo account ' + key);
      if (byId.size >= limit) end(byId.keys().next().value);
      const s: Session = { id: token(), accessToken: token(), account };
      byId.set(s.id, s);
      byToken.set(s.accessToken, s);
      return s;
    },
    get: (id) => (id && byId.get(id)) || null,
    byAccessToken: (t) => (t && byToken.get(t)) || null,
    end,
  };
}

/**
 * The server's signing key: `DEMO_SECRET` when set, else a random one kept beside the database (so carts of
 * anonymous shoppers survive a restart, as the database does).
 */
export function loadSecret(dataDir: string, fromEnv = process.env.DEMO_SECRET): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
