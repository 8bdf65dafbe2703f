import type { Env } from './types';
import type { CartCode } from './cartCodes';
export type { CartCode } from './cartCodes';

/** Login: `/MBR/login?continue={url}`, with `&verify=adult` when adult verification is needed. */
export function loginUrl(env: Env, continueUrl: string, adultVerification = false): string {
  const q = new URLSearchParams({ continue: continueUrl });
  if (adultVerification) q.set('verify', 'adult');
  return env.serviceHosts.mbr + '/MBR/login?' + q.toString();
}

/** Adult (identity) verification: `/MBR/auth/verify/adult?continue={url}`. */
export function adultVerifyUrl(env: Env, continueUrl: string): string {
  return env.serviceHosts.mbr + '/MBR/auth/verify/adult?' + new URLSearchParams({ continue: continueUrl }).toString();
}

/** The order page each cart action leads to (reading in docs/spec-readings.md). */
export const ORDER_PAGES: Readonly<Record<CartCode, string>> = {
  '001': '/ORD/order/freebie',
  '002': '/ORD/cart',
  '003': '/ORD/order/gift',
  '004': '/ORD/cart/baro-dream',
  '005': '/ORD/order/freebie',
};

export interface OrderOptions {
  /** The cart entries the add created (`spbkIds`). */
  spbkIds?: readonly string[];
  isSam?: boolean;
  separQty?: boolean;
  flower?: boolean;
}

/**
 * The order page after a cart action: `spbkDvsnCode` (the action code), then `spbkIds` (comma-joined) and the
 * flags `isSam`, `separQty`, `flower` as `Y` when set. Quick order of an e-book subscription (005) is `isSam`.
 */
export function orderUrl(env: Env, code: CartCode, options: OrderOptions = {}): string {
  const q = new URLSearchParams({ spbkDvsnCode: code });
  if (options.spbkIds && options.spbkIds.length) q.set('spbkIds', options.spbkIds.join(','));
  if (options.isSam || code === '005') q.set('isSam', 'Y');
  if (options.separQty) q.set('separQty', 'Y');
  if (options.flower) q.set('flower', 'Y');
  return env.serviceHosts.ord + ORDER_PAGES[code] + '?' + q.toString();
}

/** The order page's flags a host's cart action may set (`Instance.cart(code, items, options)`). */
export interface OrderFlags {
  /** Each item's quantity a separate line: sent with the cart request and on the order page's URL. */
  separQty: boolean;
  /**
   * A flower delivery (spec §2's order-page `flower`): only on the order page's URL, for a host whose product is
   * delivered as flowers (the order page then asks for the delivery's date and card). The popup never sets it:
   * none of its rows is such a product (docs/spec-readings.md).
   */
  flower: boolean;
}

/** The flags of a host's (untrusted) cart options: each on only when the options' own key is `true`. */
export function orderFlags(options: unknown): OrderFlags {
  const on = (key: string) =>
    !!options &&
    typeof options === 'object' &&
    Object.prototype.hasOwnProperty.call(options, key) &&
    (options as Record<string, unknown>)[key] === true;
  return { separQty: on('separQty'), flower: on('flower') };
}
