import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { P } from '../../../test/helpers/parts';

/**
 * The parts tests may name (test/helpers/parts.ts) are parts the widget draws: each one's class is written by a
 * view or a section. A class renamed in a view fails here, naming the one line of the table to change.
 */
const src = join(__dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === '__tests__' ? [] : files(p);
    return /\.tsx?$/.test(f) ? [p] : [];
  });
const classNames = new Set(
  files(src).flatMap((f) => readFileSync(f, 'utf8').match(/(?<![\w#-])sp-[a-z][a-z0-9-]*(?![\w-])/g) ?? []),
);

test.each(Object.entries(P))('the part %s (%s) is drawn by the widget', (_name, selector) => {
  expect(selector).toMatch(/^\.sp-[a-z][a-z0-9-]*$/);
  expect(classNames).toContain(selector.slice(1));
});
