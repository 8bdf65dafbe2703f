import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TEMP_MEMBER_COOKIE, TEMP_MEMBER_COOKIE_HOURS } from '../../../widget/src/core/recentSearches';

/**
 * Temporary member numbers (the anonymous cart's owner) issued by the server: `t` + 16 random hex digits, `-`, and
 * 32 hex digits of an HMAC over them. They fit the widget's own shape (8–64 letters, digits or `-`), so the widget
 * keeps using the one the shop's pages set; a number the server did not sign owns no cart.
 */
export function tempMembers(secret: Buffer) {
  const sign = (nonce: string) =>
    createHmac('sha256', secret)
      .update('tmpr:' + nonce)
      .digest('hex')
      .slice(0, 32);
  return {
    issue(): string {
      const nonce = 't' + randomBytes(8).toString('hex');
      return nonce + '-' + sign(nonce);
    },
    valid(value: unknown): value is string {
      if (typeof value !== 'string') return false;
      const m = /^(t[0-9a-f]{16})-([0-9a-f]{32})$/.exec(value);
      return !!m && timingSafeEqual(Buffer.from(m[2]), Buffer.from(sign(m[1])));
    },
  };
}
export type TempMembers = ReturnType<typeof tempMembers>;

/**
 * The `Set-Cookie` line that hands the shopper a temporary member number: every shop page sets one for an anonymous
 * shopper without a valid one, and the gateway's cart answer sets the one it issued (the widget reads it back).
 */
export const tempMemberCookie = (value: string) =>
  `${TEMP_MEMBER_COOKIE}=${value}; Path=/; Max-Age=${TEMP_MEMBER_COOKIE_HOURS * 3600}; SameSite=Lax`;
