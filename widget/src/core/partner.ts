import { GATEWAY_PATHS } from './gatewayPaths';
import type { Env } from './types';
import { kind, own, SERVICE_CODES } from './validateEnv';

/**
 * Partner pages (contract §6, docs/partners.md): a page on an origin other than the shop's. There the shop's cookies
 * are third-party (blocked by default in Firefox and Safari), so reads go out without credentials and a cart action
 * continues on the shop's own origin.
 */

/**
 * The partner keys of a config (contract §6), read when the popup's parts and the gateway client are made (not in the
 * page load): `partner`, an attribution id that travels on links, so only a plain token (letters, digits, `_`, `-`,
 * `.`; 1–64) is taken; `cdnBase`, a string. A value of the wrong shape is left out with a warning.
 */
export function readPartnerKeys(raw: unknown): { partner: string | null; cdnBase: string | null; warnings: string[] } {
  const warnings: string[] = [];
  const str = (key: string, ok: RegExp, expected: string): string | null => {
    const v = own(raw, key);
    if (v == null) return null;
    if (typeof v === 'string' && ok.test(v.trim())) return v.trim();
    warnings.push('config.' + key + ' should be ' + expected + ', got ' + kind(v) + '; left out');
    return null;
  };
  return {
    partner: str('partner', /^[\w.-]{1,64}$/, 'letters, digits, _, - or . (1-64 of them)'),
    cdnBase: str('cdnBase', /\S/, 'a URL'),
    warnings,
  };
}

/**
 * The query parameter that carries the partner id on the shop's links (attribution). The hand-off URL
 * (core/handoff.ts) writes the same name itself: importing it from here would ship these rules in the cart flow's
 * chunk as well (a file of their own, one more request).
 */
export const PARTNER_PARAM = 'partner';

/** The origins of every env host: the shop's own. */
export function shopOrigins(env: Env): Set<string> {
  const out = new Set<string>();
  const add = (h: string) => {
    try {
      out.add(new URL(h).origin);
    } catch {
      // validated already; an unparseable one adds nothing
    }
  };
  [env.mainHost, env.searchHost, env.eventHost, env.imageHost].forEach(add);
  for (const code of SERVICE_CODES) add(env.serviceHosts[code]);
  return out;
}

/** A partner page: the config names a partner, or the page's origin is none of the shop's. */
export function isPartnerPage(pageOrigin: string, env: Env, partner: string | null): boolean {
  return !!partner || !shopOrigins(env).has(pageOrigin);
}

/**
 * A link the widget opens, with the partner id added as `partner=` when it leads to one of the shop's origins (a
 * link elsewhere, such as an ad's, is left as it is); unchanged without a partner id or for a URL that is not one.
 */
export function attributed(url: string, partner: string | null, shop: ReadonlySet<string>): string {
  if (!partner) return url;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  if (!shop.has(u.origin) || u.searchParams.get(PARTNER_PARAM) === partner) return url;
  u.searchParams.set(PARTNER_PARAM, partner);
  return u.href;
}

/** The empty-input paths published as static JSON (spec §7, "a CDN json variant"), and their parameters. */
const CDN_PATHS: Record<string, (p: Record<string, string | number>) => string | null> = {
  [GATEWAY_PATHS.trend]: () => 'trendkeyword',
  [GATEWAY_PATHS.rise]: (p) =>
    /^(all|10|20|30|40)$/.test(String(p.age)) && /^(all|1|2)$/.test(String(p.sex))
      ? 'risekeyword/' + p.age + '-' + p.sex
      : null,
  [GATEWAY_PATHS.banners]: () => 'banners',
};

/**
 * The static file of an empty-input answer under the config's `cdnBase` (docs/partners.md, "The CDN files"):
 * `{cdnBase}/{P|M}/trendkeyword.json`, `{cdnBase}/{P|M}/risekeyword/{age}-{sex}.json`, `{cdnBase}/{P|M}/banners.json`.
 * Null for every other call (the typed search, the cart, the products others look at follow the shopper).
 */
export function cdnUrl(
  cdnBase: string,
  path: string,
  params: Record<string, string | number>,
  deviceType: 'P' | 'M',
): string | null {
  const name = Object.prototype.hasOwnProperty.call(CDN_PATHS, path) ? CDN_PATHS[path](params) : null;
  return name ? cdnBase.replace(/\/+$/, '') + '/' + deviceType + '/' + name + '.json' : null;
}
