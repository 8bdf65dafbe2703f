import { bundleLabel, labelLine, productLabel } from '../productLabel';
import { product } from './fixtures';

test.each([
  ['PB prefix 02', { type: 'GFT', code: '0200001' }, 'PB'],
  ['PB prefix 04', { type: 'KOR', code: '0412345' }, 'PB'],
  ['not PB: ISBN', { type: 'KOR', code: '9788936434595' }, '국내도서'],
  ['e-book', { type: 'EBK', classCode: '010101' }, 'eBook'],
  ['webtoon 93', { type: 'EBK', classCode: '930101' }, '웹툰'],
  ['webtoon 94', { type: 'EBK', classCode: '94' }, '웹툰'],
  ['web novel 95', { type: 'EBK', classCode: '950201' }, '웹소설'],
  ['web novel 96', { type: 'MOV', classCode: '96' }, '웹소설'],
  ['audio book', { type: 'AUD', classCode: '010101' }, '오디오북'],
  ['funding', { type: 'FUD' }, '바로펀딩'],
  ['foreign', { type: 'ENG' }, '외국도서'],
  ['music', { type: 'MUC' }, '음반'],
  ['DVD', { type: 'DVD' }, 'DVD'],
  ['gift', { type: 'GFT', code: '8801234567890' }, '기프트'],
  ['subscription', { type: 'SAM' }, 'sam'],
  ['e-book demo', { type: 'DUM', classCode: '010101' }, 'eBook 미리보기'],
  ['webtoon demo (an e-book kind: class code first)', { type: 'DUM', classCode: '930101' }, '웹툰'],
  ['web novel subscription', { type: 'SAM', classCode: '950101' }, '웹소설'],
  ['unknown', { type: 'XYZ' }, ''],
  ['prototype key', { type: 'constructor' }, ''],
])('%s', (_n, p, label) => expect(productLabel(product(p))).toBe(label));

test.each([
  [5, '5권 세트'],
  [2, '2권 세트'],
  [1, ''],
  [0, ''],
  [null, ''],
  [undefined, ''],
  [NaN, ''],
  [3.7, '3권 세트'],
])('bundle of %p → %p', (n, label) => expect(bundleLabel(n)).toBe(label));

/** What a row's label line reads, label and bundle together as shown: `세트` once. */
test.each([
  ['a set of 23 (CMB): the bundle label alone', { type: 'CMB', bundleCount: 23 }, '23권 세트'],
  ['a set without its count: the category name', { type: 'CMB', bundleCount: null }, '세트상품'],
  ['a single-volume CMB', { type: 'CMB', bundleCount: 1 }, '세트상품'],
  ['a domestic book sold as 5 volumes', { type: 'KOR', bundleCount: 5 }, '국내도서 5권 세트'],
  ['a PB set', { type: 'GFT', code: '0200001', bundleCount: 3 }, 'PB 3권 세트'],
  ['an e-book set', { type: 'EBK', classCode: '010101', bundleCount: 10 }, 'eBook 10권 세트'],
  ['a plain book', { type: 'KOR', bundleCount: 0 }, '국내도서'],
  ['unknown type, a set', { type: 'XYZ', bundleCount: 4 }, '4권 세트'],
])('label line: %s → %p', (_n, p, line) => {
  const { label, bundle } = labelLine(product(p));
  expect([label, bundle].filter(Boolean).join(' ')).toBe(line);
  expect(line.split('세트').length - 1).toBeLessThanOrEqual(1);
});
