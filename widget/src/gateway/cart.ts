import type { CartItem } from '../core/cartLine';
import { cartResult, type CartResult } from '../core/cartOutcome';
import type { CartCode } from '../core/memberRoutes';
import { toJson } from '../core/json';
import { thenSafe } from '../core/thenSafe';
import type { Gateway } from './client';
import { docs, field, LIST_CAPS, type Rec } from './decodeRows';

/** The cart entries an add created or updated (`spbkId`), for the order page. */
function entryIds(rows: readonly Rec[]): string[] {
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

/** A cart item as sent: the item with the cart action's code. */
type SentCartItem = CartItem & { spbkDvsnCode: CartCode };

/**
 * The cart call (contract §5, spec §7): `cart/addCartProc` with the items and, for an anonymous shopper, the
 * temporary member number (`tmprMmbrNum`). The outcome is the first line's result code (an unusable answer is
 * ERROR, never reported as added) and the ids of the entries it made; a failed call rejects.
 */
export function cartApi(gateway: Pick<Gateway, 'post'>) {
  return {
    async add(
      items: readonly SentCartItem[],
      tmprMmbrNum?: string,
      separQty = false,
    ): Promise<{ result: CartResult; ids: string[] }> {
      const answer = await gateway.post(
        'cart/addCartProc',
        toJson({ addCartProcList: items, ...(separQty ? { separQty } : {}), ...(tmprMmbrNum ? { tmprMmbrNum } : {}) }),
      );
      const rows = docs(answer, 'data', LIST_CAPS.cart);
      // Marked (core/thenSafe.ts): on a page with a `then` on Object.prototype the add's outcome must still arrive.
      return thenSafe({ result: cartResult(rows[0] && field(rows[0], 'resultCode')), ids: entryIds(rows) });
    },
  };
}
