import pg from 'pg';
import { assertBounded } from './limits';
import { schema, sqlStore, type SqlDriver, type SqlQuery } from './sql';
import type { Store, StoreOptions } from './types';

/** The tables in PostgreSQL's words (ms times as BIGINT, read back as numbers). */
const SCHEMA = schema({
  serial: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  big: 'BIGINT',
  real: 'DOUBLE PRECISION',
  keyed: '',
});

/** `?` placeholders as PostgreSQL's `$1`, `$2`… (the store's SQL has no `?` of its own). */
const numbered = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => '$' + ++i);
};

/** BIGINT (COUNT(*), ids, ms times) as a number: every one the store keeps is below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const runner = (c: pg.Pool | pg.PoolClient): SqlQuery => ({
  all: async <T>(sql: string, params: readonly unknown[] = []) =>
    (await c.query({ text: numbered(sql), values: [...params], types })).rows as T[],
  run: async (sql, params = []) => (await c.query({ text: numbered(sql), values: [...params], types })).rowCount ?? 0,
});

/**
 * The store on PostgreSQL (`DATABASE_URL`, docs/deploy.md): any number of gateway processes share its sessions,
 * carts, tallies and quotas. A transaction that names a lock takes it as an advisory lock for its duration, so two
 * processes' sign-ins, adds to one cart or takes of one quota happen one after the other.
 */
export async function openPostgresStore(url: string, options: StoreOptions & { poolSize?: number } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // Two processes starting at once create the tables once.
  const setup = await pool.connect();
  try {
    await setup.query('SELECT pg_advisory_lock(5252)');
    await setup.query(SCHEMA);
  } finally {
    await setup.query('SELECT pg_advisory_unlock(5252)').catch(() => undefined);
    setup.release();
  }
  const direct = runner(pool);
  const driver: SqlDriver = {
    kind: 'postgres',
    ...direct,
    skipLocked: 'FOR UPDATE SKIP LOCKED',
    async tx<T>(work: (q: SqlQuery) => Promise<T>, lock?: string) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        if (lock) await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lock]);
        const out = await work(runner(c));
        await c.query('COMMIT');
        return out;
      } catch (e) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        c.release();
      }
    },
    tables: async () =>
      (
        await direct.all<{ name: string }>(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1',
        )
      ).map((r) => r.name),
    close: () => pool.end(),
  };
  assertBounded(await driver.tables());
  return sqlStore(driver, options) as Store;
}
