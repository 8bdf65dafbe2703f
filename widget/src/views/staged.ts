import { useEffect, useRef, useState } from 'react';
import { cellsNow } from '../core/stagedCells';

/**
 * An answer's cells drawn a few at a time (core/stagedCells.ts): the answer's own render draws the cells already on
 * screen, the active one and the first few new ones; each later step, an effect (preact runs effects in a task
 * after the next frame's paint), draws a few more, until all are drawn. Returns whether a cell (by key) is drawn
 * now; a cell not drawn yet keeps its place with an empty box. `answer` is the answer's identity: the same answer
 * rendered again draws the same cells. While `wait()` — a keystroke not painted and set yet (stores/search.ts
 * `expect`): drawn before it, its cells' style, layout and paint would all fall in the frame that shows the typed
 * character; or the view's own reason (sections/products.tsx: a newer query's answer on its way) — a step waits
 * for the next paint and asks again.
 */
export function useStaged(
  answer: unknown,
  keys: readonly string[],
  active: string | null,
  wait: () => boolean,
  /** How many new cells the answer's own render draws: none for rows narrowed while an answer is on its way. */
  budget?: number,
): (key: string) => boolean {
  const drawn = useRef<ReadonlySet<string>>(new Set());
  const plan = useRef<{ answer: unknown; now: ReadonlySet<string> } | null>(null);
  const [, drawMore] = useState(0);
  const last = plan.current;
  const now = last && last.answer === answer ? last.now : cellsNow(drawn.current, keys, active, budget);
  plan.current = { answer, now };
  const draws = (key: string) => now.has(key) || key === active;
  drawn.current = new Set(keys.filter(draws));
  const pending = drawn.current.size < keys.length;
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
      if (wait()) {
        // After the next paint: a frame, then a task (where frames don't run, a hidden tab: 100 ms).
        timer = setTimeout(step, 100);
        if (typeof requestAnimationFrame == 'function')
          frame = requestAnimationFrame(() => {
            clearTimeout(timer);
            timer = setTimeout(step);
          });
        return;
      }
      plan.current = { answer, now: cellsNow(drawn.current, keys, null) };
      drawMore((n) => n + 1);
    };
    step();
    return stop;
  }, [pending, answer, keys, wait]);
  return draws;
}
