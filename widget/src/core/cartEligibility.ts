import { isAdultOnly, isEbook, isFreeEbook } from './productKind';
import type { Product } from './types';

/** A product on its way to the cart: the fields the rules read. */
export type CartCandidate = Pick<Product, 'type' | 'limitAge' | 'classCode' | 'salePrice' | 'groupCode'>;

export interface Viewer {
  signedIn: boolean;
  /** Has the `adult` role (identity verified). */
  adult: boolean;
}

export const CART_MESSAGES = {
  empty: '선택된 상품이 없습니다.',
  adultLogin: '청소년 유해상품으로 19세 이상만 구매할 수 있습니다.\n로그인 후 성인 인증을 해 주세요.',
  adultVerify: '19세 이상 구매 가능한 상품입니다.\n본인인증 후 이용해 주세요.',
  options: '옵션 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?',
  episodes: '회차 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?',
  unavailable: '장바구니에 담을 수 없는 상품입니다.',
  loginFirst: '로그인이 필요한 서비스입니다.\n로그인 페이지로 이동하시겠습니까?',
} as const;

export type Eligibility =
  | { kind: 'ok' }
  | { kind: 'empty'; message: string }
  | { kind: 'login'; message: string; confirmLabel: '로그인'; index: number }
  | { kind: 'verify'; message: string; confirmLabel: '본인인증'; index: number }
  | { kind: 'options' | 'episodes'; message: string; confirmLabel: '상세보기'; index: number }
  | { kind: 'unavailable'; message: string; index: number };

/**
 * Types that need options chosen on their detail page: the spec's music album, DVD, gift and e-book demo, and the
 * option product `OPT` (its options are what it sells: reading in docs/spec-readings.md); a combined product only
 * with class code 2.
 */
const OPTION_TYPES = ['MUC', 'DVD', 'GFT', 'DUM', 'OPT'];
/** Types that can never go into the cart (reading in docs/spec-readings.md). */
const NOT_ADDABLE = ['FUD', 'GFC', 'CUL', 'CAS', 'EVENT'];

/**
 * An e-book sold by episode: its class code padded to 6 digits with 9s is 710000–999999. Not a subscription
 * (SAM): it is bought whole, by quick order 005.
 */
export function needsEpisodes(p: CartCandidate): boolean {
  if (!isEbook(p) || p.type === 'SAM' || !/^\d{1,6}$/.test(p.classCode)) return false;
  return Number(p.classCode.padEnd(6, '9')) >= 710000;
}

/** Why one product can't be added as it is, or null when it can. */
function blocker(p: CartCandidate): 'options' | 'episodes' | 'unavailable' | null {
  if (OPTION_TYPES.indexOf(p.type) >= 0 || (p.type === 'CMB' && p.classCode === '2')) return 'options';
  if (needsEpisodes(p)) return 'episodes';
  if (NOT_ADDABLE.indexOf(p.type) >= 0 || isFreeEbook(p) || !p.type) return 'unavailable';
  return null;
}

/**
 * May these products go into the cart (spec §5)? Nothing selected → `선택된 상품이 없습니다.`; an adult-only item
 * (limit age 19) for an anonymous shopper → log in with adult verification, for a signed-in shopper without the
 * adult role → identity verification; then, product by product, options needed (music album, DVD, gift, e-book
 * demo, option product, combined product with class code 2) or episodes needed → offer the detail page; other non-addable types
 * → cannot be put in the cart. `index` names the product that decided.
 */
export function cartEligibility(items: readonly CartCandidate[], viewer: Viewer): Eligibility {
  if (!items.length) return { kind: 'empty', message: CART_MESSAGES.empty };
  const adultAt = items.findIndex(isAdultOnly);
  if (adultAt >= 0 && !viewer.signedIn)
    return { kind: 'login', message: CART_MESSAGES.adultLogin, confirmLabel: '로그인', index: adultAt };
  if (adultAt >= 0 && !viewer.adult)
    return { kind: 'verify', message: CART_MESSAGES.adultVerify, confirmLabel: '본인인증', index: adultAt };
  for (let i = 0; i < items.length; i++) {
    const why = blocker(items[i]);
    if (why === 'unavailable') return { kind: why, message: CART_MESSAGES.unavailable, index: i };
    if (why) return { kind: why, message: CART_MESSAGES[why], confirmLabel: '상세보기', index: i };
  }
  return { kind: 'ok' };
}

/** Types whose direct cart button is hidden (spec §5), and products the rules never let in. */
const NO_BUTTON = ['FUD', 'GFC', 'MUC', 'DVD', 'CUL', 'SAM', 'POD'];

/** Does a product row show its add-to-cart button? Hidden for FUD, GFC, MUC, DVD, CUL, SAM, POD, free e-books. */
export function showsCartButton(p: CartCandidate): boolean {
  return NO_BUTTON.indexOf(p.type) < 0 && !isFreeEbook(p) && blocker(p) !== 'unavailable';
}
