import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValues } from './cookies';
import { TEMP_MEMBER_COOKIE, TEMP_MEMBER_COOKIE_HOURS } from '../../../widget/src/core/recentSearches';

/**
 * Temporary member numbers (the anonymous cart's owner) issued by the server: `t` + 16 random hex digits, `-`, and
 * 32 hex digits of an HMAC over them. They fit the widget's own shape (8–64 letters, digits or `-`), so the widget
 * keeps using the one the shop's pages set; a number the server did not sign owns no cart.
 *
 * Issue 38: the signature proves the shop issued a number, not to whom: a sibling subdomain can toss a number the
 * shop issued to the attacker into the shared `sp_tmpr_mmbr_num` (`Domain=` the parent). So the owner of an
 * anonymous cart is only the owner cookie (`ownerCookieName`), which a sibling cannot set for another shopper (on
 * https by its name, on http by its value's binding to the client: `ownersIn`), and only when exactly one arrives;
 * the readable number and the body's `tmprMmbrNum` own nothing by themselves.
 */
export function tempMembers(secret: Buffer) {
  const hmac = (data: string) => createHmac('sha256', secret).update(data).digest('hex').slice(0, 32);
  const sign = (nonce: string) => hmac('tmpr:' + nonce);
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const valid = (value: unknown): value is string => {
    if (typeof value !== 'string') return false;
    const m = /^(t[0-9a-f]{16})-([0-9a-f]{32})$/.exec(value);
    return !!m && same(m[2], sign(m[1]));
  };
  /** The owner cookie's value on plain http: the number and an HMAC over it and the client it was issued to. */
  const bound = (number: string, client: string) => number + '.' + hmac('owner:' + number + ' ' + client);
  return {
    issue(): string {
      const nonce = 't' + randomBytes(8).toString('hex');
      return nonce + '-' + sign(nonce);
    },
    valid,
    /**
     * The anonymous cart's owner from the owner cookies' numbers (`ownersIn`): the number when exactly one arrives
     * and the server signed it; none, or two (one a sibling's `Domain=` cookie of the same name), is no owner.
     */
    owner: (values: readonly string[]): string | null => (values.length === 1 && valid(values[0]) ? values[0] : null),
    /**
     * The signed numbers the owner cookies of a `Cookie` header name for the client `client` (`clientOf`: an IPv4
     * address or an IPv6 /64) on the site `origin`, in the order sent (`owner` then takes exactly one). On https the
     * cookie is `__Host-sp_tmpr_owner`, which no other host can set, and holds the number. On plain http no name is
     * safe from a sibling subdomain: it can toss a `Domain=` cookie of the same name, and a fresh visitor has no
     * cookie of the shop's beside it to make two. There the value is the number bound by an HMAC to the client it
     * was issued to, and only a value bound to this client counts: a number issued to the attacker's address names
     * nothing from the victim's (issue 52).
     */
    ownersIn(header: string | undefined, origin: string, client: string): string[] {
      const values = cookieValues(header, ownerCookieName(origin));
      if (isHttps(origin)) return values.filter(valid);
      const out: string[] = [];
      for (const value of values) {
        const number = /^(t[0-9a-f]{16}-[0-9a-f]{32})\.[0-9a-f]{32}$/.exec(value)?.[1];
        if (number && valid(number) && same(value, bound(number, client))) out.push(number);
      }
      return out;
    },
    /**
     * The `Set-Cookie` lines that hand the shopper (the client `client`) the temporary member number `number` on the
     * site `origin`: the owner cookie (HttpOnly: the gateway's alone; on http bound to the client, `ownersIn`) and the
     * readable `sp_tmpr_mmbr_num` the widget sends as `tmprMmbrNum` (contract §4a). Every shop page sets both for an
     * anonymous shopper without an owner, and so does the cart answer that issued one.
     */
    cookies(number: string, origin: string, client: string): string[] {
      const age = `Path=/; Max-Age=${TEMP_MEMBER_COOKIE_HOURS * 3600}; SameSite=Lax`;
      const secure = isHttps(origin) ? '; Secure' : '';
      return [
        `${ownerCookieName(origin)}=${isHttps(origin) ? number : bound(number, client)}; ${age}; HttpOnly${secure}`,
        `${TEMP_MEMBER_COOKIE}=${number}; ${age}${secure}`,
      ];
    },
  };
}
export type TempMembers = ReturnType<typeof tempMembers>;

const isHttps = (origin: string) => origin.startsWith('https:');

/**
 * The owner cookie's name on the site `origin`. On https it is `__Host-…`: the browser takes it only `Secure`,
 * `Path=/` and without `Domain`, so no other host (a sibling subdomain included) can set or shadow it. Browsers
 * refuse `Secure` cookies from plain-HTTP hosts (Chromium excepts only loopback names, not a `*.shop.test` mapped to
 * loopback), so the demo on http uses a host-only cookie without the prefix, whose value is bound to the client
 * (`ownersIn`): a sibling can toss a cookie of that name, not one bound to the victim's address.
 */
const ownerCookieName = (origin: string): string => (isHttps(origin) ? '__Host-sp_tmpr_owner' : 'sp_tmpr_owner');
