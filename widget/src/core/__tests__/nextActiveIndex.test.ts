import { nextActiveIndex } from '../nextActiveIndex';

test.each([
  [-1, 1, 3, 0],
  [0, 1, 3, 1],
  [2, 1, 3, -1],
  [-1, -1, 3, 2],
  [0, -1, 3, -1],
  [1, -1, 3, 0],
  [-1, 1, 0, -1],
  [5, 1, 3, 0],
  [5, -1, 3, 2],
])('from %p by %p over %p rows → %p', (current, step, count, next) =>
  expect(nextActiveIndex(current, step as 1 | -1, count)).toBe(next),
);
