import { CART_FAILURE_MESSAGE, cartToastPosition } from '../core/cartBasics';
import type { CartCode } from '../core/memberRoutes';
import type { Product } from '../core/types';
import type { CartOutcome } from '../public';
import type { CartFlow, CartFlowDeps } from './cartFlow';

/**
 * The cart flow, loaded on first need (a separate chunk; this handle comes with the later chunk). `preload()`
 * warms it when the pointer reaches a cart button; a chunk that fails to load shows the cart failure
 * toast, resolves ERROR, and is tried again on the next action.
 */
export function createCartActions(deps: CartFlowDeps) {
  let flow: Promise<CartFlow> | undefined;
  const load = () =>
    (flow ??= import('./cartFlow').then(
      (m) => m.createCartFlow(deps),
      (e) => {
        flow = undefined;
        throw e;
      },
    ));
  const run = (go: (f: CartFlow) => Promise<CartOutcome>): Promise<CartOutcome> =>
    load().then(go, (e: Error) => {
      console.error('SearchPopup: the cart code could not load (' + (e && e.message) + ')');
      deps.toasts.show({ message: CART_FAILURE_MESSAGE, position: cartToastPosition(deps.mobile) });
      return { result: 'ERROR' };
    });
  return {
    preload: () => void load().catch(() => {}),
    products: (code: CartCode, products: readonly Product[]) => run((f) => f.products(code, products)),
    host: (code: unknown, items: unknown) => run((f) => f.host(code, items)),
  };
}
export type CartActions = ReturnType<typeof createCartActions>;
