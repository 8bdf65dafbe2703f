/**
 * Runs work after the browser has painted what the shopper just typed (the input handler only records the
 * value). A frame, then a task: the task runs after that frame's paint, and the work's own render shows in
 * the next frame. Calls made before it ran are merged — the latest work runs once, after the paint of the latest
 * call. Where frames don't run (a hidden tab) a 100 ms timer runs it instead; with no frames API, the next task.
 * Work may return its second half, which runs in the task after it (two tasks under 50 ms each instead of one long
 * task); a new call before then replaces that half too.
 *
 * At the latest, what waits runs at the start of the next frame: Chromium holds a page's tasks after a key event
 * until a frame has followed it (its DeferRendererTasksAfterInput), so a key's release landing just after the
 * keystroke's frame kept the task, and a cached answer's render, for after the frame that should have shown it
 * (3 frames instead of 2 in about one cache hit in six at 1× on the bench, each a keystroke whose frame began within
 * 2 ms of its input). Frames are not held: the frame after the keystroke's runs the first half if it still waits.
 * A second half always runs in a task of its own, never in a frame: it is where a new answer is drawn, and drawn
 * in a frame its script and that frame's style, layout and paint are one long task (60–140 ms at 4× CPU on the
 * bench, each query's first keystrokes).
 */
export function createAfterPaint(win: Window) {
  let next: (() => unknown) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The keystroke's frame, or the one after it (what still waits then runs before its paint). */
  let frame = 0;
  const arm = (ms: number) => (timer = setTimeout(run, ms));
  const stop = () => {
    clearTimeout(timer);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
  const run = () => {
    stop();
    const work = next;
    next = null;
    const rest = work?.();
    if (typeof rest != 'function') return;
    next = rest as () => void;
    arm(0);
  };
  return {
    /**
     * `work` runs after the paint (and what it returns, in the task after). Nothing runs in the frame itself: what
     * runs before a paint (even a request's start) delays the paint of what the shopper typed, which is what
     * interaction to next paint measures.
     */
    schedule(work: () => void | (() => void)): void {
      stop();
      next = work;
      // No frames at all (an old engine, jsdom): the next task.
      if (typeof win.requestAnimationFrame != 'function') return void arm(0);
      arm(100);
      // In the frame: the task after it runs after its paint, and at the latest the next frame.
      frame = win.requestAnimationFrame(() => {
        stop();
        arm(0);
        frame = win.requestAnimationFrame(run);
      });
    },
    /** Runs the waiting work and its second half now (a submit must see the value just typed). */
    flush(): void {
      while (next) run();
    },
    cancel(): void {
      stop();
      next = null;
    },
  };
}
