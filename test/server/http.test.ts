/** The built demo server over HTTP: persistence, concurrency, every page the widget links to, demo login. */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo } from '../browser/harness';
import { loadCatalogue, productPath } from '../../host-demo/server/catalogue';
import { escapeHtml } from '../../host-demo/server/html';

jest.setTimeout(60000);

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/**
 * POSTs `size` bytes in 64 KB chunks and resolves with the answer's status and JSON body, which may come (and
 * the connection close) before the whole body is sent: node:http reports the response whatever happens to the
 * rest of the upload, where fetch may fail the whole request on the write that the closed connection refused.
 */
function postStreamed(url: string, size: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body: JSON.parse(text) });
        req.destroy();
      });
      res.on('error', reject);
    });
    // A write the server refused after answering (EPIPE, ECONNRESET) is expected; no answer at all is not.
    req.on('error', (e) => setTimeout(() => reject(e), 1000));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const more = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

/**
 * Issue 20: a policy the widget satisfies (nothing inline), no framing by another site, no sniffing, no full URL in
 * the referrer of a link that leaves the site.
 */
function expectShopHeaders(res: Response) {
  const policy = res.headers.get('content-security-policy') ?? '';
  expect(policy.split(/;\s*/)).toEqual(
    expect.arrayContaining(["script-src 'self'", "style-src 'self'", "frame-ancestors 'self'", "base-uri 'self'"]),
  );
  expect(policy).not.toContain('unsafe');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('with a data directory that outlives the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('carts survive a restart, and 40 concurrent adds of one item lose nothing', async () => {
    let demo = await startDemo({ DATA_DIR: dataDir });
    // The shop's pages hand out the temporary member number (signed with a key kept in the data directory).
    const lines = (await fetch(demo.url + '/')).headers.getSetCookie();
    const tmpr = /sp_tmpr_mmbr_num=([^;]+)/.exec(lines.join('\n'))![1];
    // The owner cookie (HttpOnly; on http bound to this client's address) names the anonymous cart's owner; the
    // body's number goes with it as the widget's.
    const cookie = lines.map((l) => l.split(';')[0]).join('; ');
    const add = (ordQty = 1) =>
      post(
        demo.url + '/api/gw/cart/addCartProc',
        { addCartProcList: [{ saleCmdtid: 'S000000007', ordQty }], tmprMmbrNum: tmpr },
        { Cookie: cookie },
      );
    const results = await Promise.all(Array.from({ length: 40 }, () => add().then((r) => r.json())));
    const codes = results.map((r: { data: { resultCode: string }[] }) => r.data[0].resultCode);
    expect(codes.filter((c) => c === 'INS')).toHaveLength(1);
    expect(codes.filter((c) => c === 'UPD')).toHaveLength(39);
    await demo.stop();

    demo = await startDemo({ DATA_DIR: dataDir });
    const cart = await (await fetch(demo.url + '/ORD/cart', { headers: { Cookie: cookie } })).text();
    // The page's markup is laid out across lines (Prettier formats the html`` templates).
    expect(cart).toMatch(/data-sale-id="S000000007">\s*<td>[^<]+<\/td>\s*<td class="qty">40<\/td>/);
    expect((await (await add()).json()).data[0].resultCode).toBe('UPD');
    await demo.stop();
  });
});

describe('the demo shop', () => {
  let demo: Awaited<ReturnType<typeof startDemo>>;
  /** The login page's form, posted as a browser would (the answer's redirect not followed). */
  const signIn = (body: string) =>
    fetch(demo.url + '/MBR/login', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: demo.url },
      redirect: 'manual',
    });
  beforeAll(async () => (demo = await startDemo()));
  afterAll(() => demo.stop());

  test.each([
    ['/PDT/detail/S000000001', '채식주의자'],
    ['/EBP/dig/epd/ebook/S000000300', ''],
    ['/HTR/p/8809848756012', '방탄소년단 - Proof'],
    ['/EVT/funding/detail/F2026001', '한국 근현대 단편선'],
    ['/detail/218200', '한강 작가 노벨문학상'],
    ['/search?keyword=%ED%95%B4%EB%A6%AC&gbCode=TOT&target=total', '해리 포터와 마법사의 돌 1'],
    ['/searchDetail', '상세검색'],
    ['/cscenter', '고객센터'],
    ['/ONK/cscenter', '고객센터 (모바일)'],
    ['/ORD/cart', '장바구니'],
    ['/MBR/login?continue=%2F', '데모 회원'],
    ['/MBR/auth/verify/adult?continue=%2F', '성인 본인인증'],
    ['/partner', '책 읽는 고양이'],
    ['/mobile', '오늘의 추천'],
  ])('%s answers 200 with %p, and the security headers', async (path, text) => {
    const res = await fetch(demo.url + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(text);
    expectShopHeaders(res);
  });

  test('a sign-in with no such account answers 400 with the login page again, and the security headers', async () => {
    const res = await signIn('account=nobody&continue=%2F');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('데모 회원');
    expect(res.headers.get('set-cookie') ?? '').not.toContain('demo_session');
    expectShopHeaders(res);
  });

  test('every type code has its detail page at the path the core route rule gives it', async () => {
    const { products } = loadCatalogue(join(__dirname, '..', '..', 'host-demo', 'data', 'catalogue.json'));
    const seen = new Set<string>();
    for (const p of products) {
      const key = p.sale_CMDT_DVSN_CODE + (p.sale_CMDT_GRP_DVSN_CODE === 'SGS' ? ':SGS' : '');
      if (seen.has(key)) continue;
      seen.add(key);
      const path = productPath(p)!;
      const res = await fetch(demo.url + path);
      const body = await res.text();
      expect([key, path, res.status, body.includes(escapeHtml(p.cmdt_NAME))]).toEqual([key, path, 200, true]);
    }
    expect(seen.size).toBeGreaterThanOrEqual(23);
    expect((await fetch(demo.url + '/PDT/detail/nothing-here')).status).toBe(404);
  });

  test('every shortcut, banner and event link of the gateway opens a page', async () => {
    const { shortcuts } = loadCatalogue(join(__dirname, '..', '..', 'host-demo', 'data', 'catalogue.json'));
    const links: string[] = [];
    for (const s of shortcuts) {
      const answer = await (
        await fetch(`${demo.url}/api/gw/search/shortcut?keyword=${encodeURIComponent(s.keywords[0])}&deviceType=P`)
      ).json();
      links.push(answer.resultDocuments[0].shortcut_LINK);
    }
    const ads = await (
      await fetch(demo.url + '/api/gw/advertising/mobile/mok_wel_new/mobile_welcome@mo_search_input')
    ).json();
    for (const ad of ads) links.push(ad.linkUrl, ad.imgFileUrl);
    const events = await (
      await fetch(`${demo.url}/api/gw/search/event?keyword=${encodeURIComponent('이벤트')}&pageSize=20&deviceType=P`)
    ).json();
    for (const e of events.resultDocuments) links.push(e.mok_EVENT_URL, e.web_IMAGE_URL);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect([link, (await fetch(link)).status]).toEqual([link, 200]);
  });

  test('logging in puts the demo user and token into the page config; logging out removes them', async () => {
    const res = await signIn('account=adult&continue=%2Fpartner');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/partner');
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const page = await (await fetch(demo.url + '/', { headers: { Cookie: cookie } })).text();
    const config = JSON.parse(
      /<script type="application\/json" id="search-popup-config">([\s\S]*?)<\/script>/.exec(page)![1],
    );
    expect(config.user).toEqual({ id: 'adult01', name: '이성인', roles: ['member', 'verified-self', 'adult'] });
    // Issue 20: the session and its access token are random, never the account's name or a constant.
    expect(cookie).toMatch(/^demo_session=[\w-]{43}$/);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(config.accessToken).toMatch(/^[\w-]{43}$/);
    const add = (token: string) =>
      post(
        demo.url + '/api/gw/cart/addCartProc',
        { addCartProcList: [{ saleCmdtid: 'S000000007' }] },
        {
          Authorization: 'Bearer ' + token,
        },
      );
    expect((await add(config.accessToken)).status).toBe(200);
    expect((await add('demo-token-adult')).status).toBe(401);
    // The old cookie that named the account signs nobody in.
    const forged = await (await fetch(demo.url + '/', { headers: { Cookie: 'demo_account=adult' } })).text();
    expect(forged).toMatch(/"user": ?null/);
    const logout = (body: string, headers: Record<string, string> = {}) =>
      fetch(demo.url + '/MBR/logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body,
        redirect: 'manual',
      });
    const out = await logout('continue=%2F', { Cookie: cookie });
    expect(out.headers.get('set-cookie')).toMatch(/^demo_session=;/);
    expect((await add(config.accessToken)).status).toBe(401);
    const anonymous = JSON.parse(
      /id="search-popup-config">([\s\S]*?)<\/script>/.exec(await (await fetch(demo.url + '/')).text())![1],
    );
    expect(anonymous.user).toBeNull();
    const evil = await signIn('account=member&continue=https%3A%2F%2Fevil.example%2F');
    expect(evil.headers.get('location')).toBe('/');
    // Issue 20: paths that resolve to another site (`//evil.example/` is one to a browser) go home, on every route
    // that takes a `continue`.
    for (const target of ['%2F.%2F%2Fevil.example%2F', '%2Fa%2F..%2F%2Fevil.example%2Fx', '%2F%5Cevil.example%2F']) {
      const out = await logout('continue=' + target);
      expect([target, out.headers.get('location')]).toEqual([target, '/']);
      const login = await signIn('account=member&continue=' + target);
      expect([target, login.headers.get('location')]).toEqual([target, '/']);
    }
  });

  test('a malformed percent escape in a path is a 400 (not a 500), and the server keeps serving', async () => {
    for (const path of ['/api/gw/search/%E0%A4%A', '/api/gw/search/commodity%', '/api/hostile/%ZZ', '/api/fault/%']) {
      const res = await fetch(demo.url + path);
      expect([path, res.status, await res.json()]).toEqual([path, 400, { error: 'bad_request' }]);
    }
    expect((await fetch(demo.url + '/')).status).toBe(200);
  });

  test("shoppers' searches on the results page move the live keywords (issue 38: once per shopper)", async () => {
    const rise = async () =>
      (await (await fetch(demo.url + '/api/gw/search/risekeyword?age=all&sex=all&deviceType=P')).json())
        .resultDocuments as { keywords: string }[];
    expect((await rise()).map((k) => k.keywords)).not.toContain('코스모스 특별판');
    // 60 shoppers (a loopback address each) navigate to the results page, as the search box's form does.
    const navigate = (from: string) =>
      new Promise<number>((resolve, reject) =>
        request(
          demo.url + '/search?keyword=' + encodeURIComponent('코스모스 특별판'),
          {
            localAddress: from,
            agent: false,
            headers: { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'same-origin' },
          },
          (res) => res.resume().on('end', () => resolve(res.statusCode!)),
        )
          .on('error', reject)
          .end(),
      );
    for (let i = 1; i <= 60; i++) expect(await navigate(`127.0.5.${i}`)).toBe(200);
    expect((await rise())[0].keywords).toBe('코스모스 특별판');
  });

  test('images for every rule of the spec, placeholders included', async () => {
    // Covers and portraits are raster images at their fit-in width (a square 400 for music), event banners raster
    // too, the rest SVG.
    for (const [path, type, size] of [
      ['/fit-in/300x0/pdt/9788900007919.jpg', 'image/png', [300, 430]],
      ['/fit-in/400x0/filters:format(webp)/pdt/9788900007919.jpg', 'image/png', [400, 573]],
      ['/fit-in/300x0/dtl/author/1000001.jpg', 'image/png', [300, 300]],
      ['/fit-in/400x0/music/large/2106/8809848756012.jpg', 'image/png', [400, 400]],
      ['/resources/fo/images/common/img_noimage.png', 'image/svg+xml'],
      ['/resources/fo/images/common/img_adult.png', 'image/svg+xml'],
      ['/public/events/218200.png', 'image/png', [600, 200]],
      ['/public/ads/ad-sam.svg', 'image/svg+xml'],
    ] as const) {
      const res = await fetch(demo.url + path);
      const body = Buffer.from(await res.arrayBuffer());
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, type]);
      if (type === 'image/png')
        expect([path, body.subarray(1, 4).toString(), body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([
          path,
          'PNG',
          ...size!,
        ]);
      else expect(body.toString()).toMatch(/^<svg [^>]*>.*<text /);
    }
    expect((await fetch(demo.url + '/fit-in/300x0/pdt/unknown.jpg')).status).toBe(404);
    expect((await fetch(demo.url + '/fit-in/300x0/dtl/author/0.jpg')).status).toBe(404);
  });

  test('oversized and malformed bodies get JSON errors and the server keeps serving', async () => {
    // The server answers, then closes the connection while the upload still runs; on a loaded machine the close can
    // beat the answer to the client (a reset discards what it had not read). That is the transport, not the
    // server: the upload is tried again, up to three times, and the answer must then be the 413.
    let big: { status: number; body: unknown } | undefined;
    for (let i = 0; i < 3 && !big; i++)
      big = await postStreamed(demo.url + '/api/gw/cart/addCartProc', 2 * 1024 * 1024).catch(
        (e: NodeJS.ErrnoException) => {
          if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') throw e;
          return undefined;
        },
      );
    expect(big).toEqual({ status: 413, body: { error: 'payload_too_large' } });
    const bad = await post(demo.url + '/api/gw/cart/addCartProc', '{"addCartProcList": [');
    expect(bad.status).toBe(400);
    expect((await fetch(demo.url + '/api/gw/search/trendkeyword?deviceType=P')).status).toBe(200);
  });
});
