/**
 * Runs work after the browser has painted what the shopper just typed (the input handler only records the
 * value). A frame, then a task: the task runs after that frame's paint, and the work's own render shows in
 * the next frame. Calls made before it ran are merged — the latest work runs once. Where frames don't run (a
 * hidden tab) a 100 ms timer runs it instead; with no frames API, the next task. Work may return its second half,
 * which runs in the task after it (two tasks under 50 ms each instead of one long task); a new call before then
 * replaces that half too, and waits for the next paint again.
 */
export function createAfterPaint(win: Window) {
  let next: (() => unknown) | null = null;
  /** Whether `next` is a second half, armed for the next task (not for after a paint). */
  let half = false;
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
    half = false;
    const rest = work?.();
    if (typeof rest !== 'function') return;
    next = rest as () => void;
    half = true;
    timer = setTimeout(run, 0);
  };
  return {
    /**
     * `work` runs after the paint (and what it returns, in the task after). Nothing runs in the frame itself: what
     * runs before a paint (even a request's start) delays the paint of what the shopper typed, which is what
     * interaction to next paint measures.
     */
    schedule(work: () => void | (() => void)): void {
      const waiting = next !== null && !half;
      next = work;
      if (waiting) return;
      stop();
      half = false;
      // No frames at all (an old engine, jsdom): the next task.
      if (typeof win.requestAnimationFrame !== 'function') return void (timer = setTimeout(run, 0));
      timer = setTimeout(run, 100);
      frame = win.requestAnimationFrame(() => {
        frame = 0;
        clearTimeout(timer);
        timer = setTimeout(run, 0);
      });
    },
    /** Runs the waiting work and its second half now (a submit must see the value just typed). */
    flush(): void {
      while (next) run();
    },
    cancel(): void {
      stop();
      next = null;
      half = false;
    },
  };
}
