/**
 * The row that becomes active when an arrow key moves from `current` by `step` over `count` rows.
 * -1 is the input itself: moving past the last row returns to the input, and moving up from the input goes to
 * the last row (as in Algolia Autocomplete's getNextActiveItemId).
 */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  const next = (current < -1 || current >= count ? -1 : current) + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

/**
 * The desktop product grid's columns (views/styles.desktop.ts draws this many): 12 products in 3 rows of 4
 * (spec §9 "desktop search grid 3 rows"), ranks read left to right, row by row (docs/spec-readings.md).
 */
export const PRODUCT_COLUMNS = 4;
