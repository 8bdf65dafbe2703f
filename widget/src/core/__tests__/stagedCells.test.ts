import { cellsNow } from '../stagedCells';

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
