/**
 * The host's first paint comes before the widget's start (the page scanned, the config read, the entry's import, the
 * mount): a frame once the page is parsed, then a task after its paint; where frames don't run (a hidden tab),
 * 100 ms. The page's own DOMContentLoaded listeners and its first paint don't wait for the widget. Returns
 * `painted()`, whether it has come, and `afterPaint(fn)`, which runs `fn` then.
 */
export function createPaint(win: Window, doc: Document) {
  let painted = false;
  const waiting: (() => void)[] = [];
  const paint = () => {
    painted = true;
    waiting.splice(0).forEach((fn) => fn());
  };
  const arm = () => {
    setTimeout(paint, 100);
    win.requestAnimationFrame(() => setTimeout(paint));
  };
  // Parsed: DOMContentLoaded (after the page's deferred and module scripts, a framework's included).
  if (doc.readyState !== 'loading') arm();
  else doc.addEventListener('DOMContentLoaded', arm, { once: true });
  return [() => painted, (fn: () => void) => waiting.push(fn)] as const;
}
