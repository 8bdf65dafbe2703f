import { arrowTarget, sectionGrid, type ArrowKey, type GridRows } from '../arrowTarget';
import { PRODUCT_COLUMNS } from '../nextActiveIndex';

/**
 * The typed popup's rows as the desktop draws them: 12 products in 3 lines of 4 (rows 0–11, ranks 1–12 read left to
 * right, line by line), then 3 authors (12–14) and 2 events (15–16) beside them; -1 is the input.
 */
const TWELVE: GridRows = { start: 0, count: 12, columns: PRODUCT_COLUMNS };
/** 5 products: a line of 4 and a shorter line of 1, then an author (5). */
const FIVE: GridRows = { start: 0, count: 5, columns: 4 };
/** The grid after two rows of another section (rows 0–1), 7 products (2–8), one more row (9). */
const AFTER: GridRows = { start: 2, count: 7, columns: 4 };

describe('arrowTarget: the arrows move as the eye reads the grid', () => {
  test('the desktop grid: 12 products in 3 lines of 4', () => expect(PRODUCT_COLUMNS).toBe(4));
  const CASES: [string, number, ArrowKey, number, GridRows | null, number | null][] = [
    ['down from the input: the first product (rank 1)', -1, 'ArrowDown', 17, TWELVE, 0],
    ['down from rank 1: rank 5, under it', 0, 'ArrowDown', 17, TWELVE, 4],
    ['down from rank 6: rank 10', 5, 'ArrowDown', 17, TWELVE, 9],
    ['down from the last line (rank 11): the first row after the grid (an author)', 10, 'ArrowDown', 17, TWELVE, 12],
    ['up from rank 10: rank 6', 9, 'ArrowUp', 17, TWELVE, 5],
    ['up from the first line (rank 3): the input', 2, 'ArrowUp', 17, TWELVE, -1],
    ['up from the input: the last row (an event)', -1, 'ArrowUp', 17, TWELVE, 16],
    ['right from rank 1: rank 2, beside it', 0, 'ArrowRight', 17, TWELVE, 1],
    ["right at a line's end (rank 4): the next line's first (rank 5)", 3, 'ArrowRight', 17, TWELVE, 4],
    ['left from rank 5: rank 4, the line above’s last', 4, 'ArrowLeft', 17, TWELVE, 3],
    ['right from the last product: stays', 11, 'ArrowRight', 17, TWELVE, 11],
    ['left from the first product: stays', 0, 'ArrowLeft', 17, TWELVE, 0],
    ['right in the input: the caret’s', -1, 'ArrowRight', 17, TWELVE, null],
    ['left on an author row: the caret’s', 12, 'ArrowLeft', 17, TWELVE, null],
    ['down on an author row: the next row', 12, 'ArrowDown', 17, TWELVE, 13],
    ['up from the first author: the last product', 12, 'ArrowUp', 17, TWELVE, 11],
    ['down past the last event: the input', 16, 'ArrowDown', 17, TWELVE, -1],
    ['a shorter last line: down from rank 3 goes to its last cell (rank 5)', 2, 'ArrowDown', 6, FIVE, 4],
    ['down from the shorter last line (rank 5): the author', 4, 'ArrowDown', 6, FIVE, 5],
    ['up from the shorter last line: the cell above', 4, 'ArrowUp', 6, FIVE, 0],
    ['a grid after other rows: up from its first line goes to the row before it', 3, 'ArrowUp', 10, AFTER, 1],
    ['a grid after other rows: down into it from the row before', 1, 'ArrowDown', 10, AFTER, 2],
    ['a grid after other rows: down from its cell 2 goes to cell 6', 4, 'ArrowDown', 10, AFTER, 8],
    ['a grid after other rows: down from its last line leaves it', 7, 'ArrowDown', 10, AFTER, 9],
    ['one column (the mobile list): down is the next row', 0, 'ArrowDown', 17, { ...TWELVE, columns: 1 }, 1],
    ['one column: right is the caret’s', 0, 'ArrowRight', 17, { ...TWELVE, columns: 1 }, null],
    ['no grid: up is the previous row', 5, 'ArrowUp', 17, null, 4],
    ['no rows at all', -1, 'ArrowDown', 0, null, -1],
    ['an active row past the end (rows replaced): down starts again', 30, 'ArrowDown', 17, TWELVE, 0],
  ];
  test.each(CASES)('%s', (_name, current, key, count, grid, next) =>
    expect(arrowTarget(current, key, count, grid)).toBe(next),
  );
});

describe("sectionGrid: a section's rows as the grid they are drawn in", () => {
  const rows = (...sections: string[]) => sections.map((section) => ({ section }));
  const CASES: [string, { section: string }[], GridRows | null][] = [
    [
      'products first, then authors',
      rows('products', 'products', 'products', 'authors'),
      { start: 0, count: 3, columns: 4 },
    ],
    ['after two other rows', rows('trend', 'trend', 'products', 'products'), { start: 2, count: 2, columns: 4 }],
    ['no products (the empty input)', rows('trend', 'rise'), null],
    ['no rows', [], null],
  ];
  test.each(CASES)('%s', (_name, shown, grid) => expect(sectionGrid(shown, 'products')).toEqual(grid));
});
