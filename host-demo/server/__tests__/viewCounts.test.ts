/**
 * Issue 52: what an anonymous shopper's requests run against the view aggregate (`view_counts`) and the search log
 * (`search_log`) in the embedded SQLite store (../store/sqlite.ts over ../store/sql.ts) reads them through an index or
 * the primary key, never by a scan of the table: "others look at" (the empty keyword and a keyword), the live keywords
 * (all, an age band, a sex, both), and the writes a counted view or search makes, with the prunes they run every 500th
 * time. Each statement is caught as it ran (its SQL and parameters, whenever the store prepared it) and its `EXPLAIN
 * QUERY PLAN` read: a step on either table is a `SEARCH … USING (COVERING) INDEX`, `USING PRIMARY KEY` or `USING
 * INTEGER PRIMARY KEY`; a `SCAN` of either is allowed only where the statement walks an index's order and stops at a
 * `LIMIT`, or is the prune's `COUNT(*)` of a table its cap bounds (named in each test, with the reason).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedStore } from '../seed';
import { openSqliteStore } from '../store/sqlite';

const AT = new Date(2026, 11, 5, 12, 0, 0);
let dir = '';
let store: ReturnType<typeof openSqliteStore>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sp-plans-'));
  // Small caps, so the prunes and the caps' evictions run within a test's writes.
  store = openSqliteStore(dir, { caps: { viewCountRows: 200, searchLogRows: 1000 } });
  await seedStore(store, {
    keywords: ['해리', '한강', '모순'],
    viewsFor: (k) => ['A', 'B', 'C', 'D'].map((x) => `${k}-${x}`),
  });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Ran {
  sql: string;
  plan: string[];
}

/** The statements `work` ran on view_counts or search_log (each once, with its last parameters), and their plans. */
async function plansOf(work: () => Promise<void>): Promise<Ran[]> {
  type Run = (...args: unknown[]) => unknown;
  const proto = Object.getPrototypeOf(store.db.prepare('SELECT 1')) as Record<'all' | 'get' | 'iterate' | 'run', Run>;
  const spies = (['all', 'get', 'iterate', 'run'] as const).map((m) => jest.spyOn(proto, m));
  const ran = new Map<string, unknown[]>();
  try {
    await work();
    for (const s of spies)
      s.mock.calls.forEach((args, i) => ran.set((s.mock.contexts[i] as { source: string }).source, args));
  } finally {
    for (const s of spies) s.mockRestore();
  }
  return [...ran]
    .filter(([sql]) => /\b(view_counts|search_log)\b/.test(sql))
    .map(([sql, args]) => ({
      sql: sql.replace(/\s+/g, ' ').trim(),
      plan: store.db
        .prepare<unknown[], { detail: string }>('EXPLAIN QUERY PLAN ' + sql)
        .all(...args)
        .map((r) => r.detail),
    }));
}

const ON_TABLE = /^(SCAN|SEARCH) (view_counts|search_log)\b/;
const BY_INDEX = /^SEARCH (view_counts|search_log) USING ((COVERING )?INDEX \w+|(INTEGER )?PRIMARY KEY) \(/;

/**
 * Every step on either table is a SEARCH by an index or the primary key, or one of the `allowed` scans, each only in
 * a statement whose SQL matches its pattern (an index's order cut by a LIMIT, or a prune's count).
 */
function expectIndexed(ran: Ran[], allowed: { step: RegExp; sql: RegExp }[] = []) {
  for (const { sql, plan } of ran)
    for (const step of plan.filter((s) => ON_TABLE.test(s))) {
      const ok = allowed.some((b) => b.step.test(step) && b.sql.test(sql));
      // The statement goes with the step, so a failure says which.
      expect({ sql, step, indexed: ok || BY_INDEX.test(step) }).toEqual({ sql, step, indexed: true });
    }
}

/** The statements whose SQL matches each pattern, so a path the test meant to reach can't go unchecked. */
const matching = (ran: Ran[], ...patterns: RegExp[]) => patterns.map((p) => ran.filter((r) => p.test(r.sql)).length);

/**
 * The prune's `SELECT COUNT(*)` of a table (../store/sql.ts, every 500 writes of this process): SQLite counts by
 * walking the table or its smallest index, but the table holds at most its cap (100,000 rows by default, plus the
 * 499 written since the last prune), so the work is bounded and paid once per 500 writes, not by each request.
 */
const PRUNE_COUNT = (table: string) => ({
  step: new RegExp(`^SCAN ${table}( USING COVERING INDEX \\w+)?$`),
  sql: new RegExp(`^SELECT COUNT\\(\\*\\) AS n FROM ${table}( WHERE TRUE)?$`),
});

test("'others look at' for the empty keyword and a keyword: view_counts_rank's order, no SCAN, no temporary sort", async () => {
  const ran = await plansOf(async () => {
    // A shopper who isn't a verified adult: some products left out as the rows are read.
    expect((await store.views.recommended('', 8, (id) => !id.endsWith('-B'))).length).toBeGreaterThan(0);
    expect(await store.views.recommended('해리', 8, (id) => !id.endsWith('-B'))).toEqual([
      '해리-A',
      '해리-C',
      '해리-D',
    ]);
  });
  expect(ran.length).toBeGreaterThan(0);
  expectIndexed(ran);
  for (const { sql, plan } of ran)
    expect({ sql, plan }).toEqual({
      sql,
      plan: [expect.stringMatching(/^SEARCH view_counts USING .*view_counts_rank/)],
    });
});

test(
  'the live keywords for all, an age band, a sex and both: search_log by its age or sex index; for all, the newest ' +
    'RISE_SLICE rows by the primary key (SCAN search_log in ORDER BY id DESC LIMIT: the slice, not the table)',
  async () => {
    const ran = await plansOf(async () => {
      for (const age of ['all', '20']) for (const sex of ['all', '1']) await store.searches.rise(age, sex);
    });
    // The window's ranking and its time, for each of the four filters.
    expect(matching(ran, /^WITH slice AS/, /^SELECT MAX\(at\) AS newest/)).toEqual([4, 4]);
    expectIndexed(ran, [{ step: /^SCAN search_log$/, sql: /FROM search_log ORDER BY id DESC LIMIT \?\)/ }]);
    // The filtered ones never scan the log, not even a slice of it.
    for (const { sql, plan } of ran.filter((r) => /WHERE (age|sex) = \?/.test(r.sql)))
      expect({ sql, plan }).toEqual({
        sql,
        plan: expect.not.arrayContaining([expect.stringMatching(/^SCAN search_log/)]),
      });
  },
);

test(
  "a counted view, with every 500th view's prune: view_counts by its primary key and its time's index; past the " +
    'cap the least viewed by view_counts_least (SCAN in ORDER BY n, at LIMIT: the rows past the cap); the COUNT(*) ' +
    'of a table bounded by its cap, once per 500 views',
  async () => {
    const ran = await plansOf(async () => {
      // Two prunes; 2,000 new rows, so the second is past the cap of 200.
      for (let i = 0; i < 1000; i++) await store.views.count('해리', 'S' + i, AT);
    });
    expect(
      matching(
        ran,
        /^INSERT INTO view_counts/,
        /^DELETE FROM view_counts WHERE \(keyword, sale_id\) IN\s+\(SELECT keyword, sale_id FROM view_counts WHERE at < \?/,
        /^SELECT COUNT\(\*\) AS n FROM view_counts WHERE TRUE$/,
        /ORDER BY n, at LIMIT \?\s*\)/,
      ),
    ).toEqual([1, 1, 1, 1]);
    expectIndexed(ran, [
      {
        step: /^SCAN view_counts USING COVERING INDEX view_counts_least$/,
        sql: /FROM view_counts WHERE TRUE ORDER BY n, at LIMIT \?\s*\)/,
      },
      PRUNE_COUNT('view_counts'),
    ]);
    expect((await store.tableRows()).view_counts).toBeLessThanOrEqual(200 + 2 * 499);
  },
);

test(
  "a counted search, with every 500th search's prune: search_log by its primary key and its time's index; past the " +
    'cap the oldest by the primary key (SCAN in ORDER BY id LIMIT: the rows past the cap); the COUNT(*) of a table ' +
    'bounded by its cap, once per 500 searches',
  async () => {
    const ran = await plansOf(async () => {
      for (let i = 0; i < 500; i++) await store.searches.log('넥서스', { age: null, sex: null, client: 'c' + i }, AT);
    });
    expect(
      matching(
        ran,
        /^INSERT INTO search_log/,
        /^DELETE FROM search_log WHERE \(id\) IN\s+\(SELECT id FROM search_log WHERE at < \?/,
        /^SELECT COUNT\(\*\) AS n FROM search_log/,
        /ORDER BY id LIMIT \?\s*\)/,
      ),
    ).toEqual([1, 1, 1, 1]);
    expectIndexed(ran, [
      { step: /^SCAN search_log$/, sql: /FROM search_log WHERE TRUE ORDER BY id LIMIT \?\s*\)/ },
      PRUNE_COUNT('search_log'),
    ]);
  },
);
