import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { assertBounded } from './limits';
import { sqlStore, type SqlDriver, type SqlQuery } from './sql';
import type { Store, StoreOptions } from './types';

/** The tables, as ./postgres.ts has them (its DDL says the same in PostgreSQL's words). */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS cart (
    spbk_id INTEGER PRIMARY KEY AUTOINCREMENT, owner TEXT NOT NULL, sale_id TEXT NOT NULL, name TEXT NOT NULL,
    price INTEGER NOT NULL, qty INTEGER NOT NULL, code TEXT NOT NULL, added_at TEXT NOT NULL, UNIQUE (owner, sale_id));
  CREATE INDEX IF NOT EXISTS cart_added ON cart (added_at);
  CREATE TABLE IF NOT EXISTS search_log (id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT NOT NULL, age TEXT,
    sex TEXT, at TEXT NOT NULL, client TEXT);
  CREATE INDEX IF NOT EXISTS search_log_age ON search_log (age, id);
  CREATE INDEX IF NOT EXISTS search_log_sex ON search_log (sex, id);
  CREATE INDEX IF NOT EXISTS search_log_at ON search_log (at);
  CREATE TABLE IF NOT EXISTS view_counts (keyword TEXT NOT NULL, sale_id TEXT NOT NULL, n INTEGER NOT NULL,
    at TEXT NOT NULL, PRIMARY KEY (keyword, sale_id)) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS view_counts_rank ON view_counts (keyword, n DESC, at DESC);
  CREATE INDEX IF NOT EXISTS view_counts_at ON view_counts (at);
  CREATE INDEX IF NOT EXISTS view_counts_least ON view_counts (n, at);
  CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, token TEXT NOT NULL UNIQUE, account TEXT NOT NULL,
    client TEXT NOT NULL, used_at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS sessions_client ON sessions (client, used_at);
  CREATE INDEX IF NOT EXISTS sessions_used ON sessions (used_at);
  CREATE TABLE IF NOT EXISTS quota (name TEXT NOT NULL, client TEXT NOT NULL, units REAL NOT NULL,
    at INTEGER NOT NULL, PRIMARY KEY (name, client)) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS quota_at ON quota (at);
  CREATE TABLE IF NOT EXISTS tally (name TEXT NOT NULL, client TEXT NOT NULL, item TEXT NOT NULL,
    at INTEGER NOT NULL, PRIMARY KEY (name, client, item)) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS tally_at ON tally (at);
  CREATE TABLE IF NOT EXISTS handoff_spent (nonce TEXT PRIMARY KEY, owner TEXT NOT NULL, expires INTEGER NOT NULL,
    next TEXT);
  CREATE INDEX IF NOT EXISTS handoff_spent_expires ON handoff_spent (expires);
`;

/** A database from before issue 52: a search log without clients, a log of every view (folded, then dropped). */
function migrate(db: Database.Database) {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(search_log)').all();
  if (!columns.some((c) => c.name === 'client')) db.exec('ALTER TABLE search_log ADD COLUMN client TEXT');
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
}

/**
 * The embedded store: one SQLite file (`demo.sqlite` in `dataDir`), one process. better-sqlite3 is synchronous, so
 * each statement runs whole when called; a transaction that awaits its statements is kept alone by a queue (another
 * request's statement waits for its end instead of landing inside it).
 */
export function openSqliteStore(dataDir: string, options: StoreOptions = {}): Store & { db: Database.Database } {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'demo.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  // WAL's own durability: a commit is on disk at the next checkpoint (a power cut may lose the latest, never corrupt).
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  migrate(db);
  assertBounded(
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((r) => r.name),
  );

  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let s = statements.get(sql);
    if (!s) statements.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const direct: SqlQuery = {
    all: async <T>(sql: string, params: readonly unknown[] = []) => {
      const s = prepared(sql);
      if (s.reader) return s.all(...params) as T[];
      s.run(...params);
      return [];
    },
    run: async (sql, params = []) => prepared(sql).run(...params).changes,
  };
  // The transaction in progress: statements outside it wait for it.
  let open: Promise<unknown> = Promise.resolve();
  let inTx = false;
  const driver: SqlDriver = {
    kind: 'sqlite',
    all: async (sql, params) => {
      while (inTx) await open;
      return direct.all(sql, params);
    },
    run: async (sql, params) => {
      while (inTx) await open;
      return direct.run(sql, params);
    },
    tx<T>(work: (q: SqlQuery) => Promise<T>) {
      const next = open.then(async () => {
        inTx = true;
        db.exec('BEGIN IMMEDIATE');
        try {
          const out = await work(direct);
          db.exec('COMMIT');
          return out;
        } catch (e) {
          db.exec('ROLLBACK');
          throw e;
        } finally {
          inTx = false;
        }
      });
      open = next.catch(() => undefined);
      return next;
    },
    tables: async () =>
      db
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all()
        .map((r) => r.name),
    close: async () => void db.close(),
  };
  return Object.assign(sqlStore(driver, options), { db });
}
