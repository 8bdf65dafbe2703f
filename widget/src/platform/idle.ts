/**
 * Runs `work` once the page has loaded and its main thread is idle: the first idle period after the window's `load`
 * (at most 2 s later on a page that is never idle), or where there are no idle callbacks (Safari), 300 ms after
 * `load`. Returns its cancel: a widget destroyed first never runs it and leaves no listener.
 */
export function whenIdle(win: Window, work: () => void): () => void {
  let off = false;
  const run = () => off || work();
  const go = () => {
    win.removeEventListener('load', go);
    const idle = (win as { requestIdleCallback?: (fn: () => void, o: { timeout: number }) => void })
      .requestIdleCallback;
    if (idle) idle.call(win, run, { timeout: 2000 });
    else setTimeout(run, 300);
  };
  if (win.document.readyState === 'complete') go();
  else win.addEventListener('load', go);
  return () => {
    off = true;
    win.removeEventListener('load', go);
  };
}
