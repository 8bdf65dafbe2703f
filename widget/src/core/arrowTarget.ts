import { nextActiveIndex, PRODUCT_COLUMNS } from './nextActiveIndex';

/** Rows of the popup laid out as a grid read row by row: `count` rows from `start`, `columns` to a line. */
export interface GridRows {
  start: number;
  count: number;
  columns: number;
}

export type ArrowKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft';

/**
 * Where an arrow key takes the active row, as the eye reads the popup (WAI-ARIA APG combobox with a grid popup):
 * - ArrowDown/ArrowUp go to the next/previous row in keyboard order (`nextActiveIndex`), except inside the product
 *   grid (`grid`, drawn `columns` to a line), where they move between its lines in the same column: down from a
 *   cell over the shorter last line goes to its last cell; down from the last line leaves the grid for the row
 *   after it (or the input), up from the first line for the row before it (or the input).
 * - ArrowRight/ArrowLeft move through the grid in reading order (to the next line's first cell at a line's end),
 *   staying put at its first and last cell. Anywhere else they are not the popup's: they move the caret in the
 *   text (null).
 * Without a grid of more than one column (the mobile overlay's list), the arrows keep their list behaviour.
 */
export function arrowTarget(current: number, key: ArrowKey, count: number, grid: GridRows | null): number | null {
  const g = grid && grid.columns > 1 && grid.count > 0 ? grid : null;
  const cell = g && current >= g.start && current < g.start + g.count && current < count ? current - g.start : -1;
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    if (!g || cell < 0) return null;
    const next = cell + (key === 'ArrowRight' ? 1 : -1);
    return g.start + Math.min(Math.max(next, 0), g.count - 1);
  }
  const step = key === 'ArrowDown' ? 1 : -1;
  if (!g || cell < 0) return nextActiveIndex(current, step, count);
  const line = Math.floor(cell / g.columns);
  const lines = Math.ceil(g.count / g.columns);
  if (step === 1 && line + 1 < lines) return g.start + Math.min(cell + g.columns, g.count - 1);
  if (step === -1 && line > 0) return g.start + cell - g.columns;
  return nextActiveIndex(step === 1 ? g.start + g.count - 1 : g.start, step, count);
}

/**
 * The rows of `section` (one after another in keyboard order: core/popupRows.ts) as a grid of `columns` to a line;
 * null when it shows none.
 */
export function sectionGrid(
  rows: readonly { section: string }[],
  section: string,
  columns = PRODUCT_COLUMNS,
): GridRows | null {
  const start = rows.findIndex((r) => r.section === section);
  if (start < 0) return null;
  let count = 0;
  while (rows[start + count]?.section === section) count++;
  return { start, count, columns };
}
