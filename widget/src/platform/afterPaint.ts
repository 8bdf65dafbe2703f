/**
 * Runs work after the browser has painted what the shopper just typed (the input handler only records the
 * value). A frame, then a task: the task runs after that frame's paint, and the work's own render shows in
 * the next frame. Calls made before it ran are merged — the latest work runs once. Where frames don't run (a
 * hidden tab) a 100 ms timer runs it instead; with no frames API, the next task.
 */
export function createAfterPaint(win: Window) {
  let next: (() => void) | null = null;
  let early: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const stop = () => {
    clearTimeout(timer);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
  const runEarly = () => {
    const work = early;
    early = null;
    work?.();
  };
  const run = () => {
    stop();
    runEarly();
    const work = next;
    next = null;
    work?.();
  };
  return {
    /**
     * `work` runs after the paint; `before`, when given, in the frame itself (before its paint): something cheap
     * that must not wait, such as starting a request, and that changes nothing on screen.
     */
    schedule(work: () => void, before?: () => void): void {
      const waiting = next !== null;
      next = work;
      early = before ?? null;
      if (waiting) return;
      // No frames at all (an old engine, jsdom): the next task.
      if (typeof win.requestAnimationFrame !== 'function') return void (timer = setTimeout(run, 0));
      timer = setTimeout(run, 100);
      frame = win.requestAnimationFrame(() => {
        frame = 0;
        clearTimeout(timer);
        runEarly();
        timer = setTimeout(run, 0);
      });
    },
    /** Runs the waiting work now (a submit must see the value just typed). */
    flush: run,
    cancel(): void {
      stop();
      next = early = null;
    },
  };
}
