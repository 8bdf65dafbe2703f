/**
 * Issue 52, item 1: every table has a cap and an expiry, stated as rules the code checks. The tables each store
 * really has (`tableRows()`, read from the database's catalogue) are the rows of ../limits.ts TABLE_LIMITS, no more
 * and no fewer; and each of those has a case in the store suite (./storeSuite.ts LIMIT_CASES, run on both stores by
 * ./sqliteStore.test.ts and ./postgresStore.test.ts) filling it past its cap and one taking it past its expiry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TABLE_LIMITS } from '../limits';
import { openPostgresStore } from '../postgres';
import { openSqliteStore } from '../sqlite';
import type { Store } from '../types';
import { startPostgres, type TestPostgres } from './postgresServer';
import { LIMIT_CASES } from './storeSuite';

jest.setTimeout(60_000);

let server: TestPostgres;
let dir: string;
beforeAll(async () => {
  server = await startPostgres();
  dir = mkdtempSync(join(tmpdir(), 'sp-limits-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const limited = Object.keys(TABLE_LIMITS).sort();

/** What a table set lacks and has too many against TABLE_LIMITS, named. */
const against = (tables: string[]) => ({
  'tables without a row in TABLE_LIMITS': tables.filter((t) => !(t in TABLE_LIMITS)),
  'TABLE_LIMITS rows with no such table': limited.filter((t) => !tables.includes(t)),
});

test.each<[string, () => Promise<Store>]>([
  ['SQLite', async () => openSqliteStore(dir)],
  ['PostgreSQL', () => openPostgresStore(server.url)],
])(
  '%s: every table the store holds has a cap and an expiry in TABLE_LIMITS, and every row is a table',
  async (_, open) => {
    const store = await open();
    try {
      const tables = Object.keys(await store.tableRows()).sort();
      expect(against(tables)).toEqual(against(limited));
      expect(tables).toEqual(limited);
    } finally {
      await store.close();
    }
  },
);

test.each(limited)('%s: its cap and expiry are stated, and the store suite has a case for each', (table) => {
  expect(TABLE_LIMITS[table].cap).toMatch(/\S/);
  expect(TABLE_LIMITS[table].expiry).toMatch(/\S/);
  expect(LIMIT_CASES[table]?.cap[0]).toMatch(/\S/);
  expect(LIMIT_CASES[table]?.expiry[0]).toMatch(/\S/);
});

test('the store suite has no limit case for a table TABLE_LIMITS does not name', () => {
  expect(Object.keys(LIMIT_CASES).filter((t) => !(t in TABLE_LIMITS))).toEqual([]);
});

test('a store with a table that has no row in TABLE_LIMITS refuses to open, naming it', async () => {
  const extra = mkdtempSync(join(tmpdir(), 'sp-unbounded-'));
  try {
    const first = openSqliteStore(extra);
    first.db.exec('CREATE TABLE wishlist (owner TEXT, sale_id TEXT)');
    first.db.close();
    expect(() => openSqliteStore(extra)).toThrow(/without a cap and an expiry .*: wishlist/);
  } finally {
    rmSync(extra, { recursive: true, force: true });
  }
});
