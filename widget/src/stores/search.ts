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
 * decoding (`lossy`) is shown but never cached: the same query asks again. Each new query aborts the call it
 * supersedes, and the reducer drops any answer but the latest, so an older answer never replaces a newer one.
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
  let inflight: { key: string; ctrl: AbortController } | null = null;
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

  function settle(requestId: number, query: string, outcome: Shown) {
    if (outcome === 'keep') dispatch({ type: 'keep', requestId });
    else dispatch({ type: 'success', requestId, query, results: outcome });
  }

  /**
   * Starts the request for a query, or shares the one already on its way; no state changes (`setQuery` makes
   * them). A request for another query is aborted.
   */
  function start(query: string, composingNow = false): void {
    composing = composingNow;
    const key = keyOf(query);
    if (inflight && inflight.key !== key) {
      inflight.ctrl.abort();
      inflight = null;
    }
    if (isBlankQuery(query) || inflight || fromCache(key) !== undefined) return;
    const ctrl = new AbortController();
    inflight = { key, ctrl };
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
          if (inflight?.ctrl === ctrl) inflight = null;
          if (superseded(key)) return;
          const now = $search.get();
          if (keyOf(now.query) === key) {
            clock.clearTimeout(stall);
            settle(now.requestId, now.query, outcome);
          }
        },
        (e: GatewayError) => {
          if (inflight?.ctrl === ctrl) inflight = null;
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
    clock.clearTimeout(stall);
    dispatch({ type: 'input', query });
    start(query, composingNow);
    if (isBlankQuery(query)) return;
    dispatch({ type: 'request' });
    const { requestId } = $search.get();
    const cached = fromCache(keyOf(query));
    if (cached) return settle(requestId, query, cached);
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
      clock.clearTimeout(stall);
      inflight?.ctrl.abort();
      inflight = null;
      dispatch({ type: 'input', query: '' });
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
