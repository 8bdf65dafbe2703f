import { atom } from 'nanostores';
import { anonymousOwner } from '../core/anonymousOwner';
import { trackingItem, type CartLine } from '../core/cartLine';
import type { CartResult } from '../core/cartOutcome';
import type { CartCode } from '../core/memberRoutes';
import { TEMP_MEMBER_COOKIE, TEMP_MEMBER_COOKIE_HOURS } from '../core/recentSearches';
import { thenSafe } from '../core/thenSafe';
import { cartApi } from '../gateway/cart';
import type { Gateway } from '../gateway/client';
import type { CookieJar } from '../platform/cookies';
import type { HostEvents } from '../platform/hostEvents';
import { track } from '../platform/hostPage';
import type { SessionStore } from './session';

/** The GA4 event of each cart action (contract §3). */
const GA_EVENT: Record<CartCode, string> = {
  '001': 'click_direct_purchase',
  '002': 'add_to_cart',
  '003': 'click_gift_purchase',
  '004': 'add_to_cart',
  '005': 'add_to_cart',
};

/** A temporary member number for an anonymous cart: random, cookie-safe. */
function newMemberNumber(random: (n: number) => Uint8Array): string {
  const bytes = random(12);
  let out = 'T';
  for (let i = 0; i < bytes.length; i++) out += bytes[i].toString(16).padStart(2, '0');
  return out;
}

/**
 * Sending a cart action (spec §7, the call itself: gateway/cart.ts): never a second while one is in flight; an
 * anonymous shopper's temporary member number goes with it, by core/anonymousOwner.ts: the one cookie the shop set,
 * as it is; a number of the widget's own (a 3-hour cookie) when there is none; none at all when the cookie is
 * ambiguous (two of them: a sibling subdomain's beside the shop's), which the widget then never rewrites. Every
 * answer dispatches `searchpopup:cart`; an add that went in (INS, UPD) pushes its GA4 event with KRW items.
 */
export interface CartDeps {
  gateway: Gateway;
  jar: CookieJar;
  events: HostEvents;
  win: Window;
  /** The shopper: signed in, adult. */
  session: Pick<SessionStore, '$session'>;
  /** `n` random bytes (platform/random.ts: the anonymous cart's member number). */
  random: (n: number) => Uint8Array;
  /** A partner page's attribution id: the GA4 items' `affiliation`, and what a hand-off carries. */
  partner?: string | null;
}

export function createCart(d: CartDeps) {
  const $busy = atom(false);
  const api = cartApi(d.gateway);

  async function send(
    code: CartCode,
    lines: readonly CartLine[],
    /** Each quantity a separate line (a host's `cart(…, { separQty: true })`). */
    separQty = false,
  ): Promise<{ result: CartResult; ids: string[] } | null> {
    if ($busy.get()) return null;
    $busy.set(true);
    const items = lines.map((l) => ({ ...l.item, spbkDvsnCode: code }));
    let result: CartResult = 'ERROR';
    let ids: string[] = [];
    try {
      let tmpr: string | undefined;
      if (!d.session.$session.get().signedIn) {
        const found = anonymousOwner(d.jar.all(TEMP_MEMBER_COOKIE));
        if (found === 'new')
          d.jar.set(TEMP_MEMBER_COOKIE, (tmpr = newMemberNumber(d.random)), TEMP_MEMBER_COOKIE_HOURS / 24);
        else tmpr = found ?? undefined;
      }
      ({ result, ids } = await api.add(items, tmpr, separQty));
    } catch {
      result = 'ERROR';
    } finally {
      $busy.set(false);
    }
    d.events.emit('cart', { code, result, items });
    if (result === 'INS' || result === 'UPD')
      track(
        d.win,
        { event: GA_EVENT[code], ecommerce: { currency: 'KRW', items: items.map(trackingItem) } },
        d.partner,
      );
    // Marked: a page's `then` on Object.prototype would hold the flow before its toast (core/thenSafe.ts).
    return thenSafe({ result, ids });
  }

  return { $busy, send };
}
