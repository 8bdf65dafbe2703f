import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Standards every shipped source file keeps: no HTML from strings, no eval, no string styles. */
const ROOT = join(__dirname, '..', '..', '..');
const RULES: [string, RegExp][] = [
  ['the React raw-HTML prop', new RegExp('dangerously' + 'SetInnerHTML')],
  ['innerHTML/outerHTML writes', /\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write/],
  ['eval', /\beval\s*\(|new\s+Function\s*\(/],
  ['string style props', /style=\{?\s*["'`]|\.style\.cssText\s*=|setAttribute\(\s*['"]style['"]/],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

const files = [...sources(join(ROOT, 'widget', 'src')), ...sources(join(ROOT, 'loader', 'src'))];

test('there are sources to check', () => expect(files.length).toBeGreaterThan(10));

test.each(files.map((f) => [relative(ROOT, f), f]))('%s keeps the rendering rules', (_name, file) => {
  const source = readFileSync(file, 'utf8');
  for (const [what, pattern] of RULES) expect([what, pattern.test(source)]).toEqual([what, false]);
});

test('the rules catch what they name', () => {
  // Written in pieces so that this file itself doesn't match the rules it tests.
  const bad = [
    'el.inner' + 'HTML = x',
    '<div dangerously' + 'SetInnerHTML={{ __html: x }} />',
    'ev' + 'al(code)',
    '<p style="color:red">',
  ];
  for (const line of bad) expect(RULES.some(([, p]) => p.test(line))).toBe(true);
});
