import { num } from '../core/number';
import type { AdBanner, Keyword, RecommendedProduct } from '../core/types';

/** Longest text kept from any field: a hostile 10 KB value can't blow up the layout. */
const MAX_TEXT = 1000;

export type Rec = Record<string, unknown>;

export const field = (o: Rec, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);

/** A string field: strings and finite numbers are kept (trimmed, capped); anything else is ''. */
export function text(v: unknown): string {
  if (typeof v === 'string') return v.trim().slice(0, MAX_TEXT);
  if (typeof v === 'number' && isFinite(v)) return String(v);
  return '';
}

/** The array under `key` of an answer object, keeping only its object entries; anything else is []. */
export function docs(answer: unknown, key = 'resultDocuments'): Rec[] {
  if (!answer || typeof answer !== 'object') return [];
  const list = Array.isArray(answer) ? answer : field(answer as Rec, key);
  if (!Array.isArray(list)) return [];
  const out: Rec[] = [];
  for (let i = 0; i < list.length; i++) {
    const d = list[i];
    if (d && typeof d === 'object' && !Array.isArray(d)) out.push(d as Rec);
  }
  return out;
}

/** Keywords (trend or rise): entries without a keyword are dropped. */
export function decodeKeywords(answer: unknown): Keyword[] {
  return docs(answer)
    .map((o) => ({ keyword: text(field(o, 'keywords')), diff: num(field(o, 'diff')), regDate: text(field(o, 'reg_DATE')) }))
    .filter((k) => k.keyword);
}

export function decodeRecommended(answer: unknown): RecommendedProduct[] {
  return docs(answer)
    .map((o) => ({
      name: text(field(o, 'product_NM')), imageUrl: text(field(o, 'image_URL')), type: text(field(o, 'sale_CMDT_DVSN_CODE')).toUpperCase(),
      code: text(field(o, 'cmdtcode')), saleId: text(field(o, 'sale_CMDTID')),
    }))
    .filter((p) => p.name && (p.code || p.saleId));
}

/** Ad banners: the answer is a bare array (contract §5). */
export function decodeBanners(answer: unknown): AdBanner[] {
  return docs(answer)
    .map((o) => ({
      id: text(field(o, 'ad_id')), publisherId: text(field(o, 'publisher_id')), linkUrl: text(field(o, 'linkUrl')),
      imageUrl: text(field(o, 'imgFileUrl')), alt: text(field(o, 'imgAltTagCntt')), text: text(field(o, 'text')),
    }))
    .filter((b) => b.text || b.imageUrl);
}
