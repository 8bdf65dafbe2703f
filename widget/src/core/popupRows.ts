import { eventUrl, productDetailPath } from './productRoute';
import { serviceUrl } from './serviceUrl';
import type { Env, EventItem, Product } from './types';

export type RowAction =
  | { kind: 'search'; keyword: string; chrcCode?: string; pbcmCode?: string }
  | { kind: 'link'; url: string }
  | { kind: 'none' };

/** A row of the popup: its id, section, place in the section, item (of the section's type) and action. */
export interface PopupRow<T = unknown> {
  id: string;
  /** The id of its section (sections/registry.ts). */
  section: string;
  /** Index within its section. */
  index: number;
  /** What the row shows. */
  item: T;
  action: RowAction;
}

/** What a row's action may depend on besides its item. */
export interface RowsContext {
  env: Env;
  /** Where a link from the gateway may lead (core/urlPolicy.ts). */
  allowed: ReadonlySet<string>;
  /** The mobile overlay (an event leads to its mobile page: core/productRoute.ts eventUrl). */
  mobile: boolean;
}

/** A section as its rows see it: its id and what opening one of its rows does. */
export interface RowsSection<T> {
  id: string;
  action(item: T, c: RowsContext): RowAction;
}

/** A row that opens a URL; without a usable one, it does nothing. */
export const linkAction = (url: string | null): RowAction => (url ? { kind: 'link', url } : { kind: 'none' });

/** A row that opens a product's page: its route (core/productRoute.ts) on its service's host, through the URL policy. */
export const productLink = (
  p: Pick<Product, 'type' | 'code' | 'saleId' | 'groupCode' | 'fundingId' | 'salePrice'>,
  c: RowsContext,
): RowAction => linkAction(serviceUrl(productDetailPath(p), c.env, c.allowed));

/** A row that opens an event's page: its mobile page on mobile where allowed, else its detail page (core/productRoute.ts). */
export const eventLink = (e: EventItem, c: RowsContext): RowAction =>
  linkAction(eventUrl(c.env, e, c.mobile, c.allowed));

/** A section and the items it shows now. */
export interface Shown<T> {
  section: RowsSection<T>;
  items: readonly T[];
}

/**
 * The popup's rows in keyboard order, each with what opening it does: the sections in the order given (the
 * registry's: sections/registry.ts), each section's items in theirs. A row's id is `sp-row-{section}-{index}`.
 */
export function popupRows(shown: readonly Shown<unknown>[], c: RowsContext): PopupRow[] {
  const rows: PopupRow[] = [];
  for (const { section, items } of shown)
    items.forEach((item, index) =>
      rows.push({
        id: `sp-row-${section.id}-${index}`,
        section: section.id,
        index,
        item,
        action: section.action(item, c),
      }),
    );
  return rows;
}

/** The rows of one section, in order, with its item type. */
export const sectionRows = <T>(rows: readonly PopupRow[], section: RowsSection<T>): PopupRow<T>[] =>
  rows.filter((r) => r.section === section.id) as PopupRow<T>[];

/** The typed input's products section (sections/products.tsx): the one the featured panel follows. */
export const PRODUCTS = 'products';

/**
 * The product the featured panel shows (desktop, typed input): the active row's when a product is active, else
 * the first product's. Null when the answer has no products.
 */
export function featuredProduct(rows: readonly PopupRow[], active: number): PopupRow<Product> | null {
  const row = rows[active]?.section === PRODUCTS ? rows[active] : rows.find((r) => r.section === PRODUCTS);
  return (row as PopupRow<Product> | undefined) ?? null;
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
  return sameFields(a.item as object, b.item as object) && sameFields(a.action, b.action);
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
