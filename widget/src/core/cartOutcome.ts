import { CART_FAILURE_MESSAGE, cartToastPosition, type ToastPosition } from './cartCodes';

export type { ToastPosition };

/** What the cart gateway answered for an add, or `ERROR` when the call failed or the answer was unusable. */
export type CartResult = 'INS' | 'UPD' | 'OVF' | 'OVK' | 'ERROR';

export const CART_OUTCOME_TEXT = {
  added: '선택한 상품을 장바구니에 담았어요.',
  alreadyIn: '이미 장바구니에 담긴 상품이에요. 수량이 추가되었어요',
  goToCart: '장바구니로 이동하시겠습니까?',
  viewCart: '장바구니 보기',
  overMax: '장바구니 최대 보관 수량(200개)을 초과하여 더 이상 담을 수 없습니다',
  overOrder: '최대 주문가능한 상품수는 100개 입니다.',
  overOrderHint: '100개만 선택하여 주문해 주세요.',
  failure: CART_FAILURE_MESSAGE,
} as const;

export type CartOutcome =
  | { kind: 'toast'; message: string; position: ToastPosition; link?: { label: string; path: string } }
  | { kind: 'confirm'; message: string; confirmLabel: string; path: string }
  | { kind: 'alert'; message: string };

/** The `resultCode` of a cart answer; anything unknown is a failure, never reported as added. */
export function cartResult(code: unknown): CartResult {
  return code === 'INS' || code === 'UPD' || code === 'OVF' || code === 'OVK' ? code : 'ERROR';
}

/**
 * What the shopper is shown after an add (spec §8): INS a toast with the added message and a `장바구니 보기`
 * link; UPD asks `장바구니로 이동하시겠습니까?` under `이미 장바구니에 담긴 상품이에요. 수량이 추가되었어요` (for e-books,
 * which have no quantity, the added message) with the `장바구니 보기` button; OVF and OVK an alert with their
 * texts; a failure the failure toast. Toasts sit in the middle on desktop and at the bottom on mobile.
 */
export function cartOutcome(result: CartResult, context: { ebook: boolean; mobile: boolean }): CartOutcome {
  const position = cartToastPosition(context.mobile);
  const t = CART_OUTCOME_TEXT;
  switch (result) {
    case 'INS':
      return { kind: 'toast', message: t.added, position, link: { label: t.viewCart, path: '/ORD/cart' } };
    case 'UPD':
      return {
        kind: 'confirm',
        message: (context.ebook ? t.added : t.alreadyIn) + '\n' + t.goToCart,
        confirmLabel: t.viewCart,
        path: '/ORD/cart',
      };
    case 'OVF':
      return { kind: 'alert', message: t.overMax };
    case 'OVK':
      return { kind: 'alert', message: t.overOrder + '\n' + t.overOrderHint };
    default:
      return { kind: 'toast', message: t.failure, position };
  }
}
