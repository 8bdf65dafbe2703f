/**
 * Issue 52, item 4: a shop runs N gateway processes on one PostgreSQL database (docs/deploy.md, "Running N gateway
 * processes"). One throwaway PostgreSQL (host-demo/server/store/__tests__/postgresServer.ts), two built servers
 * (`dist-demo/server.mjs`: DATABASE_URL, the same DEMO_SECRET and PUBLIC_ORIGIN, a data folder each) behind a
 * round-robin proxy written here, with no stickiness. A session, a cart and a quota hold across both.
 *
 * The server trusts no X-Forwarded-For, so every request is one client (127.0.0.1): one sign-in quota.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPostgres, type TestPostgres } from '../../host-demo/server/store/__tests__/postgresServer';
import { closeAll, stoppable } from '../helpers/processes';
import { spawnDemo, type Demo } from '../helpers/spawnDemo';

jest.setTimeout(120_000);

const FORM = 'application/x-www-form-urlencoded';
const CART = '/api/gw/cart/addCartProc';
let db: TestPostgres | undefined;
let proxy: Server | undefined;
/** The balancer's origin, the shop's PUBLIC_ORIGIN. */
let url = '';
let backends: Demo[] = [];

beforeAll(async () => {
  db = await startPostgres();
  // Each request to the next process in turn, headers (cookies) as they came; which one answered in X-Backend.
  let turn = 0;
  proxy = createServer((req, res) => {
    const i = turn++ % backends.length;
    const target = new URL(backends[i].url);
    const out = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(i) });
        answer.pipe(res);
      },
    );
    out.on('error', (e) => res.writeHead(502).end(String(e)));
    req.pipe(out);
  });
  await new Promise<void>((listening) => proxy!.listen(0, '127.0.0.1', listening));
  url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const env = { DATABASE_URL: db.url, DEMO_SECRET: 'two-processes, one database', PUBLIC_ORIGIN: url };
  backends = await Promise.all([spawnDemo(env), spawnDemo(env)]);
}, 120_000);
afterAll(() => closeAll(...backends, stoppable(proxy), db));

/** A sign-in as the login page's form makes it, through `base` (Origin: the shop's public origin). */
const signIn = (base: string) =>
  fetch(base + '/MBR/login', {
    method: 'POST',
    headers: { 'Content-Type': FORM, Origin: url },
    body: 'account=member',
    redirect: 'manual',
  });

test('a sign-in through the balancer holds on both processes: its session cookie signs in on each', async () => {
  const res = await signIn(url);
  expect(res.status).toBe(303);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  expect(cookie).toMatch(/^demo_session=./);
  for (const b of backends) {
    expect(await (await fetch(b.url + '/', { headers: { Cookie: cookie } })).text()).toContain('김독자님');
    expect(await (await fetch(b.url + '/')).text()).not.toContain('김독자님');
  }
});

test("a cart add on one process is in the cart page the other serves; the other's add is the same line", async () => {
  // An anonymous shopper's number, signed by one process (the shared DEMO_SECRET: the other takes it too).
  const issued = (await fetch(backends[0].url + '/')).headers.get('set-cookie')!;
  const number = /sp_tmpr_mmbr_num=([^;]+)/.exec(issued)![1];
  // The owner cookie's own value: on http the number bound to the client (gateway/tempMembers.ts).
  const owner = /sp_tmpr_owner=([^;]+)/.exec(issued)![1];
  const cookie = `sp_tmpr_owner=${owner}; sp_tmpr_mmbr_num=${number}`;
  const add = (b: Demo) =>
    fetch(b.url + CART, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify({ addCartProcList: [{ saleCmdtid: 'S000000007' }] }),
    });
  const line = (qty: number) =>
    new RegExp(`data-sale-id="S000000007">\\s*<td>[^<]+</td>\\s*<td class="qty">${qty}</td>`);
  const cartOn = async (b: Demo) => (await fetch(b.url + '/ORD/cart', { headers: { Cookie: cookie } })).text();

  expect((await add(backends[0])).status).toBe(200);
  expect(await cartOn(backends[1])).toMatch(line(1));
  expect((await add(backends[1])).status).toBe(200);
  expect(await cartOn(backends[0])).toMatch(line(2));
});

test('the sign-in quota (20 at once, one every 3 s per client) is one quota across both processes', async () => {
  const statuses: { status: number; backend: string | null }[] = [];
  // Sign in through the balancer until both processes, one after the other, answer 429.
  while (statuses.length < 80) {
    const res = await signIn(url);
    await res.arrayBuffer();
    statuses.push({ status: res.status, backend: res.headers.get('x-backend') });
    if (statuses.length >= 2 && statuses.slice(-2).every((s) => s.status === 429)) break;
  }
  const admitted = statuses.filter((s) => s.status === 303);
  expect(statuses.filter((s) => s.status !== 303 && s.status !== 429)).toEqual([]);
  // Both processes refused, one right after the other: the bucket is spent for both.
  expect(
    statuses
      .slice(-2)
      .map((s) => s.backend)
      .sort(),
  ).toEqual(['0', '1']);
  // Both admitted some, and together about one burst: two buckets would have let about 40 in.
  expect(new Set(admitted.map((s) => s.backend))).toEqual(new Set(['0', '1']));
  expect(admitted.length).toBeGreaterThanOrEqual(19); // the first test's sign-in may not have refilled yet
  // Two buckets would let about 40 in; one lets its burst and what refilled while the loop ran (a sign-in every 3 s;
  // the loop's few dozen requests take a second or two): fewer than 30 whatever the machine's load, no clock read.
  expect(admitted.length).toBeLessThan(30);
});
