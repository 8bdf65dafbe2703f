import {
  advancedSearchUrl,
  authorSearch,
  gbCodeForTarget,
  helpUrl,
  publisherSearch,
  searchResultsUrl,
} from '../searchRoutes';
import { product, testEnv } from './fixtures';

const env = testEnv();

test.each([
  ['total', 'TOT'],
  ['kyobo', 'KBO'],
  ['ebook', 'EBK'],
  ['sam', 'SAM'],
  ['hottracks', 'HTS'],
  ['music', 'TOT'],
  ['constructor', 'TOT'],
  ['', 'TOT'],
  [undefined, 'TOT'],
  [3, 'TOT'],
])('target %p → gbCode %p', (target, gb) => expect(gbCodeForTarget(target)).toBe(gb));

test.each([
  [
    '해리 포터',
    {},
    'https://search.example.com/search?keyword=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0&gbCode=TOT&target=total',
  ],
  [
    '  데미안 ',
    { target: 'ebook' },
    'https://search.example.com/search?keyword=%EB%8D%B0%EB%AF%B8%EC%95%88&gbCode=EBK&target=ebook',
  ],
  ['a&b=c', { target: 'hottracks' }, 'https://search.example.com/search?keyword=a%26b%3Dc&gbCode=HTS&target=hottracks'],
  [
    '한강',
    { target: 'kyobo', chrcCode: '1000001', pbcmCode: 'PB01' },
    'https://search.example.com/search?keyword=%ED%95%9C%EA%B0%95&gbCode=KBO&target=kyobo&chrcCode=1000001&pbcmCode=PB01',
  ],
  ['x', { target: 'music' }, 'https://search.example.com/search?keyword=x&gbCode=TOT&target=music'],
])('results URL for %p %p', (keyword, option, url) => expect(searchResultsUrl(env, keyword, option)).toBe(url));

test('advanced search and help', () => {
  expect(advancedSearchUrl(env)).toBe('https://search.example.com/searchDetail?gbCode=TOT&target=kyobo');
  expect(helpUrl(env, false)).toBe('https://shop.example.com/cscenter');
  expect(helpUrl(env, true)).toBe('https://onk.example.com/ONK/cscenter');
});

// Issue 39: the rows that produce the results route's chrcCode and pbcmCode (spec §2), and the URL each leads to.
test.each([
  [
    'an author with a keyword and a code',
    { name: '한강', keyword: '한강 작가', code: '1000001' },
    { keyword: '한강 작가', chrcCode: '1000001' },
    '&chrcCode=1000001',
  ],
  [
    'an author without a keyword',
    { name: '무명', keyword: '', code: '77' },
    { keyword: '무명', chrcCode: '77' },
    '&chrcCode=77',
  ],
  ['an author without a code', { name: '무명', keyword: '', code: '' }, { keyword: '무명' }, ''],
])('%s searches %p', (_n, author, search, limit) => {
  expect(authorSearch(author)).toEqual(search);
  expect(searchResultsUrl(env, search.keyword, { target: 'kyobo', ...authorSearch(author) })).toMatch(
    new RegExp('&gbCode=KBO&target=kyobo' + limit + '$'),
  );
});

test.each([
  [
    'a publisher with its code',
    { publisher: '창비', publisherCode: 'PB0042' },
    { keyword: '창비', pbcmCode: 'PB0042' },
  ],
  ['a publisher without a code', { publisher: '창비', publisherCode: '' }, null],
  ['a code without a publisher name', { publisher: '', publisherCode: 'PB0042' }, null],
])('%s searches %p', (_n, p, search) => {
  expect(publisherSearch(product(p))).toEqual(search);
});

test("a publisher's search leads to the results page limited to it, in the box's target", () => {
  const search = publisherSearch(product({ publisher: '문학 & 지성', publisherCode: 'PB 7' }))!;
  expect(searchResultsUrl(env, search.keyword, { target: 'ebook', ...search })).toBe(
    'https://search.example.com/search?keyword=%EB%AC%B8%ED%95%99+%26+%EC%A7%80%EC%84%B1&gbCode=EBK&target=ebook&pbcmCode=PB+7',
  );
});
