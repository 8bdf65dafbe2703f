import {
  causeOf,
  floors,
  framesAfter,
  interactionLatencies,
  longTasksByCause,
  longTasksByPhase,
  mainThreadByName,
  type EventEntry,
  type TraceEvent,
} from '../metrics';

const ev = (name: string, interactionId: number, duration: number): EventEntry => ({
  name,
  interactionId,
  startTime: 0,
  duration,
});

describe('interactionLatencies', () => {
  it.each([
    [
      'a key press is one interaction: its longest entry',
      [ev('keydown', 7, 24), ev('input', 7, 40), ev('keyup', 7, 16)],
      1,
      [40],
    ],
    ['two key presses', [ev('keydown', 7, 24), ev('keydown', 9, 56)], 2, [24, 56]],
    ['a composition step (input with no id) is its own', [ev('input', 0, 32), ev('compositionupdate', 0, 48)], 1, [32]],
    ['interactions under the threshold count as 16 ms', [ev('keydown', 3, 64)], 4, [64, 16, 16, 16]],
    ['no entries at all', [], 2, [16, 16]],
  ])('%s', (_case, entries, count, expected) => {
    expect(interactionLatencies(entries, count).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });
});

describe('causeOf', () => {
  it.each([
    ['UpdateLayoutTree', 'style'],
    ['Layout', 'layout'],
    ['Paint', 'paint'],
    ['PrePaint', 'paint'],
    ['MinorGC', 'gc'],
    ['BlinkGC.AtomicPhase', 'gc'],
    ['FunctionCall', 'script'],
    ['v8.compile', 'script'],
    ['EvaluateScript', 'script'],
    ['ParseHTML', 'other'],
    ['RunTask', null],
  ])('%s → %s', (name, cause) => expect(causeOf(name)).toBe(cause));
});

describe('longTasksByCause', () => {
  const meta = (pid: number, tid: number, name: string): TraceEvent => ({
    name: 'thread_name',
    ph: 'M',
    ts: 0,
    pid,
    tid,
    args: { name },
  });
  const x = (name: string, ts: number, durMs: number, pid = 1, tid = 1): TraceEvent => ({
    name,
    ph: 'X',
    ts: ts * 1000,
    dur: durMs * 1000,
    pid,
    tid,
  });

  /** A 120 ms task (70 ms script of which 20 ms forced style and 10 ms layout, 30 ms paint, 20 ms untyped), a 30 ms one. */
  const TRACE = [
    meta(1, 1, 'CrRendererMain'),
    x('RunTask', 0, 120),
    x('FunctionCall', 0, 70),
    x('UpdateLayoutTree', 10, 20),
    x('Layout', 40, 10),
    x('Paint', 80, 30),
    // An unclassified child of a script event is script.
    x('SomethingInternal', 60, 5),
    // A short task is not long.
    x('RunTask', 200, 30),
    x('FunctionCall', 200, 30),
  ];

  it('splits a long task into its events own times, nested causes inheriting', () => {
    const r = longTasksByCause(TRACE);
    expect(r.count).toBe(1);
    expect(r.blocking).toBeCloseTo(70);
    expect(r.byCause).toEqual({ script: 40, style: 20, layout: 10, paint: 30, gc: 0, other: 20 });
  });

  it('begin/end pairs count like complete events', () => {
    const r = longTasksByCause([
      meta(1, 1, 'CrRendererMain'),
      { name: 'RunTask', ph: 'B', ts: 0, pid: 1, tid: 1 },
      { name: 'MajorGC', ph: 'B', ts: 10_000, pid: 1, tid: 1 },
      { name: 'MajorGC', ph: 'E', ts: 70_000, pid: 1, tid: 1 },
      { name: 'RunTask', ph: 'E', ts: 80_000, pid: 1, tid: 1 },
    ]);
    expect(r.count).toBe(1);
    expect(r.byCause.gc).toBe(60);
    expect(r.byCause.other).toBe(20);
  });

  it('reads only the busiest renderer main thread, never another thread', () => {
    const r = longTasksByCause([
      meta(1, 1, 'CrRendererMain'),
      meta(2, 1, 'CrRendererMain'),
      meta(1, 2, 'Compositor'),
      x('RunTask', 0, 60, 1, 1),
      x('RunTask', 0, 10, 2, 1),
      x('RunTask', 0, 500, 1, 2),
    ]);
    expect(r.count).toBe(1);
    expect(r.byCause.other).toBe(60);
  });

  it('no renderer thread: nothing', () => {
    expect(longTasksByCause([x('RunTask', 0, 100)]).count).toBe(0);
  });

  it('mainThreadByName: own time by event name over every task, long or not, the heaviest first', () => {
    // FunctionCall: 35 ms of its own in the long task, 30 in the short one.
    expect(mainThreadByName(TRACE, 2)).toEqual([
      { name: 'FunctionCall', cause: 'script', ms: 65 },
      { name: 'Paint', cause: 'paint', ms: 30 },
    ]);
  });
});

describe('longTasksByPhase', () => {
  const marks: ['emptying' | 'typing' | 'backspace', number][] = [
    ['emptying', 100],
    ['typing', 500],
    ['backspace', 1500],
    ['emptying', 2000],
    ['typing', 2400],
  ];
  it.each([
    [
      'each task in the phase it started in',
      [
        [120, 60],
        [600, 80],
        [1600, 51],
        [2100, 70],
        [2500, 90],
      ],
      [2, 2, 1],
    ],
    [
      'tasks of 50 ms or less are not long',
      [
        [120, 50],
        [600, 30],
      ],
      [0, 0, 0],
    ],
    ['a task before the first mark is in none', [[50, 200]], [0, 0, 0]],
    [
      'a task starting at a mark is in that phase',
      [
        [500, 60],
        [1500, 60],
      ],
      [0, 1, 1],
    ],
  ])('%s', (_case, tasks, [emptying, typing, backspace]) => {
    expect(
      longTasksByPhase(
        tasks.map(([start, d]) => ({ start, d })),
        marks,
      ),
    ).toEqual({ emptying, typing, backspace });
  });
});

describe('framesAfter', () => {
  const frames = [16, 33, 50, 66];
  it.each([
    ['the first frame after the event', 20, 33, 1],
    ['two frames later', 20, 50, 2],
    ['an event just before a frame: that frame is the first', 15.9, 16, 1],
    ['no frame between', 34, 34, 0],
  ])('%s', (_case, from, to, n) => expect(framesAfter(frames, from, to)).toBe(n));
});

describe('floors', () => {
  // A frame every 16 ms.
  const frames = Array.from({ length: 100 }, (_, i) => (i + 1) * 16);
  const call = (q: string, start: number, end: number) => ({ q, start, end });
  it.each([
    [
      "a value's answer shown in the frame after its last call ended",
      [{ t: 100, q: '해' }],
      [{ v: '해', t: 10 }],
      [call('해', 12, 90), call('해', 13, 95)],
      { cacheHits: [], answers: [1] },
    ],
    [
      'two frames after',
      [{ t: 112, q: '해' }],
      [{ v: '해', t: 10 }],
      [call('해', 12, 95)],
      { cacheHits: [], answers: [2] },
    ],
    [
      'an answer the typing overtook is not counted (a later value shown first)',
      [
        { t: 160, q: '해리' },
        { t: 176, q: '해' },
      ],
      [
        { v: '해', t: 10 },
        { v: '해리', t: 50 },
      ],
      [call('해', 12, 150), call('해리', 52, 140)],
      { cacheHits: [], answers: [2] },
    ],
    [
      'a value typed again, shown before, with no call of its own: a cache hit, counted from its input',
      [
        { t: 64, q: '해' },
        { t: 128, q: '해리' },
        { t: 208, q: '해' },
      ],
      [
        { v: '해', t: 10 },
        { v: '해리', t: 70 },
        { v: '해', t: 200 },
      ],
      [call('해', 12, 60), call('해리', 72, 120)],
      { cacheHits: [1], answers: [1, 1] },
    ],
    [
      "a call made before the value was typed is not that value's answer",
      [{ t: 64, q: '해' }],
      [{ v: '해', t: 30 }],
      [call('해', 12, 60)],
      { cacheHits: [], answers: [] },
    ],
    ['an answer never shown', [], [{ v: '해', t: 10 }], [call('해', 12, 60)], { cacheHits: [], answers: [] }],
  ])('%s', (_case, shown, inputs, calls, expected) => {
    const { cacheHits, answers } = floors({ frames, shown }, inputs, calls);
    expect({ cacheHits, answers }).toEqual(expected);
  });
});

test("floors: an answer's time split into input → calls, the calls, and arrival → paint", () => {
  const frames = Array.from({ length: 20 }, (_, i) => (i + 1) * 16);
  const { phases } = floors(
    { frames, shown: [{ t: 112, q: '해' }] },
    [{ v: '해', t: 10 }],
    [
      { q: '해', start: 30, end: 90 },
      { q: '해', start: 31, end: 100 },
    ],
  );
  expect(phases).toEqual([{ toCalls: 20, calls: 70, toPaint: 12 }]);
});
