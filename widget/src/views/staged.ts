import { useEffect, useRef, useState } from 'react';
import { cellsNow, readyCells, standIn } from '../core/stagedCells';

/**
 * An answer's cells drawn a few at a time (core/stagedCells.ts): the answer's own render draws the cells that show
 * the same row already, the active one and the first few others; each later step, an effect (preact runs effects
 * in a task after the next frame's paint), draws a few more, until all are drawn. A cell not drawn yet shows the
 * row on screen at its place (the same product with the last query's marks: typing on mostly changes only those)
 * or keeps its place with an empty box. `answer` is the answer's identity: the same answer rendered again draws
 * the same cells. While `typing()` (a keystroke not painted and set yet: stores/search.ts `expect`), a step waits
 * for the next paint: drawn before it, its cells' style, layout and paint would all fall in the frame that shows
 * the typed character. Returns the row each cell shows now (null: the empty box) and whether some are not drawn.
 */
export function useStaged<R>(
  answer: unknown,
  keys: readonly string[],
  rows: readonly R[],
  active: string | null,
  typing: () => boolean,
  same: (a: R, b: R) => boolean,
  samePlace: (a: R, b: R) => boolean,
): { shows: (i: number) => R | null; drawing: boolean } {
  /** What each cell shows since the last render. */
  const shown = useRef<ReadonlyMap<string, R>>(new Map());
  const plan = useRef<{ answer: unknown; now: ReadonlySet<string> } | null>(null);
  const [, drawMore] = useState(0);
  const last = plan.current;
  const now =
    last && last.answer === answer
      ? last.now
      : cellsNow(readyCells(keys, rows, shown.current, same, samePlace), keys, active);
  plan.current = { answer, now };
  const draws = (key: string) => now.has(key) || key === active;
  const before = shown.current;
  const show = keys.map((key, i) => (draws(key) ? rows[i] : standIn(before, key, rows[i], samePlace)));
  const next = new Map<string, R>();
  keys.forEach((key, i) => show[i] !== null && next.set(key, show[i] as R));
  shown.current = next;
  const fresh = new Set(keys.filter(draws));
  const pending = fresh.size < keys.length;
  useEffect(() => {
    if (!pending) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      clearTimeout(timer);
    };
    const step = () => {
      stop();
      if (typing()) {
        // After the next paint: a frame, then a task (where frames don't run, a hidden tab: 100 ms).
        timer = setTimeout(step, 100);
        if (typeof requestAnimationFrame == 'function')
          frame = requestAnimationFrame(() => {
            clearTimeout(timer);
            timer = setTimeout(step);
          });
        return;
      }
      plan.current = { answer, now: cellsNow(fresh, keys, null) };
      drawMore((n) => n + 1);
    };
    step();
    return stop;
  }, [pending, answer, keys, typing]);
  return { shows: (i) => show[i], drawing: pending };
}
