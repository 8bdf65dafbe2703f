import { parseScrollPosition, scrollKey } from '../core/scrollPosition';
import type { createListeners } from './listeners';

/** Session storage, or null where the page may not use it (sandboxed frames, some private modes). */
export function storage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Back on a page the shopper left through one of our links (a back/forward navigation): puts the kept scroll
 * position back, unless the browser already restored one.
 */
export function restoreScroll(win: Window, listeners: ReturnType<typeof createListeners>): void {
  const nav = win.performance?.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type !== 'back_forward') return;
  const store = storage(win);
  const key = scrollKey(win.location.href);
  let kept: [number, number] | null = null;
  try {
    kept = parseScrollPosition(store?.getItem(key));
    store?.removeItem(key);
  } catch {
    return;
  }
  if (!kept) return;
  const [x, y] = kept;
  const apply = () => win.scrollX === 0 && win.scrollY === 0 && win.scrollTo(x, y);
  if (win.document.readyState === 'complete') apply();
  else listeners.on(win, 'load', apply);
}
