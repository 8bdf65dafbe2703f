import { useEffect, useRef, useState } from 'react';
import { cellsNow } from '../core/stagedCells';

/**
 * An answer's cells drawn a few at a time (core/stagedCells.ts): the answer's own render draws the cells already on
 * screen, the active one and the first few new ones; each later step, an effect (preact runs effects in a task
 * after the next frame's paint), draws a few more, until all are drawn. Returns whether a cell (by key) is drawn
 * now; a cell not drawn yet keeps its place with an empty box. `answer` is the answer's identity: the same answer
 * rendered again draws the same cells.
 */
export function useStaged(answer: unknown, keys: readonly string[], active: string | null): (key: string) => boolean {
  const drawn = useRef<ReadonlySet<string>>(new Set());
  const plan = useRef<{ answer: unknown; now: ReadonlySet<string> } | null>(null);
  const [, drawMore] = useState(0);
  const last = plan.current;
  const now = last && last.answer === answer ? last.now : cellsNow(drawn.current, keys, active);
  plan.current = { answer, now };
  const draws = (key: string) => now.has(key) || key === active;
  drawn.current = new Set(keys.filter(draws));
  const pending = drawn.current.size < keys.length;
  useEffect(() => {
    if (!pending) return;
    plan.current = { answer, now: cellsNow(drawn.current, keys, null) };
    drawMore((n) => n + 1);
  }, [pending, answer, keys]);
  return draws;
}
