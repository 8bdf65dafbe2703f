/**
 * Runs work after the browser has painted what the shopper just typed (the input handler only records the
 * value). A frame, then a task: the task runs after that frame's paint, and the work's own render shows in
 * the next frame. Calls made before it ran are merged — the latest work runs once. Where frames don't run (a
 * hidden tab) a 100 ms timer runs it instead; with no frames API, the next task.
 */
export function createAfterPaint(win: Window) {
  let next: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const stop = () => {
    clearTimeout(timer);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
  const run = () => {
    stop();
    const work = next;
    next = null;
    work?.();
  };
  return {
    /**
     * `work` runs after the paint. Nothing runs in the frame itself: what runs before a paint (even a request's
     * start) delays the paint of what the shopper typed, which is what interaction to next paint measures.
     */
    schedule(work: () => void): void {
      const waiting = next !== null;
      next = work;
      if (waiting) return;
      // No frames at all (an old engine, jsdom): the next task.
      if (typeof win.requestAnimationFrame !== 'function') return void (timer = setTimeout(run, 0));
      timer = setTimeout(run, 100);
      frame = win.requestAnimationFrame(() => {
        frame = 0;
        clearTimeout(timer);
        timer = setTimeout(run, 0);
      });
    },
    /** Runs the waiting work now (a submit must see the value just typed). */
    flush: run,
    cancel(): void {
      stop();
      next = null;
    },
  };
}
