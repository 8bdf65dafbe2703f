import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ORDER_PAGES, type CartCode } from '../../widget/src/core/memberRoutes';
import { HANDOFF_MAX_ITEMS } from '../../widget/src/core/handoff';
import { PARTNER_PARAM } from '../../widget/src/core/partner';
import type { CatalogueProduct } from './catalogue';
import type { Shop } from './shop';
import type { HandoffNonceStore } from './store/types';

/**
 * The shop's side of a partner page's cart action (docs/partners.md, "The cart on a partner page"). The widget on a
 * partner's origin opens `/ORD/cart/handoff?spbkDvsnCode=…&items={saleId}*{qty},…[&partner=…]` in a new window: a
 * top-level page of the shop, where the shop's own cookies are first-party in every browser.
 *
 * - The GET only shows what would be added, read from the shop's catalogue (the URL names ids and quantities, never
 *   names or prices), behind the sign-in that buy-now and gift need and the adult check adult-only items need. It
 *   changes nothing: a link any site can make adds nothing to anyone's cart.
 * - Its form carries a **signed, single-use** token of exactly what was shown, for this shopper (the cart's owner),
 *   valid for 15 minutes. The POST takes it only from the shop's own page (the write check: `Origin` and
 *   `Sec-Fetch-Site`), verifies it, spends it (a reload or a replay adds nothing twice), adds the items and goes on
 *   to the cart or the order page: fixed paths of this site, never a URL from the request (no open redirect).
 */

export const HANDOFF_PATH = '/ORD/cart/handoff';
const CODES: readonly string[] = ['001', '002', '003', '004', '005'];
/** How long a shown hand-off may be confirmed. */
export const HANDOFF_TTL_MS = 15 * 60 * 1000;

export interface HandoffRequest {
  code: CartCode;
  items: { product: CatalogueProduct; qty: number }[];
  partner: string | null;
}

/** The hand-off page's query, read against the catalogue; a message saying what is wrong otherwise. */
export function readHandoff(params: URLSearchParams, shop: Shop): HandoffRequest | { error: string } {
  const code = params.get('spbkDvsnCode') ?? '002';
  if (!CODES.includes(code)) return { error: 'spbkDvsnCode must be 001-005' };
  const raw = (params.get('items') ?? '').split(',').filter(Boolean);
  if (!raw.length || raw.length > HANDOFF_MAX_ITEMS)
    return { error: `items must name 1-${HANDOFF_MAX_ITEMS} products` };
  const items: HandoffRequest['items'] = [];
  for (const entry of raw) {
    const m = /^([A-Za-z0-9_-]{1,40})\*([1-9]\d{0,2})$/.exec(entry);
    const product = m && shop.bySaleId.get(m[1]);
    if (!m || !product) return { error: 'items: ' + entry.slice(0, 50) + ' is not a product of this shop' };
    items.push({ product, qty: Number(m[2]) });
  }
  const p = params.get(PARTNER_PARAM);
  const partner = p && /^[\w.-]{1,64}$/.test(p) ? p : null;
  return { code: code as CartCode, items, partner };
}

/**
 * Who opened the hand-off page, as the browser tells it (issue 52). Any site can link to it with any items and
 * partner id, and a page that focused its button took a held Enter key for the shopper's confirmation. `null` when
 * the shop itself opened it (`Sec-Fetch-Site: same-origin`), the shopper did (`none`: a typed address, a bookmark)
 * or a listed partner did (its origin in `Referer`, which the widget's `window.open` sends under the default
 * referrer policy): the page as it was. Otherwise `{ from }`, the other site's origin when `Referer` names one: the
 * page says what its button does and focuses nothing. A request that tells nothing (an old browser, a partner page
 * with `Referrer-Policy: no-referrer`) counts as another site's; the page still works, with a click.
 */
export function handoffOpener(
  { site, referer }: { site: string | undefined; referer: string | undefined },
  shopOrigin: string,
  partners: readonly string[],
): { from: string | null } | null {
  if (site === 'same-origin' || site === 'none') return null;
  const origin = referer ? URL.parse(referer)?.origin : undefined;
  const from = origin && origin !== 'null' ? origin : null;
  if (from && (from === shopOrigin || partners.includes(from))) return null;
  return { from };
}

interface Payload {
  /** cart action code */
  c: string;
  /** [saleId, qty] */
  i: [string, number][];
  /** partner id */
  p: string | null;
  /** the cart's owner (`member:…` or `tmpr:…`) */
  o: string;
  /** single-use nonce */
  n: string;
  /** expiry, ms since the epoch */
  e: number;
}

/**
 * Signed, single-use hand-off tokens. The spent nonces live in the store (`nonces`: ./store/types.ts), so a token
 * confirmed on one gateway process is spent on every other.
 */
export function handoffTokens(secret: Buffer, nonces: HandoffNonceStore, now: () => number = Date.now) {
  const mac = (body: string) =>
    createHmac('sha256', secret)
      .update('handoff:' + body)
      .digest('base64url');
  return {
    issue(req: HandoffRequest, owner: string): string {
      const payload: Payload = {
        c: req.code,
        i: req.items.map((x) => [x.product.sale_CMDTID, x.qty]),
        p: req.partner,
        o: owner,
        n: randomBytes(16).toString('base64url'),
        e: now() + HANDOFF_TTL_MS,
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return body + '.' + mac(body);
    },
    /**
     * The token's payload, spent now; why not otherwise. `admit` is asked last, with the token's item count (the
     * cart rows' quota, issue 52): a refused token is not spent, so the shopper's next press can go.
     */
    async redeem(
      token: string | null,
      owner: string,
      admit: (rows: number) => Promise<boolean> = async () => true,
    ): Promise<Payload | { error: 'invalid' | 'expired' | 'owner' | 'quota' } | { error: 'spent'; next?: string }> {
      const [body, sig] = (token ?? '').split('.');
      if (!body || !sig) return { error: 'invalid' };
      const want = Buffer.from(mac(body));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return { error: 'invalid' };
      let p: Payload;
      try {
        p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      } catch {
        return { error: 'invalid' };
      }
      if (p.e < now()) return { error: 'expired' };
      if (p.o !== owner) return { error: 'owner' };
      const was = await nonces.spent(p.n);
      // Only its own shopper learns where a spent token went.
      if (was) return { error: 'spent', next: was.owner === owner ? was.next : undefined };
      if (!(await admit(p.i.length))) return { error: 'quota' };
      const spent = await nonces.spend(p.n, owner, p.e);
      if (spent === 'full') return { error: 'quota' };
      // Another process (or a second press) spent it between the look and the spend.
      if (spent === 'spent') return { error: 'spent' };
      return p;
    },
    /** Where a redeemed token's confirmation went (a replay by the same shopper goes there too). */
    went: (nonce: string, next: string) => nonces.went(nonce, next),
  };
}

/**
 * Where a confirmed hand-off goes: the cart (002), or the action's order page with the lines just added. The cart
 * says the outcome (`added=`: the worst of the lines' results, OVF/OVK over UPD over INS); an order action whose
 * lines did not all go in goes to the cart with that outcome, not to an order page with nothing on it.
 */
export function handoffNext(code: string, spbkIds: number[], results: readonly string[]): string {
  const q = new URLSearchParams({ spbkDvsnCode: code });
  const result = ['OVK', 'OVF', 'UPD', 'INS'].find((r) => results.includes(r)) ?? 'INS';
  if (code === '002' || result === 'OVF' || result === 'OVK' || spbkIds.length < results.length)
    return '/ORD/cart?' + new URLSearchParams({ added: result }).toString();
  if (spbkIds.length) q.set('spbkIds', spbkIds.join(','));
  if (code === '005') q.set('isSam', 'Y');
  return ORDER_PAGES[code as CartCode] + '?' + q.toString();
}
