import { atom } from 'nanostores';
import type { AdBanner, Keyword, RecommendedProduct } from '../core/types';

export interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
}

export const idle = <T>(): Loadable<T> => ({ status: 'idle', items: [] });

export type AgeFilter = 'all' | '10' | '20' | '30' | '40';
export type SexFilter = 'all' | '1' | '2';

/**
 * What the empty input shows, as state (the input's placeholder shows the banners); stores/suggestionLoader.ts
 * fills it.
 */
export function createSuggestionLists(options: { riseCollapsed?: boolean } = {}) {
  return {
    $trend: atom<Loadable<Keyword>>(idle()),
    $banners: atom<Loadable<AdBanner>>(idle()),
    $recommended: atom<Loadable<RecommendedProduct>>(idle()),
    $filters: atom<{ age: AgeFilter; sex: SexFilter }>({ age: 'all', sex: 'all' }),
    $rise: atom<Loadable<Keyword>>(idle()),
    /** Mobile shows the live keywords collapsed to the first one until the shopper expands them. */
    $riseCollapsed: atom(!!options.riseCollapsed),
  };
}
export type SuggestionLists = ReturnType<typeof createSuggestionLists>;
