/**
 * The store suite (./storeSuite.ts) on PostgreSQL (../postgres.ts): a throwaway server for the file
 * (./postgresServer.ts; DATABASE_URL_TEST to use your own), its database emptied before each case. A second store on
 * the database is a second pool, as another gateway process would have.
 */
import { openPostgresStore } from '../postgres';
import { startPostgres, type TestPostgres } from './postgresServer';
import { storeSuite } from './storeSuite';

jest.setTimeout(60_000);

let server: TestPostgres;
beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(() => server?.stop());

storeSuite('PostgreSQL', {
  parallel: true,
  async open(options) {
    await server.reset();
    return openPostgresStore(server.url, { ...options, poolSize: 5 });
  },
  again: (options) => openPostgresStore(server.url, { ...options, poolSize: 5 }),
});
