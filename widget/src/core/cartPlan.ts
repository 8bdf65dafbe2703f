import { cartEligibility, CART_MESSAGES, type Viewer } from './cartEligibility';
import type { CartLine } from './cartLine';
import { cartOutcome, type CartOutcome, type CartResult } from './cartOutcome';
import type { CartCode } from './memberRoutes';

/** Where a confirmed prompt leads. */
export type CartDestination =
  { to: 'login'; adult: boolean } | { to: 'verify' } | { to: 'detail'; path: string | null };

/** What a cart action does before any request. */
export type CartPlan =
  | { kind: 'send' }
  | { kind: 'alert'; reason: 'empty' | 'unavailable'; message: string }
  | {
      kind: 'confirm';
      reason: 'login' | 'verify' | 'options' | 'episodes';
      message: string;
      confirmLabel: string;
      go: CartDestination;
    };

/** Buying now and gifting need a signed-in shopper (spec §1, §5); the other actions are cart adds. */
export const LOGIN_CODES: readonly CartCode[] = ['001', '003'];
/** The actions that lead to an order page once the add went in; a plain cart add (002) stays on the page. */
export const ORDER_CODES: readonly CartCode[] = ['001', '003', '004', '005'];

/**
 * Before a cart action (spec §5): the eligibility rules (nothing selected and not addable → an alert; the adult
 * gate → log in with adult verification, or identity verification; options or episodes → the detail page),
 * then buy-now and gift for an anonymous shopper → `로그인이 필요한 서비스입니다.\n로그인 페이지로 이동하시겠습니까?`.
 */
export function cartPlan(code: CartCode, lines: readonly CartLine[], viewer: Viewer): CartPlan {
  const e = cartEligibility(
    lines.map((l) => l.candidate),
    viewer,
  );
  switch (e.kind) {
    case 'empty':
    case 'unavailable':
      return { kind: 'alert', reason: e.kind, message: e.message };
    case 'login':
      return {
        kind: 'confirm',
        reason: 'login',
        message: e.message,
        confirmLabel: e.confirmLabel,
        go: { to: 'login', adult: true },
      };
    case 'verify':
      return {
        kind: 'confirm',
        reason: 'verify',
        message: e.message,
        confirmLabel: e.confirmLabel,
        go: { to: 'verify' },
      };
    case 'options':
    case 'episodes':
      return {
        kind: 'confirm',
        reason: e.kind,
        message: e.message,
        confirmLabel: e.confirmLabel,
        go: { to: 'detail', path: lines[e.index].detailPath },
      };
  }
  if (!viewer.signedIn && LOGIN_CODES.indexOf(code) >= 0) {
    return {
      kind: 'confirm',
      reason: 'login',
      message: CART_MESSAGES.loginFirst,
      confirmLabel: '로그인',
      go: { to: 'login', adult: false },
    };
  }
  return { kind: 'send' };
}

/**
 * After the request: an order action whose add went in (INS, UPD) goes to its order page; everything else shows
 * the spec §8 outcome (core cartOutcome).
 */
export function afterCart(
  code: CartCode,
  result: CartResult,
  context: { ebook: boolean; mobile: boolean },
): { kind: 'order' } | CartOutcome {
  if ((result === 'INS' || result === 'UPD') && ORDER_CODES.indexOf(code) >= 0) return { kind: 'order' };
  return cartOutcome(result, context);
}
