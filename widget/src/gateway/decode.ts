import { num } from '../core/number';
import { parseRprsInfo } from '../core/rprsInfo';
import type { AdBanner, Author, EventItem, Keyword, Product, RecommendedProduct, Shortcut } from '../core/types';

/** Longest text kept from any field: a hostile 10 KB value can't blow up the layout. */
const MAX_TEXT = 1000;

type Rec = Record<string, unknown>;

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

/** One autocomplete product from untrusted JSON; never throws. */
export function decodeProduct(o: Rec): Product {
  const t = (k: string) => text(field(o, k));
  const n = (k: string) => num(field(o, k));
  return {
    name: t('cmdt_NAME'),
    code: t('cmdtcode'),
    author: t('chrc_NAME'),
    publisher: t('pbcm_NAME'),
    imageUrl: t('img_URL'),
    type: t('sale_CMDT_DVSN_CODE').toUpperCase(),
    listPrice: n('sale_CMDT_PRCE'),
    discountRate: n('sale_CMDT_PRCE_DSCN_RATE'),
    classCode: t('sale_CMDT_CLST_CODE'),
    salePrice: n('sale_CMDT_SAPR'),
    saleId: t('sale_CMDTID'),
    groupCode: t('sale_CMDT_GRP_DVSN_CODE'),
    limitAge: n('sale_LMTT_AGE') ?? 0,
    order: n('arng_SQNC'),
    fundingId: t('fndg_PRJT_SRMB'),
    pointAmount: n('upnt_ACML_AMNT'),
    pointRate: n('upnt_ACML_RATE'),
    announcement: t('annt_CTTN'),
    bkmYsno: t('bkmYsno'),
  };
}

/** The `search/commodity` answer: products with a name, and the total (the list length when missing). */
export function decodeCommodity(answer: unknown): { products: Product[]; total: number } {
  const products = docs(answer).map(decodeProduct).filter((p) => p.name);
  const total = answer && typeof answer === 'object' ? num(field(answer as Rec, 'totalCount')) : null;
  return { products, total: total !== null && total >= products.length ? total : products.length };
}

/** Keywords (trend or rise): entries without a keyword are dropped. */
export function decodeKeywords(answer: unknown): Keyword[] {
  return docs(answer)
    .map((o) => ({ keyword: text(field(o, 'keywords')), diff: num(field(o, 'diff')), regDate: text(field(o, 'reg_DATE')) }))
    .filter((k) => k.keyword);
}

export function decodeAuthors(answer: unknown): Author[] {
  return docs(answer)
    .map((o) => ({ name: text(field(o, 'chrc_NAME')), code: text(field(o, 'chrc_CODE')), ...parseRprsInfo(text(field(o, 'rprs_INFO'))) }))
    .filter((a) => a.name);
}

export function decodeEvents(answer: unknown): EventItem[] {
  return docs(answer)
    .map((o) => ({
      name: text(field(o, 'event_NM')), id: text(field(o, 'event_ID')), imageUrl: text(field(o, 'web_IMAGE_URL')),
      mobileImageUrl: text(field(o, 'mok_IMAGE_URL')), mobileUrl: text(field(o, 'mok_EVENT_URL')),
    }))
    .filter((e) => e.name && e.id);
}

/** The first shortcut with a link, or null. */
export function decodeShortcut(answer: unknown): Shortcut | null {
  for (const o of docs(answer)) {
    const link = text(field(o, 'shortcut_LINK'));
    if (link) return { link, name: text(field(o, 'shortcut_NAME')), redirect: text(field(o, 'redirect_YN')).toUpperCase() === 'Y' };
  }
  return null;
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
