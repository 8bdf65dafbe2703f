/**
 * The reference gateway and demo shop for partner pages (docs/partners.md), over HTTP as a browser would send it:
 * CORS for the allowed partner origins and a 403 for the rest, the CDN files with their cache headers, and the
 * signed, single-use cart hand-off.
 */
import { spawnDemo, type Demo } from '../helpers/spawnDemo';

jest.setTimeout(60000);

let demo: Demo;
let partner: string;
beforeAll(async () => {
  demo = await spawnDemo();
  partner = new URL(demo.partnerUrl!).origin;
});
afterAll(() => demo.stop());

const TREND = '/api/gw/search/trendkeyword?deviceType=P';

describe('CORS on the gateway', () => {
  test('an allowed partner origin reads, without credentials; the answer varies by Origin', async () => {
    const res = await fetch(demo.url + TREND, { headers: { Origin: partner } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(partner);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
    expect((await res.json()).resultDocuments.length).toBeGreaterThan(0);
  });
  test('its preflight is answered for reads only', async () => {
    const res = await fetch(demo.url + TREND, {
      method: 'OPTIONS',
      headers: { Origin: partner, 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET');
    // no Content-Type: a JSON POST from a partner page is never let through a preflight
    expect(res.headers.get('access-control-allow-headers')).toBe('Accept');
    expect(res.headers.get('access-control-allow-origin')).toBe(partner);
  });
  test.each(['http://evil.example', 'null', 'http://127.0.0.2:1'])(
    '%p is refused with a 403 that says why',
    async (o) => {
      const res = await fetch(demo.url + TREND, { headers: { Origin: o } });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(await res.json()).toEqual({
        error: 'origin_not_allowed',
        message: expect.stringContaining('is not a partner of this gateway: the shop adds it to PARTNER_ORIGINS'),
      });
    },
  );
  test('the shop’s own pages are answered as before', async () => {
    const res = await fetch(demo.url + TREND, { headers: { Origin: demo.url } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
  test('a partner origin still can’t write a cart: the write check refuses it', async () => {
    const res = await fetch(demo.url + '/api/gw/cart/addCartProc', {
      method: 'POST',
      headers: { Origin: partner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ addCartProcList: [{ saleCmdtid: 'S000000007' }], tmprMmbrNum: 'abcdefgh' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('the CDN files (the spec’s CDN json variant)', () => {
  test.each([
    ['P/trendkeyword.json', 'resultDocuments'],
    ['M/risekeyword/20-2.json', 'resultDocuments'],
    ['P/banners.json', null],
  ])('%s: public, short-lived, any origin, with an ETag that revalidates', async (file, key) => {
    const res = await fetch(demo.url + '/cdn/search-popup/' + file);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    expect(key ? Array.isArray(body[key]) : Array.isArray(body)).toBe(true);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(demo.url + '/cdn/search-popup/' + file, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
  test.each(['P/risekeyword/50-all.json', 'X/trendkeyword.json', 'P/commodity.json'])(
    '%s is not a file',
    async (file) => expect((await fetch(demo.url + '/cdn/search-popup/' + file)).status).toBe(404),
  );
});

describe('the cart hand-off', () => {
  const HANDOFF = '/ORD/cart/handoff';
  /** An anonymous shopper's cookies as the shop's page set them (the cart's owner cookie and the readable number). */
  const anonymous = async () =>
    (await fetch(demo.url + '/')).headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  const show = (cookie: string, query: string) =>
    fetch(demo.url + HANDOFF + '?' + query, { headers: { Cookie: cookie }, redirect: 'manual' });
  const tokenOf = (page: string) => /name="t" value="([^"]+)"/.exec(page)![1];
  const confirm = (cookie: string, t: string, headers: Record<string, string> = {}) =>
    fetch(demo.url + HANDOFF, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: demo.url, ...headers },
      body: new URLSearchParams({ t }).toString(),
      redirect: 'manual',
    });
  const cart = async (cookie: string) =>
    (await (await fetch(demo.url + '/ORD/cart', { headers: { Cookie: cookie } })).text()).match(
      /data-sale-id="[^"]+"/g,
    ) ?? [];

  test('the page shows the catalogue’s items and adds nothing; its confirmation adds them once', async () => {
    const me = await anonymous();
    const res = await show(me, 'spbkDvsnCode=002&items=S000000007*2&partner=cat-blog');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await res.text();
    expect(page).toContain('제휴 사이트(<span class="partner-id">cat-blog</span>)');
    expect(page).toContain('<td class="qty">2</td>');
    expect(await cart(me)).toEqual([]);
    const t = tokenOf(page);
    const done = await confirm(me, t);
    expect([done.status, done.headers.get('location')]).toEqual([303, '/ORD/cart?added=INS']);
    expect(await cart(me)).toEqual(['data-sale-id="S000000007"']);
    // a replay (a double click, a reload, the back button) adds nothing and lands where the first went
    const again = await confirm(me, t);
    expect([again.status, again.headers.get('location')]).toEqual([303, '/ORD/cart?added=INS']);
    expect(await cart(me)).toHaveLength(1);
    // another shopper replaying it learns nothing of where it went
    expect((await confirm(await anonymous(), t)).status).toBe(400);
  });
  test('another shopper’s token, a forged one, or one from another site is refused', async () => {
    const me = await anonymous();
    const other = await anonymous();
    const t = tokenOf(await (await show(me, 'items=S000000007*1')).text());
    expect((await confirm(other, t)).status).toBe(400);
    const [body, sig] = t.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), i: [['S000000008', 999]] }),
    ).toString('base64url');
    expect((await confirm(me, forged + '.' + sig)).status).toBe(400);
    expect((await confirm(me, t, { Origin: partner })).status).toBe(403);
    expect((await confirm(me, t, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(await cart(me)).toEqual([]);
    expect(await cart(other)).toEqual([]);
  });
  test('buy-now and gift ask the shop’s sign-in first, and come back to the hand-off', async () => {
    const me = await anonymous();
    for (const code of ['001', '003']) {
      const res = await show(me, `spbkDvsnCode=${code}&items=S000000007*1`);
      expect(res.status).toBe(303);
      const to = new URL(res.headers.get('location')!, demo.url);
      expect(to.pathname).toBe('/MBR/login');
      expect(to.searchParams.get('continue')).toBe(`${HANDOFF}?spbkDvsnCode=${code}&items=S000000007*1`);
    }
  });
  test('a signed-in buy-now goes on to its order page with the lines added', async () => {
    const login = await fetch(demo.url + '/MBR/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: demo.url },
      body: 'account=member',
      redirect: 'manual',
    });
    const session = login.headers.get('set-cookie')!.split(';')[0];
    const t = tokenOf(await (await show(session, 'spbkDvsnCode=001&items=S000000009*1')).text());
    const done = await confirm(session, t);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(/^\/ORD\/order\/freebie\?spbkDvsnCode=001&spbkIds=\d+$/);
  });
  test.each([
    'items=',
    'items=nope*1',
    'items=S000000007*0',
    'items=S000000007*1000',
    'spbkDvsnCode=009&items=S000000007*1',
    'items=' + Array.from({ length: 21 }, () => 'S000000007*1').join(','),
  ])('%s: a 400 page that says what is wrong', async (q) => {
    const res = await show(await anonymous(), q);
    expect(res.status).toBe(400);
    // the shopper's line is Korean only; what was wrong is for the developer, in an attribute
    expect(await res.text()).toMatch(/data-detail="[^"]+">담을 상품을 찾을 수 없습니다\.<\/p>/);
  });
});
