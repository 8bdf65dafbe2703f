import { narrowLists, narrows } from '../narrowing';
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
  // The shortcut is the gateway's for its own query; the rest is kept.
  expect([out.shortcut, out.total]).toEqual([null, 40]);
});
