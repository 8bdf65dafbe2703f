/** The store suite (./storeSuite.ts) on the embedded SQLite store (../sqlite.ts): a fresh data folder per case. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../sqlite';
import { storeSuite } from './storeSuite';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

storeSuite('SQLite', {
  parallel: false,
  async open(options) {
    dirs.push(mkdtempSync(join(tmpdir(), 'sp-store-')));
    return openSqliteStore(dirs[dirs.length - 1], options);
  },
  again: async (options) => openSqliteStore(dirs[dirs.length - 1], options),
});
