import { randomBytes } from 'node:crypto';
import { accountByKey } from '../accounts';
import {
  ANON_CART_MS,
  CART_MAX_ITEMS,
  DEFAULT_CAPS,
  MEMBER_CART_MS,
  NEW_DIFF,
  ORDER_MAX_ITEMS,
  RISE_MIN_CLIENTS,
  RISE_SLICE,
  RISE_VOTES_PER_CLIENT,
  RISE_WINDOW,
  SEARCH_LOG_MS,
  SESSION_EVICT_IDLE_MS,
  SESSION_IDLE_MS,
  VIEW_MS,
} from './limits';
import type { CartCode, CartResult, QuotaRule, Session, Store, StoreOptions, StoredCartLine } from './types';

/** A statement runner: `?` placeholders, rows as objects (numbers as numbers). */
export interface SqlQuery {
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Rows changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
}

/** What ./sqlite.ts and ./postgres.ts provide: statements, transactions and the list of tables. */
export interface SqlDriver extends SqlQuery {
  kind: Store['kind'];
  /**
   * Runs `work` in one transaction, alone among the transactions that name the same `lock` (PostgreSQL: an advisory
   * lock; SQLite: every transaction is alone).
   */
  tx<T>(work: (q: SqlQuery) => Promise<T>, lock?: string): Promise<T>;
  /**
   * What a prune's row selection ends with so it passes over rows another transaction holds instead of waiting for
   * them (PostgreSQL: `FOR UPDATE SKIP LOCKED`; SQLite has one writer at a time: none).
   */
  skipLocked?: string;
  /** The tables it holds. */
  tables(): Promise<string[]>;
  close(): Promise<void>;
}

/** How one engine words the column types the tables differ in. */
export interface Dialect {
  /** An id the database counts up. */
  serial: string;
  /** A ms time or count past 2^31. */
  big: string;
  real: string;
  /** After a table whose primary key is all it is looked up by (SQLite: `WITHOUT ROWID`). */
  keyed: string;
}

/** The tables, in the words of `d`. */
export const schema = (d: Dialect) => `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS cart (spbk_id ${d.serial}, owner TEXT NOT NULL, sale_id TEXT NOT NULL,
    name TEXT NOT NULL, price INTEGER NOT NULL, qty INTEGER NOT NULL, code TEXT NOT NULL, added_at TEXT NOT NULL,
    UNIQUE (owner, sale_id));
  CREATE INDEX IF NOT EXISTS cart_added ON cart (added_at);
  CREATE TABLE IF NOT EXISTS search_log (id ${d.serial}, keyword TEXT NOT NULL, age TEXT, sex TEXT,
    at TEXT NOT NULL, client TEXT);
  CREATE INDEX IF NOT EXISTS search_log_age ON search_log (age, id);
  CREATE INDEX IF NOT EXISTS search_log_sex ON search_log (sex, id);
  CREATE INDEX IF NOT EXISTS search_log_at ON search_log (at);
  CREATE TABLE IF NOT EXISTS view_counts (keyword TEXT NOT NULL, sale_id TEXT NOT NULL, n INTEGER NOT NULL,
    at TEXT NOT NULL, PRIMARY KEY (keyword, sale_id))${d.keyed};
  CREATE INDEX IF NOT EXISTS view_counts_rank ON view_counts (keyword, n DESC, at DESC);
  CREATE INDEX IF NOT EXISTS view_counts_at ON view_counts (at);
  CREATE INDEX IF NOT EXISTS view_counts_least ON view_counts (n, at);
  CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, token TEXT NOT NULL UNIQUE, account TEXT NOT NULL,
    client TEXT NOT NULL, used_at ${d.big} NOT NULL);
  CREATE INDEX IF NOT EXISTS sessions_client ON sessions (client, used_at);
  CREATE INDEX IF NOT EXISTS sessions_used ON sessions (used_at);
  CREATE TABLE IF NOT EXISTS quota (name TEXT NOT NULL, client TEXT NOT NULL, units ${d.real} NOT NULL,
    at ${d.big} NOT NULL, PRIMARY KEY (name, client))${d.keyed};
  CREATE INDEX IF NOT EXISTS quota_at ON quota (at);
  CREATE TABLE IF NOT EXISTS tally (name TEXT NOT NULL, client TEXT NOT NULL, item TEXT NOT NULL,
    at ${d.big} NOT NULL, PRIMARY KEY (name, client, item))${d.keyed};
  CREATE INDEX IF NOT EXISTS tally_at ON tally (at);
  CREATE TABLE IF NOT EXISTS handoff_spent (nonce TEXT PRIMARY KEY, owner TEXT NOT NULL, expires ${d.big} NOT NULL,
    next TEXT);
  CREATE INDEX IF NOT EXISTS handoff_spent_expires ON handoff_spent (expires);
`;

/** Writes between prunes of a bounded table: its bound may be passed by at most this many rows. */
export const PRUNE_EVERY = 500;

/** `YYYY-MM-DD HH:mm:ss` in local time, as the gateway writes reg_DATE. */
export function timestamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** The cart rows of anonymous owners (`tmpr:…`), by the (owner, sale_id) index. */
const ANONYMOUS = "owner >= 'tmpr:' AND owner < 'tmpr;'";

const token = () => randomBytes(32).toString('base64url');

interface SessionRow {
  id: string;
  token: string;
  account: string;
  client: string;
  used_at: number;
}

/**
 * The store (./types.ts) over SQL, one implementation for both databases: what differs between them is the driver's
 * (./sqlite.ts, ./postgres.ts). The bounds are ./limits.ts's; each bounded table is pruned every PRUNE_EVERY writes.
 */
export function sqlStore(d: SqlDriver, { now = Date.now, caps: lowered = {} }: StoreOptions = {}): Store {
  const caps = { ...DEFAULT_CAPS, ...lowered };
  const clock = () => new Date(now());
  const before = (ms: number) => timestamp(new Date(now() - ms));
  const writes = new Map<string, number>();
  /** Whether a bounded table is due its prune (every PRUNE_EVERY writes in this process). */
  const due = (table: string) => {
    const n = (writes.get(table) ?? 0) + 1;
    writes.set(table, n % PRUNE_EVERY);
    return n === PRUNE_EVERY;
  };
  /**
   * Deletes the rows of `table` (`key` its primary key) that `where` selects, `order` and `limit` as given. On
   * PostgreSQL a row another transaction holds is passed over (`skipLocked`), left for the next prune: a prune runs
   * inside a write's transaction, and waiting there for another writer's row while that writer waited for one of the
   * prune's (a cart line updated, a view counted) was a deadlock, the write thrown ("deadlock detected").
   */
  const prune = (q: SqlQuery, table: string, key: string, where: string, params: unknown[], order = '', limit = '') =>
    q.run(
      `DELETE FROM ${table} WHERE (${key}) IN
        (SELECT ${key} FROM ${table} WHERE ${where} ${order && 'ORDER BY ' + order} ${limit && 'LIMIT ' + limit} ${d.skipLocked ?? ''})`,
      params,
    );
  /** Deletes the oldest rows of `table` (by `order`, an indexed column) past `cap`; `key` is its primary key. */
  const overCap = async (q: SqlQuery, table: string, key: string, order: string, cap: number, where = 'TRUE') => {
    const [{ n }] = await q.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`);
    if (n > cap) await prune(q, table, key, where, [n - cap], order, '?');
    return Math.min(n, cap);
  };

  const carts: Store['carts'] = {
    add: (owner, lines) =>
      d.tx(async (q) => {
        if (lines.length > ORDER_MAX_ITEMS) return lines.map(() => ({ resultCode: 'OVK' as CartCode, spbkId: null }));
        let [{ n: count }] = await q.all<{ n: number }>('SELECT COUNT(*) AS n FROM cart WHERE owner = ?', [owner]);
        const at = timestamp(clock());
        const results: CartResult[] = [];
        for (const line of lines) {
          const [found] = await q.all<{ spbk_id: number }>('SELECT spbk_id FROM cart WHERE owner = ? AND sale_id = ?', [
            owner,
            line.saleId,
          ]);
          if (found) {
            await q.run('UPDATE cart SET qty = qty + ?, code = ? WHERE spbk_id = ?', [
              line.qty,
              line.code,
              found.spbk_id,
            ]);
            results.push({ resultCode: 'UPD', spbkId: found.spbk_id });
          } else if (count >= CART_MAX_ITEMS) results.push({ resultCode: 'OVF', spbkId: null });
          else {
            const [row] = await q.all<{ spbk_id: number }>(
              'INSERT INTO cart (owner, sale_id, name, price, qty, code, added_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING spbk_id',
              [owner, line.saleId, line.name, line.price, line.qty, line.code, at],
            );
            count++;
            results.push({ resultCode: 'INS', spbkId: row.spbk_id });
            if (due('cart')) {
              await prune(q, 'cart', 'spbk_id', `${ANONYMOUS} AND added_at < ?`, [before(ANON_CART_MS)]);
              await prune(q, 'cart', 'spbk_id', `NOT (${ANONYMOUS}) AND added_at < ?`, [before(MEMBER_CART_MS)]);
              await overCap(q, 'cart', 'spbk_id', 'spbk_id', caps.anonCartRows, ANONYMOUS);
            }
          }
        }
        return results;
      }, 'cart:' + owner),
    async lines(owner) {
      const rows = await d.all<{
        spbk_id: number;
        sale_id: string;
        name: string;
        price: number;
        qty: number;
        code: string;
        added_at: string;
      }>('SELECT * FROM cart WHERE owner = ? ORDER BY spbk_id DESC', [owner]);
      return rows.map((r): StoredCartLine => ({
        spbkId: r.spbk_id,
        saleId: r.sale_id,
        name: r.name,
        price: r.price,
        qty: r.qty,
        code: r.code,
        addedAt: r.added_at,
      }));
    },
  };

  /** The search log's WHERE for an age band and sex (`all` for either: no condition). */
  function filterOf(age: string, sex: string) {
    const by = [
      ['age', age],
      ['sex', sex],
    ].filter(([, v]) => v !== 'all');
    return {
      where: by.length ? 'WHERE ' + by.map(([c]) => c + ' = ?').join(' AND ') : '',
      params: by.map(([, v]) => v),
    };
  }

  /**
   * The ranked keywords of one window: the latest RISE_WINDOW votes after skipping `offset`, a vote being one of a
   * client's latest RISE_VOTES_PER_CLIENT distinct keywords among the newest RISE_SLICE searches (a search with no
   * client is a client of its own). Ranked by their clients, then the latest.
   */
  async function rankWindow(age: string, sex: string, offset: number, limit: number, hidden: (k: string) => boolean) {
    const { where, params } = filterOf(age, sex);
    const rows = await d.all<{ keyword: string; last: string }>(
      `WITH slice AS (
        SELECT id, keyword, at, COALESCE(client, 'row:' || id) AS who FROM search_log ${where} ORDER BY id DESC LIMIT ?),
      pairs AS (SELECT who, keyword, MAX(id) AS id, MAX(at) AS at FROM slice GROUP BY who, keyword),
      votes AS (SELECT keyword, at, id, ROW_NUMBER() OVER (PARTITION BY who ORDER BY id DESC) AS n FROM pairs),
      win AS (SELECT keyword, at FROM votes WHERE n <= ? ORDER BY id DESC LIMIT ? OFFSET ?)
      SELECT keyword, COUNT(*) AS clients, MAX(at) AS last FROM win
      GROUP BY keyword HAVING COUNT(*) >= ? ORDER BY clients DESC, last DESC`,
      [...params, RISE_SLICE, RISE_VOTES_PER_CLIENT, RISE_WINDOW, offset, RISE_MIN_CLIENTS],
    );
    return rows.filter((r) => !hidden(r.keyword)).slice(0, limit);
  }

  const searches: Store['searches'] = {
    async log(keyword, who, at = clock()) {
      await d.run('INSERT INTO search_log (keyword, age, sex, at, client) VALUES (?, ?, ?, ?, ?)', [
        keyword,
        who.age,
        who.sex,
        timestamp(at),
        who.client,
      ]);
      if (due('search_log'))
        await d.tx(async (q) => {
          await prune(q, 'search_log', 'id', 'at < ?', [before(SEARCH_LOG_MS)]);
          await overCap(q, 'search_log', 'id', 'id', caps.searchLogRows);
        });
    },
    /**
     * The live top 10: keywords of RISE_MIN_CLIENTS clients or more ranked by their clients, with diff = rank in the
     * window before minus rank now (NEW_DIFF when it wasn't ranked). reg_DATE is the list's time, the same on every
     * row: the newest search of the window it was ranked from (issue 39).
     */
    async rise(age, sex, hidden = () => false) {
      const now = await rankWindow(age, sex, 0, 10, hidden);
      const prev = await rankWindow(age, sex, RISE_WINDOW, 50, hidden);
      const prevRank = new Map(prev.map((r, i) => [r.keyword, i + 1]));
      let asOf = '';
      if (now.length) {
        const { where, params } = filterOf(age, sex);
        const [row] = await d.all<{ newest: string | null }>(
          `SELECT MAX(at) AS newest FROM (SELECT at FROM search_log ${where} ORDER BY id DESC LIMIT ?) AS latest`,
          [...params, RISE_WINDOW],
        );
        asOf = row?.newest ?? now[0].last;
      }
      return now.map((r, i) => {
        const was = prevRank.get(r.keyword);
        return { keywords: r.keyword, diff: was === undefined ? NEW_DIFF : was - (i + 1), reg_DATE: asOf };
      });
    },
  };

  const views: Store['views'] = {
    async count(keyword, saleId, at = clock()) {
      const when = timestamp(at);
      const add = `INSERT INTO view_counts (keyword, sale_id, n, at) VALUES (?, ?, 1, ?)
        ON CONFLICT (keyword, sale_id) DO UPDATE SET n = view_counts.n + 1, at = excluded.at`;
      await d.tx(async (q) => {
        await q.run(add, [keyword, saleId, when]);
        if (keyword) await q.run(add, ['', saleId, when]);
        if (due('view_counts')) {
          await prune(q, 'view_counts', 'keyword, sale_id', 'at < ?', [before(VIEW_MS)]);
          // The least viewed, then the least recently viewed, go first past the cap.
          await overCap(q, 'view_counts', 'keyword, sale_id', 'n, at', caps.viewCountRows);
        }
      });
    },
    /** Read by the aggregate's index (view_counts_rank), a page at a time until `limit` allowed ones are found. */
    async recommended(keyword, limit, allowed = () => true) {
      const out: string[] = [];
      const page = Math.max(limit * 2, 16);
      for (let offset = 0; out.length < limit; offset += page) {
        const rows = await d.all<{ sale_id: string }>(
          'SELECT sale_id FROM view_counts WHERE keyword = ? ORDER BY n DESC, at DESC LIMIT ? OFFSET ?',
          [keyword, page, offset],
        );
        for (const r of rows) if (out.length < limit && allowed(r.sale_id)) out.push(r.sale_id);
        if (rows.length < page) break;
      }
      return out;
    },
  };

  const sessionOf = (r: SessionRow | undefined): Session | null => {
    const account = r && accountByKey(r.account);
    return r && account ? { id: r.id, accessToken: r.token, account, client: r.client, usedAt: r.used_at } : null;
  };
  /** The live session of a column's value, marked used now. */
  const usedSession = async (column: 'id' | 'token', value: string | null | undefined) => {
    if (!value) return null;
    const t = now();
    const [row] = await d.all<SessionRow>(
      `UPDATE sessions SET used_at = ? WHERE ${column} = ? AND used_at >= ? RETURNING *`,
      [t, value, t - SESSION_IDLE_MS],
    );
    return sessionOf(row);
  };
  const sessions: Store['sessions'] = {
    start: (key, client) =>
      d.tx(async (q) => {
        const account = accountByKey(key);
        if (!account) throw new Error('no demo account ' + key);
        const t = now();
        const oldest = (where: string, params: unknown[]) =>
          q.run(`DELETE FROM sessions WHERE id IN (SELECT id FROM sessions ${where} ORDER BY used_at LIMIT 1)`, params);
        await q.run('DELETE FROM sessions WHERE used_at < ?', [t - SESSION_IDLE_MS]);
        let [{ n: own }] = await q.all<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE client = ?', [client]);
        if (own >= caps.sessionsPerClient) {
          await oldest('WHERE client = ?', [client]);
          own--;
        }
        const [{ n: all }] = await q.all<{ n: number }>('SELECT COUNT(*) AS n FROM sessions');
        if (all >= caps.sessions) {
          const [idlest] = await q.all<{ used_at: number }>('SELECT used_at FROM sessions ORDER BY used_at LIMIT 1');
          if (t - idlest.used_at >= SESSION_EVICT_IDLE_MS) await oldest('', []);
          else {
            const [heaviest] = await q.all<{ client: string; n: number }>(
              'SELECT client, COUNT(*) AS n FROM sessions GROUP BY client ORDER BY n DESC LIMIT 1',
            );
            if (!heaviest || heaviest.n < own + 2) return null;
            await oldest('WHERE client = ?', [heaviest.client]);
          }
        }
        const s: Session = { id: token(), accessToken: token(), account, client, usedAt: t };
        await q.run('INSERT INTO sessions (id, token, account, client, used_at) VALUES (?, ?, ?, ?, ?)', [
          s.id,
          s.accessToken,
          key,
          client,
          t,
        ]);
        return s;
      }, 'sessions'),
    get: (id) => usedSession('id', id),
    byAccessToken: (t) => usedSession('token', t),
    async end(id) {
      if (id) await d.run('DELETE FROM sessions WHERE id = ?', [id]);
    },
  };

  /** A bucket's units now: what it had plus what refilled since, up to its burst (a missing row is full). */
  const refilled = (row: { units: number; at: number } | undefined, rate: QuotaRule['global'], t: number) =>
    row ? Math.min(rate.burst, row.units + ((t - row.at) / 1000) * rate.perSecond) : rate.burst;
  const ALL = '*';
  const quotas: Store['quotas'] = {
    take: (rule, client, units = 1) =>
      d.tx(async (q) => {
        // More than a client's burst at once is never taken (nor charged): no one take empties the global bucket.
        if (units > rule.perClient.burst) return false;
        const t = now();
        const rows = await q.all<{ client: string; units: number; at: number }>(
          'SELECT client, units, at FROM quota WHERE name = ? AND client IN (?, ?)',
          [rule.name, client, ALL],
        );
        const mine = refilled(
          rows.find((r) => r.client === client),
          rule.perClient,
          t,
        );
        const all = refilled(
          rows.find((r) => r.client === ALL),
          rule.global,
          t,
        );
        const spared = rule.spareFullClients && mine >= rule.perClient.burst;
        if (mine <= 0 || (all <= 0 && !spared)) return false;
        const put = `INSERT INTO quota (name, client, units, at) VALUES (?, ?, ?, ?)
          ON CONFLICT (name, client) DO UPDATE SET units = excluded.units, at = excluded.at`;
        await q.run(put, [rule.name, client, mine - units, t]);
        await q.run(put, [rule.name, ALL, all - units, t]);
        if (due('quota')) {
          // A bucket untouched for twice its refill time is full again: not kept.
          const full = (rate: QuotaRule['global']) => t - (2 * rate.burst * 1000) / rate.perSecond;
          await prune(q, 'quota', 'name, client', 'name = ? AND client <> ? AND at < ?', [
            rule.name,
            ALL,
            full(rule.perClient),
          ]);
          await overCap(q, 'quota', 'name, client', 'at', caps.quotaRows, `client <> '${ALL}'`);
        }
        return true;
      }, 'quota:' + rule.name),
  };

  const tallies: Store['tallies'] = {
    count: (rule, client, item) =>
      d.tx(async (q) => {
        const t = now();
        const since = t - rule.windowMs;
        await q.run('DELETE FROM tally WHERE name = ? AND client = ? AND at < ?', [rule.name, client, since]);
        const [{ n }] = await q.all<{ n: number }>('SELECT COUNT(*) AS n FROM tally WHERE name = ? AND client = ?', [
          rule.name,
          client,
        ]);
        const [seen] = await q.all('SELECT 1 AS x FROM tally WHERE name = ? AND client = ? AND item = ?', [
          rule.name,
          client,
          item,
        ]);
        if (seen || n >= rule.perClient) return false;
        await q.run('INSERT INTO tally (name, client, item, at) VALUES (?, ?, ?, ?)', [rule.name, client, item, t]);
        if (due('tally')) {
          await prune(q, 'tally', 'name, client, item', 'name = ? AND at < ?', [rule.name, since]);
          await overCap(q, 'tally', 'name, client, item', 'at', caps.tallyRows);
        }
        return true;
      }, 'tally:' + client),
  };

  // Live nonces as last counted (every PRUNE_EVERY confirmations, when the expired ones go).
  let liveNonces = 0;
  const handoffs: Store['handoffs'] = {
    async spent(nonce) {
      const [row] = await d.all<{ owner: string; next: string | null }>(
        'SELECT owner, next FROM handoff_spent WHERE nonce = ? AND expires >= ?',
        [nonce, now()],
      );
      return row ? { owner: row.owner, ...(row.next ? { next: row.next } : {}) } : null;
    },
    spend: (nonce, owner, expiresAt) =>
      d.tx(async (q) => {
        if (liveNonces >= caps.handoffNonces || due('handoff_spent')) {
          await q.run('DELETE FROM handoff_spent WHERE expires < ?', [now()]);
          liveNonces = (await q.all<{ n: number }>('SELECT COUNT(*) AS n FROM handoff_spent'))[0].n;
          if (liveNonces >= caps.handoffNonces) return 'full' as const;
        }
        const added = await q.run(
          'INSERT INTO handoff_spent (nonce, owner, expires) VALUES (?, ?, ?) ON CONFLICT (nonce) DO NOTHING',
          [nonce, owner, expiresAt],
        );
        liveNonces += added;
        return added === 1 ? ('ok' as const) : ('spent' as const);
      }, 'handoff_spent'),
    async went(nonce, next) {
      await d.run('UPDATE handoff_spent SET next = ? WHERE nonce = ?', [next, nonce]);
    },
  };

  return {
    kind: d.kind,
    carts,
    searches,
    views,
    sessions,
    quotas,
    tallies,
    handoffs,
    async once(key, work) {
      const claimed = await d.run("INSERT INTO meta (key, value) VALUES (?, 'started') ON CONFLICT (key) DO NOTHING", [
        key,
      ]);
      if (!claimed) return;
      await work();
      await d.run('UPDATE meta SET value = ? WHERE key = ?', [timestamp(clock()), key]);
    },
    async tableRows() {
      const out: Record<string, number> = {};
      for (const t of await d.tables()) out[t] = (await d.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${t}`))[0].n;
      return out;
    },
    close: () => d.close(),
  };
}
