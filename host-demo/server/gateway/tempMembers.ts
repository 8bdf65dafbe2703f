import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TEMP_MEMBER_COOKIE, TEMP_MEMBER_COOKIE_HOURS } from '../../../widget/src/core/recentSearches';

/**
 * Temporary member numbers (the anonymous cart's owner) issued by the server: `t` + 16 random hex digits, `-`, and
 * 32 hex digits of an HMAC over them. They fit the widget's own shape (8–64 letters, digits or `-`), so the widget
 * keeps using the one the shop's pages set; a number the server did not sign owns no cart.
 *
 * Issue 38: the signature proves the shop issued a number, not to whom: a sibling subdomain can toss a number the
 * shop issued to the attacker into the shared `sp_tmpr_mmbr_num` (`Domain=` the parent). So the owner of an
 * anonymous cart is only the owner cookie (`ownerCookieName`), which a sibling cannot set, and only when exactly one
 * arrives; the readable number and the body's `tmprMmbrNum` own nothing by themselves.
 */
export function tempMembers(secret: Buffer) {
  const sign = (nonce: string) =>
    createHmac('sha256', secret)
      .update('tmpr:' + nonce)
      .digest('hex')
      .slice(0, 32);
  const valid = (value: unknown): value is string => {
    if (typeof value !== 'string') return false;
    const m = /^(t[0-9a-f]{16})-([0-9a-f]{32})$/.exec(value);
    return !!m && timingSafeEqual(Buffer.from(m[2]), Buffer.from(sign(m[1])));
  };
  return {
    issue(): string {
      const nonce = 't' + randomBytes(8).toString('hex');
      return nonce + '-' + sign(nonce);
    },
    valid,
    /**
     * The anonymous cart's owner from the owner cookie's values as sent: the number when exactly one arrives and the
     * server signed it; none, or two (one a sibling's `Domain=` cookie of the same name), is no owner.
     */
    owner: (values: readonly string[]): string | null => (values.length === 1 && valid(values[0]) ? values[0] : null),
  };
}
export type TempMembers = ReturnType<typeof tempMembers>;

/**
 * The owner cookie's name on the site `origin`. On https it is `__Host-…`: the browser takes it only `Secure`,
 * `Path=/` and without `Domain`, so no other host (a sibling subdomain included) can set or shadow it. Browsers
 * refuse `Secure` cookies from plain-HTTP hosts (Chromium excepts only loopback names, not a `*.shop.test` mapped to
 * loopback), so the demo on http uses a host-only cookie without the prefix: a sibling can't set that one either,
 * only add a `Domain=` one of the same name, which makes two and so no owner (`owner`).
 */
export const ownerCookieName = (origin: string): string =>
  origin.startsWith('https:') ? '__Host-sp_tmpr_owner' : 'sp_tmpr_owner';

/**
 * The `Set-Cookie` lines that hand the shopper a temporary member number on the site `origin`: the owner cookie
 * (HttpOnly: the gateway's alone) and the readable `sp_tmpr_mmbr_num` the widget sends as `tmprMmbrNum` (contract
 * §4a). Every shop page sets both for an anonymous shopper without an owner, and so does the cart answer that
 * issued one.
 */
export const tempMemberCookies = (value: string, origin: string): string[] => {
  const age = `Path=/; Max-Age=${TEMP_MEMBER_COOKIE_HOURS * 3600}; SameSite=Lax`;
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  return [
    `${ownerCookieName(origin)}=${value}; ${age}; HttpOnly${secure}`,
    `${TEMP_MEMBER_COOKIE}=${value}; ${age}${secure}`,
  ];
};
