import type { Page } from 'playwright-core';
import { poll } from '../helpers/pacing';

/**
 * The widget's own timers on Playwright's fake clock, so a test checks a 1.5 s timer at 1499 and 1500 ms instead
 * of sleeping and allowing a bound. `page.clock.install()` before the page loads (the fake clock then runs at the
 * real pace, and the page loads as usual); `pauseClock(page)` stops it, after which time moves only by
 * `page.clock.runFor(ms)`, which fires every timer at its exact time. While it is paused the widget's input
 * handling (after the next frame) waits for it too: run it on a frame or two after typing.
 *
 * The clock belongs to the whole browser context, and it fakes `performance` (no resource timings): give a test
 * that installs it a context of its own.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A little ahead of the page's time: pauseAt can't go back, and the clock runs on while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/**
 * A waiting assertion: runs `assertion` until it passes, and fails with its last error after `timeout` ms. For what
 * settles a moment after an action (a render after the next frame, a request the page sends), instead of reading
 * it once or sleeping first.
 */
export async function eventually(assertion: () => unknown, timeout = 10000): Promise<void> {
  let error: unknown;
  const passed = async () => {
    try {
      await assertion();
      return true;
    } catch (e) {
      error = e;
      return false;
    }
  };
  await poll(passed, { timeout, every: 50 }).catch(() => {
    throw error;
  });
}
