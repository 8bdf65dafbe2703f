import { isValidEmail } from '../email';
import { formatPager, formatPoints, formatPrice, formatRate } from '../format';

test.each([
  [13500, '13,500원'],
  [0, '0원'],
  [1000000, '1,000,000원'],
  [999, '999원'],
  [12000.4, '12,000원'],
  [null, ''],
  [undefined, ''],
  [-1, ''],
  [NaN, ''],
  [Infinity, ''],
])('price %p → %p', (v, out) => expect(formatPrice(v)).toBe(out));

test.each([
  [10, '10%'],
  [5.5, '5.5%'],
  [0, ''],
  [null, ''],
  [101, ''],
  [-5, ''],
])('rate %p → %p', (v, out) => expect(formatRate(v)).toBe(out));

test.each([
  [675, 5, '675P (5%)'],
  [1350, null, '1,350P'],
  [null, 5, '5%'],
  [0, 0, ''],
  [null, null, ''],
])('points %p, %p → %p', (a, r, out) => expect(formatPoints(a, r)).toBe(out));

test.each([
  [1, 4, { current: '01', last: '04', text: '01 / 04' }],
  [4, 4, { current: '04', last: '04', text: '04 / 04' }],
  [12, 12, { current: '12', last: '12', text: '12 / 12' }],
  [5, 3, { current: '03', last: '03', text: '03 / 03' }],
  [0, 0, { current: '01', last: '01', text: '01 / 01' }],
  [NaN, NaN, { current: '01', last: '01', text: '01 / 01' }],
])('pager %p of %p', (page, pages, out) => expect(formatPager(page, pages)).toEqual(out));

describe('e-mail rule', () => {
  const local64 = 'a'.repeat(64);
  test.each([
    ['reader@example.com', true],
    ['kim.dokja@mail.example.co.kr', true],
    [local64 + '@example.com', true],
    ['a'.repeat(65) + '@example.com', false],
    ['가'.repeat(21) + '@example.com', true],
    ['가'.repeat(22) + '@example.com', false],
    ['é'.repeat(32) + '@example.com', true],
    ['é'.repeat(33) + '@example.com', false],
    ['😀'.repeat(16) + '@example.com', true],
    ['😀'.repeat(17) + '@example.com', false],
    ['a@' + 'b'.repeat(250) + '.com', false],
    ['', false],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['a@b@example.com', false],
    ['@example.com', false],
    ['reader@', false],
    ['reader@localhost', false],
    ['reader@example..com', false],
    ['reader@' + 'a'.repeat(63) + '.com', true],
    ['reader@' + 'a'.repeat(64) + '.com', false],
    ['r@' + ('a'.repeat(60) + '.').repeat(4) + 'com', true],
    ['r@' + ('a'.repeat(62) + '.').repeat(4) + 'com', false],
  ])('%p → %p', (email, ok) => expect(isValidEmail(email)).toBe(ok));
});
