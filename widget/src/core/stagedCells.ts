/**
 * How many new cells a task may draw; the rest are drawn a few at a time, each after the last frame's paint. Three
 * are a page of the mobile overlay, and on the desktop the first line's first three in reading order (the list's
 * top comes first). Twelve new product cells in one task took 142 ms at 4× CPU; three per task halved the blocking
 * time while typing (docs/performance.md).
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
