import { bundleLabel, productLabel } from '../productLabel';
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
