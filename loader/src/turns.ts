/**
 * One box mounts per task (issue 38): a page with many boxes (`<search-popup>` elements by the dozen, a flood in
 * user content) never mounts them all in one long task; the page's own input and paint run between them. Returns
 * `inTurn(fn)`: `fn` runs now when no other has run in this task, otherwise in a task of its own after those
 * waiting before it.
 */
export function createTurns() {
  const line: (() => void)[] = [];
  let busy: unknown;
  const next = () => {
    const fn = line.shift();
    // The next turn is set before `fn` runs: one that throws does not stop those after it.
    busy = fn && setTimeout(next);
    if (fn) fn();
  };
  return (fn: () => void) => {
    line.push(fn);
    if (!busy) next();
  };
}
