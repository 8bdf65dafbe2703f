import type { CartItem } from './cartLine';
import type { CartCode } from './memberRoutes';
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

/** The query parameter that carries the partner id on the shop's links (attribution). */
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

/** The most items one hand-off carries (a URL stays well under 2,000 characters). */
export const HANDOFF_MAX_ITEMS = 20;

/**
 * Where a cart action on a partner page continues: the shop's hand-off page on its `ord` host,
 * `/ORD/cart/handoff?spbkDvsnCode={code}&items={saleCmdtid}*{qty},…[&partner={id}]`. The shop reads the items
 * from its own catalogue (names and prices in the URL would be the partner page's word) and adds them with its own
 * cookies once the shopper confirms there. Null when no item has a sale id.
 */
export function handoffUrl(
  env: Env,
  code: CartCode,
  items: readonly CartItem[],
  partner: string | null,
): string | null {
  const list = items
    .filter((i) => /^[A-Za-z0-9_-]{1,40}$/.test(i.saleCmdtid))
    .slice(0, HANDOFF_MAX_ITEMS)
    .map((i) => i.saleCmdtid + '*' + Math.min(999, Math.max(1, Math.floor(i.ordQty) || 1)));
  if (!list.length) return null;
  const q = new URLSearchParams({ spbkDvsnCode: code, items: list.join(',') });
  if (partner) q.set(PARTNER_PARAM, partner);
  return env.serviceHosts.ord + '/ORD/cart/handoff?' + q.toString();
}

/**
 * GA4 entries on a partner page: each ecommerce item carries the partner id as `affiliation` (contract §6). Other
 * entries, and every entry without a partner id, are returned as they are.
 */
export function withAffiliation(entry: Record<string, unknown>, partner: string | null): Record<string, unknown> {
  const ecommerce = entry.ecommerce as { items?: unknown } | null | undefined;
  if (!partner || !ecommerce || !Array.isArray(ecommerce.items)) return entry;
  return {
    ...entry,
    ecommerce: {
      ...ecommerce,
      items: ecommerce.items.map((i: unknown) =>
        i && typeof i === 'object' ? { ...(i as Record<string, unknown>), affiliation: partner } : i,
      ),
    },
  };
}

/** The empty-input paths published as static JSON (spec §7, "a CDN json variant"), and their parameters. */
const CDN_PATHS: Record<string, (p: Record<string, string | number>) => string | null> = {
  'search/trendkeyword': () => 'trendkeyword',
  'search/risekeyword': (p) =>
    /^(all|10|20|30|40)$/.test(String(p.age)) && /^(all|1|2)$/.test(String(p.sex))
      ? 'risekeyword/' + p.age + '-' + p.sex
      : null,
  'advertising/mobile/mok_wel_new/mobile_welcome@mo_search_input': () => 'banners',
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

/** What the partner page says when a cart action continues on the shop (not in the spec: the project's words). */
export const HANDOFF_MESSAGES: Readonly<Record<CartCode, string>> = {
  '001': '새 창에서 쇼핑몰로 이동해 바로구매를 진행합니다.',
  '002': '새 창에서 쇼핑몰로 이동해 장바구니에 담습니다.',
  '003': '새 창에서 쇼핑몰로 이동해 선물하기를 진행합니다.',
  '004': '새 창에서 쇼핑몰로 이동해 주문을 진행합니다.',
  '005': '새 창에서 쇼핑몰로 이동해 주문을 진행합니다.',
};
/** When the browser blocked the new window: a prompt whose button is the shopper's own click. */
export const HANDOFF_BLOCKED = '새 창이 열리지 않았습니다.\n쇼핑몰로 이동해 이어서 진행하시겠습니까?';
export const HANDOFF_CONFIRM_LABEL = '쇼핑몰로 이동';
