import type { Author, EventItem, Product, Shortcut } from '../core/types';
import type { Gateway } from './client';
import { decodeBanners, decodeKeywords, decodeRecommended } from './decode';

/** Everything typed input shows (contract §5): the four calls made per query. */
export interface TypedResults {
  products: Product[];
  total: number;
  authors: Author[];
  events: EventItem[];
  shortcut: Shortcut | null;
}

export const AD_PATH = 'advertising/mobile/mok_wel_new/mobile_welcome@mo_search_input';

/** The empty-input calls (the page load's): each decodes its untrusted answer. */
export function emptyApi(gateway: Gateway) {
  return {
    trend: () => gateway.get('search/trendkeyword', {}).then(decodeKeywords),
    rise: (age: string, sex: string) => gateway.get('search/risekeyword', { age, sex }).then(decodeKeywords),
    recommended: (keyword: string) =>
      gateway.get('search/logRecommendProduct', { keyword, page: 1, pageSize: 8 }).then(decodeRecommended),
    banners: () => gateway.get(AD_PATH, {}).then(decodeBanners),
  };
}

/** What the stores call: the empty-input calls and the typed search (gateway/typed.ts, in the later chunk). */
export type SearchApi = ReturnType<typeof emptyApi> & {
  typed(keyword: string, gbCode: string, signal?: AbortSignal): Promise<TypedResults>;
};
