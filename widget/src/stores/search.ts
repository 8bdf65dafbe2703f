import { atom } from 'nanostores';
import { isBlankQuery } from '../core/isBlankQuery';
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
 */
export function createSearch(api: SearchApi, gbCode = () => 'TOT') {
  const $search = atom<SearchState<TypedResults>>(initialSearchState());
  const dispatch = (action: SearchAction<TypedResults>) => $search.set(searchReducer($search.get(), action));
  const cache = new Map<string, TypedResults>();
  let inflight: { key: string; ctrl: AbortController } | null = null;
  let stall: ReturnType<typeof setTimeout> | undefined;

  function remember(key: string, results: TypedResults) {
    cache.delete(key);
    cache.set(key, results);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }

  function setQuery(query: string): void {
    clearTimeout(stall);
    dispatch({ type: 'input', query });
    const key = query.trim() + '\u0000' + gbCode();
    if (inflight && inflight.key !== key) {
      inflight.ctrl.abort();
      inflight = null;
    }
    if (isBlankQuery(query)) return;
    dispatch({ type: 'request' });
    const { requestId } = $search.get();
    const cached = cache.get(key);
    if (cached) return dispatch({ type: 'success', requestId, query, results: cached });
    if (inflight) return; // The same query is already on its way: its answer serves this request too.
    const ctrl = new AbortController();
    inflight = { key, ctrl };
    stall = setTimeout(() => dispatch({ type: 'stall', requestId: $search.get().requestId }), STALL_MS);
    api.typed(query.trim(), gbCode(), ctrl.signal).then(
      (results) => {
        remember(key, results);
        if (inflight?.ctrl === ctrl) inflight = null;
        clearTimeout(stall);
        const now = $search.get();
        if (now.query.trim() + '\u0000' + gbCode() === key) dispatch({ type: 'success', requestId: now.requestId, query: now.query, results });
      },
      (e: GatewayError) => {
        if (inflight?.ctrl === ctrl) inflight = null;
        if (e.kind === 'abort') return;
        clearTimeout(stall);
        dispatch({ type: 'failure', requestId });
      },
    );
  }

  return {
    $search,
    setQuery,
    /** The cached answer for a query, if any (the submit uses it to tell a search without results). */
    cached: (query: string) => cache.get(query.trim() + '\u0000' + gbCode()) ?? null,
    dispose(): void {
      clearTimeout(stall);
      inflight?.ctrl.abort();
      inflight = null;
      dispatch({ type: 'input', query: '' });
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
