import type { Author, EventItem, Product, Shortcut } from '../core/types';

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

/** What the stores call: the typed search (gateway/typed.ts). */
export interface SearchApi {
  typed(keyword: string, gbCode: string, signal?: AbortSignal): Promise<TypedResults>;
}
