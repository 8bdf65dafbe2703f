import { eventDetailUrl, productDetailPath } from './productRoute';
import type { RecentKeyword } from './recentSearches';
import { serviceUrl } from './serviceUrl';
import type { Author, Env, EventItem, Keyword, Product, RecommendedProduct } from './types';

export type Section = 'trend' | 'recent' | 'recommended' | 'rise' | 'products' | 'authors' | 'events';

export type RowAction =
  { kind: 'search'; keyword: string; chrcCode?: string } | { kind: 'link'; url: string } | { kind: 'none' };

export interface PopupRow {
  id: string;
  section: Section;
  /** Index within its section. */
  index: number;
  action: RowAction;
}

export interface RowsInput {
  mode: 'empty' | 'typed';
  trend: readonly Keyword[];
  recent: readonly RecentKeyword[];
  recommended: readonly RecommendedProduct[];
  rise: readonly Keyword[];
  products: readonly Product[];
  authors: readonly Author[];
  events: readonly EventItem[];
  env: Env;
  allowed: ReadonlySet<string>;
}

const link = (url: string | null): RowAction => (url ? { kind: 'link', url } : { kind: 'none' });

/**
 * The popup's rows in keyboard order, each with what opening it does. Empty input: recommended keywords, recent
 * searches, products others look at, live keywords. Typed input: products, authors, events. Keywords search;
 * products and events open their pages (through the route rules and the URL policy; an unusable link does
 * nothing); an author searches its keyword limited to the author.
 */
export function popupRows(input: RowsInput): PopupRow[] {
  const rows: PopupRow[] = [];
  const add = (section: Section, actions: RowAction[]) =>
    actions.forEach((action, index) => rows.push({ id: `sp-row-${section}-${index}`, section, index, action }));
  const productLink = (p: Pick<Product, 'type' | 'code' | 'saleId' | 'groupCode' | 'fundingId' | 'salePrice'>) =>
    link(serviceUrl(productDetailPath(p), input.env, input.allowed));
  if (input.mode === 'empty') {
    add(
      'trend',
      input.trend.map((k) => ({ kind: 'search', keyword: k.keyword })),
    );
    add(
      'recent',
      input.recent.map((k) => ({ kind: 'search', keyword: k.keyword })),
    );
    add(
      'recommended',
      input.recommended.map((p) =>
        productLink({ type: p.type, code: p.code, saleId: p.saleId, groupCode: '', fundingId: '', salePrice: null }),
      ),
    );
    add(
      'rise',
      input.rise.map((k) => ({ kind: 'search', keyword: k.keyword })),
    );
  } else {
    add('products', input.products.map(productLink));
    add(
      'authors',
      input.authors.map((a) => ({ kind: 'search', keyword: a.keyword || a.name, chrcCode: a.code || undefined })),
    );
    add(
      'events',
      input.events.map((e) => link(eventDetailUrl(input.env, e.id))),
    );
  }
  return rows;
}
