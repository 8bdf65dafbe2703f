/**
 * Issue 52 in a real browser: a sibling subdomain's copies of the shop's cart owner and session cookies, under a
 * name that differs from the shop's by a leading no-break space (`\xA0`) or by case, carrying the attacker's own
 * valid values, never stand for a fresh visitor's: the visitor's add lands in the visitor's own cart, not the
 * attacker's, and the visitor is not signed in as the attacker — on http and on https.
 *
 * The shop on www.shop.test, the attacker's page on evil.shop.test, both resolved to loopback (Chromium: a
 * host-resolver rule, the attacker on 127.0.0.2; Firefox: `network.dns.localDomains`, which maps names to 127.0.0.1, so
 * the attacker is there too). Each scheme has a demo server of its own behind a front of the test's that passes the
 * connection's bytes on (for https ending TLS first, with a self-signed certificate made by `openssl` now and accepted
 * by the browser): the demo's configured origin (PUBLIC_ORIGIN) names the front, and the front keeps the `Cookie`
 * headers the browser sent, byte for byte. The attacker's page answers with raw latin1 `Set-Cookie` lines: Node's HTTP
 * server writes header text as UTF-8, and `\xA0` would arrive as `Â\xA0`, which no `trim()` strips.
 *
 * What the browsers keep (Chromium 156, Firefox 153 ESR): the `\xA0` names (they don't start with `__Host-`), sent
 * back as the one byte 0xA0; `SP_TMPR_OWNER` and `Demo_Session` from the sibling; never `__host-…` with `Domain=`
 * (both check the prefix whatever its case), so on https no re-cased copy can reach the shop at all.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { startDemo, type Demo } from './driver/demo';
import { launchEngine, type Engine, type EngineName, type EnginePage } from './driver';
import { DESKTOP } from './journeys';
import { closeAll } from '../helpers/processes';

const T = { timeout: 30000 };
type Scheme = 'http' | 'https';
type Kind = 'owner' | 'session';
/** The shop's cookie names (gateway/tempMembers.ts `ownerCookieName`, host-demo/server/visitor.ts `sessionCookieName`). */
const NAMES: Record<Scheme, Record<Kind, string>> = {
  http: { owner: 'sp_tmpr_owner', session: 'demo_session' },
  https: { owner: '__Host-sp_tmpr_owner', session: '__Host-demo_session' },
};
/** The product the visitor adds (a row of the demo catalogue). */
const PRODUCT = { saleCmdtid: 'S000000007', name: '82년생 김지영', price: 12600 };

/** Connections held open by the fronts and the attacker's page, dropped when they stop. */
const sockets = new Set<Socket>();
const held = (socket: Socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket)).on('error', () => socket.destroy());
};
const listen = (server: Server, host = '127.0.0.1') =>
  new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
const stop = (server: Server) => () =>
  new Promise<void>((done) => {
    for (const s of sockets) s.destroy();
    server.close(() => done());
  });

/** A front on loopback: each connection's bytes go to the demo's port and back; those the browser sent are kept. */
function front(tls?: { key: Buffer; cert: Buffer }) {
  let target = 0;
  const sent: string[] = [];
  const pass = (socket: Socket) => {
    held(socket);
    const demo = connect(target, '127.0.0.1');
    held(demo);
    socket.on('data', (d: Buffer) => sent.push(d.toString('latin1')));
    socket.pipe(demo).pipe(socket);
  };
  const server = tls ? createTlsServer(tls, pass) : createNetServer(pass);
  return {
    server,
    /** The demo's port, once it listens. */
    to: (port: number) => void (target = port),
    /** Whether the browser sent the cookie pair `name=value` to the shop (as Node reads it: latin1). */
    sent: (name: string, value: string) =>
      sent
        .join('')
        .split('\r\n')
        .filter((line) => /^cookie:/i.test(line))
        .some((line) =>
          line
            .slice(7)
            .split(';')
            .map((p) => p.replace(/^ +| +$/g, ''))
            .includes(`${name}=${value}`),
        ),
  };
}

/** The attacker's page: answers every request with `cookies` as raw latin1 `Set-Cookie` lines. */
function attackerPage() {
  let cookies: string[] = [];
  const server = createNetServer((socket) => {
    held(socket);
    let head = '';
    socket.on('data', (d: Buffer) => {
      head += d.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      const body = '<!doctype html><title>evil</title><p>evil.shop.test</p>';
      const lines = ['HTTP/1.1 200 OK', 'Content-Type: text/html', 'Connection: close'];
      lines.push(...cookies.map((c) => 'Set-Cookie: ' + c), `Content-Length: ${body.length}`, '', body);
      socket.end(Buffer.from(lines.join('\r\n'), 'latin1'));
    });
  });
  return { server, set: (lines: string[]) => void (cookies = lines) };
}

/** A self-signed certificate for www.shop.test. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'sp-sibling-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', '/CN=www.shop.test', '-addext', 'subjectAltName=DNS:www.shop.test'],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The value of the cookie `name` among a response's `Set-Cookie` lines. */
const setCookie = (res: Response, name: string) => {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(name + '='));
  if (!line) throw new Error(`no ${name} cookie in ${res.headers.getSetCookie().join(' | ')}`);
  return line.slice(name.length + 1).split(';')[0];
};

export function defineSiblingCookies(name: EngineName) {
  jest.setTimeout(180000);
  const evilAddress = name === 'chromium' ? '127.0.0.2' : '127.0.0.1';
  const evil = attackerPage();
  let evilOrigin = '';
  let fronts: Record<Scheme, ReturnType<typeof front>>;
  const sites = {} as Record<Scheme, { demo: Demo; origin: string; front: ReturnType<typeof front> }>;
  let engine: Engine;
  let page: EnginePage | null = null;

  beforeAll(async () => {
    evilOrigin = `http://evil.shop.test:${await listen(evil.server, evilAddress)}`;
    fronts = { http: front(), https: front(certificate()) };
    const started = await Promise.allSettled([
      ...(['http', 'https'] as const).map(async (scheme) => {
        const origin = `${scheme}://www.shop.test:${await listen(fronts[scheme].server)}`;
        const demo = await startDemo({ PUBLIC_ORIGIN: origin, PARTNER_PORT: '0' });
        fronts[scheme].to(Number(new URL(demo.url).port));
        sites[scheme] = { demo, origin, front: fronts[scheme] };
      }),
      launchEngine(name, {
        viewport: DESKTOP,
        acceptInsecureCerts: true,
        args:
          name === 'chromium'
            ? [`--host-resolver-rules=MAP evil.shop.test ${evilAddress}, MAP *.shop.test 127.0.0.1`]
            : [],
        firefoxPrefs: { 'network.dns.localDomains': 'www.shop.test,evil.shop.test' },
      }).then((e) => (engine = e)),
    ]);
    for (const r of started) if (r.status === 'rejected') throw r.reason;
  }, 120000);
  afterAll(
    () =>
      closeAll(
        engine,
        sites.http?.demo,
        sites.https?.demo,
        { stop: stop(evil.server) },
        ...Object.values(fronts ?? {}).map((f) => ({ stop: stop(f.server) })),
      ),
    60000,
  );
  afterEach(async () => {
    await page?.close();
    page = null;
  }, 60000);

  /** The attacker's own valid `kind` cookie from the shop (asked for directly, not through the front). */
  const attackersCookie = async (scheme: Scheme, kind: Kind) => {
    const { demo, origin } = sites[scheme];
    const cookie = NAMES[scheme][kind];
    if (kind === 'owner') return { name: cookie, value: setCookie(await fetch(demo.url + '/'), cookie) };
    const signedIn = await fetch(demo.url + '/MBR/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      body: 'account=member&continue=%2F',
      redirect: 'manual',
    });
    return { name: cookie, value: setCookie(signedIn, cookie) };
  };
  /** The sale ids in the cart of whoever sends `cookie`. */
  const cartOf = async (scheme: Scheme, cookie: string) =>
    [
      ...(await (await fetch(sites[scheme].demo.url + '/ORD/cart', { headers: { Cookie: cookie } })).text()).matchAll(
        /data-sale-id="([^"]+)"/g,
      ),
    ].map((m) => m[1]);

  describe(`${name}: a sibling subdomain's copies of the shop's cookies`, () => {
    // The sibling's names (`\\xA0` for the byte 0xA0): a no-break space before the shop's name, or another case.
    test.each([
      ['http', 'owner', '\\xA0sp_tmpr_owner'],
      ['http', 'owner', 'SP_TMPR_OWNER'],
      ['http', 'session', '\\xA0demo_session'],
      ['http', 'session', 'Demo_Session'],
      ['https', 'owner', '\\xA0__Host-sp_tmpr_owner'],
      ['https', 'owner', '__host-sp_tmpr_owner'],
      ['https', 'session', '\\xA0__Host-demo_session'],
      ['https', 'session', '__host-demo_session'],
    ] as [Scheme, Kind, string][])('%s: the attacker’s %s cookie as the sibling’s %s', async (scheme, kind, shown) => {
      const { origin, front } = sites[scheme];
      const attacker = await attackersCookie(scheme, kind);
      const attackersCart = await cartOf(scheme, `${attacker.name}=${attacker.value}`);
      const renamed = shown.replace('\\xA0', '\xA0');
      evil.set([`${renamed}=${attacker.value}; Domain=shop.test; Path=/; Max-Age=3600`]);

      page = await engine.newPage();
      const p = page;
      await p.goto(evilOrigin + '/');
      await p.goto(origin + '/');
      await p.waitFor(() => window.SearchPopup?.ready().then(() => true), T);
      // The browser kept the sibling's copy and sent it to the shop; a `__host-…` one it refuses (`Domain=`).
      expect(front.sent(renamed, attacker.value)).toBe(!renamed.startsWith('__host-'));
      // Not signed in as the attacker (김독자, the demo's member account).
      expect(await p.evaluate(() => document.body.innerText.includes('김독자'))).toBe(false);

      const added = await p.evaluate(
        (item) => window.SearchPopup!.ready().then((box) => box.cart('002', [item as never]).then((o) => o.result)),
        PRODUCT,
      );
      expect(added).toBe('INS');
      expect(await cartOf(scheme, `${attacker.name}=${attacker.value}`)).toEqual(attackersCart);
      await p.goto(origin + '/ORD/cart');
      expect(
        await p.evaluate(() =>
          [...document.querySelectorAll('[data-sale-id]')].map((r) => r.getAttribute('data-sale-id')),
        ),
      ).toEqual([PRODUCT.saleCmdtid]);
      // No errors but Firefox's own line on the sibling's page: 'Cookie “__host-…” has been rejected for invalid prefix.'
      expect(
        (await p.errors()).filter((e) => !e.includes(`“${renamed}” has been rejected for invalid prefix`)),
      ).toEqual([]);
    });
  });
}
