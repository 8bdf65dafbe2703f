import type { CartCandidate } from './cartEligibility';
import type { CartCode } from './memberRoutes';
import { num } from './number';
import { isAdultOnly, isEbook } from './productKind';
import { productDetailPath } from './productRoute';
import { plainName } from './splitMarked';
import type { Product } from './types';
import { own } from './validateEnv';

/** The cart item the gateway takes (contract §5 CartItem). */
export interface CartItem {
  bid?: string;
  ordQty: number;
  saleCmdtid: string;
  saleCmdtDvsnCode: string;
  saleCmdtGrpDvsnCode: string;
  adult: boolean;
  name: string;
  price: number;
  cmdtClstCode: string;
  cmdtCode: string;
  spbkDvsnCode: CartCode;
}

/** One product on its way to the cart: what is sent, what the rules read, and its detail page. */
export interface CartLine {
  item: CartItem;
  candidate: CartCandidate;
  ebook: boolean;
  /** The product's detail page path (for "options needed"), or null. */
  detailPath: string | null;
}

/** The largest quantity one line may ask for; the gateway decides the rest. */
const MAX_QTY = 999;

/** A line from a product the popup shows (quantity 1). */
export function lineFromProduct(p: Product, code: CartCode): CartLine {
  return {
    item: {
      ordQty: 1,
      saleCmdtid: p.saleId,
      saleCmdtDvsnCode: p.type || 'KOR',
      saleCmdtGrpDvsnCode: p.groupCode,
      adult: isAdultOnly(p),
      name: plainName(p.name),
      price: p.salePrice ?? p.listPrice ?? 0,
      cmdtClstCode: p.classCode,
      cmdtCode: p.code,
      spbkDvsnCode: code,
    },
    candidate: {
      type: p.type,
      limitAge: p.limitAge,
      classCode: p.classCode,
      salePrice: p.salePrice,
      groupCode: p.groupCode,
    },
    ebook: isEbook(p),
    detailPath: productDetailPath(p),
  };
}

const text = (v: unknown, max = 200): string =>
  typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' && isFinite(v) ? String(v) : '';

/**
 * Lines from the CartItem-like objects a host page passes to `Instance.cart` (untrusted): each needs a
 * `saleCmdtid`; the type defaults to a domestic book (KOR), the quantity to 1 (a whole number 1–999), and
 * `adult` is true or false (or a limit age of 19). Unusable entries are left out and named in `problems`;
 * `spbkDvsnCode` is always the action's code.
 */
export function linesFromHost(raw: unknown, code: CartCode): { lines: CartLine[]; problems: string[] } {
  const lines: CartLine[] = [];
  const problems: string[] = [];
  const list: unknown[] = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? [raw] : [];
  if (!Array.isArray(raw) && raw !== undefined && raw !== null && typeof raw !== 'object')
    problems.push('items must be an array of cart items');
  list.slice(0, 1000).forEach((entry, i) => {
    if (!entry || typeof entry !== 'object') return void problems.push(`items[${i}] is not an object`);
    const saleId = text(own(entry, 'saleCmdtid'), 64);
    if (!saleId) return void problems.push(`items[${i}].saleCmdtid is missing`);
    const qty = num(own(entry, 'ordQty'));
    const type = text(own(entry, 'saleCmdtDvsnCode'), 8).toUpperCase() || 'KOR';
    const adultRaw = own(entry, 'adult');
    const adult =
      adultRaw === true || adultRaw === 'Y' || adultRaw === 'true' || (num(own(entry, 'sale_LMTT_AGE')) ?? 0) >= 19;
    const price = num(own(entry, 'price'));
    const classCode = text(own(entry, 'cmdtClstCode'), 16);
    const groupCode = text(own(entry, 'saleCmdtGrpDvsnCode'), 16);
    const productCode = text(own(entry, 'cmdtCode'), 64);
    const bid = text(own(entry, 'bid'), 64);
    const item: CartItem = {
      ...(bid ? { bid } : {}),
      ordQty: qty !== null && Number.isInteger(qty) && qty >= 1 ? Math.min(qty, MAX_QTY) : 1,
      saleCmdtid: saleId,
      saleCmdtDvsnCode: type,
      saleCmdtGrpDvsnCode: groupCode,
      adult,
      name: text(own(entry, 'name')),
      price: price !== null && price >= 0 ? price : 0,
      cmdtClstCode: classCode,
      cmdtCode: productCode,
      spbkDvsnCode: code,
    };
    const candidate: CartCandidate = { type, limitAge: adult ? 19 : 0, classCode, salePrice: price, groupCode };
    const detailPath = productDetailPath({
      type,
      code: productCode,
      saleId,
      groupCode,
      fundingId: text(own(entry, 'fundingId'), 32),
      salePrice: price,
    });
    lines.push({ item, candidate, ebook: isEbook(candidate), detailPath });
  });
  if (Array.isArray(raw) && raw.length > 1000) problems.push('only the first 1000 items are used');
  return { lines, problems };
}

/** The GA4 item of a cart line (contract §3): KRW prices, the type as category, the product code as variant. */
export function trackingItem(item: CartItem) {
  return {
    item_id: item.saleCmdtid,
    item_name: item.name,
    item_category: item.saleCmdtDvsnCode,
    item_variant: item.cmdtCode,
    price: item.price,
    quantity: item.ordQty,
  };
}
