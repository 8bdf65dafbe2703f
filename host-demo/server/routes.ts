/**
 * The shop's route table: what each route is (a method and a path, a folder or a pattern) and the policy its kind
 * brings, applied here for every route of the kind rather than in each handler. The first route whose method and
 * path match answers; a request no route answers is a 405 (a GET or HEAD always ends on a page route: the last one
 * takes any path).
 * - `method: '*'`: any method; the handler answers it, or returns false and the table goes on (a file not there).
 * - `method: 'POST'`: a form write: from this site's pages only, in a form's body types (`refusedWrite`; with
 *   `browserOnly`, from a browser that says where it posts from), the form read before the handler runs.
 * - `method: 'GET'` (and HEAD): a page. Never for an image request (403); an anonymous shopper without an owner
 *   cookie is handed a temporary member number; the HTML is charged to the client's work budget (a 429 page past
 *   it); the shop's page headers with `Vary: Cookie` (every page shows its cookies' member and cart), and
 *   `Cache-Control: private, no-store` for a signed-in member's page or a route marked `private`.
 * - `testOnly`: served only in test mode (`DemoOptions.testRoutes`).
 */
import { busyPage, type PageContext } from './pages';
import { clientOf, refusedWrite, type Exchange, type gatewayHttp } from './gateway/http';
import type { TempMembers } from './gateway/tempMembers';
import { cartOwnerOf, type Visitor } from './visitor';

export const HTML = 'text/html; charset=utf-8';
export const TEXT = 'text/plain; charset=utf-8';
/**
 * The shop's pages: a Content-Security-Policy the widget satisfies (docs/security.md: nothing inline, everything from
 * this origin), no framing by another site, and a referrer trimmed to the origin when a link leaves the site.
 * (`X-Content-Type-Options: nosniff` goes on every answer.)
 */
export const SHOP_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'self'; base-uri 'self'; form-action 'self'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
/**
 * A page of one shopper's own (issue 52): a signed-in member's (their name, the widget's bearer token), a cart or
 * order page, the hand-off. Neither a shared cache nor the browser's stores it.
 */
export const PRIVATE = { 'Cache-Control': 'private, no-store' };
const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

/** A request as the shop's routes see it: the exchange, who sent it, the page context. */
export interface ShopRequest extends Exchange, Visitor {
  ctx: PageContext;
  /** The headers of a page of the shop's (the page headers, `Vary: Cookie`, private for a member), and `headers`. */
  pageHeaders(headers?: Record<string, string>): Record<string, string>;
}

export function shopRequest(x: Exchange, visitor: Visitor): ShopRequest {
  const ctx: PageContext = {
    origin: x.origin,
    account: visitor.account,
    accessToken: visitor.session?.accessToken ?? null,
    here: x.path + x.url.search,
  };
  const pageHeaders = (headers: Record<string, string> = {}) => ({
    ...SHOP_PAGE_HEADERS,
    Vary: 'Cookie',
    ...(visitor.account ? PRIVATE : {}),
    ...headers,
  });
  return { ...x, ...visitor, ctx, pageHeaders };
}

/** A page route's request: the cart's owner too (a temporary member number issued now when the shopper had none). */
export interface PageRequest extends ShopRequest {
  cartOwner: string;
}

/** What a page route answers: a page to render (the charged work), or a redirect. */
export type Page = { render: () => string; status?: number; headers?: Record<string, string> } | { redirect: string };

/** Where a route answers: one path, every path under a folder (`''`: any path), or a pattern's matches. */
type Where = { path: string } | { under: string } | { pattern: RegExp };

export type Route = Where & { testOnly?: true } & (
    | { method: '*'; answer(r: ShopRequest): boolean | Promise<boolean> }
    | { method: 'POST'; browserOnly?: true; write(r: ShopRequest, form: URLSearchParams): Promise<void> }
    | { method: 'GET'; private?: true; page(r: PageRequest, m: RegExpExecArray | null): Page | Promise<Page> }
  );

/** A pattern's match, null for a path or folder that matches, false for no match. */
function matchOf(where: Where, path: string): RegExpExecArray | null | false {
  if ('pattern' in where) return where.pattern.exec(path) ?? false;
  return ('path' in where ? path === where.path : path.startsWith(where.under)) && null;
}

/** A form write's body: a form, or a JSON object's string fields. */
async function formOf(r: ShopRequest) {
  const raw = await r.readBody();
  if (!/json/i.test(r.header('content-type') ?? '')) return new URLSearchParams(raw);
  let o: unknown;
  try {
    o = JSON.parse(raw);
  } catch {
    o = null;
  }
  const form = new URLSearchParams();
  if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) if (typeof v === 'string') form.set(k, v);
  return form;
}

/** Answers a request by the first route of `table` that takes it, with its kind's policy. */
export function router(
  table: readonly Route[],
  { gateway, members, testMode }: { gateway: ReturnType<typeof gatewayHttp>; members: TempMembers; testMode: boolean },
) {
  const routes = table.filter((route) => testMode || !route.testOnly);
  return async function answer(r: ShopRequest): Promise<void> {
    const get = r.req.method === 'GET' || r.req.method === 'HEAD';
    for (const route of routes) {
      const m = matchOf(route, r.path);
      if (m === false) continue;
      if (route.method === '*') {
        if (await route.answer(r)) return;
      } else if (route.method === 'POST' && r.req.method === 'POST') {
        if (refusedWrite(r, FORM_TYPES, route.browserOnly)) return;
        return route.write(r, await formOf(r));
      } else if (route.method === 'GET' && get) return page(r, route, m);
    }
    r.send(405, TEXT, 'method not allowed');
  };

  async function page(r: ShopRequest, route: Route & { method: 'GET' }, m: RegExpExecArray | null) {
    // A page is never an image (issue 38): an `<img>` of any page (a sibling's, a gateway image URL) gets no page,
    // no cookie, no side effect.
    if (r.header('sec-fetch-dest') === 'image') return r.send(403, TEXT, 'not an image');
    // Every page hands an anonymous shopper without an owner cookie a temporary member number the server signed, in
    // the owner cookie and the readable one (the widget sends the one it finds; the gateway goes by the owner's).
    let tmpr = r.anonymous;
    if (!r.account && !tmpr)
      for (const line of members.cookies((tmpr = members.issue()), r.origin, clientOf(r.req))) r.setCookie(line);
    const out = await route.page({ ...r, cartOwner: cartOwnerOf({ account: r.account, anonymous: tmpr })! }, m);
    if ('redirect' in out) return r.redirect(out.redirect);
    // Every page's work is charged to its client's budget (issue 52: page routes were not metered); past it, a 429.
    const body = await gateway.charged(r, out.render, () =>
      r.send(429, HTML, busyPage(r.ctx), r.pageHeaders({ 'Retry-After': '1' })),
    );
    const headers = { ...(route.private ? PRIVATE : {}), ...out.headers };
    if (body !== null) r.send(out.status ?? 200, HTML, body, r.pageHeaders(headers));
  }
}
