import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** core/ is plain data in, plain data out: no framework, no store, no cookie library, no DOM or window. */
const FORBIDDEN: [string, RegExp][] = [
  ['a framework', /from\s+['"](preact|react|react-dom|embla-carousel[^'"]*)(\/[^'"]*)?['"]/],
  [
    'a store',
    /from\s+['"](nanostores|@nanostores\/react)['"]|from\s+['"]\.\.\/(stores|views|platform|gateway|entries)\//,
  ],
  ['a cookie library', /from\s+['"]js-cookie['"]/],
  ['the DOM or window', /\b(window|document|localStorage|sessionStorage|navigator|location)\s*[.[]/],
  ['fetch', /\bfetch\s*\(/],
];

const dir = join(__dirname, '..');
const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f));

test('core has rule files to check', () => expect(files.length).toBeGreaterThan(3));

test.each(files)('%s is pure', (file) => {
  const source = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  for (const [what, pattern] of FORBIDDEN) expect([file, what, pattern.test(source)]).toEqual([file, what, false]);
});

test('the guard itself catches an impure file', () => {
  const impure = "import { atom } from 'nanostores';\nexport const x = () => window.location.href;";
  expect(FORBIDDEN.filter(([, p]) => p.test(impure)).map(([w]) => w)).toEqual(['a store', 'the DOM or window']);
});
