import { whenIdle } from '../idle';

/** A window whose document is still loading (or complete), with or without idle callbacks. */
function fakeWindow({ complete = false, idle = true } = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const idles: { fn: () => void; timeout: number }[] = [];
  const win = {
    document: { readyState: complete ? 'complete' : 'loading' },
    addEventListener: (type: string, fn: () => void) =>
      (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(fn),
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    ...(idle
      ? { requestIdleCallback: (fn: () => void, o: { timeout: number }) => idles.push({ fn, timeout: o.timeout }) }
      : {}),
  };
  const load = () => {
    win.document.readyState = 'complete';
    [...(listeners.get('load') ?? [])].forEach((fn) => fn());
  };
  return { win: win as unknown as Window, idles, load, listening: () => listeners.get('load')?.size ?? 0 };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('waits for the load event, then the first idle period (at most 2 s later)', () => {
  const w = fakeWindow();
  const work = jest.fn();
  whenIdle(w.win, work);
  expect(w.idles).toEqual([]);
  w.load();
  expect(w.idles.map((i) => i.timeout)).toEqual([2000]);
  expect(work).not.toHaveBeenCalled();
  w.idles[0].fn();
  expect(work).toHaveBeenCalledTimes(1);
  expect(w.listening()).toBe(0);
});

test('a page already loaded: the next idle period', () => {
  const w = fakeWindow({ complete: true });
  const work = jest.fn();
  whenIdle(w.win, work);
  w.idles[0].fn();
  expect(work).toHaveBeenCalledTimes(1);
});

test('no idle callbacks (Safari): 300 ms after the load event', () => {
  const w = fakeWindow({ idle: false });
  const work = jest.fn();
  whenIdle(w.win, work);
  jest.advanceTimersByTime(1000);
  expect(work).not.toHaveBeenCalled();
  w.load();
  jest.advanceTimersByTime(299);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});

test('cancelled before the load event: no listener left, never runs', () => {
  const w = fakeWindow();
  const work = jest.fn();
  const cancel = whenIdle(w.win, work);
  expect(w.listening()).toBe(1);
  cancel();
  expect(w.listening()).toBe(0);
  w.load();
  expect(w.idles).toEqual([]);
  expect(work).not.toHaveBeenCalled();
});

test('cancelled while waiting for the idle period: never runs', () => {
  const w = fakeWindow();
  const work = jest.fn();
  const cancel = whenIdle(w.win, work);
  w.load();
  cancel();
  w.idles[0].fn();
  expect(work).not.toHaveBeenCalled();
});
