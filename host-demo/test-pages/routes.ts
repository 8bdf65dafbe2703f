/**
 * What only a demo started in test mode serves (`DEMO_TEST_MODE=1`; `npm test` and `npm run bench` set it, issue
 * 20): the hostile gateway, the fault gateway and its switch, the test pages (inline hostile payloads, framework
 * hosts), and the scripts those pages load. `npm start` serves none of it: a copy of the demo must not ship a
 * switch that makes its own gateway fail, or pages that run inline scripts.
 */
import type { TestRequest } from '../server/main';
import { faultBody, FAULT_MODES, hostileAnswer, type FaultMode } from './hostile';
import { LEGACY_SCRIPT, testPage } from './pages';
import { sriRoute } from './sri';

const JSON_TYPE = 'application/json; charset=utf-8';
const JS_TYPE = 'text/javascript; charset=utf-8';

/** Returns a handler that answers a test-mode path (true) or leaves it to the shop (false). */
export function createTestRoutes() {
  let faultMode: FaultMode = 'ok';

  async function fault(t: TestRequest) {
    const { req, url, path, send } = t;
    const body = req.method === 'POST' ? await t.readBody() : undefined;
    switch (faultMode) {
      case '500':
        return send(500, JSON_TYPE, '{"error":"internal_error"}');
      case '404':
        return send(404, JSON_TYPE, '{"error":"not_found"}');
      case 'malformed':
        return send(200, JSON_TYPE, '{"resultDocuments": [{"keywords": "끊긴');
      case 'empty':
        return send(200, JSON_TYPE, '');
      case 'html':
        return send(
          200,
          'text/html; charset=utf-8',
          '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>',
        );
      case 'stack':
        return send(
          500,
          JSON_TYPE,
          JSON.stringify({
            error: 'TypeError: Cannot read properties of undefined',
            stack: 'TypeError: x\n    at handler (/srv/app/gateway.js:12:7)',
          }),
        );
      case 'refused':
        return void req.socket.destroy();
      case 'hang':
        return void setTimeout(() => t.send(504, JSON_TYPE, '{}'), 60000).unref();
      case 'slow':
        await new Promise((r) => setTimeout(r, 2500));
    }
    if (!['ok', '500', '404', 'malformed', 'empty', 'html', 'slow', 'stack'].includes(faultMode)) {
      const sub = decodeURIComponent(path.slice('/api/fault/'.length));
      const real = faultMode === 'wrongtypes' || faultMode === 'literal' ? await t.gatewayBody(sub, body) : null;
      const changed = faultBody(faultMode, sub, real, url.searchParams.get('keyword') ?? '');
      if (changed !== null)
        return send(200, changed.startsWith('<') ? 'text/html; charset=utf-8' : JSON_TYPE, changed, {
          'Cache-Control': 'no-store',
        });
    }
    return t.viaGateway('/api/fault/', body);
  }

  /**
   * Every request for the results page's first page, in order (its keyword): what the real-IME journeys count as
   * searches. The live keywords' log counts a keyword once per client in a window (issue 38), so it can't tell one
   * search from two.
   */
  const resultsPages: string[] = [];

  /**
   * The gateway's requests per page origin (a CORS request's `Origin`, else its `Referer`'s origin: a `no-cors`
   * probe has no `Origin`), at `/test/gateway-calls?origin=…`: how the partner journeys tell that a refused page
   * stopped asking.
   */
  const gatewayCalls = new Map<string, number>();

  return async function handle(t: TestRequest): Promise<boolean> {
    const { req, url, path, send } = t;
    if (path.startsWith('/api/gw/')) {
      let from = req.headers.origin;
      try {
        from ??= new URL(req.headers.referer ?? '').origin;
      } catch {
        from = 'none';
      }
      gatewayCalls.set(from, (gatewayCalls.get(from) ?? 0) + 1);
      return false;
    }
    if (path === '/test/gateway-calls') {
      const count = gatewayCalls.get(url.searchParams.get('origin') ?? '') ?? 0;
      send(200, JSON_TYPE, JSON.stringify({ count }), { 'Cache-Control': 'no-store' });
      return true;
    }
    if (path === '/search') {
      const keyword = (url.searchParams.get('keyword') ?? '').trim();
      if (keyword && (url.searchParams.get('page') ?? '1') === '1') resultsPages.push(keyword);
      return false;
    }
    if (path === '/test/results-pages') {
      const since = Number(url.searchParams.get('since')) || 0;
      send(200, JSON_TYPE, JSON.stringify({ count: resultsPages.length, keywords: resultsPages.slice(since) }), {
        'Cache-Control': 'no-store',
      });
      return true;
    }
    // The hostile corpus (issue 8), and a gateway whose failure is switched at /test/fault-mode.
    if (path.startsWith('/api/hostile/')) {
      if (req.method === 'POST') await t.readBody();
      const answer = hostileAnswer(decodeURIComponent(path.slice('/api/hostile/'.length)), url.searchParams, t.origin);
      send(answer.status, JSON_TYPE, answer.body, { 'Cache-Control': 'no-store' });
      return true;
    }
    if (path === '/test/fault-mode') {
      const wanted = url.searchParams.get('set') as FaultMode | null;
      if (wanted && FAULT_MODES.includes(wanted)) faultMode = wanted;
      send(200, JSON_TYPE, JSON.stringify({ mode: faultMode, modes: FAULT_MODES }), { 'Cache-Control': 'no-store' });
      return true;
    }
    // What a frame of this shop on another site's page sees of the shop's cookies (the partner journeys check that
    // third-party cookies are blocked or partitioned in each engine before they count on the hand-off). Framable
    // from anywhere, so no frame-ancestors here.
    if (path === '/test/cookie-probe') {
      send(
        200,
        'text/html; charset=utf-8',
        '<!DOCTYPE html><title>probe</title><script>parent.postMessage({ probe: "cookies", cookie: document.cookie }, "*")</script>',
        { 'Cache-Control': 'no-store' },
      );
      return true;
    }
    if (path.startsWith('/api/fault/')) {
      await fault(t);
      return true;
    }
    // The loader of an "older version", for the page that includes two versions; a legacy script concatenated
    // before the loader.
    if (path === '/static/search-popup/loader-old.js' || path === '/test/concat.js') {
      const loader = await t.loader();
      if (loader === null) send(404, 'text/plain; charset=utf-8', 'build first');
      else
        send(
          200,
          JS_TYPE,
          path === '/test/concat.js' ? LEGACY_SCRIPT + loader : loader.replace(/"\d+\.\d+\.\d+[^"]*"/, '"0.0.1-old"'),
          { 'Cache-Control': 'no-cache' },
        );
      return true;
    }
    // The pinned loader under SRI, and a versioned folder with a tampered chunk (./sri.ts).
    if (req.method === 'GET' && (await sriRoute(t))) return true;
    const test =
      path.startsWith('/test/') && req.method === 'GET' ? testPage(path.slice(6), t.origin, url.searchParams) : null;
    if (!test) return false;
    // Test pages run inline scripts (hostile payloads, framework hosts): framing and referrer rules, and a policy of
    // their own where they test one.
    send(200, 'text/html; charset=utf-8', test.html, { ...t.pageHeaders, ...(test.headers ?? {}) });
    return true;
  };
}
