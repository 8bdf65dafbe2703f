/**
 * The demo shop: host pages, the built widget under /static/search-popup/, the image host, and the reference
 * gateway under /api/gw/. Configured by environment variables:
 *   PORT (8080; 0 picks a free port, printed on the first line), HOST (127.0.0.1),
 *   DATA_DIR (host-demo/.data: the SQLite database), CATALOGUE (a catalogue JSON file; the curated one by default),
 *   GATEWAY_JITTER_MS (test mode: delay each gateway answer by a random 0..n ms, so answers arrive out of order).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMP_MEMBER_COOKIE } from '../../widget/src/core/recentSearches';
import { accountByKey, searcherProfile } from './accounts';
import { createGateway } from './gateway';
import { faultBody, FAULT_MODES, hostileAnswer, type FaultMode } from './hostile';
import { imageFor } from './images';
import * as pages from './pages';
import { safeContinue } from './redirects';
import { createShop, type Shop } from './shop';
import { LEGACY_SCRIPT, testPage } from './testPages';
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
const ACCOUNT_COOKIE = 'demo_account';
const LAST_SEARCH_COOKIE = 'demo_last_search';
const MAX_BODY = 1 << 20;
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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((res, rej) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        // The rest is read and dropped; the 413 goes out with `Connection: close`, which ends the connection once
        // both are done. Destroying the request here would drop the answer with it (and an unread body makes the
        // close a reset that can discard the answer on the client's side).
        req.removeAllListeners('data');
        req.resume();
        rej(Object.assign(new Error('body too large'), { status: 413 }));
      } else chunks.push(c);
    });
    req.on('end', () => res(Buffer.concat(chunks).toString('utf8')));
    req.on('error', rej);
  });
}

export interface DemoOptions {
  dataDir?: string;
  catalogueFile?: string;
  shop?: Shop;
  distDir?: string;
  /** Test mode: each gateway answer waits a random 0..n ms, so answers arrive out of order. */
  gatewayJitterMs?: number;
}

export function createDemoServer(options: DemoOptions = {}) {
  let faultMode: FaultMode = 'ok';
  const shop =
    options.shop ??
    createShop({
      dataDir: options.dataDir ?? join(ROOT, '.data'),
      catalogueFile: options.catalogueFile ?? join(ROOT, 'data', 'catalogue.json'),
    });
  const gateway = createGateway(shop);
  const distDir = options.distDir ?? join(REPO, 'dist');
  const publicDir = join(ROOT, 'public');

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...headers });
      res.end(body);
    };
    const redirect = (to: string, headers: Record<string, string> = {}) => {
      res.writeHead(303, { Location: to, ...headers });
      res.end();
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const host = /^[\w.:[\]-]+$/.test(req.headers.host ?? '') ? req.headers.host! : '127.0.0.1';
    const origin = 'http://' + host;
    const path = url.pathname;
    const jar = cookies(req);
    const account = accountByKey(jar[ACCOUNT_COOKIE]);
    const ctx: pages.PageContext = { origin, account, here: path + url.search };

    /** The reference gateway's answer to this request, for the path under `prefix`. */
    const viaGateway = (prefix: string, body: string | undefined) => {
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      const answer = gateway({
        method: req.method ?? 'GET',
        path: decodeURIComponent(path.slice(prefix.length)),
        params: url.searchParams,
        body,
        origin,
        token: auth ? auth[1] : null,
        sessionToken: account?.token ?? null,
      });
      return send(answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.body), {
        'Cache-Control': 'no-store',
      });
    };

    if (path.startsWith('/api/gw/')) {
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      if (options.gatewayJitterMs) await new Promise((r) => setTimeout(r, Math.random() * options.gatewayJitterMs!));
      return viaGateway('/api/gw/', body);
    }
    // Test modes (issue 8): the hostile corpus, and a gateway whose failure is switched at /test/fault-mode.
    if (path.startsWith('/api/hostile/')) {
      if (req.method === 'POST') await readBody(req);
      const answer = hostileAnswer(decodeURIComponent(path.slice('/api/hostile/'.length)), url.searchParams, origin);
      return send(answer.status, 'application/json; charset=utf-8', answer.body, { 'Cache-Control': 'no-store' });
    }
    if (path === '/test/fault-mode') {
      const wanted = url.searchParams.get('set') as FaultMode | null;
      if (wanted && FAULT_MODES.includes(wanted)) faultMode = wanted;
      return send(200, 'application/json; charset=utf-8', JSON.stringify({ mode: faultMode, modes: FAULT_MODES }), {
        'Cache-Control': 'no-store',
      });
    }
    if (path.startsWith('/api/fault/')) {
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      const json = 'application/json; charset=utf-8';
      switch (faultMode) {
        case '500':
          return send(500, json, '{"error":"internal_error"}');
        case '404':
          return send(404, json, '{"error":"not_found"}');
        case 'malformed':
          return send(200, json, '{"resultDocuments": [{"keywords": "끊긴');
        case 'empty':
          return send(200, json, '');
        case 'html':
          return send(
            200,
            'text/html; charset=utf-8',
            '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>',
          );
        case 'stack':
          return send(
            500,
            json,
            JSON.stringify({
              error: 'TypeError: Cannot read properties of undefined',
              stack: 'TypeError: x\n    at handler (/srv/app/gateway.js:12:7)',
            }),
          );
        case 'refused':
          return void req.socket.destroy();
        case 'hang':
          return void setTimeout(() => res.writableEnded || send(504, json, '{}'), 60000).unref();
        case 'slow':
          await new Promise((r) => setTimeout(r, 2500));
      }
      if (
        faultMode === 'partial' ||
        faultMode === 'wrongtypes' ||
        faultMode === 'huge' ||
        faultMode === 'many' ||
        faultMode === 'literal'
      ) {
        const sub = decodeURIComponent(path.slice('/api/fault/'.length));
        const real =
          faultMode === 'wrongtypes' || faultMode === 'literal'
            ? gateway({
                method: req.method ?? 'GET',
                path: sub,
                params: url.searchParams,
                body,
                origin,
                token: null,
                sessionToken: account?.token ?? null,
              }).body
            : null;
        const changed = faultBody(faultMode, sub, real, url.searchParams.get('keyword') ?? '');
        if (changed !== null)
          return send(200, changed.startsWith('<') ? 'text/html; charset=utf-8' : json, changed, {
            'Cache-Control': 'no-store',
          });
      }
      return viaGateway('/api/fault/', body);
    }
    if (path === '/static/search-popup/loader-old.js') {
      // The loader of an "older version", for the page that includes two versions.
      const loader = await fileUnder(distDir, 'loader.js');
      if (!loader) return send(404, 'text/plain; charset=utf-8', 'build first');
      return send(200, TYPES['.js'], loader.body.toString('utf8').replace(/"\d+\.\d+\.\d+[^"]*"/, '"0.0.1-old"'), {
        'Cache-Control': 'no-cache',
      });
    }
    if (path.startsWith('/static/search-popup/')) {
      const rel = path.slice('/static/search-popup/'.length);
      const file = await fileUnder(distDir, rel);
      if (!file) return send(404, 'text/plain; charset=utf-8', 'not found');
      // Hashed bundles never change; loader.js is the one URL a host writes, so it is revalidated.
      const cache = rel === 'loader.js' ? 'no-cache' : 'public, max-age=31536000, immutable';
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

    if (req.method === 'POST' && path === '/MBR/login') {
      const form = new URLSearchParams(await readBody(req));
      const chosen = accountByKey(form.get('account') ?? undefined);
      if (!chosen) return send(400, HTML, pages.loginPage(ctx, safeContinue(form.get('continue'), origin), false));
      return redirect(safeContinue(form.get('continue'), origin), {
        'Set-Cookie': `${ACCOUNT_COOKIE}=${chosen.key}; Path=/; SameSite=Lax`,
      });
    }
    if (req.method === 'POST' && path === '/MBR/auth/verify/adult') {
      const form = new URLSearchParams(await readBody(req));
      if (!account) return redirect('/MBR/login?continue=' + encodeURIComponent(ctx.here));
      return redirect(safeContinue(form.get('continue'), origin), {
        'Set-Cookie': `${ACCOUNT_COOKIE}=adult; Path=/; SameSite=Lax`,
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'text/plain; charset=utf-8', 'method not allowed');

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
        const owner = account ? 'member:' + account.id : tmpr ? 'tmpr:' + tmpr : null;
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
        return page(pages.cartPage(ctx, lines, titles[path], code ? `주문 구분 ${code}` : ''));
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
        return redirect(safeContinue(url.searchParams.get('continue'), origin), {
          'Set-Cookie': `${ACCOUNT_COOKIE}=; Path=/; Max-Age=0`,
        });
      case '/MBR/auth/verify/adult':
        return page(pages.verifyAdultPage(ctx, safeContinue(url.searchParams.get('continue'), origin)));
      case '/cscenter':
        return page(pages.csCenterPage(ctx, false));
      case '/ONK/cscenter':
        return page(pages.csCenterPage(ctx, true));
      case '/test/concat.js': {
        const loader = await fileUnder(distDir, 'loader.js');
        if (!loader) return send(404, 'text/plain; charset=utf-8', 'build first');
        return send(200, TYPES['.js'], LEGACY_SCRIPT + loader.body.toString('utf8'), { 'Cache-Control': 'no-cache' });
      }
    }
    const event = /^\/detail\/(\d+)$/.exec(path);
    const e = event && shop.catalogue.events.find((x) => x.event_ID === event[1]);
    if (e) return page(pages.eventPage(ctx, e));
    const test = path.startsWith('/test/') ? testPage(path.slice('/test/'.length), origin, url.searchParams) : null;
    // Test pages run inline scripts (hostile payloads, framework hosts): framing and referrer rules, and a policy of
    // their own where they test one.
    if (test)
      return send(200, HTML, test.html, {
        'Content-Security-Policy': "frame-ancestors 'self'",
        'Referrer-Policy': SHOP_PAGE_HEADERS['Referrer-Policy'],
        ...(test.headers ?? {}),
      });
    return page(pages.notFoundPage(ctx, path), 404);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: Error & { status?: number }) => {
      // A path with a malformed percent escape (`/api/gw/search/%E0%A4%A`) is the client's error: a 400, not a
      // 500 with a stack trace in the log.
      const status = e instanceof URIError ? 400 : (e.status ?? 500);
      if (status === 500) console.error('demo server:', e);
      if (!res.headersSent) {
        res.writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'X-Content-Type-Options': 'nosniff',
          ...(status === 413 ? { Connection: 'close' } : {}),
        });
        const error = { 400: 'bad_request', 413: 'payload_too_large' }[status as 400 | 413] ?? 'internal_error';
        res.end(JSON.stringify({ error }));
      } else res.end();
    });
  });
  return { server, shop };
}
