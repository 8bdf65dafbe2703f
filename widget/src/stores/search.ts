import { atom } from 'nanostores';
import { isBlankQuery } from '../core/isBlankQuery';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '../core/searchState';
import type { Product } from '../core/types';
import type { Gateway, GatewayError } from '../gateway/client';
import { fetchCommodity } from '../gateway/search';

export interface Commodity {
  products: Product[];
  total: number;
}

/**
 * The search state of one mounted widget, driven by the core search reducer. Each new query aborts the call
 * it supersedes; the reducer drops any answer but the latest, so an older answer never replaces a newer one.
 */
export function createSearch(gateway: Gateway) {
  const $search = atom<SearchState<Commodity>>(initialSearchState());
  const dispatch = (action: SearchAction<Commodity>) => $search.set(searchReducer($search.get(), action));
  let inflight: AbortController | null = null;

  function setQuery(query: string): void {
    inflight?.abort();
    inflight = null;
    dispatch({ type: 'input', query });
    if (isBlankQuery(query)) return;
    dispatch({ type: 'request' });
    const { requestId } = $search.get();
    const ctrl = (inflight = new AbortController());
    fetchCommodity(gateway, query.trim(), 'TOT', ctrl.signal).then(
      (results) => dispatch({ type: 'success', requestId, query, results }),
      (e: GatewayError) => e.kind !== 'abort' && dispatch({ type: 'failure', requestId }),
    );
  }

  return {
    $search,
    setQuery,
    dispose(): void {
      inflight?.abort();
      dispatch({ type: 'input', query: '' });
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
