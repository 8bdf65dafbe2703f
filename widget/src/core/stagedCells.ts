/**
 * How many new cells a task may draw; the rest are drawn a few at a time, each after the last frame's paint. Three
 * are a column of the desktop grid (the first is the top of the list) and a page of the mobile overlay. Twelve new
 * product cells in one task took 142 ms at 4× CPU; three per task halved the blocking time while typing
 * (docs/performance.md).
 */
export const CELLS_PER_TASK = 3;

/**
 * The cells an answer draws in its own task: every cell already on screen (it only updates, which is cheap), the
 * active row's (`aria-activedescendant` must point at a drawn row) and the first `budget` new ones in the answer's
 * order. `drawn` is what the last render drew; `keys` is the answer's cells in order. The next step passes what is
 * drawn by then, and so adds `budget` more.
 */
export function cellsNow(
  drawn: ReadonlySet<string>,
  keys: readonly string[],
  active: string | null,
  budget = CELLS_PER_TASK,
): Set<string> {
  const now = new Set<string>();
  for (const key of keys) {
    if (drawn.has(key) || key === active) now.add(key);
    else if (budget > 0) {
      now.add(key);
      budget--;
    }
  }
  return now;
}

/**
 * The cells of a new answer that need no turn (what `cellsNow` keeps): a cell that already shows the same row (its
 * render is skipped), and one whose product is on screen at another place (the row drawn there can't stand for it:
 * its place is another row's now). `shown` is what each cell shows now (`keys` and `rows` are the answer's, in
 * order). A cell that shows an older row at its place (the same product, the last query's marks) is not one of
 * them: it waits its turn and shows that row meanwhile (`standIn`), so an answer that only changes the marks
 * draws a few cells a task, as a new one does.
 */
export function readyCells<R>(
  keys: readonly string[],
  rows: readonly R[],
  shown: ReadonlyMap<string, R>,
  same: (a: R, b: R) => boolean,
  samePlace: (a: R, b: R) => boolean,
): Set<string> {
  const ready = new Set<string>();
  keys.forEach((key, i) => {
    const old = shown.get(key);
    if (old !== undefined && (same(old, rows[i]) || !samePlace(old, rows[i]))) ready.add(key);
  });
  return ready;
}

/** What a cell not drawn yet shows: the row on screen at its place (`readyCells`), else nothing (an empty box). */
export function standIn<R>(
  shown: ReadonlyMap<string, R>,
  key: string,
  row: R,
  samePlace: (a: R, b: R) => boolean,
): R | null {
  const old = shown.get(key);
  return old !== undefined && samePlace(old, row) ? old : null;
}
