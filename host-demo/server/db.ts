import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CART_MAX_ITEMS = 200;
export const ORDER_MAX_ITEMS = 100;
/** Live keywords compare the latest this-many searches with the ones before them. */
export const RISE_WINDOW = 400;
/** A keyword not ranked in the previous window reads as new: diff above 1000 (contract §5). */
export const NEW_DIFF = 9999;
/**
 * A keyword is ranked (and so can read as new) only once this many distinct clients searched it in the window
 * (issue 38, finding 2: one client's flood made itself the #1 new keyword).
 */
export const RISE_MIN_CLIENTS = 3;
/**
 * What one client brings to a window (issue 52): its latest this-many distinct keywords, however often and however
 * many it searched. 15 addresses once owned the live top 10 by each searching the same ten keywords in every tally
 * window; now they bring 45 votes at most, to at most three keywords each.
 */
export const RISE_VOTES_PER_CLIENT = 3;
/** The rows of the search log a ranking reads, newest first: bounded work whatever the log holds. */
export const RISE_SLICE = RISE_WINDOW * 8;
/**
 * The search log is bounded (issue 52): rows older than SEARCH_LOG_DAYS, and the oldest past SEARCH_LOG_MAX_ROWS,
 * are deleted as new searches are logged (every SEARCH_LOG_PRUNE_EVERY of them).
 */
export const SEARCH_LOG_MAX_ROWS = 100_000;
export const SEARCH_LOG_DAYS = 30;
const SEARCH_LOG_PRUNE_EVERY = 500;
/**
 * Anonymous carts are bounded (issue 52): their owner cookie lives TEMP_MEMBER_COOKIE_HOURS (3 h) from when the
 * number was issued, before any of its rows, so a row older than that is no one's. Rows of anonymous owners are kept
 * ANON_CART_HOURS (a day, for clocks and cookies that run late), and at most ANON_CART_MAX_ROWS of them, the oldest
 * going first; pruned every ANON_CART_PRUNE_EVERY rows added. Members' carts stay (200 items each).
 */
export const ANON_CART_HOURS = 24;
export const ANON_CART_MAX_ROWS = 200_000;
const ANON_CART_PRUNE_EVERY = 500;
/**
 * The views "others look at" are ranked by (issue 52): an aggregate, a count per (keyword, product) and per product
 * for all searches, never a log of every view. A row not viewed for VIEW_DAYS goes, and past VIEW_COUNTS_MAX_ROWS the
 * least viewed go first (pruned every VIEW_PRUNE_EVERY views).
 */
export const VIEW_DAYS = 30;
export const VIEW_COUNTS_MAX_ROWS = 100_000;
const VIEW_PRUNE_EVERY = 500;

export type CartCode = 'INS' | 'UPD' | 'OVF' | 'OVK';

export interface CartLine {
  saleId: string;
  name: string;
  price: number;
  qty: number;
  code: string;
}

export interface StoredCartLine extends CartLine {
  spbkId: number;
  addedAt: string;
}

export interface RiseKeyword {
  keywords: string;
  diff: number;
  reg_DATE: string;
}

/** `YYYY-MM-DD HH:mm:ss` in local time, as the gateway writes reg_DATE. */
export function timestamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** The timestamp `ms` before `at`: where a bounded table's rows expire. */
const before = (at: Date, ms: number) => timestamp(new Date(at.getTime() - ms));

/** A small deterministic PRNG (mulberry32), so every fresh demo starts with the same lively log. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedInput {
  /** Keywords shoppers search for, most searched first. */
  keywords: string[];
  /** Products a shopper looked at after searching a keyword, most relevant first. */
  viewsFor(keyword: string): string[];
}

/**
 * The demo's embedded database: carts per member or temporary member number, the search log (with the age band
 * and sex of signed-in searchers) and the view counts (all bounded: the constants above). It lives in `dataDir` and survives restarts; better-sqlite3
 * is synchronous, so requests are applied one at a time and concurrent adds lose nothing.
 */
export function openDatabase(
  dataDir: string,
  seed?: SeedInput,
  {
    searchLogMaxRows = SEARCH_LOG_MAX_ROWS,
    anonCartMaxRows = ANON_CART_MAX_ROWS,
    viewCountsMaxRows = VIEW_COUNTS_MAX_ROWS,
    clock = () => new Date(),
  }: { searchLogMaxRows?: number; anonCartMaxRows?: number; viewCountsMaxRows?: number; clock?: () => Date } = {},
) {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'demo.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cart (
      spbk_id INTEGER PRIMARY KEY AUTOINCREMENT, owner TEXT NOT NULL, sale_id TEXT NOT NULL, name TEXT NOT NULL,
      price INTEGER NOT NULL, qty INTEGER NOT NULL, code TEXT NOT NULL, added_at TEXT NOT NULL, UNIQUE (owner, sale_id));
    CREATE TABLE IF NOT EXISTS search_log (id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT NOT NULL, age TEXT, sex TEXT, at TEXT NOT NULL, client TEXT);
    CREATE INDEX IF NOT EXISTS search_log_age ON search_log (age, id);
    CREATE INDEX IF NOT EXISTS search_log_sex ON search_log (sex, id);
    CREATE TABLE IF NOT EXISTS view_counts (keyword TEXT NOT NULL, sale_id TEXT NOT NULL, n INTEGER NOT NULL,
      at TEXT NOT NULL, PRIMARY KEY (keyword, sale_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS view_counts_rank ON view_counts (keyword, n DESC, at DESC);
    CREATE INDEX IF NOT EXISTS view_counts_at ON view_counts (at);
    CREATE INDEX IF NOT EXISTS view_counts_least ON view_counts (n, at);
  `);
  // A database from before issue 38 has no client column: its rows count as one client each.
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(search_log)').all();
  if (!columns.some((c) => c.name === 'client')) db.exec('ALTER TABLE search_log ADD COLUMN client TEXT');
  // A database from before issue 52 logged every view: folded into the aggregate once, then the log goes.
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'view_log'").get())
    db.transaction(() => {
      db.exec(`INSERT INTO view_counts (keyword, sale_id, n, at)
          SELECT keyword, sale_id, COUNT(*), MAX(at) FROM view_log WHERE keyword <> '' GROUP BY keyword, sale_id
          ON CONFLICT (keyword, sale_id) DO UPDATE SET n = n + excluded.n, at = MAX(at, excluded.at);
        INSERT INTO view_counts (keyword, sale_id, n, at)
          SELECT '', sale_id, COUNT(*), MAX(at) FROM view_log WHERE true GROUP BY sale_id
          ON CONFLICT (keyword, sale_id) DO UPDATE SET n = n + excluded.n, at = MAX(at, excluded.at);
        DROP TABLE view_log;`);
    })();

  const q = {
    count: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM cart WHERE owner = ?'),
    find: db.prepare<[string, string], { spbk_id: number }>('SELECT spbk_id FROM cart WHERE owner = ? AND sale_id = ?'),
    bump: db.prepare('UPDATE cart SET qty = qty + ?, code = ? WHERE spbk_id = ?'),
    insert: db.prepare(
      'INSERT INTO cart (owner, sale_id, name, price, qty, code, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    lines: db.prepare<
      [string],
      { spbk_id: number; sale_id: string; name: string; price: number; qty: number; code: string; added_at: string }
    >('SELECT * FROM cart WHERE owner = ? ORDER BY spbk_id DESC'),
    logSearch: db.prepare('INSERT INTO search_log (keyword, age, sex, at, client) VALUES (?, ?, ?, ?, ?)'),
    // By id (the primary key) and by time: the oldest rows are the lowest ids.
    pruneSearches: db.prepare('DELETE FROM search_log WHERE id <= ? OR at < ?'),
    // Anonymous rows only (`tmpr:` owners): by id (the oldest first) past the cap, and by age.
    // (Ids count members' rows too, so the anonymous rows kept are at most the cap.)
    pruneAnonCarts: db.prepare(
      "DELETE FROM cart WHERE owner >= 'tmpr:' AND owner < 'tmpr;' AND (added_at < ? OR spbk_id <= ?)",
    ),
    // A view counts for its keyword and for all searches (keyword ''): two rows of the aggregate, never a log.
    countView: db.prepare(
      'INSERT INTO view_counts (keyword, sale_id, n, at) VALUES (?, ?, 1, ?) ON CONFLICT (keyword, sale_id) DO UPDATE SET n = n + 1, at = excluded.at',
    ),
    viewRows: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM view_counts'),
    recommended: db.prepare<[string], { sale_id: string }>(
      'SELECT sale_id FROM view_counts WHERE keyword = ? ORDER BY n DESC, at DESC',
    ),
    // The least viewed, then the least recently viewed, go first past the cap; any not viewed for VIEW_DAYS, always.
    pruneViewsOld: db.prepare('DELETE FROM view_counts WHERE at < ?'),
    pruneViewsOver: db.prepare(
      'DELETE FROM view_counts WHERE (keyword, sale_id) IN (SELECT keyword, sale_id FROM view_counts ORDER BY n, at LIMIT ?)',
    ),
    seeded: db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seeded'"),
    markSeeded: db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)"),
  };

  let viewWrites = 0;
  const countViews = db.transaction((keyword: string, saleId: string, when: string) => {
    q.countView.run(keyword, saleId, when);
    if (keyword) q.countView.run('', saleId, when);
  });

  const addLines = db.transaction((owner: string, lines: CartLine[]) => {
    if (lines.length > ORDER_MAX_ITEMS) return lines.map(() => ({ resultCode: 'OVK' as CartCode, spbkId: null }));
    let count = q.count.get(owner)!.n;
    const at = clock();
    const now = timestamp(at);
    return lines.map((line) => {
      const found = q.find.get(owner, line.saleId);
      if (found) {
        q.bump.run(line.qty, line.code, found.spbk_id);
        return { resultCode: 'UPD' as CartCode, spbkId: found.spbk_id };
      }
      if (count >= CART_MAX_ITEMS) return { resultCode: 'OVF' as CartCode, spbkId: null };
      const info = q.insert.run(owner, line.saleId, line.name, line.price, line.qty, line.code, now);
      count++;
      const id = Number(info.lastInsertRowid);
      if (id % ANON_CART_PRUNE_EVERY === 0)
        q.pruneAnonCarts.run(before(at, ANON_CART_HOURS * 3_600_000), id - anonCartMaxRows);
      return { resultCode: 'INS' as CartCode, spbkId: id };
    });
  });

  /** The search log's WHERE for an age band and sex (`all` for either: no condition). */
  function filterOf(age: string, sex: string) {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (age !== 'all') {
      where.push('age = ?');
      params.push(age);
    }
    if (sex !== 'all') {
      where.push('sex = ?');
      params.push(sex);
    }
    return { where, params };
  }

  /**
   * The ranked keywords of one window: the latest RISE_WINDOW votes after skipping `offset`, a vote being one of a
   * client's latest RISE_VOTES_PER_CLIENT distinct keywords among the newest RISE_SLICE searches (a search with no
   * client is a client of its own). Ranked by their clients, then the latest.
   */
  function rankWindow(age: string, sex: string, offset: number, limit: number, hidden: (k: string) => boolean) {
    const { where, params } = filterOf(age, sex);
    const sql = `WITH slice AS (
        SELECT id, keyword, at, COALESCE(client, 'row:' || id) AS who FROM search_log
        ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY id DESC LIMIT ?),
      pairs AS (SELECT who, keyword, MAX(id) AS id, MAX(at) AS at FROM slice GROUP BY who, keyword),
      votes AS (SELECT keyword, at, id, ROW_NUMBER() OVER (PARTITION BY who ORDER BY id DESC) AS n FROM pairs),
      win AS (SELECT keyword, at FROM votes WHERE n <= ? ORDER BY id DESC LIMIT ? OFFSET ?)
      SELECT keyword, COUNT(*) AS clients, MAX(at) AS last FROM win
      GROUP BY keyword HAVING clients >= ? ORDER BY clients DESC, last DESC`;
    const ranked: { keyword: string; last: string }[] = [];
    for (const r of db
      .prepare<(string | number)[], { keyword: string; last: string }>(sql)
      .iterate(...params, RISE_SLICE, RISE_VOTES_PER_CLIENT, RISE_WINDOW, offset, RISE_MIN_CLIENTS)) {
      if (hidden(r.keyword)) continue;
      ranked.push(r);
      if (ranked.length >= limit) break;
    }
    return ranked;
  }

  /** The time of the newest search of the latest window (the age band's and sex's), or null with none. */
  function newestSearch(age: string, sex: string): string | null {
    const { where, params } = filterOf(age, sex);
    const sql = `SELECT MAX(at) AS newest FROM (SELECT at FROM search_log
      ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY id DESC LIMIT ?)`;
    return db.prepare<(string | number)[], { newest: string | null }>(sql).get(...params, RISE_WINDOW)?.newest ?? null;
  }

  const api = {
    db,
    /** Adds lines to an owner's cart: INS, UPD (quantity added), OVF past 200 distinct items, OVK past 100 in one action. */
    addToCart: (owner: string, lines: CartLine[]) => addLines(owner, lines),
    cart(owner: string): StoredCartLine[] {
      return q.lines.all(owner).map((r) => ({
        spbkId: r.spbk_id,
        saleId: r.sale_id,
        name: r.name,
        price: r.price,
        qty: r.qty,
        code: r.code,
        addedAt: r.added_at,
      }));
    },
    /** Logs a search of `keyword` by a client (its address) with the age band and sex of a signed-in searcher. */
    logSearch(
      keyword: string,
      who: { age: string | null; sex: string | null; client: string | null },
      at = new Date(),
    ) {
      const id = Number(q.logSearch.run(keyword, who.age, who.sex, timestamp(at), who.client).lastInsertRowid);
      if (id % SEARCH_LOG_PRUNE_EVERY === 0)
        q.pruneSearches.run(id - searchLogMaxRows, before(at, SEARCH_LOG_DAYS * 86_400_000));
    },
    /** Counts a view of `saleId` after searching `keyword` (and for all searches), in the bounded aggregate. */
    logView(keyword: string, saleId: string, at = new Date()) {
      const when = timestamp(at);
      countViews(keyword, saleId, when);
      if (++viewWrites % VIEW_PRUNE_EVERY === 0) {
        q.pruneViewsOld.run(before(at, VIEW_DAYS * 86_400_000));
        const over = q.viewRows.get()!.n - viewCountsMaxRows;
        if (over > 0) q.pruneViewsOver.run(over);
      }
    },
    /**
     * The live top 10 for an age band (`all`, `10`…`40`) and sex (`all`, `1`, `2`): the latest RISE_WINDOW
     * searches, keywords of RISE_MIN_CLIENTS clients or more ranked by their clients, with diff = rank in the window
     * before minus rank now (NEW_DIFF when it wasn't ranked). reg_DATE is the list's time, the same on every row:
     * the newest search of the window it was ranked from (issue 39: each keyword's own latest search left the
     * widget's "기준" line at yesterday after today's searches of keywords not ranked yet). `hidden` keywords are
     * left out of both windows (the gateway's block list: ./gateway/linkLikeKeyword.ts).
     */
    riseKeywords(age: string, sex: string, hidden: (keyword: string) => boolean = () => false): RiseKeyword[] {
      const now = rankWindow(age, sex, 0, 10, hidden);
      const before = rankWindow(age, sex, RISE_WINDOW, 50, hidden);
      const prevRank = new Map(before.map((r, i) => [r.keyword, i + 1]));
      const asOf = now.length ? (newestSearch(age, sex) ?? now[0].last) : '';
      return now.map((r, i) => {
        const prev = prevRank.get(r.keyword);
        return { keywords: r.keyword, diff: prev === undefined ? NEW_DIFF : prev - (i + 1), reg_DATE: asOf };
      });
    },
    /**
     * Products looked at after searching `keyword` (all searches when empty), most looked at first, then the most
     * recently: read from the aggregate by its index, `limit` of those `allowed` (issue 52: the empty keyword's
     * `GROUP BY` over every view ever logged took 0.4-1.3 s at a million rows, and every shopper asks it).
     */
    recommended(keyword: string, limit: number, allowed: (saleId: string) => boolean = () => true): string[] {
      const out: string[] = [];
      if (limit <= 0) return out;
      for (const r of q.recommended.iterate(keyword)) {
        if (!allowed(r.sale_id)) continue;
        out.push(r.sale_id);
        if (out.length >= limit) break;
      }
      return out;
    },
    close: () => db.close(),
  };

  if (seed && !q.seeded.get()) db.transaction(() => seedLogs(api, seed))();
  return api;
}
export type DemoDatabase = ReturnType<typeof openDatabase>;

const AGES = ['10', '20', '30', '40'];

/**
 * The first start's search and view logs: an older window and a newer one with different favourites, so the
 * live ranks show rises, falls and new entries; signed-in searches carry an age band and sex.
 */
function seedLogs(api: DemoDatabase, seed: SeedInput): void {
  const random = prng(2026);
  const total = RISE_WINDOW * 4;
  // One search a minute, the last of them a minute ago: a fresh demo's live list is as of now, not of yesterday.
  const start = Date.now() - total * 60_000;
  const pick = (pool: string[], skew: number) => pool[Math.floor(Math.pow(random(), skew) * pool.length)];
  const older = seed.keywords.slice(0, Math.ceil(seed.keywords.length * 0.7));
  const newer = [
    ...seed.keywords.slice(3, 12),
    ...seed.keywords.slice(0, 3).reverse(),
    ...seed.keywords.slice(Math.ceil(seed.keywords.length * 0.7)),
  ];
  for (let i = 0; i < total; i++) {
    const keyword = i < total - RISE_WINDOW ? pick(older, 2.2) : pick(newer, 1.6);
    const signedIn = random() < 0.75;
    const age = signedIn ? AGES[Math.floor(random() * AGES.length)] : null;
    const sex = signedIn ? (random() < 0.55 ? '2' : '1') : null;
    // Each seeded search is a shopper of its own.
    api.logSearch(keyword, { age, sex, client: 'seed-' + i }, new Date(start + i * 60_000));
  }
  seed.keywords.forEach((keyword, k) => {
    seed.viewsFor(keyword).forEach((saleId, rank) => {
      const times = Math.max(1, 6 - rank) + (k % 3);
      for (let t = 0; t < times; t++) api.logView(keyword, saleId, new Date(start + (k * 10 + t) * 60_000));
    });
  });
  api.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)").run(timestamp(new Date()));
}
