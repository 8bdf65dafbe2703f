import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountByKey, type DemoAccount } from './accounts';

/**
 * The demo shop's sign-ins (issue 20): a session is a random token the server keeps, never the account's name, and
 * its access token for the gateway (`Authorization: Bearer …`) is another random token of that session alone.
 * Logging out, or a restart, ends it.
 *
 * The table is bounded without letting one client sign others out (issue 38, finding 3: 10,000 sign-ins of one
 * client evicted the oldest session of anyone, a real member's). Each session belongs to the client that started
 * it (its address, as the work budget keys on):
 * - a client keeps at most `perClient` sessions: its own least recently used one goes first;
 * - when the table holds `limit` sessions, the least recently used one goes if it was idle `idleMs` or longer;
 * - else the client holding the most sessions gives up its least recently used one, if it holds at least two more
 *   than the client signing in (issue 52: 500 addresses × 20 sign-ins filled 10,000 sessions and every later
 *   sign-in got 503). A full table takes a new client's sign-in as long as some client holds more than its share:
 *   locking sign-ins out takes as many addresses as the table has sessions, each holding one;
 * - otherwise no session starts (`start` answers null) and every live one stays: a client with one session loses
 *   it only to the idle rule, or by signing in again.
 * Not per account: the demo's two accounts are everyone's, so one account's cap would let a flood sign out the
 * member of the same account (a shop with passwords may add one).
 */
export interface Session {
  id: string;
  accessToken: string;
  account: DemoAccount;
  /** The client (its address) that signed in. */
  client: string;
  /** When it was last used (the clock of `createSessions`). */
  usedAt: number;
}

export interface Sessions {
  /** A new session for `client`, or null while the table is full of sessions in use. */
  start(key: DemoAccount['key'], client?: string): Session | null;
  get(id: string | undefined): Session | null;
  byAccessToken(token: string | null): Session | null;
  end(id: string | undefined): void;
}

export interface SessionLimits {
  /** Sessions kept in all (10,000). */
  limit?: number;
  /** Sessions one client keeps (20). */
  perClient?: number;
  /** How long unused a session must be before a full table lets another client's sign-in end it (1 h). */
  idleMs?: number;
}

const token = () => randomBytes(32).toString('base64url');

export function createSessions(
  { limit = 10_000, perClient = 20, idleMs = 3_600_000 }: SessionLimits = {},
  now: () => number = Date.now,
): Sessions {
  // In order of use: the first is the least recently used.
  const byId = new Map<string, Session>();
  const byToken = new Map<string, Session>();
  const byClient = new Map<string, Set<Session>>();
  const end = (id: string | undefined) => {
    const s = id ? byId.get(id) : undefined;
    if (!s) return;
    byId.delete(s.id);
    byToken.delete(s.accessToken);
    const own = byClient.get(s.client)!;
    own.delete(s);
    if (!own.size) byClient.delete(s.client);
  };
  /** The sessions of the client holding the most (bounded work: at most `limit` clients, only on a full table). */
  const mostSessions = () => {
    let most: Set<Session> | undefined;
    for (const own of byClient.values()) if (!most || own.size > most.size) most = own;
    return most;
  };
  const leastRecentlyUsed = (own: Set<Session>) => {
    let oldest: Session | undefined;
    for (const s of own) if (!oldest || s.usedAt < oldest.usedAt) oldest = s;
    return oldest!;
  };
  const used = (s: Session | undefined) => {
    if (!s) return null;
    s.usedAt = now();
    byId.delete(s.id);
    byId.set(s.id, s);
    return s;
  };
  return {
    start(key, client = '') {
      const account = accountByKey(key);
      if (!account) throw new Error('no demo account ' + key);
      const own = byClient.get(client);
      if (own && own.size >= perClient) end(leastRecentlyUsed(own).id);
      if (byId.size >= limit) {
        const idlest = byId.values().next().value!;
        if (now() - idlest.usedAt >= idleMs) end(idlest.id);
        else {
          const heaviest = mostSessions();
          if (!heaviest || heaviest.size < (byClient.get(client)?.size ?? 0) + 2) return null;
          end(leastRecentlyUsed(heaviest).id);
        }
      }
      const s: Session = { id: token(), accessToken: token(), account, client, usedAt: now() };
      byId.set(s.id, s);
      byToken.set(s.accessToken, s);
      byClient.set(client, (own ?? new Set()).add(s));
      return s;
    },
    get: (id) => used(id ? byId.get(id) : undefined),
    byAccessToken: (t) => used(t ? byToken.get(t) : undefined),
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
