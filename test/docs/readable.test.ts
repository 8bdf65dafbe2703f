/**
 * @jest-environment node
 *
 * The documents a newcomer reads stay short enough to read (issue 53, item 5): README.md and docs/performance.md at
 * most 300 lines each, and in README.md and every docs/*.md a median sentence of at most 20 words. The figures are
 * printed on every run.
 *
 * What counts as a sentence, kept simple on purpose:
 * - Only prose counts. Fenced code blocks, table rows (`|` first), headings (`#`) and HTML lines (`<` first) are left
 *   out. Consecutive prose lines are one paragraph; a list item starts a paragraph of its own.
 * - A code span counts as one word, whatever it holds; a link counts as its text; `**` marks are dropped.
 * - A paragraph splits into sentences after `.`, `?` or `!` followed by white space, and at its end. Colons and
 *   semicolons do not end a sentence.
 * - A word is a run of non-space characters holding a letter or a digit (a lone `—` or `→` is not a word).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const MAX_LINES = 300;
const MAX_MEDIAN_WORDS = 20;

const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const read = (doc: string) => readFileSync(join(ROOT, doc), 'utf8');

/** The paragraphs of prose: code fences, tables, headings and HTML lines left out; a list item starts a paragraph. */
function paragraphs(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let fenced = false;
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (/^(```|~~~)/.test(t)) {
      fenced = !fenced;
      flush();
    } else if (fenced) {
      // code
    } else if (!t || /^[|#<]/.test(t)) {
      flush();
    } else if (/^([-*+]|\d+\.)\s/.test(t)) {
      flush();
      current.push(t.replace(/^([-*+]|\d+\.)\s+/, ''));
    } else {
      current.push(t);
    }
  }
  flush();
  return out;
}

/** Each sentence's length in words. */
function sentenceLengths(text: string): number[] {
  const lengths: number[] = [];
  for (const paragraph of paragraphs(text)) {
    const plain = paragraph
      .replace(/`[^`]*`/g, 'CODE')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\*\*/g, '');
    for (const sentence of plain.split(/[.?!]\s+/)) {
      const words = sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
      if (words.length) lengths.push(words.length);
    }
  }
  return lengths;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const lineCount = (doc: string) => read(doc).replace(/\n$/, '').split('\n').length;

afterAll(() => {
  const rows = docs.map((doc) => {
    const lengths = sentenceLengths(read(doc));
    return `${doc.padEnd(24)} ${String(lineCount(doc)).padStart(4)} lines  ${String(lengths.length).padStart(4)} sentences  median ${median(lengths)} words, longest ${Math.max(...lengths)}`;
  });
  console.log(`Docs, measured (sentence: prose split after . ? ! and a space; see the header):\n${rows.join('\n')}`);
});

test('the sentence rule counts what a reader reads', () => {
  const text = [
    '# A heading is not counted',
    'One two three. Four `a b c` five? Six [seven eight](docs/x.md)!',
    '- A list item: with a colon; and a semicolon',
    '| a | table | row |',
    '```sh',
    'npm run not counted',
    '```',
    'Numbers like 0.5 and `x.ts` stay whole — a dash is no word.',
  ].join('\n');
  expect(sentenceLengths(text)).toEqual([3, 3, 3, 9, 12]);
  expect(median([3, 3, 3, 9, 12])).toBe(3);
  expect(median([1, 2, 3, 4])).toBe(2.5);
});

test.each(['README.md', 'docs/performance.md'])(`%s has at most ${MAX_LINES} lines`, (doc) => {
  expect(lineCount(doc)).toBeLessThanOrEqual(MAX_LINES);
});

test.each(docs)(`%s has a median sentence of at most ${MAX_MEDIAN_WORDS} words`, (doc) => {
  expect(median(sentenceLengths(read(doc)))).toBeLessThanOrEqual(MAX_MEDIAN_WORDS);
});
