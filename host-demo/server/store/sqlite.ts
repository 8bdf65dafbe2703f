import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { assertBounded } from './limits';
import { schema, sqlStore, type SqlDriver, type SqlQuery } from './sql';
import type { Store, StoreOptions } from './types';

/** The tables in SQLite's words. */
const SCHEMA = schema({
  serial: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  big: 'INTEGER',
  real: 'REAL',
  keyed: ' WITHOUT ROWID',
});

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
