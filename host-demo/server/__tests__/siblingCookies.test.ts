/**
 * Issue 52, cookies a sibling subdomain can write: a name that differs from ours by any byte (a leading no-break
 * space, which Node reads as latin1 and `trim()` used to strip; another case) or a second cookie of our name never
 * stands for the shopper's session. The anonymous cart's owner cookie is read by the same reader
 * (gateway/cookies.ts; its table: gateway/__tests__/cookies.test.ts), and on plain http is bound to the client it
 * was issued to. Then the hand-off another site opens, the pages no cache keeps, and malformed request targets. In
 * process, on loopback: each client is a loopback address of its own (`from`).
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { useInProcessDemo } from './inProcess';

/** A partner the shop lists (PARTNER_ORIGINS). */
const PARTNER = 'http://127.0.0.2:8081';
const site = useInProcessDemo({ partnerOrigins: [PARTNER] });
const secure = useInProcessDemo({ publicOrigin: 'https://shop.example' });

function send(
  base: string,
  path: string,
  { method = 'GET', headers = {} as Record<string, string>, body = '', from = '127.0.0.1' } = {},
) {
  return new Promise<{
    status: number;
    cookies: string[];
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = request(base + path, { method, headers, agent: false, localAddress: from }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          cookies: [res.headers['set-cookie'] ?? []].flat(),
          headers: res.headers,
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
const signIn = async (base: string, from = '127.0.0.1') => {
  const res = await send(base, '/MBR/login', {
    from,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'Sec-Fetch-Site': 'same-origin' },
    body: 'account=member&continue=%2F',
  });
  return res.cookies[0].split(';')[0];
};
const signedIn = async (base: string, cookie: string) =>
  (await send(base, '/', { headers: { Cookie: cookie } })).body.includes('김독자');

test.each([
  ['a no-break space before the name', (c: string) => '\xA0' + c],
  ['another case', (c: string) => c.replace('demo_session', 'Demo_session')],
  ['a sibling’s second cookie of the name beside ours', (c: string) => c + '; ' + c.replace(/=.*/, '=x')],
])('http: %s is no session', async (_case, toss) => {
  const cookie = await signIn(site.base);
  expect(cookie).toMatch(/^demo_session=/);
  expect(await signedIn(site.base, cookie)).toBe(true);
  expect(await signedIn(site.base, toss(cookie))).toBe(false);
});

test('https: the session is a __Host- cookie, Secure; the name without the prefix is no session', async () => {
  const res = await send(secure.base, '/MBR/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://shop.example',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: 'account=member&continue=%2F',
  });
  expect(res.cookies[0]).toMatch(/^__Host-demo_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  const cookie = res.cookies[0].split(';')[0];
  expect(await signedIn(secure.base, cookie)).toBe(true);
  expect(await signedIn(secure.base, cookie.replace('__Host-', ''))).toBe(false);
  expect(await signedIn(secure.base, '\xA0' + cookie)).toBe(false);
});

/** The cookies an answer set, as a browser sends them back. */
const jarOf = (cookies: string[]) => cookies.map((l) => l.split(';')[0]).join('; ');
const ATTACKER = '127.0.0.66';
const VICTIM = '127.0.0.1';
/** An anonymous shopper's cookies from the shop's home page, fetched from the address `from`. */
const anonymous = async (from: string) => jarOf((await send(site.base, '/', { from })).cookies);
/** An anonymous cart add from `from` with `cookie`, as the widget on the shop's page posts it. */
const add = (from: string, cookie: string, saleCmdtid: string) =>
  send(site.base, '/api/gw/cart/addCartProc', {
    from,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: site.base,
      'Sec-Fetch-Site': 'same-origin',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ addCartProcList: [{ saleCmdtid, ordQty: 1 }] }),
  });
/** The sale ids in the cart page that `cookie` names, read from `from`. */
const cartOf = async (from: string, cookie: string) =>
  [
    ...(await send(site.base, '/ORD/cart', { from, headers: { Cookie: cookie } })).body.matchAll(
      /data-sale-id="([^"]+)"/g,
    ),
  ].map((m) => m[1]);

describe('http: the anonymous cart’s owner cookie is bound to the client it was issued to', () => {
  test('a sibling’s toss of the attacker’s cookies gives a fresh visitor no cart of the attacker’s', async () => {
    const attacker = await anonymous(ATTACKER);
    // The sibling tosses both of the attacker's cookies (`Domain=` the parent): a fresh visitor sends them alone.
    const res = await add(VICTIM, attacker, 'S000000007');
    expect(res.status).toBe(200);
    expect(await cartOf(ATTACKER, attacker)).toEqual([]);
    // The add is the victim's: in the cart of the number issued for it there and then.
    const own = jarOf(res.cookies);
    expect(own).toMatch(/^sp_tmpr_owner=t[0-9a-f]{16}-[0-9a-f]{32}\.[0-9a-f]{32}; sp_tmpr_mmbr_num=/);
    expect(await cartOf(VICTIM, own)).toEqual(['S000000007']);
    // The tossed cookies beside the victim's own (a sibling's `Domain=` ones stay): still the victim's cart alone.
    expect(await cartOf(VICTIM, `${attacker}; ${own}`)).toEqual(['S000000007']);
    expect(await cartOf(VICTIM, `${own}; ${attacker}`)).toEqual(['S000000007']);
  });

  test('the limit: an attacker behind the victim’s own address still hands its cart over', async () => {
    const attacker = await anonymous(VICTIM);
    await add(VICTIM, attacker, 'S000000008');
    expect(await cartOf(VICTIM, attacker)).toEqual(['S000000008']);
  });

  test('the limit: a shopper whose address changes starts a new anonymous cart', async () => {
    const mine = await anonymous(VICTIM);
    await add(VICTIM, mine, 'S000000007');
    expect(await cartOf(VICTIM, mine)).toEqual(['S000000007']);
    expect(await cartOf('127.0.0.9', mine)).toEqual([]);
  });

  test('a sibling’s toss of the attacker’s session cookie signs a fresh visitor in as no one; the limit: the same address', async () => {
    const attacker = await signIn(site.base, ATTACKER);
    const seen = async (from: string) =>
      (await send(site.base, '/', { from, headers: { Cookie: attacker } })).body.includes('김독자');
    expect(await seen(ATTACKER)).toBe(true);
    expect(await seen(VICTIM)).toBe(false);
    // The attacker's own session is untouched by the victim's look.
    expect(await seen(ATTACKER)).toBe(true);
  });

  test('https: the __Host- owner cookie holds the number, unbound (a new address keeps the cart)', async () => {
    const res = await send(secure.base, '/');
    const owner = res.cookies.find((c) => c.startsWith('__Host-sp_tmpr_owner='))!;
    expect(owner).toMatch(/^__Host-sp_tmpr_owner=t[0-9a-f]{16}-[0-9a-f]{32}; /);
    const cookie = jarOf(res.cookies);
    const added = await send(secure.base, '/api/gw/cart/addCartProc', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://shop.example',
        'Sec-Fetch-Site': 'same-origin',
        Cookie: cookie,
      },
      body: JSON.stringify({ addCartProcList: [{ saleCmdtid: 'S000000007', ordQty: 1 }] }),
    });
    expect([added.status, added.cookies]).toEqual([200, []]);
    const page = await send(secure.base, '/ORD/cart', { from: '127.0.0.9', headers: { Cookie: cookie } });
    expect(page.body).toContain('data-sale-id="S000000007"');
  });
});

describe('the hand-off another site opens', () => {
  const HANDOFF = '/ORD/cart/handoff?spbkDvsnCode=002&items=S000000007*2,S000000008*1&partner=cat-blog';
  const show = (headers: Record<string, string>) => send(site.base, HANDOFF, { headers });

  test('says in Korean what its button does, and focuses nothing', async () => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'http://evil.example/lure' },
      { 'Sec-Fetch-Site': 'same-site', Referer: 'http://evil.shop.test/' },
      { 'Sec-Fetch-Site': 'cross-site' },
      {},
    ] as Record<string, string>[]) {
      const res = await show(headers);
      expect(res.status).toBe(200);
      expect(res.body).not.toMatch(/autofocus/);
      expect(res.body).toContain('데모서점이나 제휴 사이트가 아닌');
      expect(res.body).toMatch(
        /'장바구니에 담기' 버튼을 누르면 다음 상품 2종\(모두 3개\)을 데모서점에서 장바구니에 담습니다:/,
      );
      expect(res.body).toMatch(/담습니다:\s+82년생 김지영 2개, 아몬드 1개\.\s+제휴 코드는 cat-blog입니다\./);
    }
    expect((await show({ 'Sec-Fetch-Site': 'cross-site', Referer: 'http://evil.example/lure' })).body).toContain(
      '다른 사이트(<span class="opener">http://evil.example</span>)',
    );
  });

  test('opened by the shop, a listed partner or the shopper: as before, its button focused', async () => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'same-origin', Referer: site.base + '/PDT/detail/S000000007' },
      { 'Sec-Fetch-Site': 'cross-site', Referer: PARTNER + '/' },
      { Referer: PARTNER + '/post/1' },
      { 'Sec-Fetch-Site': 'none' },
    ] as Record<string, string>[]) {
      const res = await show(headers);
      expect(res.body).toMatch(/<button type="submit" class="primary" autofocus>장바구니에 담기<\/button>/);
      expect(res.body).not.toContain('handoff-foreign');
    }
  });
});

test('a page with a session, its bearer token, a cart, an order or the hand-off: private, no-store, Vary: Cookie', async () => {
  const HANDOFF = '/ORD/cart/handoff?spbkDvsnCode=002&items=S000000007*1';
  const session = await signIn(site.base);
  for (const path of ['/', '/mobile', '/search?keyword=%ED%95%9C%EA%B0%95', '/cscenter', '/ORD/cart', HANDOFF]) {
    const res = await send(site.base, path, { headers: { Cookie: session } });
    expect(res.status).toBe(200);
    if (path === '/') expect(res.body).toContain('"accessToken"');
    expect([path, res.headers['cache-control'], res.headers.vary]).toEqual([path, 'private, no-store', 'Cookie']);
  }
  // Anonymous: the cart, order and hand-off pages too; the home page varies by cookie (its header, its cart).
  for (const path of ['/ORD/cart', '/ORD/order/gift', HANDOFF]) {
    const res = await send(site.base, path);
    expect([path, res.headers['cache-control'], res.headers.vary]).toEqual([path, 'private, no-store', 'Cookie']);
  }
  expect((await send(site.base, '/')).headers.vary).toBe('Cookie');
});

/** A raw request line on a socket of its own: the whole answer. */
const raw = (line: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(site.base).port), '127.0.0.1', () =>
      socket.end(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => (text += c));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });

test.each(['GET http://[bad/ HTTP/1.1', 'GET http://a:99999/ HTTP/1.1', 'GET http://%/ HTTP/1.1'])(
  'a request target the URL parser refuses (%s) is a 400 with a short body, and nothing in the log',
  async (line) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await raw(line);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('{"error":"bad_request"}');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  },
);
