import type { CartItem } from './cartLine';
import type { CartCode } from './memberRoutes';
import type { Env } from './types';

/**
 * A partner page's cart action continues on the shop's own origin (contract §6, docs/partners.md): where it goes and
 * what the partner page says meanwhile. Only the cart flow needs it.
 */

/** The most items one hand-off carries (a URL stays well under 2,000 characters). */
export const HANDOFF_MAX_ITEMS = 20;

/**
 * Where a cart action on a partner page continues: the shop's hand-off page on its `ord` host,
 * `/ORD/cart/handoff?spbkDvsnCode={code}&items={saleCmdtid}*{qty},…[&partner={id}]`. The shop reads the items
 * from its own catalogue (names and prices in the URL would be the partner page's word) and adds them with its own
 * cookies once the shopper confirms there. Returns the URL (null when no item can travel), the items it carries, and
 * the sale ids left out: one that is not a plain token (letters, digits, `_`, `-`; up to 40), or past the first
 * HANDOFF_MAX_ITEMS.
 */
export function handoffUrl<T extends CartItem>(
  env: Env,
  code: CartCode,
  items: readonly T[],
  partner: string | null,
): { url: string | null; items: T[]; left: string[] } {
  const carried: T[] = [];
  const left: string[] = [];
  for (const i of items)
    if (/^[A-Za-z0-9_-]{1,40}$/.test(i.saleCmdtid) && carried.length < HANDOFF_MAX_ITEMS) carried.push(i);
    else left.push(JSON.stringify(String(i.saleCmdtid).slice(0, 50)));
  if (!carried.length) return { url: null, items: carried, left };
  const list = carried.map((i) => i.saleCmdtid + '*' + Math.min(999, Math.max(1, Math.floor(i.ordQty) || 1)));
  const q = new URLSearchParams({ spbkDvsnCode: code, items: list.join(',') });
  // The attribution parameter of the shop's links (core/partner.ts PARTNER_PARAM; not imported: see its comment).
  if (partner) q.set('partner', partner);
  return { url: env.serviceHosts.ord + '/ORD/cart/handoff?' + q.toString(), items: carried, left };
}

/** What the partner page says when a cart action continues on the shop (not in the spec: the project's words). */
export const HANDOFF_MESSAGES: Readonly<Record<CartCode, string>> = {
  '001': '새 창에서 쇼핑몰로 이동해 바로구매를 진행합니다.',
  '002': '새 창에서 쇼핑몰로 이동해 장바구니에 담습니다.',
  '003': '새 창에서 쇼핑몰로 이동해 선물하기를 진행합니다.',
  '004': '새 창에서 쇼핑몰로 이동해 주문을 진행합니다.',
  '005': '새 창에서 쇼핑몰로 이동해 주문을 진행합니다.',
};
/** When the browser blocked the new window: a prompt whose button is the shopper's own click. */
export const HANDOFF_BLOCKED = '새 창이 열리지 않았습니다.\n쇼핑몰로 이동해 이어서 진행하시겠습니까?';
export const HANDOFF_CONFIRM_LABEL = '쇼핑몰로 이동';
