import { num } from '../core/number';
import { parseRprsInfo } from '../core/rprsInfo';
import type { Author, EventItem, Product, Shortcut } from '../core/types';
import { docs, field, text, type Rec } from './decode';

/*
 * The typed-input answers' decoders (later chunk, issue 9). The shared helpers and the empty-input decoders are
 * gateway/decode.ts, which the cart chunk shares.
 */

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

