import { atom, type WritableAtom } from 'nanostores';
import { compositionFallback } from '../core/compositionFallback';
import { foundNothing } from '../core/foundNothing';
import { isBlankQuery } from '../core/isBlankQuery';
import { queryKey } from '../core/queryKey';
import { TARGET_GB_CODES } from '../core/searchTargets';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '../core/searchReducer';
import type { GatewayError } from '../gateway/client';
import type { SearchApi, TypedResults } from '../gateway/search';
import { realClock, type Clock } from '../platform/clock';

/** How many queries' answers are kept, so Backspace shows earlier results at once with no request. */
const CACHE_SIZE = 60;
/** A request still out after this long shows the quiet loading state. */
export const STALL_MS = 300;

/** What a query shows: its results, or `keep` (composing, nothing found: the results shown stay). */
type Shown = TypedResults | 'keep';

/**
 * The typed-input search of one mounted widget, driven by the core search reducer. Answers are cached per
 * query: a query seen before is answered in the same tick with no request. An answer that failed or lost rows in
 * decoding (`lossy`) is shown but never cached: the same query asks again. While the latest query's answer is on its
 * way, the answer of the query typed before it is shown when it lands first (as the shopper types, the results follow
 * a step behind, as Algolia Autocomplete's do, instead of waiting for a pause); an answer never replaces one asked
 * after it, and a call whose answer can no longer be shown is aborted (two newer calls started, or a newer answer
 * shown).
 * While the last syllable is composing, an empty answer never empties the popup: the query's other form
 * (core/compositionFallback.ts: 닯 → 달ㅂ) is asked too and shown when it finds something, else the results
 * shown stay. A mounted widget passes the state it made at mount (the popup's frame renders it before this store
 * is made).
 */
export function createSearch(
  api: Pick<SearchApi, 'typed'>,
  $search: WritableAtom<SearchState<TypedResults>> = atom(initialSearchState()),
  /** The stall timer's clock. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = realClock,
  /** The group code the box searches (core/searchRoutes.ts: the config's target). */
  gbCode: string = TARGET_GB_CODES.total,
) {
  const dispatch = (action: SearchAction<TypedResults>) => $search.set(searchReducer($search.get(), action));
  const cache = new Map<string, TypedResults>();
  /** The calls on their way by key, in the order they started; `seq` orders starts and what is shown. */
  const inflight = new Map<string, { ctrl: AbortController; seq: number }>();
  let seq = 0;
  /** The `seq` of the answer shown: an answer to a call started before it is never shown. */
  let shownSeq = 0;
  /** An earlier query's answer that landed while a typed value waited for its paint: `setQuery` shows it. */
  let waiting: { seq: number; query: string; results: TypedResults } | null = null;
  let stall: ReturnType<Clock['setTimeout']> | undefined;
  /** Whether the latest input was composing (the rule for an empty answer is read when it lands). */
  let composing = false;
  /** The key of a value typed but not set yet (`expect`): an answer for another query is no longer shown. */
  let coming: string | null = null;

  function remember(key: string, results: TypedResults) {
    cache.delete(key);
    cache.set(key, results);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }

  const keyOf = queryKey;

  /** A key's answer: cached, or asked (and cached unless lossy). */
  const ask = (key: string, signal: AbortSignal): Promise<TypedResults> => {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    return api.typed(key, gbCode, signal).then((results) => {
      if (!results.lossy) remember(key, results);
      return results;
    });
  };

  /** What an answer shows: while composing, an empty one gives way to the other form's answer, or keeps. */
  const shown = (results: TypedResults, other: TypedResults | null | undefined): Shown =>
    !composing || !foundNothing(results) ? results : other && !foundNothing(other) ? other : 'keep';

  /** What a query shows from the cache alone; undefined when something must be asked. */
  function fromCache(key: string): Shown | undefined {
    const results = cache.get(key);
    if (!results) return undefined;
    const other = composing && foundNothing(results) ? compositionFallback(key) : null;
    if (other && !cache.has(other)) return undefined;
    return shown(results, other ? cache.get(other) : null);
  }

  /** A newer value was typed for another query: drawing this answer now would only delay that keystroke's paint. */
  const superseded = (key: string) => coming !== null && coming !== key;

  /** Aborts the calls started before `before` (all of them with no argument). */
  function abortBefore(before = Infinity) {
    for (const [key, call] of inflight)
      if (call.seq < before) {
        call.ctrl.abort();
        inflight.delete(key);
      }
  }

  /** What is shown now answers a call of order `at`: calls started before it can't be shown any more. */
  function shownAt(at: number) {
    shownSeq = at;
    abortBefore(at);
  }

  /**
   * An answer landed for a query that is not the latest set (the shopper typed on): while the latest's answer is
   * on its way it is shown, if nothing asked after it is shown and it found something (an empty answer mid-typing
   * would only blink). While a typed value waits for its paint it waits too.
   */
  function earlier(at: number, query: string, outcome: Shown) {
    if (outcome === 'keep' || foundNothing(outcome) || at <= shownSeq) return;
    if (coming !== null) {
      if (!waiting || waiting.seq < at) waiting = { seq: at, query, results: outcome };
      return;
    }
    shownAt(at);
    dispatch({ type: 'earlier', query, results: outcome });
  }

  function settle(requestId: number, query: string, outcome: Shown) {
    if (outcome === 'keep') dispatch({ type: 'keep', requestId });
    else dispatch({ type: 'success', requestId, query, results: outcome });
  }

  /**
   * Starts the request for a query, or shares the one already on its way; no state changes (`setQuery` makes
   * them). Of the calls for other queries, the latest is let land (its answer may show meanwhile), older ones are
   * aborted; a blank query aborts them all.
   */
  function start(query: string, composingNow = false): void {
    composing = composingNow;
    const key = keyOf(query);
    if (isBlankQuery(query)) return abortBefore();
    if (inflight.has(key) || fromCache(key) !== undefined) return;
    // `seq` is the latest call's (or a shown answer's, and the calls before it are aborted already).
    abortBefore(seq);
    const ctrl = new AbortController();
    const at = ++seq;
    inflight.set(key, { ctrl, seq: at });
    const done = () => {
      if (inflight.get(key)?.ctrl === ctrl) inflight.delete(key);
    };
    ask(key, ctrl.signal)
      .then((results) => {
        const other = composing && foundNothing(results) ? compositionFallback(key) : null;
        if (!other) return shown(results, null);
        // The other form failing is not this query failing: its own answer (empty) stands.
        return ask(other, ctrl.signal).then(
          (found) => shown(results, found),
          (e: GatewayError) => (e.kind === 'abort' ? Promise.reject(e) : shown(results, null)),
        );
      })
      .then(
        (outcome) => {
          done();
          const now = $search.get();
          if (superseded(key) || keyOf(now.query) !== key) return earlier(at, query, outcome);
          clock.clearTimeout(stall);
          shownAt(at);
          settle(now.requestId, now.query, outcome);
        },
        (e: GatewayError) => {
          done();
          if (e.kind === 'abort' || superseded(key)) return;
          const now = $search.get();
          if (keyOf(now.query) !== key) return;
          clock.clearTimeout(stall);
          dispatch({ type: 'failure', requestId: now.requestId });
        },
      );
  }

  /** The input's text changed; `composingNow`: its last syllable is still being composed (an IME's InputEvent). */
  function setQuery(query: string, composingNow = false): void {
    coming = null;
    const late = waiting;
    waiting = null;
    clock.clearTimeout(stall);
    dispatch({ type: 'input', query });
    start(query, composingNow);
    if (isBlankQuery(query)) return shownAt(++seq);
    dispatch({ type: 'request' });
    const { requestId } = $search.get();
    const cached = fromCache(keyOf(query));
    if (cached) {
      shownAt(++seq);
      return settle(requestId, query, cached);
    }
    if (late) earlier(late.seq, late.query, late.results);
    stall = clock.setTimeout(() => dispatch({ type: 'stall', requestId: $search.get().requestId }), STALL_MS);
  }

  return {
    $search,
    setQuery,
    /** Starts the request for a query (or shares the one on its way) with no state change: `setQuery` follows. */
    start,
    /**
     * A value was just typed; `setQuery` follows once it is painted. Until then an answer for another query that
     * lands is kept in the cache but not shown (it would be replaced at once, and its render and frame would come
     * before the typed character's paint).
     */
    expect(query: string): void {
      coming = keyOf(query);
    },
    /** Whether a value was typed and not set yet (`expect`, then `setQuery`). */
    typing: () => coming !== null,
    /** The cached answer for a query, if any (the submit uses it to tell a search without results). */
    cached: (query: string) => cache.get(keyOf(query)) ?? null,
    dispose(): void {
      coming = null;
      waiting = null;
      clock.clearTimeout(stall);
      abortBefore();
      dispatch({ type: 'input', query: '' });
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
