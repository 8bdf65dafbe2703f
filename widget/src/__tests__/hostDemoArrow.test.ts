import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * One more arrow beside the widget's layers (layers.test.ts): the tests use the demo, never the other way round.
 * Nothing in host-demo/ names a module under test/ (the demo's spawner for the tests is host-demo/spawnDemo.ts;
 * what the tests share is test/helpers/). `node_modules` and the demo's data are not sources.
 */
const ROOT = join(__dirname, '..', '..', '..');

/**
 * Waiting for its move (the bench leaves the shop, issue 37 part 5): the bench types Korean with the tests' CDP
 * pacing. Listed by name so that the list can only shrink: an entry that no longer imports from test/ fails too.
 */
const PENDING: Record<string, string[]> = { 'host-demo/bench/ui.ts': ['test/helpers/ime'] };

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = dir + '/' + name;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(tsx?|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The modules under test/ that `source` (at `path` from the root) names in an import, export or require. */
function intoTests(path: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const named = [...code.matchAll(/(?:\bfrom|\bimport|\brequire)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return named
    .map((spec) =>
      relative(ROOT, resolve(ROOT, dirname(path), spec))
        .split('\\')
        .join('/'),
    )
    .filter((target) => target === 'test' || target.startsWith('test/'));
}

const files = sources('host-demo');

test('host-demo has sources to check', () => {
  expect(files.length).toBeGreaterThan(20);
});

test.each(files)('%s imports nothing from test/', (path) => {
  expect(intoTests(path, readFileSync(join(ROOT, path), 'utf8'))).toEqual(PENDING[path] ?? []);
});

test('the check sees static, type-only and dynamic imports and requires, not comments', () => {
  const at = 'host-demo/server/__tests__/x.test.ts';
  expect(intoTests(at, "import { spawnDemo } from '../../../test/browser/demo';")).toEqual(['test/browser/demo']);
  expect(intoTests(at, "import type { Demo } from '../../../test/helpers/demo';")).toHaveLength(1);
  expect(intoTests(at, "const m = await import('../../../test/helpers/ime');")).toHaveLength(1);
  expect(intoTests(at, "const m = require('../../../test/helpers/ime');")).toHaveLength(1);
  expect(intoTests(at, "// import { x } from '../../../test/helpers/ime';")).toEqual([]);
  expect(intoTests(at, "import { spawnDemo } from '../../spawnDemo';")).toEqual([]);
});
