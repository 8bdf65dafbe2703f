/**
 * The demo shop: host pages, the built widget under /static/search-popup/, the image host, and the reference
 * gateway under /api/gw/. Configured by environment variables:
 *   PORT (8080; 0 picks a free port, printed on the first line), HOST (127.0.0.1),
 *   PUBLIC_ORIGIN (the origin absolute URLs and the write check use; http://HOST:PORT by default, never the request's
 *   own Host header), DATA_DIR (host-demo/.data: the SQLite database and the signing key), DEMO_SECRET (the signing
 *   key, instead of the one kept in DATA_DIR), CATALOGUE (a catalogue JSON file; the curated one by default),
 *   DEMO_TEST_MODE=1 (the test pages, the hostile and fault gateways: testRoutes.ts),
 *   BODY_TIMEOUT_MS (10000: how long a request body may take), CLIENT_WORK_SHARE and CLIENT_WORK_BURST_MS (0.5 and
 *   2000: the work one client may take, ./clientBudget.ts), GATEWAY_JITTER_MS (test mode only: delay each gateway answer by a random 0..n ms, so answers arrive out of order).
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMP_MEMBER_COOKIE, TEMP_MEMBER_COOKIE_HOURS } from '../../widget/src/core/recentSearches';
import { searcherProfile } from './accounts';
import { clientBudget } from './clientBudget';
import { createGateway } from './gateway';
import { HANDOFF_PATH, handoffNext, handoffTokens, readHandoff } from './handoff';
import { cdnAnswer, gatewayCors } from './partners';
import { imageFor } from './images';
import * as pages from './pages';
import { safeContinue } from './redirects';
import { createSessions, loadSecret, tempMembers } from './sessions';
import { createShop, type Shop } from './shop';
import { createTestRoutes } from './testRoutes';
import { vendorFile } from './vendor';
import { checkWrite } from './writeGuard';
import { LOGIN_CODES } from '../../widget/src/core/cartPlan';
import { CART_OUTCOME_TEXT as CART_TEXT } from '../../widget/src/core/cartOutcome';

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
const SESSION_COOKIE = 'demo_session';
const LAST_SEARCH_COOKIE = 'demo_last_search';
const MAX_BODY = 1 << 20;
/** A body must arrive within this many ms of the request's head (a slow upload holds a socket and memory). */
const BODY_TIMEOUT_MS = 10_000;
/**
 * At most this many requests of one client (its address) are open at once (a body on its way, a slow answer);
 * more answer 429 at once. What its requests cost is bounded by ./clientBudget.ts.
 */
const PER_CLIENT = 32;
const JSON_TYPE = 'application/json; charset=utf-8';
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

async function fileUnder(root: string, rel: string) {
  const full = normalize(join(root, rel));
  if (!full.startsWith(root + sep)) return null;
  try {
    return { body: await readFile(full), type: TYPES[extname(full)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const key = part.slice(0, i).trim();
    try {
      out[key] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[key] = part.slice(i + 1).trim();
    }
  }
  return out;
}

function readBody(req: IncomingMessage, timeoutMs = BODY_TIMEOUT_MS): Promise<string> {
  return new Promise((res, rej) => {
    let size = 0;
    const chunks: Buffer[] = [];
    // The rest is read and dropped; the error answer goes out with `Connection: close`, which ends the connection
    // once both are done. Destroying the request here would drop the answer with it (and an unread body makes the
    // close a reset that can discard the answer on the client's side).
    const refuse = (status: number, message: string) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      req.resume();
      rej(Object.assign(new Error(message), { status }));
    };
    const timer = setTimeout(() => refuse(408, 'body too slow'), timeoutMs);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) refuse(413, 'body too large');
      else chunks.push(c);
    });
    req.on('end', () => {
      clearTimeout(timer);
      res(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      rej(e);
    });
  });
}

export interface DemoOptions {
  dataDir?: string;
  catalogueFile?: string;
  shop?: Shop;
  distDir?: string;
  /** Test mode: the test pages and the hostile and fault gateways (testRoutes.ts). */
  testMode?: boolean;
  /** Test mode only: each gateway answer waits a random 0..n ms, so answers arrive out of order. */
  gatewayJitterMs?: number;
  /** The site's origin for absolute URLs and the write check; else http://{hostname}:{the listening port}. */
  publicOrigin?: string;
  /** The host name the server listens on (127.0.0.1). */
  hostname?: string;
  /** How long a request's body may take to arrive (10 s). */
  bodyTimeoutMs?: number;
  /** How much work one client may take (./clientBudget.ts). */
  clientBudget?: Parameters<typeof clientBudget>[0];
  /**
   * The partner origins whose pages may read the gateway (CORS, docs/partners.md); read on each request, so a
   * caller may fill it once it knows the partner site's port.
   */
  partnerOrigins?: string[];
}

export function createDemoServer(options: DemoOptions = {}) {
  const dataDir = options.dataDir ?? join(ROOT, '.data');
  const shop =
    options.shop ??
    createShop({ dataDir, catalogueFile: options.catalogueFile ?? join(ROOT, 'data', 'catalogue.json') });
  const sessions = createSessions();
  const secret = loadSecret(dataDir);
  const members = tempMembers(secret);
  const handoffs = handoffTokens(secret);
  const partnerOrigins = options.partnerOrigins ?? [];
  const gateway = createGateway(shop, { sessions, tempMembers: members });
  const testRoutes = options.testMode ? createTestRoutes() : null;
  const distDir = options.distDir ?? join(REPO, 'dist');
  const publicDir = join(ROOT, 'public');
  const inFlight = new Map<string, number>();
  const budget = clientBudget(options.clientBudget);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Cookies a handler adds to whatever it answers (a temporary member number the request lacked).
    const cookiesToSet: string[] = [];
    const withCookies = (headers: Record<string, string>): OutgoingHttpHeaders => {
      const all = [...(headers['Set-Cookie'] ? [headers['Set-Cookie']] : []), ...cookiesToSet];
      return all.length ? { ...headers, 'Set-Cookie': all } : headers;
    };
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      if (res.writableEnded) return;
      res.writeHead(status, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...withCookies(headers) });
      res.end(body);
    };
    const redirect = (to: string, headers: Record<string, string> = {}) => {
      res.writeHead(303, { Location: to, 'X-Content-Type-Options': 'nosniff', ...withCookies(headers) });
      res.end();
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The configured origin, never the request's Host header (issue 20: a forged Host made absolute URLs elsewhere).
    const origin = options.publicOrigin ?? `http://${options.hostname ?? '127.0.0.1'}:${req.socket.localPort}`;
    const path = url.pathname;
    const jar = cookies(req);
    const session = sessions.get(jar[SESSION_COOKIE]);
    const account = session?.account ?? null;
    const ctx: pages.PageContext = {
      origin,
      account,
      accessToken: session?.accessToken ?? null,
      here: path + url.search,
    };
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(',') : v;
    };
    /** A write (cart add, sign-in) only from the shop's own pages; `types` the bodies it takes (writeGuard.ts). */
    const refusedWrite = (types: string[]) => {
      const verdict = checkWrite(
        { contentType: header('content-type'), origin: header('origin'), secFetchSite: header('sec-fetch-site') },
        { origins: [origin], types },
      );
      if (verdict.ok) return false;
      send(verdict.status, JSON_TYPE, JSON.stringify({ error: verdict.error, message: verdict.message }));
      return true;
    };
    const tempMemberCookie = (value: string) =>
      `${TEMP_MEMBER_COOKIE}=${value}; Path=/; Max-Age=${TEMP_MEMBER_COOKIE_HOURS * 3600}; SameSite=Lax`;

    /** The reference gateway's answer for a path under its base (`search/commodity`). */
    const callGateway = (gatewayPath: string, body: string | undefined) => {
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      return gateway({
        method: req.method ?? 'GET',
        path: gatewayPath,
        params: url.searchParams,
        body,
        origin,
        token: auth ? auth[1] : null,
        sessionAccount: account,
      });
    };
    /**
     * Gateway work for this request, charged to its client's budget (./clientBudget.ts); null once the budget is
     * spent, when the 429 has been sent.
     */
    const charged = <T>(work: () => T): T | null => {
      const client = req.socket.remoteAddress ?? '?';
      if (!budget.admit(client)) {
        send(429, JSON_TYPE, '{"error":"too_many_requests"}', { 'Retry-After': '1', 'Cache-Control': 'no-store' });
        return null;
      }
      const started = performance.now();
      try {
        return work();
      } finally {
        budget.charge(client, performance.now() - started);
      }
    };
    /** The reference gateway's answer to this request, for the path under `prefix`. */
    const viaGateway = (prefix: string, body: string | undefined) => {
      const answer = charged(() => callGateway(decodeURIComponent(path.slice(prefix.length)), body));
      if (!answer) return;
      if (answer.issuedTempMember) cookiesToSet.push(tempMemberCookie(answer.issuedTempMember));
      return send(answer.status, JSON_TYPE, JSON.stringify(answer.body), { 'Cache-Control': 'no-store' });
    };

    // The static empty-input answers (the spec's CDN json variant, docs/partners.md): any page may read them.
    if (path.startsWith('/cdn/search-popup/')) {
      // Worked out like any gateway answer, so charged to the client's budget like one (a CDN in front caches it).
      const answer = charged(() =>
        cdnAnswer(path.slice('/cdn/search-popup/'.length), (sub, params) =>
          gateway({ method: 'GET', path: sub, params, body: undefined, origin, token: null, sessionAccount: null }),
        ),
      );
      if (res.writableEnded) return; // the 429
      if (!answer) return send(404, JSON_TYPE, '{"error":"not_found"}', { 'Access-Control-Allow-Origin': '*' });
      const headers = { ...answer.headers };
      if (header('if-none-match') === answer.headers.ETag) {
        res.writeHead(304, headers);
        return void res.end();
      }
      return send(200, JSON_TYPE, answer.body, headers);
    }
    if (path.startsWith('/api/gw/')) {
      // Another origin's page reads the gateway only when it is a partner's (CORS); writes answer to the write check.
      const cors =
        req.method === 'POST'
          ? { headers: { Vary: 'Origin' } }
          : gatewayCors(req.method ?? 'GET', header('origin'), origin, partnerOrigins);
      if (cors.refuse)
        return send(403, JSON_TYPE, JSON.stringify({ error: 'origin_not_allowed', message: cors.refuse }), {
          Vary: 'Origin',
          'Cache-Control': 'no-store',
        });
      if (cors.preflight) {
        res.writeHead(204, cors.headers);
        return void res.end();
      }
      for (const [k, v] of Object.entries(cors.headers)) res.setHeader(k, v);
      if (req.method === 'POST' && refusedWrite(['application/json'])) return;
      const body = req.method === 'POST' ? await readBody(req, options.bodyTimeoutMs) : undefined;
      if (testRoutes && options.gatewayJitterMs)
        await new Promise((r) => setTimeout(r, Math.random() * options.gatewayJitterMs!));
      return viaGateway('/api/gw/', body);
    }
    const testHandled =
      testRoutes &&
      (await testRoutes({
        req,
        url,
        path,
        origin,
        send,
        readBody: () => readBody(req, options.bodyTimeoutMs),
        viaGateway,
        gatewayBody: (sub, body) => callGateway(sub, body).body,
        loader: async () => (await fileUnder(distDir, 'loader.js'))?.body.toString('utf8') ?? null,
        dist: async (rel) => (await fileUnder(distDir, rel))?.body ?? null,
        pageHeaders: {
          'Content-Security-Policy': "frame-ancestors 'self'",
          'Referrer-Policy': SHOP_PAGE_HEADERS['Referrer-Policy'],
        },
      }));
    if (testHandled) return;
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
      const raw = await readBody(req, options.bodyTimeoutMs);
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
    const sessionCookie = (id: string) => `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
    if (req.method === 'POST' && path === '/MBR/login') {
      if (refusedWrite(FORM_TYPES)) return;
      const form = await formOf();
      const key = form.get('account');
      if (key !== 'member' && key !== 'adult')
        return send(
          400,
          HTML,
          pages.loginPage(ctx, safeContinue(form.get('continue'), origin), false),
          SHOP_PAGE_HEADERS,
        );
      sessions.end(session?.id);
      return redirect(safeContinue(form.get('continue'), origin), {
        'Set-Cookie': sessionCookie(sessions.start(key).id),
      });
    }
    if (req.method === 'POST' && path === '/MBR/auth/verify/adult') {
      if (refusedWrite(FORM_TYPES)) return;
      const form = await formOf();
      if (!session) return redirect('/MBR/login?continue=' + encodeURIComponent(ctx.here));
      // A new session for the raised privilege: the old id and token sign nobody in any more.
      sessions.end(session.id);
      return redirect(safeContinue(form.get('continue'), origin), {
        'Set-Cookie': sessionCookie(sessions.start('adult').id),
      });
    }
    // A partner page's cart action, confirmed on the shop's own page (handoff.ts).
    if (req.method === 'POST' && path === HANDOFF_PATH) {
      if (refusedWrite(FORM_TYPES)) return;
      const form = await formOf();
      const owner = account
        ? 'member:' + account.id
        : members.valid(jar[TEMP_MEMBER_COOKIE])
          ? 'tmpr:' + jar[TEMP_MEMBER_COOKIE]
          : null;
      const spent = owner ? handoffs.redeem(form.get('t'), owner) : ({ error: 'owner' } as const);
      const fail = (status: number, message: string) =>
        send(status, HTML, pages.handoffErrorPage(ctx, message), SHOP_PAGE_HEADERS);
      // A second press of the same button (a double click) lands where the first went.
      if ('error' in spent && spent.error === 'spent' && spent.next) return redirect(spent.next);
      if ('error' in spent)
        return spent.error === 'spent'
          ? fail(409, '이미 처리된 요청입니다. 장바구니에서 확인해 주세요.')
          : spent.error === 'expired'
            ? fail(410, '요청 시간이 지났습니다. 제휴 사이트에서 다시 시도해 주세요.')
            : fail(400, '요청을 확인할 수 없습니다. 제휴 사이트에서 다시 시도해 주세요.');
      const lines = spent.i.map(([saleId, qty]) => {
        const p = shop.bySaleId.get(saleId)!;
        return { saleId, name: p.cmdt_NAME, price: p.sale_CMDT_SAPR, qty, code: spent.c };
      });
      const results = shop.db.addToCart(owner!, lines);
      const next = handoffNext(
        spent.c,
        results.map((r) => r.spbkId).filter((id): id is number => typeof id === 'number'),
        results.map((r) => r.resultCode),
      );
      handoffs.went(spent.n, next);
      return redirect(next);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'text/plain; charset=utf-8', 'method not allowed');

    // Every page hands an anonymous shopper a temporary member number the server signed (the widget uses the one
    // it finds; the gateway takes no other).
    let tmpr = jar[TEMP_MEMBER_COOKIE];
    if (!account && !members.valid(tmpr)) cookiesToSet.push(tempMemberCookie((tmpr = members.issue())));
    const cartOwner = account ? 'member:' + account.id : 'tmpr:' + tmpr;
    const page = (body: string, status = 200, headers: Record<string, string> = {}) =>
      send(status, HTML, body, { ...SHOP_PAGE_HEADERS, ...headers });
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
      if (!p) return page(pages.notFoundPage(ctx, path), 404);
      const last = jar[LAST_SEARCH_COOKIE];
      if (last) shop.db.logView(last.slice(0, 100), p.sale_CMDTID);
      return page(pages.productPage(ctx, p));
    }

    if (path === HANDOFF_PATH) {
      const wanted = readHandoff(url.searchParams, shop);
      if ('error' in wanted)
        return page(pages.handoffErrorPage(ctx, '담을 상품을 찾을 수 없습니다.', wanted.error), 400);
      // Buy-now and gift need a signed-in shopper, adult-only items an adult one: the sign-in comes back here.
      const adultOnly = wanted.items.some((x) => Number(x.product.sale_LMTT_AGE) >= 19);
      if (!account && (adultOnly || LOGIN_CODES.includes(wanted.code)))
        return redirect(
          '/MBR/login?' + new URLSearchParams({ continue: ctx.here, ...(adultOnly ? { verify: 'adult' } : {}) }),
        );
      if (adultOnly && !account!.roles.includes('adult'))
        return redirect('/MBR/auth/verify/adult?' + new URLSearchParams({ continue: ctx.here }));
      return page(
        pages.handoffPage(ctx, wanted.code, wanted.items, wanted.partner, handoffs.issue(wanted, cartOwner)),
        200,
        { 'Cache-Control': 'no-store' },
      );
    }
    switch (path) {
      case '/':
        return page(pages.homePage(shop, ctx));
      case '/mobile':
        return page(pages.mobilePage(shop, ctx));
      case '/partner':
        return page(pages.partnerPage(ctx));
      case '/search': {
        const keyword = (url.searchParams.get('keyword') ?? '').slice(0, 100);
        const target = url.searchParams.get('target') ?? 'total';
        const n = Number(url.searchParams.get('page') ?? '1');
        const pageNo = Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
        const headers: Record<string, string> = {};
        if (keyword.trim() && pageNo === 1) {
          const who = searcherProfile(account);
          shop.db.logSearch(keyword.trim(), who.age, who.sex);
          headers['Set-Cookie'] = `${LAST_SEARCH_COOKIE}=${encodeURIComponent(keyword.trim())}; Path=/; SameSite=Lax`;
        }
        return page(pages.searchPage(shop, ctx, keyword, target, pageNo), 200, headers);
      }
      case '/searchDetail':
        return page(pages.searchDetailPage(ctx));
      case '/ORD/cart':
      case '/ORD/order/freebie':
      case '/ORD/order/gift':
      case '/ORD/cart/baro-dream': {
        const tmpr = jar[TEMP_MEMBER_COOKIE];
        const owner = account ? 'member:' + account.id : members.valid(tmpr) ? 'tmpr:' + tmpr : null;
        const ids = (url.searchParams.get('spbkIds') ?? '').split(',').filter(Boolean);
        const all = owner ? shop.db.cart(owner) : [];
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
        return page(pages.cartPage(ctx, lines, titles[path], added ?? (code ? `주문 구분 ${code}` : '')));
      }
      case '/MBR/login':
        return page(
          pages.loginPage(
            ctx,
            safeContinue(url.searchParams.get('continue'), origin),
            url.searchParams.get('verify') === 'adult',
          ),
        );
      case '/MBR/logout':
        sessions.end(jar[SESSION_COOKIE]);
        return redirect(safeContinue(url.searchParams.get('continue'), origin), {
          'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
        });
      case '/MBR/auth/verify/adult':
        return page(pages.verifyAdultPage(ctx, safeContinue(url.searchParams.get('continue'), origin)));
      case '/cscenter':
        return page(pages.csCenterPage(ctx, false));
      case '/ONK/cscenter':
        return page(pages.csCenterPage(ctx, true));
    }
    const event = /^\/detail\/(\d+)$/.exec(path);
    const e = event && shop.catalogue.events.find((x) => x.event_ID === event[1]);
    if (e) return page(pages.eventPage(ctx, e));
    return page(pages.notFoundPage(ctx, path), 404);
  }

  const server = createServer((req, res) => {
    // One client's requests worked on at once are counted; past PER_CLIENT it waits for nothing and gets a 429.
    const client = req.socket.remoteAddress ?? '?';
    const busy = inFlight.get(client) ?? 0;
    if (busy >= PER_CLIENT) {
      res.writeHead(429, { 'Content-Type': JSON_TYPE, 'Retry-After': '1', 'X-Content-Type-Options': 'nosniff' });
      return void res.end('{"error":"too_many_requests"}');
    }
    inFlight.set(client, busy + 1);
    res.once('close', () => {
      const n = (inFlight.get(client) ?? 1) - 1;
      if (n) inFlight.set(client, n);
      else inFlight.delete(client);
    });
    handle(req, res).catch((e: Error & { status?: number }) => {
      // A path with a malformed percent escape (`/api/gw/search/%E0%A4%A`) is the client's error: a 400, not a
      // 500 with a stack trace in the log.
      const status = e instanceof URIError ? 400 : (e.status ?? 500);
      if (status === 500) console.error('demo server:', e);
      if (!res.headersSent) {
        res.writeHead(status, {
          'Content-Type': JSON_TYPE,
          'X-Content-Type-Options': 'nosniff',
          ...(status === 413 || status === 408 ? { Connection: 'close' } : {}),
        });
        const error =
          { 400: 'bad_request', 408: 'request_timeout', 413: 'payload_too_large' }[status as 400 | 408 | 413] ??
          'internal_error';
        res.end(JSON.stringify({ error }));
      } else res.end();
    });
  });
  return { server, shop };
}
