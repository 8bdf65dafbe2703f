import { num } from '../core/number';
import type { Product } from '../core/types';

export { num };

/** Longest text kept from any field: a hostile 10 KB value can't blow up the layout. */
const MAX_TEXT = 1000;

type Rec = Record<string, unknown>;

const field = (o: Rec, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);

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
