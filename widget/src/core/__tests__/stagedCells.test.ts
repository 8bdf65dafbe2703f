import { cellsNow, readyCells, standIn } from '../stagedCells';

const keys = (n: number, from = 0) => Array.from({ length: n }, (_, i) => 'p' + (i + from));

test.each([
  ['an empty grid: the first three', [], keys(12), null, keys(3)],
  ['fewer new cells than the budget: all', [], keys(2), null, keys(2)],
  ['the same cells: all, none deferred', keys(12), keys(12), null, keys(12)],
  ['the same cells in another order: all', keys(12), keys(12).reverse(), null, keys(12).reverse()],
  ['all new: the first three, whatever was drawn', keys(12, 20), keys(12), null, keys(3)],
  ['cells already drawn stay, new ones up to three', ['p1', 'p9'], keys(12), null, ['p0', 'p1', 'p2', 'p3', 'p9']],
  ['the next step: three more', keys(3), keys(12), null, keys(6)],
  ['the last step: what is left', keys(10), keys(12), null, keys(12)],
  ['the active cell is drawn even past the budget', [], keys(12), 'p10', [...keys(3), 'p10']],
  ['an active cell that is not in the answer is not added', [], keys(3), 'x', keys(3)],
])('%s', (_, drawn, answer, active, now) => expect([...cellsNow(new Set(drawn), answer, active)]).toEqual(now));

test('a budget of zero draws only what was drawn and the active cell', () =>
  expect([...cellsNow(new Set(['p1']), keys(4), 'p3', 0)]).toEqual(['p1', 'p3']));

describe('a new answer for the products on screen', () => {
  // A row: its product (the key), its place and its text (the marks of the query it was found for).
  type R = { key: string; at: number; text: string };
  const row = (key: string, at: number, text = key + ':해리'): R => ({ key, at, text });
  const same = (a: R, b: R) => a.at === b.at && a.text === b.text;
  const samePlace = (a: R, b: R) => a.at === b.at;
  const shownOf = (rows: R[]) => new Map(rows.map((r) => [r.key, r]));
  const onScreen = ['a', 'b', 'c', 'd'].map((k, i) => row(k, i));

  test.each([
    ['the same rows: all ready (nothing to render)', onScreen, ['a', 'b', 'c', 'd']],
    [
      'new marks for every product: none ready, each waits its turn',
      onScreen.map((r) => row(r.key, r.at, r.key + ':해리포')),
      [],
    ],
    [
      'new marks for two: the other two ready',
      [row('a', 0, 'a:해리포'), row('b', 1), row('c', 2), row('d', 3, 'd:x')],
      ['b', 'c'],
    ],
    [
      'a product that moved: ready (its old place is another row now)',
      [row('b', 0), row('a', 1), row('c', 2), row('d', 3)],
      ['b', 'a', 'c', 'd'],
    ],
    ['a product not on screen: not ready', [row('a', 0), row('x', 1), row('c', 2), row('d', 3)], ['a', 'c', 'd']],
  ])('%s', (_, answer, ready) => {
    const keys = answer.map((r) => r.key);
    expect([...readyCells(keys, answer, shownOf(onScreen), same, samePlace)]).toEqual(ready);
  });

  test('a cell that waits shows the older row at its place; a new product or a moved one, nothing', () => {
    const shown = shownOf(onScreen);
    expect(standIn(shown, 'a', row('a', 0, 'a:해리포'), samePlace)).toBe(onScreen[0]);
    expect(standIn(shown, 'x', row('x', 1), samePlace)).toBeNull();
    expect(standIn(shown, 'a', row('a', 2), samePlace)).toBeNull();
  });

  test('with cellsNow: the answer draws three of twelve changed cells, the rest stand in until their turn', () => {
    const before = Array.from({ length: 12 }, (_, i) => row('p' + i, i));
    const after = before.map((r) => row(r.key, r.at, r.key + ':해리포'));
    const keys = after.map((r) => r.key);
    const now = cellsNow(readyCells(keys, after, shownOf(before), same, samePlace), keys, null);
    expect([...now]).toEqual(['p0', 'p1', 'p2']);
    expect(
      keys
        .filter((k) => !now.has(k))
        .every((k, i) => standIn(shownOf(before), k, after[i + 3], samePlace) === before[i + 3]),
    ).toBe(true);
  });
});
