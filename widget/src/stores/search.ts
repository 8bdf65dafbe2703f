import { atom, type WritableAtom } from 'nanostores';
import { isBlankQuery } from '../core/isBlankQuery';
import { TARGET_GB_CODES } from '../core/searchRoutes';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '../core/searchState';
import type { GatewayError } from '../gateway/client';
import type { SearchApi, TypedResults } from '../gateway/search';

/** How many queries' answers are kept, so Backspace shows earlier results at once with no request. */
const CACHE_SIZE = 60;
/** A request still out after this long shows the quiet loading state. */
export const STALL_MS = 300;

/**
 * The typed-input search of one mounted widget, driven by the core search reducer. Answers are cached per
 * query: a query seen before is answered in the same tick with no request. Each new query aborts the call it
 * supersedes, and the reducer drops any answer but the latest, so an older answer never replaces a newer one.
 * A mounted widget passes the state it made at page load (the popup's frame renders it; this store comes with
 * the later chunk).
 */
export function createSearch(
  api: Pick<SearchApi, 'typed'>,
  $search: WritableAtom<SearchState<TypedResults>> = atom(initialSearchState()),
) {
  const dispatch = (action: SearchAction<TypedResults>) => $search.set(searchReducer($search.get(), action));
  const cache = new Map<string, TypedResults>();
  let inflight: { key: string; ctrl: AbortController } | null = null;
  let stall: ReturnType<typeof setTimeout> | undefined;

  function remember(key: string, results: TypedResults) {
    cache.delete(key);
    cache.set(key, results);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }

  const keyOf = (query: string) => query.trim();

  /**
   * Starts the request for a query, or shares the one already on its way; no state changes (`start` may run
   * before the typed character is painted, `setQuery` after it). A request for another query is aborted.
   */
  function start(query: string): void {
    const key = keyOf(query);
    if (inflight && inflight.key !== key) {
      inflight.ctrl.abort();
      inflight = null;
    }
    if (isBlankQuery(query) || inflight || cache.has(key)) return;
    const ctrl = new AbortController();
    inflight = { key, ctrl };
    api.typed(key, TARGET_GB_CODES.total, ctrl.signal).then(
      (results) => {
        remember(key, results);
        if (inflight?.ctrl === ctrl) inflight = null;
        const now = $search.get();
        if (keyOf(now.query) === key) {
          clearTimeout(stall);
          dispatch({ type: 'success', requestId: now.requestId, query: now.query, results });
        }
      },
      (e: GatewayError) => {
        if (inflight?.ctrl === ctrl) inflight = null;
        if (e.kind === 'abort') return;
        const now = $search.get();
        if (keyOf(now.query) !== key) return;
        clearTimeout(stall);
        dispatch({ type: 'failure', requestId: now.requestId });
      },
    );
  }

  function setQuery(query: string): void {
    clearTimeout(stall);
    dispatch({ type: 'input', query });
    start(query);
    if (isBlankQuery(query)) return;
    dispatch({ type: 'request' });
    const { requestId } = $search.get();
    const cached = cache.get(keyOf(query));
    if (cached) return dispatch({ type: 'success', requestId, query, results: cached });
    stall = setTimeout(() => dispatch({ type: 'stall', requestId: $search.get().requestId }), STALL_MS);
  }

  return {
    $search,
    setQuery,
    start,
    /** The cached answer for a query, if any (the submit uses it to tell a search without results). */
    cached: (query: string) => cache.get(keyOf(query)) ?? null,
    dispose(): void {
      clearTimeout(stall);
      inflight?.ctrl.abort();
      inflight = null;
      dispatch({ type: 'input', query: '' });
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
