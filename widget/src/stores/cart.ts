import { atom } from 'nanostores';
import { trackingItem, type CartLine } from '../core/cartLine';
import { cartResult, type CartResult } from '../core/cartOutcome';
import type { CartCode } from '../core/memberRoutes';
import { TEMP_MEMBER_COOKIE, TEMP_MEMBER_COOKIE_HOURS } from '../core/recentSearches';
import { toJson } from '../core/json';
import type { Gateway } from '../gateway/client';
import { docs, field, LIST_CAPS } from '../gateway/decodeRows';
import type { CookieJar } from '../platform/cookies';
import type { HostEvents } from '../platform/hostEvents';
import { track } from '../platform/hostPage';
import { $session } from './session';

/** The GA4 event of each cart action (contract §3). */
const GA_EVENT: Record<CartCode, string> = {
  '001': 'click_direct_purchase',
  '002': 'add_to_cart',
  '003': 'click_gift_purchase',
  '004': 'add_to_cart',
  '005': 'add_to_cart',
};

/** A temporary member number for an anonymous cart: random, cookie-safe. */
function newMemberNumber(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  let out = 'T';
  for (let i = 0; i < bytes.length; i++) out += bytes[i].toString(16).padStart(2, '0');
  return out;
}

/** The cart entries an add created or updated (`spbkId`), for the order page. */
function entryIds(rows: readonly Record<string, unknown>[]): string[] {
  const ids: string[] = [];
  for (const r of rows) {
    const id = field(r, 'spbkId');
    if (
      (typeof id === 'number' && Number.isInteger(id) && id >= 0) ||
      (typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id))
    )
      ids.push(String(id));
  }
  return ids;
}

/**
 * The `cart/addCartProc` request (spec §7): never a second while one is in flight; an anonymous shopper gets a
 * temporary member number cookie (3 hours, reused until it expires) sent as `tmprMmbrNum`. Every answer
 * dispatches `searchpopup:cart`; an add that went in (INS, UPD) pushes its GA4 event with KRW items.
 * The outcome is the first line's result code: an unusable answer is ERROR, never reported as added.
 */
export function createCart(d: { gateway: Gateway; jar: CookieJar; events: HostEvents; win: Window }) {
  const $busy = atom(false);

  async function send(
    code: CartCode,
    lines: readonly CartLine[],
  ): Promise<{ result: CartResult; ids: string[] } | null> {
    if ($busy.get()) return null;
    $busy.set(true);
    const items = lines.map((l) => ({ ...l.item, spbkDvsnCode: code }));
    let result: CartResult = 'ERROR';
    let ids: string[] = [];
    try {
      let tmpr: string | undefined;
      if (!$session.get().signedIn) {
        tmpr = d.jar.get(TEMP_MEMBER_COOKIE);
        if (!tmpr || !/^[A-Za-z0-9-]{8,64}$/.test(tmpr)) tmpr = newMemberNumber();
        d.jar.set(TEMP_MEMBER_COOKIE, tmpr, TEMP_MEMBER_COOKIE_HOURS / 24);
      }
      const answer = await d.gateway.post(
        'cart/addCartProc',
        toJson({ addCartProcList: items, ...(tmpr ? { tmprMmbrNum: tmpr } : {}) }),
      );
      const rows = docs(answer, 'data', LIST_CAPS.cart);
      result = cartResult(rows[0] && field(rows[0], 'resultCode'));
      ids = entryIds(rows);
    } catch {
      result = 'ERROR';
    } finally {
      $busy.set(false);
    }
    d.events.emit('cart', { code, result, items });
    if (result === 'INS' || result === 'UPD')
      track(d.win, { event: GA_EVENT[code], ecommerce: { currency: 'KRW', items: items.map(trackingItem) } });
    return { result, ids };
  }

  return { $busy, send };
}
export type Cart = ReturnType<typeof createCart>;
