import { eventUrl, productDetailPath } from './productRoute';
import type { RecentKeyword } from './recentSearches';
import { serviceUrl } from './serviceUrl';
import type { Author, Env, EventItem, Keyword, Product, RecommendedProduct } from './types';

/** What a row of each section shows. */
export interface SectionItems {
  trend: Keyword;
  recent: RecentKeyword;
  recommended: RecommendedProduct;
  rise: Keyword;
  products: Product;
  authors: Author;
  events: EventItem;
}
export type Section = keyof SectionItems;

export type RowAction =
  { kind: 'search'; keyword: string; chrcCode?: string } | { kind: 'link'; url: string } | { kind: 'none' };

/** A row of the popup (of one section, or of any): its id, section, place in the section, item and action. */
export type PopupRow<S extends Section = Section> = {
  [K in S]: {
    id: string;
    section: K;
    /** Index within its section. */
    index: number;
    /** What the row shows. */
    item: SectionItems[K];
    action: RowAction;
  };
}[S];

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
  /** The mobile overlay: an event leads to its mobile page (core/productRoute.ts eventUrl). */
  mobile: boolean;
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
  const add = <S extends Section>(
    section: S,
    items: readonly SectionItems[S][],
    action: (item: SectionItems[S]) => RowAction,
  ) =>
    items.forEach((item, index) =>
      rows.push({ id: `sp-row-${section}-${index}`, section, index, item, action: action(item) } as PopupRow),
    );
  const productLink = (p: Pick<Product, 'type' | 'code' | 'saleId' | 'groupCode' | 'fundingId' | 'salePrice'>) =>
    link(serviceUrl(productDetailPath(p), input.env, input.allowed));
  const search = (k: { keyword: string }): RowAction => ({ kind: 'search', keyword: k.keyword });
  if (input.mode === 'empty') {
    add('trend', input.trend, search);
    add('recent', input.recent, search);
    add('recommended', input.recommended, (p) =>
      productLink({ type: p.type, code: p.code, saleId: p.saleId, groupCode: '', fundingId: '', salePrice: null }),
    );
    add('rise', input.rise, search);
  } else {
    add('products', input.products, productLink);
    add('authors', input.authors, (a) => ({
      kind: 'search',
      keyword: a.keyword || a.name,
      chrcCode: a.code || undefined,
    }));
    add('events', input.events, (e) => link(eventUrl(input.env, e, input.mobile, input.allowed)));
  }
  return rows;
}

/** The rows of one section, in order. */
export const sectionRows = <S extends Section>(rows: readonly PopupRow[], section: S): PopupRow<S>[] =>
  rows.filter((r) => r.section === section) as unknown[] as PopupRow<S>[];

/** What the popup shows, as its stores hold it. */
export interface ShownInput extends Omit<RowsInput, 'recent' | 'rise' | 'products' | 'authors' | 'events'> {
  /** The typed search's results (null while none came, and for the empty input). */
  results: Pick<RowsInput, 'products' | 'authors' | 'events'> | null;
  recent: { saving: boolean; items: readonly RecentKeyword[] };
  rise: readonly Keyword[];
  /** The live keywords are folded to their first (mobile's 접기). */
  riseCollapsed: boolean;
}

/**
 * The rows on screen, in keyboard order: the views render exactly these and the keys move through them. Recent
 * searches show only while saving is on; folded live keywords show their first only; typed input shows its
 * results (none before they come).
 */
export function visibleRows(s: ShownInput): PopupRow[] {
  const r = s.mode === 'typed' ? s.results : null;
  return popupRows({
    ...s,
    recent: s.recent.saving ? s.recent.items : [],
    rise: s.riseCollapsed ? s.rise.slice(0, 1) : s.rise,
    products: r?.products ?? [],
    authors: r?.authors ?? [],
    events: r?.events ?? [],
  });
}

/**
 * The product the featured panel shows (desktop, typed input): the active row's when a product is active, else
 * the first product's. Null when the answer has no products.
 */
export function featuredProduct(rows: readonly PopupRow[], active: number): PopupRow<'products'> | null {
  const row = rows[active];
  if (row?.section === 'products') return row;
  return sectionRows(rows, 'products')[0] ?? null;
}

/**
 * Whether two rows show the same thing, so a view need not render the second again: the same place and id, and the
 * same item and action — the same objects, or ones with the same fields (a new answer decodes new objects for a
 * product it found again). Fields are compared by identity: a decoded item's fields are strings, numbers and
 * null, and a field that is an object makes the rows differ (a render too many, never one too few).
 */
export function sameRow(a: PopupRow, b: PopupRow): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.section !== b.section || a.index !== b.index) return false;
  return sameFields(a.item, b.item) && sameFields(a.action, b.action);
}

function sameFields(a: object, b: object): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys)
    if (
      !Object.prototype.hasOwnProperty.call(b, k) ||
      (a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]
    )
      return false;
  return true;
}
