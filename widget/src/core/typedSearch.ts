import { compositionFallback } from './compositionFallback';
import { foundNothing, type TypedLists } from './foundNothing';
import { isBlankQuery } from './isBlankQuery';
import { queryKey } from './queryKey';
import type { SearchState } from './search';

/** How many queries' answers are kept, so Backspace shows earlier results at once with no request. */
export const CACHE_SIZE = 60;
/** A request still out after this long shows the quiet loading state. */
export const STALL_MS = 300;

/** A typed search's answer: its lists, and `lossy` when a call failed or its decoding lost rows (never cached). */
export type Answer = TypedLists & { readonly lossy?: boolean };

/** A call on its way, named by its order (`id`): the query's key asked, or, after its empty answer, its other form. */
interface Call<R> {
  readonly id: number;
  readonly key: string;
  /** The query as it was set (an earlier answer shows under it). */
  readonly query: string;
  /** Composing: the key's empty answer (`first`) waits for its other form's (`key`, core/compositionFallback.ts). */
  readonly fallback: { readonly key: string; readonly first: R } | null;
}

/**
 * The typed search of one mounted widget, as plain data: what is shown (`view`, the popup's state, core/search.ts)
 * and the ordering policy that decides it.
 *
 * The cache is part of the state, not a detail of the effect runner: whether a query is asked at all, what a
 * composing query shows (its other form's answer, or the results kept) and what a submit finds are decisions read
 * from it, so the machine answers them from its own state in the same step, and a table test shows a hit with no
 * request (no cache-hit event: the step that sets a cached query shows its answer and asks nothing). It is plain
 * data (at most CACHE_SIZE pairs, oldest first), copied on the step that adds an answer. What is shown is no effect
 * either: it is `view`, which the runner writes to the popup's store when a step changed it.
 */
export interface TypedSearch<R extends Answer> {
  readonly view: SearchState<R>;
  /** The last order handed out: to a call when it starts, or to what is shown with no call (cache, blank input). */
  readonly seq: number;
  /** The order of what is shown: an answer to a call started before it is never shown. */
  readonly shownSeq: number;
  /** The calls on their way, in the order they started. */
  readonly calls: readonly Call<R>[];
  /** An earlier query's answer that landed while a typed value waited for its paint: `set` shows it. */
  readonly waiting: { readonly seq: number; readonly query: string; readonly results: R } | null;
  /** The key of a value typed but not set yet (`expect`): an answer for another query is not shown meanwhile. */
  readonly coming: string | null;
  /** Whether the latest input was composing (the rule for an empty answer is read when it lands). */
  readonly composing: boolean;
  /** Whether the stall timer runs. */
  readonly timer: boolean;
  /** Whole answers by key, oldest first. */
  readonly cache: readonly (readonly [string, R])[];
}

export type TypedSearchEvent<R> =
  /** A value was typed; `set` follows once it is painted. */
  | { type: 'expect'; query: string }
  /** Ask for a query (or share the call on its way) with no change to what is shown: `set` follows. */
  | { type: 'start'; query: string; composing: boolean }
  /**
   * A value typed, shown narrowed at once if it narrows what is shown (`narrow`), before anything is asked: `set`
   * follows (it asks), a task later.
   */
  | { type: 'narrow'; query: string }
  /** The input's text is set (painted); `composing`: its last syllable is still being composed. */
  | { type: 'set'; query: string; composing: boolean }
  /** The answer to the `ask` of call `id` for `key`. */
  | { type: 'answer'; id: number; key: string; results: R }
  | { type: 'failed'; id: number }
  /** Call `id` ended by its abort. */
  | { type: 'aborted'; id: number }
  /** The stall timer fired. */
  | { type: 'stalled' }
  | { type: 'dispose' };

export type TypedSearchEffect =
  /** Send the gateway call for `key`, its answer sent back as `answer`/`failed`/`aborted` with `id`. */
  | { type: 'ask'; id: number; key: string }
  | { type: 'abort'; id: number }
  /** Start the stall timer: after STALL_MS, send `stalled`. */
  | { type: 'startTimer' }
  | { type: 'clearTimer' };

/**
 * Instant narrowing (core/narrowing.ts `narrowAnswer`): what results shown for `from` show while the answer for
 * `next` is on its way, or null when `next` doesn't narrow them (the results shown then stay, as they would).
 */
export type Narrow<R> = (results: R, from: string, next: string) => R | null;

export interface TypedSearchStep<R extends Answer> {
  state: TypedSearch<R>;
  effects: TypedSearchEffect[];
}

/** The machine's state for a popup whose state was made at mount (the frame renders `view` before it exists). */
export function initialTypedSearch<R extends Answer>(view: SearchState<R>): TypedSearch<R> {
  return {
    view,
    seq: 0,
    shownSeq: 0,
    calls: [],
    waiting: null,
    coming: null,
    composing: false,
    timer: false,
    cache: [],
  };
}

/** The cached whole answer for a query (the submit uses it to tell a search without results). */
export function cachedAnswer<R extends Answer>(state: TypedSearch<R>, query: string): R | null {
  return cached(state, queryKey(query)) ?? null;
}

/** Whether a value was typed and not set yet (`expect`, then `set`). */
export const isTyping = (state: TypedSearch<Answer>): boolean => state.coming !== null;

/**
 * Whether the answer shown (if any) is an earlier query's while the latest's is on its way and not stalled yet
 * (`earlier`): it is about to be replaced, so a view drawing it a little at a time draws no more of it meanwhile.
 */
export const awaitingLatest = (view: SearchState<unknown>): boolean =>
  view.status === 'loading' && view.resultsFor !== view.query;

/**
 * One step of the typed search: an event in, the next state and the effects to run out (stores/search.ts runs
 * them: gateway calls with their AbortControllers, the stall timer; it shows `view` when it changed).
 *
 * The rule, after Algolia Autocomplete's createConcurrentSafePromise (its answers are numbered by their start, and
 * one older than the latest shown is never shown), plus what it lacks: a superseded call is aborted, answers are
 * cached by query, and the answer of the query typed before the latest shows while the latest's is on its way (the
 * results follow a step behind as the shopper types, instead of waiting for a pause).
 *
 *   #1 ├─────✕                                해: aborted when #3 starts (only #2 may still land)
 *   #2    ├───────────────►                   해리: shown meanwhile (해리포 is still loading)
 *   #3       ├─────────────────────►          해리포: shown, settles (idle)
 *   #4                             ├──────✕   해리포ㅌ: aborted when #5 is shown (it started before)
 *   #5                                ├───►   해리포터: shown, settles
 *      ────────────────────────────────────► time
 *
 * - Only the latest set query settles the state (status `idle`, or `error` when it failed); an answer for another
 *   query is an earlier one: shown while the latest is on its way if it found something, nothing asked after it is
 *   shown, and no typed value waits for its paint (`expect`: then it waits, and `set` shows it).
 * - Two calls at most: a new call aborts all but the latest; what is shown aborts every call started before it; a
 *   blank input and `dispose` abort them all.
 * - A query cached (or on its way) is not asked again; an answer that lost rows (`lossy`) is shown, never cached.
 * - While the last syllable is composing, an empty answer never empties the popup: the query's other form
 *   (core/compositionFallback.ts: 닯 → 달ㅂ) is asked too and shown when it finds something, else the results
 *   shown stay (`keep`).
 * - A request still out after STALL_MS is `stalled` (a quiet spinner).
 * - Instant narrowing (`narrow`, unless the config turned it off): a value typed on from the one shown shows at once
 *   the shown rows that still match it (core/narrowing.ts), the view `narrowedTo` it until its answer lands; an
 *   earlier answer that lands meanwhile shows narrowed to it too, or not at all.
 */
export function typedSearch<R extends Answer>(
  state: TypedSearch<R>,
  event: TypedSearchEvent<R>,
  narrow?: Narrow<R>,
): TypedSearchStep<R> {
  const m: Move<R> = { s: { ...state }, fx: [], narrow };
  const { s } = m;
  switch (event.type) {
    case 'expect':
      s.coming = queryKey(event.query);
      break;
    case 'start':
      start(m, event.query, event.composing);
      break;
    case 'set':
      set(m, event.query, event.composing);
      break;
    case 'narrow': {
      const v = s.view;
      if (v.mode !== 'typed' || isBlankQuery(event.query)) break;
      narrowTo(m, event.query, v.results, v.narrowedTo ?? v.resultsFor, v.resultsFor);
      if (s.view !== v) s.view = { ...s.view, query: event.query, status: 'loading' };
      break;
    }
    case 'answer':
      answer(m, event.id, event.key, event.results);
      break;
    case 'failed':
    case 'aborted': {
      const call = s.calls.find((c) => c.id === event.id);
      // An aborted call ends with nothing to show; the other form failing is not the query failing: its own
      // (empty) answer stands.
      if (call && event.type === 'failed' && call.fallback) land(m, call, shown(m, call.fallback.first, null));
      else if (call) failed(m, call, event.type === 'aborted');
      break;
    }
    case 'stalled':
      // The timer runs only while the latest query's answer is out (`loading`).
      if (!s.timer) break;
      s.timer = false;
      s.view = { ...s.view, status: 'stalled' };
      break;
    case 'dispose':
      s.coming = null;
      s.waiting = null;
      clearTimer(m);
      abortBefore(m);
      s.view = input(s.view, '');
      break;
  }
  return { state: s, effects: m.fx };
}

/** A step being made: the next state (a copy) and its effects. */
interface Move<R extends Answer> {
  s: { -readonly [K in keyof TypedSearch<R>]: TypedSearch<R>[K] };
  fx: TypedSearchEffect[];
  /** Instant narrowing, when the shop has it on (config `narrowing`). */
  narrow?: Narrow<R>;
}

/** What an answer shows: its results, or `keep` (composing, nothing found: the results shown stay). */
type Shown<R> = R | 'keep';

const cached = <R extends Answer>(s: TypedSearch<R>, key: string): R | undefined =>
  s.cache.find(([k]) => k === key)?.[1];

function remember<R extends Answer>(m: Move<R>, key: string, results: R) {
  if (results.lossy) return;
  m.s.cache = [...m.s.cache.filter(([k]) => k !== key), [key, results] as const].slice(-CACHE_SIZE);
}

/** While composing, an empty answer gives way to the other form's answer when it found something, or keeps. */
const shown = <R extends Answer>(m: Move<R>, results: R, other: R | null | undefined): Shown<R> =>
  !m.s.composing || !foundNothing(results) ? results : other && !foundNothing(other) ? other : 'keep';

/** What a query shows from the cache alone; undefined when something must be asked. */
function fromCache<R extends Answer>(m: Move<R>, key: string): Shown<R> | undefined {
  const results = cached(m.s, key);
  if (!results) return undefined;
  const other = m.s.composing && foundNothing(results) ? compositionFallback(key) : null;
  if (other && !cached(m.s, other)) return undefined;
  return shown(m, results, other ? cached(m.s, other) : null);
}

/** Aborts the calls started before `before` (all of them with no argument). */
function abortBefore<R extends Answer>(m: Move<R>, before = Infinity) {
  for (const call of m.s.calls) if (call.id < before) m.fx.push({ type: 'abort', id: call.id });
  m.s.calls = m.s.calls.filter((call) => call.id >= before);
}

/** What is shown now answers order `at`: calls started before it can't be shown any more. */
function shownAt<R extends Answer>(m: Move<R>, at: number) {
  m.s.shownSeq = at;
  abortBefore(m, at);
}

function clearTimer<R extends Answer>(m: Move<R>) {
  if (!m.s.timer) return;
  m.s.timer = false;
  m.fx.push({ type: 'clearTimer' });
}

/** Typed input shows autocomplete; blank input shows the suggestions, with no results of the search before it. */
const input = <R>(view: SearchState<R>, query: string): SearchState<R> =>
  isBlankQuery(query)
    ? { ...view, query, mode: 'empty', status: 'idle', results: null, resultsFor: '', narrowedTo: undefined }
    : { ...view, query, mode: 'typed' };

/**
 * A value typed on from what is shown: the shown rows that still match it, at once (`narrow`), until its answer
 * lands. Shown results are narrowed again from the value they were narrowed to; `answers` is the query they answer.
 */
function narrowTo<R extends Answer>(m: Move<R>, query: string, results: R | null, from: string, answers: string) {
  const narrowed = m.narrow && results ? m.narrow(results, from, query) : null;
  if (narrowed) m.s.view = { ...m.s.view, results: narrowed, resultsFor: answers, narrowedTo: query };
}

/** The latest query settles: its results shown, or (`keep`) the results shown stay. */
function settle<R extends Answer>(m: Move<R>, outcome: Shown<R>) {
  const { view } = m.s;
  m.s.view =
    outcome === 'keep'
      ? { ...view, status: 'idle' }
      : { ...view, status: 'idle', results: outcome, resultsFor: view.query, narrowedTo: undefined };
}

/**
 * An answer landed for a query that is not the latest set (the shopper typed on): while the latest's answer is
 * on its way it is shown, if nothing asked after it is shown and it found something (an empty answer mid-typing
 * would only blink). While a typed value waits for its paint it waits too.
 */
function earlier<R extends Answer>(m: Move<R>, at: number, query: string, outcome: Shown<R>) {
  const { s } = m;
  if (outcome === 'keep' || foundNothing(outcome) || at <= s.shownSeq) return;
  if (s.coming !== null) {
    if (!s.waiting || s.waiting.seq < at) s.waiting = { seq: at, query, results: outcome };
    return;
  }
  shownAt(m, at);
  if (s.view.mode !== 'typed' || (s.view.status !== 'loading' && s.view.status !== 'stalled')) return;
  // Shown narrowed: the earlier answer shows narrowed to the value typed since, or not at all.
  if (s.view.narrowedTo) narrowTo(m, s.view.query, outcome, query, query);
  else s.view = { ...s.view, results: outcome, resultsFor: query };
}

/** A newer value was typed for another query: drawing this answer now would only delay that keystroke's paint. */
const superseded = <R extends Answer>(m: Move<R>, key: string) => m.s.coming !== null && m.s.coming !== key;

/** Whether a call answers the query set now (else its answer is an earlier one). */
const latest = <R extends Answer>(m: Move<R>, call: Call<R>) =>
  !superseded(m, call.key) && queryKey(m.s.view.query) === call.key;

/** A call's outcome: the latest query settles, another's is an earlier answer. */
function land<R extends Answer>(m: Move<R>, call: Call<R>, outcome: Shown<R>) {
  m.s.calls = m.s.calls.filter((c) => c !== call);
  if (!latest(m, call)) return earlier(m, call.id, call.query, outcome);
  clearTimer(m);
  shownAt(m, call.id);
  settle(m, outcome);
}

/** A call ended without an answer: the latest query's failure is a quiet error state (the results shown stay). */
function failed<R extends Answer>(m: Move<R>, call: Call<R>, aborted: boolean) {
  m.s.calls = m.s.calls.filter((c) => c !== call);
  if (aborted || !latest(m, call)) return;
  clearTimer(m);
  m.s.view = { ...m.s.view, status: 'error' };
}

function answer<R extends Answer>(m: Move<R>, id: number, key: string, results: R) {
  // An answer is cached whoever asked; a call aborted meanwhile is never shown.
  remember(m, key, results);
  const call = m.s.calls.find((c) => c.id === id);
  if (!call) return;
  if (call.fallback) return land(m, call, shown(m, call.fallback.first, results));
  const other = m.s.composing && foundNothing(results) ? compositionFallback(call.key) : null;
  const found = other ? cached(m.s, other) : null;
  if (!other || found) return land(m, call, shown(m, results, found));
  m.s.calls = m.s.calls.map((c) => (c === call ? { ...call, fallback: { key: other, first: results } } : c));
  m.fx.push({ type: 'ask', id, key: other });
}

/**
 * Starts the call for a query, or shares the one already on its way; what is shown does not change (`set` does
 * it). Of the calls for other queries, the latest is let land (its answer may show meanwhile), older ones are
 * aborted; a blank query aborts them all.
 */
function start<R extends Answer>(m: Move<R>, query: string, composing: boolean) {
  const { s } = m;
  s.composing = composing;
  const key = queryKey(query);
  if (isBlankQuery(query)) return abortBefore(m);
  if (s.calls.some((c) => c.key === key) || fromCache(m, key) !== undefined) return;
  // `seq` is the latest call's (or a shown answer's, and the calls before it are aborted already).
  abortBefore(m, s.seq);
  const id = ++s.seq;
  // The key's empty answer is cached and its other form is not (fromCache said so): the call asks that form.
  const first = cached(s, key);
  const fallback = first ? { key: compositionFallback(key)!, first } : null;
  s.calls = [...s.calls, { id, key, query, fallback }];
  m.fx.push({ type: 'ask', id, key: fallback ? fallback.key : key });
}

/** The input's text was set: the query is asked (or answered from the cache), and a stall timer starts. */
function set<R extends Answer>(m: Move<R>, query: string, composing: boolean) {
  const { s } = m;
  s.coming = null;
  const late = s.waiting;
  s.waiting = null;
  clearTimer(m);
  s.view = input(s.view, query);
  start(m, query, composing);
  if (isBlankQuery(query)) return shownAt(m, ++s.seq);
  s.view = { ...s.view, status: 'loading' };
  const hit = fromCache(m, queryKey(query));
  if (hit) {
    shownAt(m, ++s.seq);
    return settle(m, hit);
  }
  const { results, resultsFor, narrowedTo } = s.view;
  narrowTo(m, query, results, narrowedTo ?? resultsFor, resultsFor);
  if (late) earlier(m, late.seq, late.query, late.results);
  s.timer = true;
  m.fx.push({ type: 'startTimer' });
}
