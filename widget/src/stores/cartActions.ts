import { CART_FAILURE_MESSAGE, cartToastPosition } from '../core/cartCodes';
import type { CartCode } from '../core/memberRoutes';
import { thenSafe } from '../core/thenSafe';
import type { Product } from '../core/types';
import type { CartOutcome } from '../public';
import type { CartFlowDeps } from './cartFlow';
import type { LazyModule } from './lazyModule';

/** The cart flow's module, fetched on its own (made in entries/lazyParts.ts). */
export type CartChunk = LazyModule<typeof import('./cartFlow')>;

/**
 * The cart handle: the flow is made from its chunk on the first action. `preload()` warms the chunk when the
 * pointer reaches a cart button; a chunk that fails to load shows the cart failure toast, resolves ERROR, and is
 * tried again on the next action.
 */
/** `acted`: the popup's own cart button was pressed (analytics count what it showed as seen: stores/analytics.ts). */
export function createCartActions(chunk: CartChunk, deps: CartFlowDeps, acted: () => void = () => {}) {
  let flow: ReturnType<typeof import('./cartFlow').createCartFlow> | undefined;
  const run = (go: (f: NonNullable<typeof flow>) => Promise<CartOutcome>): Promise<CartOutcome> =>
    chunk.need().then(
      (m) => go((flow ??= m.createCartFlow(deps))),
      (e: Error) => {
        console.error('SearchPopup: the cart code could not load (' + (e && e.message) + ')');
        deps.toasts.show({ message: CART_FAILURE_MESSAGE, position: cartToastPosition(deps.mobile) });
        return thenSafe({ result: 'ERROR' });
      },
    );
  return {
    preload: () => void chunk.need().catch(() => {}),
    products: (code: CartCode, products: readonly Product[]) => {
      acted();
      return run((f) => f.products(code, products));
    },
    host: (code: unknown, items: unknown, options?: unknown) => run((f) => f.host(code, items, options)),
    /** `Instance.track` (stores/cartFlow.ts): nothing is shown when the chunk can't load. */
    track: (event: unknown, items: unknown, options?: unknown) =>
      void chunk.need().then(
        (m) => (flow ??= m.createCartFlow(deps)).track(event, items, options),
        () => {},
      ),
  };
}
export type CartActions = ReturnType<typeof createCartActions>;
