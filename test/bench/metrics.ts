/**
 * The benchmark's figures from what the browser recorded: interaction latency from Event Timing entries (as Core
 * Web Vitals' INP reads them), and the long tasks of a Chromium trace split by what they spent their time on.
 */

/** What the page keeps of a PerformanceEventTiming entry. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/**
 * One latency per interaction: the longest entry of each `interactionId` (a key press is its keydown, beforeinput,
 * input and keyup). An IME's composition steps carry no interaction id in every engine, so an `input` entry without
 * one is an interaction of its own (each step of a composed syllable is a keystroke to the shopper). Entries under
 * the 16 ms reporting threshold are not recorded: `count` interactions in all, the rest count as 16 ms.
 */
export function interactionLatencies(entries: readonly EventEntry[], count: number): number[] {
  const byId = new Map<number, number>();
  const loose: number[] = [];
  for (const e of entries) {
    if (e.interactionId > 0) byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
    else if (e.name === 'input') loose.push(e.duration);
  }
  const seen = [...byId.values(), ...loose];
  const missing = Math.max(0, count - seen.length);
  return [...seen, ...Array<number>(missing).fill(16)];
}

/** A trace event as Chromium writes it (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export const CAUSES = ['script', 'style', 'layout', 'paint', 'gc', 'other'] as const;
export type Cause = (typeof CAUSES)[number];

/** What an event's own time is spent on, by its name (DevTools' performance panel groups them the same way). */
export function causeOf(name: string): Cause | null {
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/.test(name)) return 'style';
  if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/.test(name)) return 'layout';
  if (
    /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|PaintImage|Decode Image|ImageDecodeTask)$/.test(name)
  )
    return 'paint';
  if (/GC|^BlinkGC\./.test(name)) return 'gc';
  if (
    /^(EvaluateScript|v8\.|V8\.|FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|RunMicrotasks|XHRReadyStateChange|CompileScript|CompileCode|ParseHTML)/.test(
      name,
    )
  )
    return name === 'ParseHTML' ? 'other' : 'script';
  return null;
}

export interface LongTasks {
  count: number;
  /** Time over 50 ms, summed: the Total Blocking Time of the window. */
  blocking: number;
  /** The long tasks' time by cause, ms. */
  byCause: Record<Cause, number>;
}

/** One event of a main-thread task: its name, its cause (or its nearest enclosing event's) and its own time (µs). */
interface TaskPart {
  name: string;
  end: number;
  cause: Cause;
  self: number;
}

/**
 * The renderer main thread's top-level tasks, each as its events' own times: the thread is the `CrRendererMain`
 * with the most traced time (the page's renderer). An event's own time is its duration less its children's; its
 * cause is its name's, or the nearest enclosing event's that has one, else `other`.
 */
function mainThreadTasks(events: readonly TraceEvent[]): TaskPart[][] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => e.pid + ':' + e.tid),
  );
  // Complete events, and begin/end pairs made complete, per thread.
  const spans = new Map<string, { name: string; ts: number; end: number }[]>();
  const open = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = e.pid + ':' + e.tid;
    if (!mains.has(key)) continue;
    const list = spans.get(key) ?? spans.set(key, []).get(key)!;
    if (e.ph === 'X' && e.dur !== undefined) list.push({ name: e.name, ts: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') (open.get(key) ?? open.set(key, []).get(key)!).push(e);
    else if (e.ph === 'E') {
      const b = open.get(key)?.pop();
      if (b) list.push({ name: b.name, ts: b.ts, end: e.ts });
    }
  }
  const busiest = [...spans.values()]
    .map((list) => ({ list, time: list.reduce((s, x) => s + x.end - x.ts, 0) }))
    .sort((a, b) => b.time - a.time)[0]?.list;
  if (!busiest) return [];
  const sorted = [...busiest].sort((a, b) => a.ts - b.ts || b.end - a.end);
  const stack: TaskPart[] = [];
  const tasks: TaskPart[][] = [];
  for (const s of sorted) {
    while (stack.length && stack[stack.length - 1].end <= s.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const end = parent ? Math.min(s.end, parent.end) : s.end;
    const node: TaskPart = { name: s.name, end, cause: causeOf(s.name) ?? parent?.cause ?? 'other', self: end - s.ts };
    if (parent) {
      parent.self -= end - s.ts;
      tasks[tasks.length - 1].push(node);
    } else tasks.push([node]);
    stack.push(node);
  }
  return tasks;
}

/**
 * The renderer main thread's tasks longer than `overMs`, from the trace's events on that thread
 * (`mainThreadTasks`), and their time by cause.
 */
export function longTasksByCause(events: readonly TraceEvent[], overMs = 50): LongTasks {
  const result: LongTasks = { count: 0, blocking: 0, byCause: Object.fromEntries(CAUSES.map((c) => [c, 0])) as never };
  const tasks = mainThreadTasks(events);
  for (const parts of tasks) {
    // The parts' own times add up to the task's duration.
    const dur = parts.reduce((sum, p) => sum + p.self, 0) / 1000;
    if (dur <= overMs) continue;
    result.count++;
    result.blocking += dur - overMs;
    for (const p of parts) result.byCause[p.cause] += p.self / 1000;
  }
  return result;
}

/** What the shopper was doing in the typing window: emptying the box, typing a query, the Backspace after it. */
export const PHASES = ['emptying', 'typing', 'backspace'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * Long tasks (over `overMs`) counted by the phase each started in: `marks` are the phases' starts in time order
 * (page time, ms); a task before the first mark is in none.
 */
export function longTasksByPhase(
  long: readonly { start: number; d: number }[],
  marks: readonly [Phase, number][],
  overMs = 50,
): Record<Phase, number> {
  const counts = Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>;
  for (const t of long) {
    if (t.d <= overMs) continue;
    let phase: Phase | null = null;
    for (const [p, at] of marks) if (at <= t.start) phase = p;
    if (phase) counts[phase]++;
  }
  return counts;
}

/**
 * What the page recorded of the screen, for the floors: every animation frame's time, and when the results shown
 * changed.
 */
export interface Screen {
  /** Each animation frame's callback time (page time, ms), ascending: the frame that paints what it saw. */
  frames: number[];
  /** Each change of the query whose results are shown, with the frame it was first seen in. */
  shown: { t: number; q: string }[];
}

/** How many frames after `from` the frame at `to` is: 1 for the first frame after it (`to` is a frame's time). */
export function framesAfter(frames: readonly number[], from: number, to: number): number {
  let n = 0;
  for (const f of frames) if (f > from && f <= to) n++;
  return n;
}

/**
 * The floors of issue 41, in frames. `cacheHits`: for each value typed again whose results were on screen before
 * (a cache hit: the Backspace to a prefix the box showed), the frames from its input to the first frame showing its
 * results. `answers`: for each value whose gateway calls were all made after it was typed, the frames from the last
 * of those calls' response end to the first frame showing its results, when that frame comes before any later
 * value's results are shown (an answer the typing overtook is never painted, for either widget).
 */
export function floors(
  screen: Screen,
  inputs: readonly { v: string; t: number }[],
  calls: readonly { q: string; start: number; end: number }[],
): { cacheHits: number[]; answers: number[]; phases: AnswerPhases[] } {
  const cacheHits: number[] = [];
  const answers: number[] = [];
  const phases: AnswerPhases[] = [];
  const firstShown = (q: string, after: number) => screen.shown.find((s) => s.q === q && s.t >= after);
  inputs.forEach((input, i) => {
    const next = inputs[i + 1]?.t ?? Infinity;
    const shownBefore = screen.shown.some((s) => s.q === input.v && s.t < input.t);
    const own = calls.filter((c) => c.q === input.v && c.start >= input.t && c.start < next);
    if (shownBefore && !own.length) {
      const seen = firstShown(input.v, input.t);
      if (seen) cacheHits.push(framesAfter(screen.frames, input.t, seen.t));
      return;
    }
    if (!own.length) return;
    const arrived = Math.max(...own.map((c) => c.end));
    const seen = firstShown(input.v, arrived);
    // Overtaken: a later value's results came first.
    const later = new Set(inputs.slice(i + 1).map((x) => x.v));
    const overtaken = screen.shown.some((s) => s.t > input.t && s.t < (seen?.t ?? Infinity) && later.has(s.q));
    if (!seen || overtaken) return;
    answers.push(framesAfter(screen.frames, arrived, seen.t));
    const started = Math.min(...own.map((c) => c.start));
    phases.push({ toCalls: started - input.t, calls: arrived - started, toPaint: seen.t - arrived });
  });
  return { cacheHits, answers, phases };
}

/**
 * Where a painted answer's time went (ms): from its value's input to its first gateway call, from there to the last
 * call's response end (the network, the gateway's latency included), and from there to the frame showing it.
 */
export interface AnswerPhases {
  toCalls: number;
  calls: number;
  toPaint: number;
}

/** Main-thread time by cause over the whole trace (every task, long or not), ms. */
export const mainThreadByCause = (events: readonly TraceEvent[]) => longTasksByCause(events, 0).byCause;

/**
 * Main-thread own time by event name over the whole trace, ms, with each name's cause: the heaviest `top` first.
 * Says what a cause's time is made of (an `EventDispatch`'s own time is the engine's handling of the event, such as
 * the editing a typed character does; a `FunctionCall`'s or `v8.*`'s is the page's script).
 */
export function mainThreadByName(events: readonly TraceEvent[], top = 8): { name: string; cause: Cause; ms: number }[] {
  const by = new Map<string, { name: string; cause: Cause; ms: number }>();
  for (const task of mainThreadTasks(events))
    for (const p of task) {
      const key = p.cause + ' ' + p.name;
      const entry = by.get(key) ?? by.set(key, { name: p.name, cause: p.cause, ms: 0 }).get(key)!;
      entry.ms += p.self / 1000;
    }
  return [...by.values()].sort((a, b) => b.ms - a.ms).slice(0, top);
}
