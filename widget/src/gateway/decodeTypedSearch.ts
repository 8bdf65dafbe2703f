import { num } from '../core/number';
import { parseRprsInfo } from '../core/rprsInfo';
import type { Author, EventItem, Product, Shortcut } from '../core/types';
import { decodeRows, field, LIST_CAPS, text, urlSafe, type Decoded, type Rec } from './decodeRows';

/*
 * The typed-input answers' decoders. The shared helpers and the empty-input decoders are gateway/decodeRows.ts.
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
    // Not part of the contract's product: a code a URL can't carry is none (the row is kept).
    publisherCode: urlSafe(t('pbcm_CODE')) ? t('pbcm_CODE') : '',
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
    bundleCount: n('bndl_CMDT_CNT'),
  };
}

/**
 * The `search/commodity` answer: the first 12 products with a name and URL-safe ids, and the total (the list
 * length when missing or smaller).
 */
export function decodeCommodity(answer: unknown): Decoded<{ products: Product[]; total: number }> {
  const { value: products, lossy } = decodeRows(answer, LIST_CAPS.products, (o) => {
    const p = decodeProduct(o);
    return p.name && urlSafe(p.code, p.saleId, p.fundingId) ? p : null;
  });
  const total = answer && typeof answer === 'object' ? num(field(answer as Rec, 'totalCount')) : null;
  return { value: { products, total: total !== null && total >= products.length ? total : products.length }, lossy };
}

/** The first 3 authors with a name and a URL-safe code. */
export function decodeAuthors(answer: unknown): Decoded<Author[]> {
  return decodeRows(answer, LIST_CAPS.authors, (o) => {
    const a = {
      name: text(field(o, 'chrc_NAME')),
      code: text(field(o, 'chrc_CODE')),
      ...parseRprsInfo(text(field(o, 'rprs_INFO'))),
    };
    return a.name && urlSafe(a.code) ? a : null;
  });
}

/** The first 9 events with a name and a URL-safe id. */
export function decodeEvents(answer: unknown): Decoded<EventItem[]> {
  return decodeRows(answer, LIST_CAPS.events, (o) => {
    const e = {
      name: text(field(o, 'event_NM')),
      id: text(field(o, 'event_ID')),
      imageUrl: text(field(o, 'web_IMAGE_URL')),
      mobileImageUrl: text(field(o, 'mok_IMAGE_URL')),
      mobileUrl: text(field(o, 'mok_EVENT_URL')),
    };
    return e.name && e.id && urlSafe(e.id) ? e : null;
  });
}

/** The first shortcut with a link, or null (only the first is used: the rest of the list is never read). */
export function decodeShortcut(answer: unknown): Decoded<Shortcut | null> {
  const { value, lossy } = decodeRows(answer, 1, (o) => {
    const link = text(field(o, 'shortcut_LINK'));
    return link
      ? { link, name: text(field(o, 'shortcut_NAME')), redirect: text(field(o, 'redirect_YN')).toUpperCase() === 'Y' }
      : null;
  });
  return { value: value[0] ?? null, lossy };
}
