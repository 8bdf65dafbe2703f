import { heldCells, narrowLists, narrows } from '../narrowing';
import { HIGHLIGHT_POST as B, HIGHLIGHT_PRE as A } from '../splitMarked';
import type { Author, EventItem, Product } from '../types';

/** [case, the value answered (or narrowed to), the value typed now, whether it narrows] */
const NARROWS: [string, string, string, boolean][] = [
  ['a syllable more: 해리 → 해리포', '해리', '해리포', true],
  ['a syllable being composed: 달 → 달ㅂ', '달', '달ㅂ', true],
  ['its final consonant: 달 → 닭 (ㄷㅏㄹ → ㄷㅏㄹㄱ)', '달', '닭', true],
  ['a vowel after a final consonant: 달ㅂ → 달비 (the ㅂ moves on)', '달ㅂ', '달비', true],
  ['composition steps: ㄷ → 다 → 달', 'ㄷ', '다', true],
  ['initials: ㅎㄹ → ㅎㄹㅍ', 'ㅎㄹ', 'ㅎㄹㅍ', true],
  ['initials to a syllable: ㅎㄹ → ㅎㄹ포', 'ㅎㄹ', 'ㅎㄹ포', true],
  ['Latin with the keyboard in Korean layout: gof → gofl', 'gof', 'gofl', true],
  ['a space typed: 해리 → 해리 포 (white space is no unit)', '해리', '해리 포', true],
  ['Backspace: 해리포 → 해리 (widens)', '해리포', '해리', false],
  ['Backspace within a syllable: 닭 → 달', '닭', '달', false],
  ['the same value (a space added): not narrower', '해리', '해리 ', false],
  ['another word: 해리 → 해라', '해리', '해라', false],
  ['from nothing answered: 해', '', '해', false],
];

test.each(NARROWS)('%s', (_name, from, next, narrower) => expect(narrows(from, next)).toBe(narrower));

const product = (name: string, author = '', publisher = ''): Product =>
  ({ name, author, publisher, saleId: name }) as unknown as Product;
const author = (name: string, description = ''): Author => ({
  name,
  code: name,
  keyword: name,
  category: '',
  description,
});
const event = (name: string): EventItem => ({ name, id: name, imageUrl: '', mobileImageUrl: '', mobileUrl: '' });

const SHOWN = {
  products: [
    product(`${A}해리${B} 포터와 마법사의 돌`, 'J.K. 롤링', '문학수첩'),
    product(`${A}해리${B}엇 비처 스토`, '해리엇', '열린책들'),
    product(`오늘의 ${A}해${B}`, '해리 스미스', '해냄'),
    product(`${A}해리${B}포터 머그컵`, '', '핫트랙스'),
  ],
  authors: [author('J.K. 롤링', '해리 포터 시리즈'), author('해리엇 비처 스토')],
  events: [event('해리 포터 20주년 이벤트'), event('해리엇 특별전')],
  shortcut: { url: 'https://shop.example/harry' },
  total: 40,
};

/** [case, the value typed now, the products', authors' and events' names left (products as marked)] */
const LISTS: [string, string, string[], string[], string[]][] = [
  [
    '해리포: the products whose name has it, in order, marked anew; an author by the works its description names',
    '해리포',
    [`${A}해리 포${B}터와 마법사의 돌`, `${A}해리포${B}터 머그컵`],
    ['J.K. 롤링'],
    ['해리 포터 20주년 이벤트'],
  ],
  [
    '해리엇: by name, and by author (오늘의 해 stays out: 해리 스미스 is no 해리엇)',
    '해리엇',
    [`${A}해리엇${B} 비처 스토`],
    ['해리엇 비처 스토'],
    ['해리엇 특별전'],
  ],
  ['해리 스: by author (white space ignored): 오늘의 해, its name unmarked', '해리 스', ['오늘의 해'], [], []],
  [
    'ㅎㄹㅍ: by the initials of a name (an author by its works, an event by its name, as the gateway does)',
    'ㅎㄹㅍ',
    [`${A}해리 포${B}터와 마법사의 돌`, `${A}해리포${B}터 머그컵`],
    ['J.K. 롤링'],
    ['해리 포터 20주년 이벤트'],
  ],
  ['ㅁㅎㅅㅊ: a publisher is not matched by its initials', 'ㅁㅎㅅㅊ', [], [], []],
  ['문학수: by publisher', '문학수', [`해리 포터와 마법사의 돌`], [], []],
  [
    'goflvh (해리포 typed in Latin): as 해리포',
    'goflvh',
    [`${A}해리 포${B}터와 마법사의 돌`, `${A}해리포${B}터 머그컵`],
    ['J.K. 롤링'],
    ['해리 포터 20주년 이벤트'],
  ],
];

test.each(LISTS)('%s', (_name, next, products, authors, events) => {
  const out = narrowLists(SHOWN, next);
  expect(out.products.map((p) => p.name)).toEqual(products);
  expect(out.authors.map((a) => a.name)).toEqual(authors);
  expect(out.events.map((e) => e.name)).toEqual(events);
  // The shortcut is the gateway's for its own query.
  expect(out.shortcut).toBeNull();
});

const COMPLETE = { ...SHOWN, total: SHOWN.products.length };

/**
 * [case, the results narrowed, the value typed now, the products its answer is expected to hold, the total estimated]
 * (issue 55 #2: nothing moves when it lands).
 */
const EXPECTED: [string, typeof SHOWN, string, number, number][] = [
  ['40 found, 4 shown, 2 still match: 2 + 36 × 2/4, as many as the grid held', SHOWN, '해리포', 4, 20],
  ['5 found, 4 shown, 2 still match: 2 + 1 × 2/4, about 3', { ...SHOWN, total: 5 }, '해리포', 3, 3],
  ['all it found was shown: the rows that still match are all of the answer', COMPLETE, '해리포', 2, 2],
  ['one left of the complete lists', COMPLETE, '해리 스', 1, 1],
  [
    "narrowed again (two keys before an answer): from the first narrowing's estimate",
    narrowLists(SHOWN, '해리'),
    '해리포',
    4,
    20,
  ],
  ['narrowed again from complete lists: the rows left', narrowLists(COMPLETE, '해리'), '해리포', 2, 2],
];

test.each(EXPECTED)('%s', (_name, shown, next, expected, total) => {
  const out = narrowLists(shown, next);
  expect([out.expected, out.total]).toEqual([expected, total]);
});

/** [case, the products expected, those shown, cells in a line, the empty cells held after them] */
const HELD: [string, number | undefined, number, number, number][] = [
  ['an answer holds none', undefined, 4, 4, 0],
  ['12 expected, 2 narrowed, lines of 4: 10 held (three lines)', 12, 2, 4, 10],
  ["3 expected (less than a line): the few products' layout, none held", 3, 2, 4, 0],
  ['4 expected, 4 shown: none', 4, 4, 4, 0],
];

test.each(HELD)('heldCells: %s', (_name, expected, shown, line, held) =>
  expect(heldCells(expected, shown, line)).toBe(held),
);
