import { answerCap, ANSWER_CAPS, MAX_ANSWER_DEPTH, nestsDeeper } from '../answerLimits';
import { GATEWAY_PATHS } from '../gatewayPaths';

/** Issue 38 #7: nesting beyond what the contract's shapes need is found before the text is parsed. */
test.each<[string, string, number, boolean]>([
  ['a scalar', '42', 1, false],
  ['an empty object at the limit', '{}', 1, false],
  ['one past the limit', '[[]]', 1, true],
  ['the contract shape', '{"resultDocuments":[{"keywords":"해리"}]}', 3, false],
  ['a field of the wrong type', '{"resultDocuments":[{"keywords":["배열"]}]}', 3, true],
  ['brackets inside strings', '{"a":"[[[[{{{{"}', 1, false],
  ['an escaped quote does not end the string', '{"a":"\\"[[[["}', 1, false],
  ['an escaped backslash does', '{"a":"\\\\","b":[[]]}', 2, true],
  ['siblings are not nesting', '[[],[],[],{}]', 2, false],
  [
    'the hostile corpus: __proto__ and constructor keys',
    '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
    3,
    false,
  ],
  ['malformed: closing first', ']]]][[', 2, false],
  ['400,000 arrays deep', '['.repeat(400000) + ']'.repeat(400000), MAX_ANSWER_DEPTH, true],
  ['as deep as allowed', '['.repeat(MAX_ANSWER_DEPTH) + ']'.repeat(MAX_ANSWER_DEPTH), MAX_ANSWER_DEPTH, false],
])('%s: %p nests deeper than %i → %p', (_, json, max, deeper) => expect(nestsDeeper(json, max)).toBe(deeper));

test('the default depth takes the hostile shapes and refuses one more than allowed', () => {
  expect(nestsDeeper('{"resultDocuments":[{"rprs_INFO":{"@@":[1]}}]}')).toBe(false);
  expect(nestsDeeper('['.repeat(MAX_ANSWER_DEPTH + 1))).toBe(true);
});

test('the scan is linear: 256 KB of brackets are read once each, characters counted, not timed', () => {
  const text = '[' + '{"a":"[{"},'.repeat(256 * 100) + '{}]';
  let reads = 0;
  // The text as a String whose reads are counted (a timing belongs to a benchmark: it fails on a busy machine).
  const counted = Object.assign(new String(text), {
    charCodeAt(i: number) {
      reads++;
      return text.charCodeAt(i);
    },
  }) as unknown as string;
  expect(nestsDeeper(counted)).toBe(false);
  expect(reads).toBeLessThanOrEqual(text.length);
});

test.each<[string, number]>([
  [GATEWAY_PATHS.commodity + '?keyword=a', 256 * 1024],
  [GATEWAY_PATHS.author, 64 * 1024],
  [GATEWAY_PATHS.trend + '?deviceType=P', 16 * 1024],
  [GATEWAY_PATHS.banners, 16 * 1024],
  [GATEWAY_PATHS.cart, 64 * 1024],
  ['search/unknown', 64 * 1024],
  ['constructor', 64 * 1024],
])('answerCap(%p) → %i', (path, cap) => expect(answerCap(path)).toBe(cap));

test("the shipped paths each have a cap of 16–256 KB (a new section's path takes the 64 KB default)", () => {
  const shipped = [
    'trend',
    'rise',
    'recommended',
    'banners',
    'commodity',
    'author',
    'event',
    'shortcut',
    'cart',
  ] as const;
  expect(Object.keys(ANSWER_CAPS).sort()).toEqual(shipped.map((k) => GATEWAY_PATHS[k]).sort());
  for (const cap of Object.values(ANSWER_CAPS)) expect(cap >= 16 * 1024 && cap <= 256 * 1024).toBe(true);
});
