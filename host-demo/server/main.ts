/**
 * The demo shop: host pages, the built widget under /static/search-popup/, the image host, the sign-ins and the
 * partner hand-off, and the reference gateway (./gateway/: its answers under /api/gw/, its HTTP side, the limits
 * every answer here shares). Configured by environment variables (read by ./start.ts):
 *   PORT (8080; 0 picks a free port, printed on the first line), HOST (127.0.0.1),
 *   PUBLIC_ORIGIN (the origin absolute URLs and the write check use; http://HOST:PORT by default, never the request's
 *   own Host header), DATA_DIR (host-demo/.data: the SQLite database and the signing key), DEMO_SECRET (the signing
 *   key, instead of the one kept in DATA_DIR), CATALOGUE (a catalogue JSON file; the curated one by default),
 *   DEMO_TEST_MODE=1 (the test pages, the hostile and fault gateways: ../test-pages/routes.ts),
 *   DATABASE_URL (a PostgreSQL URL: sessions, carts, tallies and quotas shared by many processes, docs/deploy.md;
 *   the embedded SQLite file in DATA_DIR without it), BODY_TIMEOUT_MS (10000: how long a request body may take), CLIENT_WORK_SHARE and CLIENT_WORK_BURST_MS (0.5 and
 *   2000: the work one client may take, ./gateway/clientBudget.ts), GATEWAY_JITTER_MS (test mode only: delay each
 *   gateway answer by a random 0..n ms, so answers arrive out of order).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_CODES } from '../../widget/src/core/cartPlan';
import { CART_OUTCOME_TEXT as CART_TEXT } from '../../widget/src/core/cartOutcome';
import { searcherProfile } from './accounts';
import { createGateway } from './gateway/answers';
import {
  clientOf,
  exchange,
  gatewayHttp,
  limitedServer,
  refusedWrite,
  type Exchange,
  type GatewayHttpOptions,
} from './gateway/http';
import { isResultsNavigation } from './gateway/resultsNavigation';
import { plainKeyword } from './gateway/linkLikeKeyword';
import { tempMembers } from './gateway/tempMembers';
import { HANDOFF_PATH, handoffNext, handoffOpener, handoffTokens, readHandoff } from './handoff';
import { imageFor } from './images';
import * as pages from './pages';
import { safeContinue } from './redirects';
import { loadSecret } from './secret';
import { createShop, type Shop } from './shop';
import { QUOTAS, SEARCH_TALLY, VIEW_TALLY } from './store/limits';
import { openSqliteStore } from './store/sqlite';
import type { Store, StoreCaps } from './store/types';
import { vendorFile } from './vendor';

// This file runs bundled as dist-demo/server.mjs: the repository is one folder up.
const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const ROOT = join(REPO, 'host-demo');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
const HTML = 'text/html; charset=utf-8';
/**
 * The session cookie's name and attributes on the site `origin` (issue 52): on https `__Host-demo_session`, which
 * only this host can set (Secure, Path=/, no Domain); on http a host-only `demo_session`, which a sibling can only
 * shadow with a `Domain=` cookie of the same name, and two of a name are no session (gateway/cookies.ts `cookieJar`).
 */
const sessionCookieName = (origin: string) => (origin.startsWith('https:') ? '__Host-demo_session' : 'demo_session');
/** The session cookie's `Set-Cookie` line on `origin`: `id`, or none (cleared). */
const sessionCookieLine = (origin: string, id: string | null) =>
  `${sessionCookieName(origin)}=${id ?? ''}; Path=/${id === null ? '; Max-Age=0' : ''}; HttpOnly; SameSite=Lax` +
  (origin.startsWith('https:') ? '; Secure' : '');
const LAST_SEARCH_COOKIE = 'demo_last_search';
/**
 * The shop's pages: a Content-Security-Policy the widget satisfies (docs/security.md: nothing inline, everything from
 * this origin), no framing by another site, and a referrer trimmed to the origin when a link leaves the site.
 * (`X-Content-Type-Options: nosniff` goes on every answer.)
 */
const SHOP_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'self'; base-uri 'self'; form-action 'self'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
/**
 * A page of one shopper's own (issue 52): a signed-in member's (their name, the widget's bearer token), a cart or
 * order page, the hand-off. Neither a shared cache nor the browser's stores it.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

async function fileUnder(root: string, rel: string) {
  const full = normalize(join(root, rel));
  if (!full.startsWith(root + sep)) return null;
  try {
    return { body: await readFile(full), type: TYPES[extname(full)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

/** A request the shop hands to the routes of test mode (../test-pages/routes.ts), with what they answer through. */
export interface TestRequest extends Exchange {
  /** Answers through the reference gateway, for the path under `prefix` (charged like the gateway's own). */
  viaGateway(prefix: string, body: string | undefined): Promise<void>;
  /** The reference gateway's answer body for a path, without sending it. */
  gatewayBody(path: string, body: string | undefined): Promise<unknown>;
  /** The built loader, or null before a build. */
  loader(): Promise<string | null>;
  /** A file of the build (`dist/`), or null. */
  dist(rel: string): Promise<Buffer | null>;
  /** The headers every test page gets (framing and referrer rules). */
  pageHeaders: Record<string, string>;
}

export interface DemoOptions {
  dataDir?: string;
  catalogueFile?: string;
  shop?: Shop;
  distDir?: string;
  /** Test mode: the test pages and the hostile and fault gateways (../test-pages/routes.ts); true when answered. */
  testRoutes?: (t: TestRequest) => Promise<boolean>;
  /** Test mode only: each gateway answer waits a random 0..n ms, so answers arrive out of order. */
  gatewayJitterMs?: number;
  /** The site's origin for absolute URLs and the write check; else http://{hostname}:{the listening port}. */
  publicOrigin?: string;
  /** The host name the server listens on (127.0.0.1). */
  hostname?: string;
  /** How long a request's body may take to arrive (10 s). */
  bodyTimeoutMs?: number;
  /** How much work one client may take (./gateway/clientBudget.ts). */
  clientBudget?: GatewayHttpOptions['clientBudget'];
  /**
   * The partner origins whose pages may read the gateway (CORS, docs/partners.md); read on each request, so a
   * caller may fill it once it knows the partner site's port.
   */
  partnerOrigins?: string[];
  /**
   * Where sessions, carts, tallies and quotas live (./store/): PostgreSQL for many processes (`DATABASE_URL`,
   * ./start.ts); else the embedded SQLite file in `dataDir`, on the clock `now` with the caps `storeCaps`.
   */
  store?: Store;
  /** The clock of the store and the hand-off tokens (ms; Date.now). */
  now?: () => number;
  /** Caps of ./store/limits.ts lowered (tests). */
  storeCaps?: Partial<StoreCaps>;
}

export function createDemoServer(options: DemoOptions = {}) {
  const dataDir = options.dataDir ?? join(ROOT, '.data');
  const now = options.now ?? Date.now;
  const shop =
    options.shop ??
    createShop({
      dataDir,
      catalogueFile: options.catalogueFile ?? join(ROOT, 'data', 'catalogue.json'),
      store: options.store ?? openSqliteStore(dataDir, { now, caps: options.storeCaps }),
    });
  const { store } = shop;
  const secret = loadSecret(dataDir);
  const members = tempMembers(secret);
  const handoffs = handoffTokens(secret, store.handoffs, now);
  const gateway = gatewayHttp(createGateway(shop, { tempMembers: members }), {
    partnerOrigins: options.partnerOrigins,
    clientBudget: options.clientBudget,
    tempMembers: members,
    jitterMs: options.testRoutes ? options.gatewayJitterMs : 0,
  });
  const testRoutes = options.testRoutes;
  const distDir = options.distDir ?? join(REPO, 'dist');
  const publicDir = join(ROOT, 'public');

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // The configured origin, never the request's Host header (issue 20: a forged Host made absolute URLs elsewhere).
    const origin = options.publicOrigin ?? `http://${options.hostname ?? '127.0.0.1'}:${req.socket.localPort}`;
    const x = exchange(req, res, { origin, bodyTimeoutMs: options.bodyTimeoutMs });
    const { url, path, send, redirect, header } = x;
    const jar = x.cookies;
    await shop.ready;
    const found = await store.sessions.get(jar[sessionCookieName(origin)]);
    // On http a sibling can toss its own session id under our cookie's name (no `__Host-` there): a session counts
    // only from the client that signed in, as the owner cookie does (issue 52). On https the name is enough.
    const session = found && (origin.startsWith('https:') || found.client === clientOf(req)) ? found : null;
    const account = session?.account ?? null;
    // The anonymous cart's owner: the owner cookie alone, never the readable number a sibling can toss (issue 38),
    // and on http only one bound to this client (issue 52; ./gateway/tempMembers.ts).
    const anonymous = account ? null : members.owner(members.ownersIn(header('cookie'), origin, clientOf(req)));
    // Every page differs by its cookies (the header's member, the cart), so a cache keys on them; a signed-in
    // member's page is private (issue 52).
    const pageHeaders = (headers: Record<string, string> = {}) => ({
      ...SHOP_PAGE_HEADERS,
      Vary: 'Cookie',
      ...(account ? PRIVATE : {}),
      ...headers,
    });
    const ctx: pages.PageContext = {
      origin,
      account,
      accessToken: session?.accessToken ?? null,
      here: path + url.search,
    };

    const test: TestRequest | undefined = testRoutes && {
      ...x,
      viaGateway: (prefix, body) => gateway.answerUnder(x, prefix, body, account),
      gatewayBody: async (sub, body) => (await gateway.call(x, sub, body, account)).body,
      loader: async () => (await fileUnder(distDir, 'loader.js'))?.body.toString('utf8') ?? null,
      dist: async (rel) => (await fileUnder(distDir, rel))?.body ?? null,
      pageHeaders: {
        'Content-Security-Policy': "frame-ancestors 'self'",
        'Referrer-Policy': SHOP_PAGE_HEADERS['Referrer-Policy'],
      },
    };
    // Test mode sees each gateway request first (it counts them per page origin, and leaves them to the gateway).
    if (test && path.startsWith('/api/gw/')) await testRoutes!(test);
    if (await gateway.handle(x, account)) return;
    if (test && (await testRoutes!(test))) return;
    if (path.startsWith('/static/search-popup/')) {
      const rel = path.slice('/static/search-popup/'.length);
      const file = await fileUnder(distDir, rel);
      if (!file) return send(404, 'text/plain; charset=utf-8', 'not found');
      // docs/deploy.md. Hashed chunks and the versioned folder (`0.2.0/…`: the pinned loader and its chunks) never
      // change: a year, immutable. `loader.js` is the one URL a host writes and follows each release, and
      // `release.json`/`manifest.json` describe the current one: revalidated on every use (an ETag-less `no-cache`
      // here; a CDN adds validators). CORS: module scripts from another origin are fetched in CORS mode, and an
      // `integrity` on a cross-origin loader tag needs `crossorigin` and this header too.
      const cache = /^(loader\.js|release\.json|manifest\.json)$/.test(rel)
        ? 'no-cache'
        : 'public, max-age=31536000, immutable';
      return send(200, file.type, file.body, { 'Cache-Control': cache, 'Access-Control-Allow-Origin': '*' });
    }
    const image = imageFor(shop, path);
    if (image) return send(200, image.type, image.body, { 'Cache-Control': 'public, max-age=3600' });
    // A miss on the image host's paths is its 404, not a page (and not a page's refusal of an image request).
    if (path.startsWith('/fit-in/')) return send(404, 'text/plain; charset=utf-8', 'no such image');
    if (path.startsWith('/public/')) {
      const file = await fileUnder(publicDir, path.slice('/public/'.length));
      if (file) return send(200, file.type, file.body);
    }
    if (path.startsWith('/vendor/')) {
      const file = await vendorFile(REPO, path.slice('/vendor/'.length));
      if (file) return send(200, file.type, file.body, { 'Cache-Control': 'no-cache' });
    }
    if (path === '/favicon.ico') return send(204, 'image/x-icon', '');

    // Sign-ins: the login page's form (or JSON), from this site only; a new random session each time.
    const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/json'];
    const formOf = async () => {
      const raw = await x.readBody();
      if (!/json/i.test(header('content-type') ?? '')) return new URLSearchParams(raw);
      let o: unknown;
      try {
        o = JSON.parse(raw);
      } catch {
        o = null;
      }
      const form = new URLSearchParams();
      if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) if (typeof v === 'string') form.set(k, v);
      return form;
    };
    const sessionCookie = (id: string) => sessionCookieLine(origin, id);
    // Issue 38: only the login page's own form (a browser that says where it posts from), a bounded number per
    // client (429), and a session table that never drops another client's live session (503 while full).
    if (req.method === 'POST' && path === '/MBR/login') {
      if (refusedWrite(x, FORM_TYPES, true)) return;
      const form = await formOf();
      const next = safeContinue(form.get('continue'), origin);
      const client = clientOf(req);
      const again = (status: number, refused: string, headers: Record<string, string> = {}) =>
        send(status, HTML, pages.loginPage(ctx, next, false, refused), pageHeaders(headers));
      if (!(await store.quotas.take(QUOTAS.signIns, client)))
        return again(429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.', { 'Retry-After': '3' });
      const key = form.get('account');
      if (key !== 'member' && key !== 'adult') return again(400, '');
      await store.sessions.end(session?.id);
      const started = await store.sessions.start(key, client);
      if (!started)
        return again(503, '지금은 로그인할 수 없습니다. 잠시 후 다시 시도해 주세요.', { 'Retry-After': '60' });
      return redirect(next, { 'Set-Cookie': sessionCookie(started.id) });
    }
    if (req.method === 'POST' && path === '/MBR/auth/verify/adult') {
      if (refusedWrite(x, FORM_TYPES)) return;
      const form = await formOf();
      if (!session) return redirect('/MBR/login?continue=' + encodeURIComponent(ctx.here));
      // A new session for the raised privilege: the old id and token sign nobody in any more.
      await store.sessions.end(session.id);
      const raised = await store.sessions.start('adult', clientOf(req));
      if (!raised) return redirect('/MBR/login?continue=' + encodeURIComponent(ctx.here));
      return redirect(safeContinue(form.get('continue'), origin), { 'Set-Cookie': sessionCookie(raised.id) });
    }
    // Logging out is a write like a sign-in (issue 38): the header's form, from this site only. A GET, which any
    // page's `<img>` makes, signs nobody out.
    if (req.method === 'POST' && path === '/MBR/logout') {
      if (refusedWrite(x, FORM_TYPES)) return;
      const form = await formOf();
      await store.sessions.end(session?.id);
      return redirect(safeContinue(form.get('continue'), origin), {
        'Set-Cookie': sessionCookieLine(origin, null),
      });
    }
    // A partner page's cart action, confirmed on the shop's own page (handoff.ts).
    if (req.method === 'POST' && path === HANDOFF_PATH) {
      if (refusedWrite(x, FORM_TYPES)) return;
      const form = await formOf();
      const owner = account ? 'member:' + account.id : anonymous ? 'tmpr:' + anonymous : null;
      const spent = owner
        ? await handoffs.redeem(form.get('t'), owner, (rows) => store.quotas.take(QUOTAS.cartRows, clientOf(req), rows))
        : ({ error: 'owner' } as const);
      const fail = (status: number, message: string) =>
        send(status, HTML, pages.handoffErrorPage(ctx, message), pageHeaders(PRIVATE));
      // A second press of the same button (a double click) lands where the first went.
      if ('error' in spent && spent.error === 'spent' && spent.next) return redirect(spent.next);
      if ('error' in spent)
        return spent.error === 'spent'
          ? fail(409, '이미 처리된 요청입니다. 장바구니에서 확인해 주세요.')
          : spent.error === 'quota'
            ? fail(429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
            : spent.error === 'expired'
              ? fail(410, '요청 시간이 지났습니다. 제휴 사이트에서 다시 시도해 주세요.')
              : fail(400, '요청을 확인할 수 없습니다. 제휴 사이트에서 다시 시도해 주세요.');
      const lines = spent.i.map(([saleId, qty]) => {
        const p = shop.bySaleId.get(saleId)!;
        return { saleId, name: p.cmdt_NAME, price: p.sale_CMDT_SAPR, qty, code: spent.c };
      });
      const results = await store.carts.add(owner!, lines);
      const next = handoffNext(
        spent.c,
        results.map((r) => r.spbkId).filter((id): id is number => typeof id === 'number'),
        results.map((r) => r.resultCode),
      );
      await handoffs.went(spent.n, next);
      return redirect(next);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'text/plain; charset=utf-8', 'method not allowed');
    // A page is never an image (issue 38): an `<img>` of any page (a sibling's, a gateway image URL) gets no page,
    // no cookie, no side effect.
    if (header('sec-fetch-dest') === 'image') return send(403, 'text/plain; charset=utf-8', 'not an image');

    // Every page hands an anonymous shopper without an owner cookie a temporary member number the server signed, in
    // the owner cookie and the readable one (the widget sends the one it finds; the gateway goes by the owner's).
    let tmpr = anonymous;
    if (!account && !tmpr)
      for (const line of members.cookies((tmpr = members.issue()), origin, clientOf(req))) x.setCookie(line);
    const cartOwner = account ? 'member:' + account.id : 'tmpr:' + tmpr;
    // Every page's work is charged to its client's budget (issue 52: page routes were not metered); past it, a 429.
    const page = async (render: () => string, status = 200, headers: Record<string, string> = {}) => {
      const body = await gateway.charged(x, render, () =>
        send(429, HTML, pages.busyPage(ctx), pageHeaders({ 'Retry-After': '1' })),
      );
      if (body !== null) send(status, HTML, body, pageHeaders(headers));
    };
    const productRoutes: [RegExp, (m: RegExpExecArray) => string | null][] = [
      [/^\/PDT\/detail\/([^/]+)$/, (m) => m[1]],
      [/^\/EBP\/dig\/epd\/ebook\/([^/]+)$/, (m) => m[1]],
      [/^\/EBP\/dig\/epd\/sam\/([^/]+)$/, (m) => m[1]],
      [/^\/HTR\/gift\/detail\/([^/]+)$/, (m) => m[1]],
      [/^\/HTR\/p\/([^/]+)$/, (m) => m[1]],
      [/^\/EVT\/funding\/detail\/([^/]+)$/, (m) => m[1]],
      [/^\/EBP\/dig\/epd\/scholardetail\/product$/, () => url.searchParams.get('cmdtcode')],
    ];
    for (const [pattern, id] of productRoutes) {
      const m = pattern.exec(path);
      if (!m) continue;
      const key = decodeURIComponent(id(m) ?? '');
      const p =
        shop.bySaleId.get(key) ?? shop.byCode.get(key) ?? shop.catalogue.products.find((x) => x.fndg_PRJT_SRMB === key);
      if (!p) return page(() => pages.notFoundPage(ctx, path), 404);
      // Issue 52: a view counts for "others look at" only from a shopper's own navigation (GET, not HEAD or a
      // prefetch), once per client and product in the tally's window, within the views' quotas.
      const last = jar[LAST_SEARCH_COOKIE];
      const client = clientOf(req);
      if (
        last &&
        req.method === 'GET' &&
        isResultsNavigation({
          mode: header('sec-fetch-mode'),
          dest: header('sec-fetch-dest'),
          site: header('sec-fetch-site'),
          purpose: ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map(header).join(' '),
        }) &&
        (await store.tallies.count(VIEW_TALLY, client, p.sale_CMDTID)) &&
        (await store.quotas.take(QUOTAS.viewRows, client))
      )
        await store.views.count(plainKeyword(last).slice(0, 100), p.sale_CMDTID);
      return page(() => pages.productPage(ctx, p));
    }

    if (path === HANDOFF_PATH) {
      const wanted = readHandoff(url.searchParams, shop);
      if ('error' in wanted)
        return page(() => pages.handoffErrorPage(ctx, '담을 상품을 찾을 수 없습니다.', wanted.error), 400, PRIVATE);
      // Buy-now and gift need a signed-in shopper, adult-only items an adult one: the sign-in comes back here.
      const adultOnly = wanted.items.some((x) => Number(x.product.sale_LMTT_AGE) >= 19);
      if (!account && (adultOnly || LOGIN_CODES.includes(wanted.code)))
        return redirect(
          '/MBR/login?' + new URLSearchParams({ continue: ctx.here, ...(adultOnly ? { verify: 'adult' } : {}) }),
        );
      if (adultOnly && !account!.roles.includes('adult'))
        return redirect('/MBR/auth/verify/adult?' + new URLSearchParams({ continue: ctx.here }));
      // Opened by a site that is neither the shop nor a listed partner: the page says what its button does and
      // focuses nothing (issue 52: a page that had the shopper hold Enter confirmed it).
      const opener = handoffOpener(
        { site: header('sec-fetch-site'), referer: header('referer') },
        origin,
        options.partnerOrigins ?? [],
      );
      return page(
        () =>
          pages.handoffPage(ctx, wanted.code, wanted.items, wanted.partner, handoffs.issue(wanted, cartOwner), opener),
        200,
        PRIVATE,
      );
    }
    switch (path) {
      case '/':
        return page(() => pages.homePage(shop, ctx));
      case '/mobile':
        return page(() => pages.mobilePage(shop, ctx));
      case '/partner':
        return page(() => pages.partnerPage(ctx));
      case '/search': {
        const keyword = (url.searchParams.get('keyword') ?? '').slice(0, 100);
        const target = url.searchParams.get('target') ?? 'total';
        const n = Number(url.searchParams.get('page') ?? '1');
        const pageNo = Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
        const headers: Record<string, string> = {};
        // Issue 38: the page's work is charged to the client's budget, and a search counts for the live keywords
        // only from a shopper's own navigation to it, once per client and keyword in a window (./gateway/).
        const client = clientOf(req);
        const navigated = isResultsNavigation({
          mode: header('sec-fetch-mode'),
          dest: header('sec-fetch-dest'),
          site: header('sec-fetch-site'),
          purpose: ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map(header).join(' '),
        });
        if (keyword.trim() && pageNo === 1) {
          // Counted as a shopper sees it: invisible characters don't make another keyword.
          const counted = plainKeyword(keyword);
          if (
            navigated &&
            counted &&
            (await store.tallies.count(SEARCH_TALLY, client, counted)) &&
            (await store.quotas.take(QUOTAS.searchRows, client))
          )
            await store.searches.log(counted, { ...searcherProfile(account), client });
          headers['Set-Cookie'] = `${LAST_SEARCH_COOKIE}=${encodeURIComponent(keyword.trim())}; Path=/; SameSite=Lax`;
        }
        const limit = {
          chrcCode: (url.searchParams.get('chrcCode') ?? '').slice(0, 64),
          pbcmCode: (url.searchParams.get('pbcmCode') ?? '').slice(0, 64),
        };
        return page(() => pages.searchPage(shop, ctx, keyword, target, pageNo, limit), 200, headers);
      }
      case '/searchDetail':
        return page(() => pages.searchDetailPage(ctx));
      case '/ORD/cart':
      case '/ORD/order/freebie':
      case '/ORD/order/gift':
      case '/ORD/cart/baro-dream': {
        const owner = account ? 'member:' + account.id : anonymous ? 'tmpr:' + anonymous : null;
        const ids = (url.searchParams.get('spbkIds') ?? '').split(',').filter(Boolean);
        const all = owner ? await store.carts.lines(owner) : [];
        const lines = ids.length ? all.filter((l) => ids.includes(String(l.spbkId))) : all;
        const titles: Record<string, string> = {
          '/ORD/cart': '장바구니',
          '/ORD/order/freebie': '주문/결제 - 사은품 선택',
          '/ORD/order/gift': '선물하기',
          '/ORD/cart/baro-dream': '바로드림 주문',
        };
        const code = url.searchParams.get('spbkDvsnCode');
        // Back from a partner's hand-off (handoff.ts): the outcome in the popup's words.
        const added = {
          INS: CART_TEXT.added,
          UPD: CART_TEXT.alreadyIn,
          OVF: CART_TEXT.overMax,
          OVK: CART_TEXT.overOrder + ' ' + CART_TEXT.overOrderHint,
        }[url.searchParams.get('added') ?? ''];
        return page(
          () => pages.cartPage(ctx, lines, titles[path], added ?? (code ? `주문 구분 ${code}` : '')),
          200,
          PRIVATE,
        );
      }
      case '/MBR/login':
        return page(() =>
          pages.loginPage(
            ctx,
            safeContinue(url.searchParams.get('continue'), origin),
            url.searchParams.get('verify') === 'adult',
          ),
        );
      case '/MBR/logout':
        return page(() => pages.logoutPage(ctx, safeContinue(url.searchParams.get('continue'), origin)));
      case '/MBR/auth/verify/adult':
        return page(() => pages.verifyAdultPage(ctx, safeContinue(url.searchParams.get('continue'), origin)));
      case '/cscenter':
        return page(() => pages.csCenterPage(ctx, false));
      case '/ONK/cscenter':
        return page(() => pages.csCenterPage(ctx, true));
    }
    const event = /^\/detail\/(\d+)$/.exec(path);
    const e = event && shop.catalogue.events.find((x) => x.event_ID === event[1]);
    if (e) return page(() => pages.eventPage(ctx, e));
    return page(() => pages.notFoundPage(ctx, path), 404);
  }

  return { server: limitedServer(handle), shop };
}
