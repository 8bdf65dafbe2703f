import { createHash } from 'node:crypto';
import { GATEWAY_PATHS as PATHS } from '../../../widget/src/core/gatewayPaths';

/**
 * `PARTNER_ORIGINS` (comma-separated) as the origins a browser sends: each entry an origin or a URL
 * (`https://blog.example/` works), http or https only. An entry with an opaque origin (`file:`, `data:`, `about:`,
 * anything a browser sends as `Origin: null`) or that isn't a URL is left out, and said (issue 52: `file:///…`
 * became `null`, which let every sandboxed frame and `data:` page in).
 */
export function readPartnerOrigins(value: string | undefined): { origins: string[]; refused: string[] } {
  const origins: string[] = [];
  const refused: string[] = [];
  for (const entry of (value ?? '').split(',').map((o) => o.trim())) {
    if (!entry) continue;
    // An http(s) URL's origin is never opaque; every other scheme's is (`null`) or isn't one a page can have.
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) origins.push(url.origin);
    else
      refused.push(
        `PARTNER_ORIGINS: "${entry.slice(0, 100)}" is not an http(s) origin (an opaque one is sent as Origin: null); left out`,
      );
  }
  return { origins, refused };
}

/**
 * What the reference gateway does for partner pages on other origins (docs/partners.md).
 *
 * **CORS.** A request with an `Origin` of another site is answered only for the partner origins the shop allows
 * (`PARTNER_ORIGINS`), and then without credentials: `Access-Control-Allow-Origin` names that origin (never `*` with
 * credentials, never `Allow-Credentials`), `Vary: Origin` keeps caches from serving one origin's answer to another,
 * a preflight gets the methods and headers a read needs. Any other origin (and `Origin: null`, a sandboxed or
 * opaque page) is refused with a 403 that says how to be allowed. Writes (the cart) stay the shop's own pages'
 * (writeGuard.ts): a partner's cart action continues on the shop (handoff.ts).
 */
export function gatewayCors(
  method: string,
  requestOrigin: string | undefined,
  ownOrigin: string,
  partners: readonly string[],
): { refuse?: string; preflight?: boolean; headers: Record<string, string> } {
  if (requestOrigin === undefined || requestOrigin === ownOrigin) return { headers: { Vary: 'Origin' } };
  // `null` is never a partner, whatever the list says (an opaque origin is every sandboxed frame's).
  if (requestOrigin === 'null' || !partners.includes(requestOrigin))
    return {
      refuse:
        `the origin ${requestOrigin.slice(0, 100)} is not a partner of this gateway: ` +
        'the shop adds it to PARTNER_ORIGINS (docs/partners.md)',
      headers: {},
    };
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' };
  if (method !== 'OPTIONS') return { headers };
  return {
    preflight: true,
    headers: {
      ...headers,
      'Access-Control-Allow-Methods': 'GET',
      // Reads send no body: a Content-Type would let a partner's JSON POST through a preflight.
      'Access-Control-Allow-Headers': 'Accept',
      'Access-Control-Max-Age': '600',
      'Cache-Control': 'no-store',
    },
  };
}

/** How long a CDN answer is fresh: the live keywords move, so a minute. */
export const CDN_MAX_AGE_S = 60;

const RISE = /^(all|10|20|30|40)-(all|1|2)$/;

/**
 * The spec's "CDN json variant": the empty-input answers as static files, the layout core/partner.ts `cdnUrl` reads
 * (`{P|M}/trendkeyword.json`, `{P|M}/risekeyword/{age}-{sex}.json`, `{P|M}/banners.json`) — plain paths with no
 * query, so a shop can publish the same files to any CDN or bucket. Each is the gateway's own answer for that call,
 * cacheable by anyone (`public`, a short max-age, an `ETag` for revalidation) and readable from any page
 * (`Access-Control-Allow-Origin: *`: no credentials, no personal data). Null for any other path.
 */
export async function cdnAnswer(
  rel: string,
  ask: (path: string, params: URLSearchParams) => Promise<{ status: number; body: unknown }>,
): Promise<{ body: string; headers: Record<string, string> } | null> {
  const m = /^([PM])\/(trendkeyword|banners|risekeyword\/([a-z0-9]+-[a-z0-9]+))\.json$/.exec(rel);
  if (!m) return null;
  const [, deviceType, name, rise] = m;
  let answer;
  if (name === 'trendkeyword') answer = await ask(PATHS.trend, new URLSearchParams({ deviceType }));
  else if (name === 'banners') answer = await ask(PATHS.banners, new URLSearchParams());
  else {
    const r = RISE.exec(rise ?? '');
    if (!r) return null;
    answer = await ask(PATHS.rise, new URLSearchParams({ age: r[1], sex: r[2], deviceType }));
  }
  if (answer.status !== 200) return null;
  const body = JSON.stringify(answer.body);
  return {
    body,
    headers: {
      'Cache-Control': `public, max-age=${CDN_MAX_AGE_S}`,
      'Access-Control-Allow-Origin': '*',
      ETag: '"' + createHash('sha256').update(body).digest('base64url').slice(0, 27) + '"',
    },
  };
}
