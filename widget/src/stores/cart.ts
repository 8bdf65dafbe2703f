import { atom } from 'nanostores';
import { cartEligibility, type Eligibility } from '../core/cartEligibility';
import { cartOutcome, cartResult, type CartOutcome, type CartResult } from '../core/cartOutcome';
import type { CartCode } from '../core/memberRoutes';
import { isAdultOnly, isEbook } from '../core/productKind';
import { TEMP_MEMBER_COOKIE, TEMP_MEMBER_COOKIE_HOURS } from '../core/recentSearches';
import { plainName } from '../core/splitMarked';
import type { Product } from '../core/types';
import type { Gateway } from '../gateway/client';
import { docs } from '../gateway/decode';
import type { CookieJar } from '../platform/cookies';
import type { HostEvents } from '../platform/hostEvents';
import { track } from '../platform/hostPage';
import { $session } from './session';

export type CartAttempt =
  | { kind: 'busy' }
  | { kind: 'blocked'; eligibility: Exclude<Eligibility, { kind: 'ok' }> }
  | { kind: 'done'; result: CartResult; outcome: CartOutcome };

const GA_EVENT: Record<CartCode, string> = { '001': 'click_direct_purchase', '002': 'add_to_cart', '003': 'click_gift_purchase', '004': 'add_to_cart', '005': 'add_to_cart' };

/** A temporary member number for an anonymous cart: random, cookie-safe. */
function newMemberNumber(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return 'T' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cart item the gateway takes (contract §5 CartItem). */
const cartItem = (p: Product, code: CartCode) => ({
  ordQty: 1, saleCmdtid: p.saleId, saleCmdtDvsnCode: p.type || 'KOR', saleCmdtGrpDvsnCode: p.groupCode, adult: isAdultOnly(p),
  name: plainName(p.name), price: p.salePrice ?? p.listPrice ?? 0, cmdtClstCode: p.classCode, cmdtCode: p.code, spbkDvsnCode: code,
});

/**
 * Adding to the cart (spec §5–8): the core eligibility rules first (nothing selected, the adult gate, options,
 * episodes, not addable); then one `cart/addCartProc` request, never a second while one is in flight; an
 * anonymous shopper gets a temporary member number cookie (3 hours) sent as `tmprMmbrNum`. The outcome's texts
 * and placement come from the core; every outcome dispatches `searchpopup:cart` and its GA4 event.
 */
export function createCart(d: { gateway: Gateway; jar: CookieJar; events: HostEvents; win: Window; mobile: boolean }) {
  const $busy = atom(false);

  async function add(code: CartCode, products: Product[]): Promise<CartAttempt> {
    if ($busy.get()) return { kind: 'busy' };
    const session = $session.get();
    const eligibility = cartEligibility(products, { signedIn: session.signedIn, adult: !!session.user?.roles.includes('adult') });
    if (eligibility.kind !== 'ok') return { kind: 'blocked', eligibility };
    $busy.set(true);
    const items = products.map((p) => cartItem(p, code));
    let result: CartResult = 'ERROR';
    try {
      let tmpr: string | undefined;
      if (!session.signedIn) {
        tmpr = d.jar.get(TEMP_MEMBER_COOKIE);
        if (!tmpr || !/^[A-Za-z0-9-]{8,64}$/.test(tmpr)) tmpr = newMemberNumber();
        d.jar.set(TEMP_MEMBER_COOKIE, tmpr, TEMP_MEMBER_COOKIE_HOURS / 24);
      }
      const answer = await d.gateway.post('cart/addCartProc', { addCartProcList: items, ...(tmpr ? { tmprMmbrNum: tmpr } : {}) });
      result = cartResult(docs(answer, 'data')[0]?.resultCode);
    } catch {
      result = 'ERROR';
    } finally {
      $busy.set(false);
    }
    d.events.emit('cart', { code, result, items });
    if (result === 'INS' || result === 'UPD') {
      track(d.win, {
        event: GA_EVENT[code],
        ecommerce: { currency: 'KRW', items: items.map((i) => ({ item_id: i.saleCmdtid, item_name: i.name, item_category: i.saleCmdtDvsnCode, item_variant: i.cmdtCode, price: i.price, quantity: i.ordQty })) },
      });
    }
    return { kind: 'done', result, outcome: cartOutcome(result, { ebook: products.every(isEbook), mobile: d.mobile }) };
  }

  return { $busy, add };
}
export type Cart = ReturnType<typeof createCart>;
