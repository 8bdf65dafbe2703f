/** A timer's id: Node's and the browser's. */
type Timer = ReturnType<typeof setTimeout> | number;

/**
 * Time as the stores use it: passed in (entries/popupParts.ts passes `realClock`; entries/mountWidget.tsx passes
 * the window for the combobox's banner rotation) so that a test can run them on a clock of its own.
 */
export interface Clock {
  setTimeout(fn: () => void, ms: number): Timer;
  clearTimeout(timer: Timer | undefined): void;
  setInterval(fn: () => void, ms: number): Timer;
  clearInterval(timer: Timer | undefined): void;
  now(): number;
}

/** The page's own timers and time, looked up at each call (a test's fake timers included). */
export const realClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (timer) => clearTimeout(timer),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (timer) => clearInterval(timer),
  now: () => Date.now(),
};
