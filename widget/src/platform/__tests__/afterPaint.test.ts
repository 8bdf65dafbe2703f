/** platform/afterPaint.ts: work after the next paint, its second half in the task after, merged and flushed. */
import { createAfterPaint } from '../afterPaint';

/** An afterPaint on a window whose frames run when the test says, and a log for the work to write. */
function setUp() {
  let frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    cancelAnimationFrame: (id: number) => void (frames[id - 1] = () => {}),
  } as unknown as Window;
  const frame = () => {
    const now = frames;
    frames = [];
    now.forEach((cb) => cb(0));
  };
  return { frame, log: [] as string[], later: createAfterPaint(win) };
}

/** Work that logs its first half and returns a second half that logs too. */
const halves = (log: string[], first: string, second: string) => () => {
  log.push(first);
  return () => void log.push(second);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('work runs in a task after the next frame, not in the frame; its second half in the task after that', () => {
  const { frame, log, later } = setUp();
  later.schedule(halves(log, 'first', 'second'));
  jest.advanceTimersByTime(50);
  expect(log).toEqual([]);
  frame();
  expect(log).toEqual([]);
  jest.advanceTimersToNextTimer();
  expect(log).toEqual(['first']);
  jest.advanceTimersToNextTimer();
  expect(log).toEqual(['first', 'second']);
});

test('calls before it ran are merged: the latest work runs once, after the paint that follows the latest call', () => {
  const { frame, log, later } = setUp();
  later.schedule(() => void log.push('a'));
  frame();
  // A keystroke between the frame and its task: its character is painted first.
  later.schedule(() => void log.push('b'));
  jest.advanceTimersByTime(50);
  expect(log).toEqual([]);
  frame();
  jest.runAllTimers();
  expect(log).toEqual(['b']);
});

test('a call between the two halves replaces the second half and waits for the next paint again', () => {
  const { frame, log, later } = setUp();
  const work = (v: string) => halves(log, 'start ' + v, 'show ' + v);
  later.schedule(work('해'));
  frame();
  jest.advanceTimersToNextTimer();
  expect(log).toEqual(['start 해']);
  later.schedule(work('해리'));
  // Not in the next task: after the next paint.
  jest.advanceTimersByTime(50);
  expect(log).toEqual(['start 해']);
  frame();
  jest.runAllTimers();
  expect(log).toEqual(['start 해', 'start 해리', 'show 해리']);
});

test('flush runs the waiting work and its second half now; cancel drops both', () => {
  const { frame, log, later } = setUp();
  later.schedule(halves(log, 'first', 'second'));
  later.flush();
  expect(log).toEqual(['first', 'second']);
  later.schedule(halves(log, 'again', 'never'));
  frame();
  jest.advanceTimersToNextTimer();
  later.cancel();
  jest.runAllTimers();
  expect(log).toEqual(['first', 'second', 'again']);
});

test('where frames never run (a hidden tab), the work runs after 100 ms', () => {
  const { log, later } = setUp();
  later.schedule(() => void log.push('ran'));
  jest.advanceTimersByTime(99);
  expect(log).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(log).toEqual(['ran']);
});

test("a task held past the next frame (Chromium holds a page's tasks after a key event until a frame): that frame runs the first half, its own task the second, each once", () => {
  const { frame, log, later } = setUp();
  later.schedule(halves(log, 'first', 'second'));
  // The keystroke's frame; its task is held.
  frame();
  expect(log).toEqual([]);
  // The frame after it: what waits runs before it is painted, the first half only.
  frame();
  expect(log).toEqual(['first']);
  // The second half is drawn in a task, never in a frame (with the frame's paint it would be one long task).
  frame();
  frame();
  expect(log).toEqual(['first']);
  jest.runAllTimers();
  frame();
  expect(log).toEqual(['first', 'second']);
});

test('work with no second half, held past the next frame, runs in it', () => {
  const { frame, log, later } = setUp();
  later.schedule(() => void log.push('shown'));
  frame();
  frame();
  expect(log).toEqual(['shown']);
});

test('a second half whose task is held waits for it: frames never run it', () => {
  const { frame, log, later } = setUp();
  later.schedule(halves(log, 'first', 'second'));
  frame();
  jest.advanceTimersToNextTimer();
  expect(log).toEqual(['first']);
  frame();
  frame();
  expect(log).toEqual(['first']);
  jest.advanceTimersToNextTimer();
  expect(log).toEqual(['first', 'second']);
  jest.runAllTimers();
  frame();
  expect(log).toEqual(['first', 'second']);
});
