/**
 * The only real time the tests spend on purpose, named for what it is (the lint forbids every other sleep in tests:
 * `waitForTimeout`, a bare `setTimeout` promise, `sleep(`; eslint.config.mjs):
 * - `pace(ms)`: input pacing — the gap between two of the test's own actions that a person, an input method or a
 *   driver needs (keys typed at a human cadence, xdotool keys an IME must see one by one, a process given time to
 *   exit before it is killed). Never a wait for something the page does: wait for that state instead.
 * - `poll(check)`: a wait for a state the page cannot signal itself (requests held by a route, an answer the test
 *   reads through the protocol): `check` runs every `every` ms until it returns a truthy value, which is returned;
 *   after `timeout` ms it fails with `message` (and the last value seen).
 */
export const pace = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function poll<T>(
  check: () => T | Promise<T>,
  {
    timeout = 10000,
    every = 20,
    message = 'the state polled for',
  }: { timeout?: number; every?: number; message?: string } = {},
): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`${message}: not reached in ${timeout} ms (last: ${JSON.stringify(value)})`);
    await pace(every);
  }
}

/**
 * `work`'s value, or `undefined` once `ms` passed without it: a bound on a step that may hang (a browser's close, a
 * driver's back). Its timer is cleared as soon as either ends: a timer left behind keeps the Jest worker alive after
 * the file's last test ("a worker that would not exit").
 */
export async function bounded<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: Parameters<typeof clearTimeout>[0];
  try {
    return await Promise.race([work, new Promise<undefined>((done) => (timer = setTimeout(done, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
