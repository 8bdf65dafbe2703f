/**
 * The cart action codes (contract §2): 001 buy now, 002 cart, 003 present, 004 quick order, 005 quick order of
 * an e-book subscription, and the cart failure toast: what the cart handle (stores/cartActions.ts) needs before
 * the cart flow (stores/cartFlow.ts) is there.
 */
export type CartCode = '001' | '002' | '003' | '004' | '005';
export const CART_CODES: readonly CartCode[] = ['001', '002', '003', '004', '005'];

/** Where toasts sit. */
export type ToastPosition = 'top' | 'bottom' | 'center';

/** The cart failure toast (spec §8): also shown when the cart flow itself could not load. */
export const CART_FAILURE_MESSAGE = '문제가 발생하였습니다.\n다시 시도해주세요.';

/** Cart toasts sit in the middle on desktop and at the bottom on mobile. */
export const cartToastPosition = (mobile: boolean): ToastPosition => (mobile ? 'bottom' : 'center');
