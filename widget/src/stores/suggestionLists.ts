import { atom } from 'nanostores';
import type { AdBanner } from '../core/types';

export interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
}

export const idle = <T>(): Loadable<T> => ({ status: 'idle', items: [] });

export type AgeFilter = 'all' | '10' | '20' | '30' | '40';
export type SexFilter = 'all' | '1' | '2';

/**
 * What the empty input shows, as state made at mount (the input's placeholder shows the banners): the banners and
 * what the shopper chose of the live keywords. The sections' own lists are made with the popup's parts
 * (stores/suggestionLoader.ts fills all of it).
 */
export function createSuggestionLists(options: { riseCollapsed?: boolean } = {}) {
  return {
    $banners: atom<Loadable<AdBanner>>(idle()),
    $filters: atom<{ age: AgeFilter; sex: SexFilter }>({ age: 'all', sex: 'all' }),
    /** Mobile shows the live keywords collapsed to the first one until the shopper expands them. */
    $riseCollapsed: atom(!!options.riseCollapsed),
  };
}
export type SuggestionLists = ReturnType<typeof createSuggestionLists>;
