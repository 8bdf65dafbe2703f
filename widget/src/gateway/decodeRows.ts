import { num } from '../core/number';
import type { AdBanner, Keyword, RecommendedProduct } from '../core/types';
import { isWellFormed } from '../core/wellFormed';

/** Longest text kept from any field: a hostile 10 KB value can't blow up the layout. */
const MAX_TEXT = 1000;

/**
 * How many rows of each list are decoded (spec §9: 12 products, 3 authors, 9 events, 8 recommended products,
 * top 10 live keywords; 10 recommended keywords like the live ones; banners rotate in the input, 10 is plenty).
 * A longer list is read only until these are found, and never past SCAN_FACTOR times as many rows, valid or not
 * (issue 38 #7: 100,000 rows of `{}` were all walked): a 100,000-row answer costs no more than a 12-row one.
 */
export const LIST_CAPS = {
  products: 12,
  authors: 3,
  events: 9,
  recommended: 8,
  keywords: 10,
  banners: 10,
  cart: 200,
} as const;

/** How many rows a list is read for, per row it keeps at most (LIST_CAPS): a 12-product answer reads 48 rows. */
export const SCAN_FACTOR = 4;

export type Rec = Record<string, unknown>;

/**
 * A decoded answer and whether decoding lost anything: the answer was not of the contract's shape (no list, not
 * JSON an object), or a row was dropped (not an object, a required field missing or of the wrong type, an id a
 * URL can't carry). A lossy answer is shown but never cached: the same query asks again.
 */
export interface Decoded<T> {
  value: T;
  lossy: boolean;
}

export const field = (o: Rec, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;

/** A string field: strings and finite numbers are kept (trimmed, capped, never a surrogate pair cut in half); anything else is ''. */
export function text(v: unknown): string {
  if (typeof v === 'string') {
    const t = v.trim().slice(0, MAX_TEXT);
    const last = t.charCodeAt(t.length - 1);
    return last >= 0xd800 && last <= 0xdbff && v.trim().length > MAX_TEXT ? t.slice(0, -1) : t;
  }
  if (typeof v === 'number' && isFinite(v)) return String(v);
  return '';
}

/** Ids that go into URLs: each empty or well-formed (core/wellFormed.ts). */
export const urlSafe = (...ids: string[]) => ids.every(isWellFormed);

/**
 * The rows of the list under `key` of an answer (or of a bare-array answer), each decoded by `row` (null drops
 * it), read only until `max` rows are kept or `max × SCAN_FACTOR` rows were read: the raw array is never walked
 * past that.
 */
export function decodeRows<T>(
  answer: unknown,
  max: number,
  row: (o: Rec) => T | null,
  key = 'resultDocuments',
): Decoded<T[]> {
  const value: T[] = [];
  if (!answer || typeof answer !== 'object') return { value, lossy: true };
  const list = Array.isArray(answer) ? answer : field(answer as Rec, key);
  if (!Array.isArray(list)) return { value, lossy: true };
  let lossy = false;
  const end = Math.min(list.length, max * SCAN_FACTOR);
  for (let i = 0; i < end && value.length < max; i++) {
    const d: unknown = list[i];
    const decoded = d && typeof d === 'object' && !Array.isArray(d) ? row(d as Rec) : null;
    if (decoded === null) lossy = true;
    else value.push(decoded);
  }
  return { value, lossy };
}

/** The array under `key` of an answer object, keeping its first `max` object entries; anything else is []. */
export function docs(answer: unknown, key = 'resultDocuments', max = Infinity): Rec[] {
  return decodeRows(answer, max, (o) => o, key).value;
}

/** Keywords (trend or rise), the first 10: entries without a keyword, or with one a URL can't carry, are dropped. */
export function decodeKeywords(answer: unknown): Decoded<Keyword[]> {
  return decodeRows(answer, LIST_CAPS.keywords, (o) => {
    const keyword = text(field(o, 'keywords'));
    return keyword && urlSafe(keyword)
      ? { keyword, diff: num(field(o, 'diff')), regDate: text(field(o, 'reg_DATE')) }
      : null;
  });
}

/** Products others look at, the first 8: each needs a name and an id (both ids URL-safe). */
export function decodeRecommended(answer: unknown): Decoded<RecommendedProduct[]> {
  return decodeRows(answer, LIST_CAPS.recommended, (o) => {
    const p = {
      name: text(field(o, 'product_NM')),
      imageUrl: text(field(o, 'image_URL')),
      type: text(field(o, 'sale_CMDT_DVSN_CODE')).toUpperCase(),
      code: text(field(o, 'cmdtcode')),
      saleId: text(field(o, 'sale_CMDTID')),
    };
    return p.name && (p.code || p.saleId) && urlSafe(p.code, p.saleId) ? p : null;
  });
}

/** Ad banners, the first 10: the answer is a bare array (contract §5); each needs a text or an image. */
export function decodeBanners(answer: unknown): Decoded<AdBanner[]> {
  return decodeRows(answer, LIST_CAPS.banners, (o) => {
    const b = {
      id: text(field(o, 'ad_id')),
      publisherId: text(field(o, 'publisher_id')),
      linkUrl: text(field(o, 'linkUrl')),
      imageUrl: text(field(o, 'imgFileUrl')),
      alt: text(field(o, 'imgAltTagCntt')),
      text: text(field(o, 'text')),
    };
    return b.text || b.imageUrl ? b : null;
  });
}
