import type { Author, EventItem, Product, Shortcut } from '../core/types';
import type { Gateway } from './client';
import { decodeBanners, decodeKeywords, decodeRecommended } from './decodeRows';
import { PATHS } from './prefetch';

/** Everything typed input shows (contract §5): the four calls made per query. */
export interface TypedResults {
  products: Product[];
  total: number;
  authors: Author[];
  events: EventItem[];
  shortcut: Shortcut | null;
  /** A call failed, or decoding lost rows: these results are shown but never cached (the query asks again). */
  lossy: boolean;
}

/**
 * The empty-input calls, each decoding its untrusted answer into its rows and whether
 * decoding lost any (a lossy answer is shown, not kept). A mounted widget passes the gateway's answers asked
 * early (gateway/prefetch.ts).
 */
export function emptyApi(gateway: Pick<Gateway, 'get'>) {
  return {
    trend: () => gateway.get(PATHS.trend, {}).then(decodeKeywords),
    rise: (age: string, sex: string) => gateway.get(PATHS.rise, { age, sex }).then(decodeKeywords),
    recommended: (keyword: string) =>
      gateway.get(PATHS.recommended, { keyword, page: 1, pageSize: 8 }).then(decodeRecommended),
    banners: () => gateway.get(PATHS.banners, {}).then(decodeBanners),
  };
}

/** What the stores call: the empty-input calls and the typed search (gateway/typed.ts). */
export type SearchApi = ReturnType<typeof emptyApi> & {
  typed(keyword: string, gbCode: string, signal?: AbortSignal): Promise<TypedResults>;
};
