import { atom } from 'nanostores';
import { isBlankQuery } from '../core/isBlankQuery';
import type { Product } from '../core/types';
import type { Gateway, GatewayError } from '../gateway/client';
import { fetchCommodity } from '../gateway/search';

export interface SearchState {
  /** The input's value, including a syllable still being composed. */
  query: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The products for `resultsFor`, kept while a newer query loads so the list does not flicker. */
  products: Product[];
  total: number;
  /** The query the products answer. */
  resultsFor: string;
}

const IDLE: SearchState = { query: '', status: 'idle', products: [], total: 0, resultsFor: '' };

/**
 * The search state of one mounted widget. Each new query aborts the call it supersedes, and an answer for
 * anything but the latest query is dropped, so an older answer never replaces a newer one.
 */
export function createSearch(gateway: Gateway) {
  const $search = atom<SearchState>(IDLE);
  let inflight: AbortController | null = null;
  let latest = 0;

  function setQuery(query: string): void {
    const id = ++latest;
    inflight?.abort();
    inflight = null;
    if (isBlankQuery(query)) {
      $search.set({ ...IDLE, query });
      return;
    }
    const ctrl = (inflight = new AbortController());
    $search.set({ ...$search.get(), query, status: 'loading' });
    fetchCommodity(gateway, query.trim(), 'TOT', ctrl.signal).then(
      ({ products, total }) => {
        if (id === latest) $search.set({ query, status: 'ready', products, total, resultsFor: query });
      },
      (e: GatewayError) => {
        if (id === latest && e.kind !== 'abort') $search.set({ ...$search.get(), status: 'error' });
      },
    );
  }

  return {
    $search,
    setQuery,
    dispose(): void {
      latest++;
      inflight?.abort();
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
