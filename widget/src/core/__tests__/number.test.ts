import { num } from '../number';

test.each([
  [12000, 12000],
  ['12000', 12000],
  [' 12,000 ', 12000],
  ['10.5', 10.5],
  ['-3', -3],
  ['12a', null],
  ['', null],
  [Infinity, null],
  [null, null],
  [[1], null],
])('num(%p) → %p', (v, out) => expect(num(v)).toBe(out));
