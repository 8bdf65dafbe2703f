/**
 * The gateway's HTTP side on its own (../http.ts), in process around a stand-in for its answers: what a shop that
 * copies the folder gets without the demo shop or a build. The built server is tested over HTTP in test/server/.
 */
import type { AddressInfo } from 'node:net';
import type { GatewayAnswer, GatewayCall } from '../answers';
import { exchange, gatewayHttp, limitedServer } from '../http';
import { tempMembers } from '../tempMembers';

const PARTNER = 'http://partner.example';
const members = tempMembers(Buffer.from('a test key'));
const calls: GatewayCall[] = [];
/** The stand-in's answers: the cart path issues a member number, `slow/…` spends 20 ms of CPU time. */
async function answer(call: GatewayCall): Promise<GatewayAnswer> {
  calls.push(call);
  if (call.path === 'cart/addCartProc') return { status: 200, body: { data: [] }, issuedTempMember: 'tnew' };
  if (call.path.startsWith('slow/')) {
    const from = process.cpuUsage();
    for (let used = { user: 0, system: 0 }; used.user + used.system < 20_000; used = process.cpuUsage(from));
  }
  return { status: 200, body: { path: call.path, deviceType: call.params.get('deviceType') } };
}

/** A server around the gateway with these options; its origin is the site's own. */
async function serve(options: Parameters<typeof gatewayHttp>[1]) {
  const gateway = gatewayHttp(answer, { partnerOrigins: [PARTNER], tempMembers: members, ...options });
  let at = '';
  const made = limitedServer(async (req, res) => {
    const x = exchange(req, res, { origin: at });
    if (await gateway.handle(x, null)) return;
    x.send(404, 'text/plain', 'the shop’s own 404');
  });
  await new Promise<void>((r) => made.listen(0, '127.0.0.1', r));
  at = `http://127.0.0.1:${(made.address() as AddressInfo).port}`;
  return { server: made, base: at };
}

let base = '';
let origin = '';
let server: ReturnType<typeof limitedServer>;
// The default work budget: on a busy machine a trivial answer can take tens of milliseconds of wall time.
beforeAll(async () => {
  ({ server, base } = await serve({}));
  origin = base;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => (calls.length = 0));

test('a read: the answer for the path under the base, as JSON, never cached; the token from Authorization', async () => {
  const res = await fetch(base + '/api/gw/search/trendkeyword?deviceType=P', {
    headers: { Authorization: 'Bearer abc' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await res.json()).toEqual({ path: 'search/trendkeyword', deviceType: 'P' });
  expect(calls[0]).toMatchObject({ method: 'GET', path: 'search/trendkeyword', token: 'abc', origin });
});

test('another origin reads only as a partner (CORS, no credentials); others get a 403 that says why', async () => {
  const partner = await fetch(base + '/api/gw/search/trendkeyword', { headers: { Origin: PARTNER } });
  expect([partner.status, partner.headers.get('access-control-allow-origin')]).toEqual([200, PARTNER]);
  expect(partner.headers.get('access-control-allow-credentials')).toBeNull();
  const preflight = await fetch(base + '/api/gw/search/trendkeyword', {
    method: 'OPTIONS',
    headers: { Origin: PARTNER },
  });
  expect([preflight.status, preflight.headers.get('access-control-allow-methods')]).toEqual([204, 'GET']);
  const other = await fetch(base + '/api/gw/search/trendkeyword', { headers: { Origin: 'http://evil.example' } });
  expect(other.status).toBe(403);
  expect(await other.json()).toMatchObject({ error: 'origin_not_allowed' });
  expect(calls).toHaveLength(1);
});

test('a write: JSON from the site itself only; the member number the answer issued comes back as a cookie', async () => {
  const post = (headers: Record<string, string>) =>
    fetch(base + '/api/gw/cart/addCartProc', { method: 'POST', headers, body: '{}' });
  expect((await post({ 'Content-Type': 'text/plain' })).status).toBe(415);
  expect((await post({ 'Content-Type': 'application/json', Origin: PARTNER })).status).toBe(403);
  expect((await post({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  expect(calls).toHaveLength(0);
  // Two owner cookies (a sibling's `Domain=` one beside the shop's), each bound to this client (the loopback
  // address, issue 52): both numbers reach the answer, which owns neither. A bare number (what a sibling could toss)
  // and one bound to another client reach nothing.
  const [a, b] = [members.issue(), members.issue()];
  const owner = (n: string, client = '127.0.0.1') => members.cookies(n, origin, client)[0].split(';')[0];
  const ok = await post({
    'Content-Type': 'application/json',
    Origin: origin,
    Cookie: `${owner(a)}; x=1; ${owner(b)}; sp_tmpr_owner=${a}; ${owner(a, '192.0.2.7')}`,
  });
  expect(ok.status).toBe(200);
  expect(ok.headers.getSetCookie()).toEqual([
    expect.stringMatching(/^sp_tmpr_owner=tnew\.[0-9a-f]{32}; Path=\/; Max-Age=10800; SameSite=Lax; HttpOnly$/),
    expect.stringMatching(/^sp_tmpr_mmbr_num=tnew; Path=\/; Max-Age=10800; SameSite=Lax$/),
  ]);
  expect(calls[0]).toMatchObject({ method: 'POST', body: '{}', tempOwner: [a, b] });
});

test('the CDN files: cacheable by anyone, revalidated by their ETag; other paths are not found', async () => {
  const file = await fetch(base + '/cdn/search-popup/M/trendkeyword.json');
  expect(file.status).toBe(200);
  expect(file.headers.get('access-control-allow-origin')).toBe('*');
  expect(file.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  expect(await file.json()).toEqual({ path: 'search/trendkeyword', deviceType: 'M' });
  const again = await fetch(base + '/cdn/search-popup/M/trendkeyword.json', {
    headers: { 'If-None-Match': file.headers.get('etag')! },
  });
  expect(again.status).toBe(304);
  expect((await fetch(base + '/cdn/search-popup/M/nothing.json')).status).toBe(404);
});

test('a malformed escape is a 400; a path outside the gateway is left to the shop', async () => {
  const bad = await fetch(base + '/api/gw/search/%E0%A4%A');
  expect([bad.status, await bad.json()]).toEqual([400, { error: 'bad_request' }]);
  const shop = await fetch(base + '/somewhere');
  expect([shop.status, await shop.text()]).toEqual([404, 'the shop’s own 404']);
});

test('a client that spent its work budget gets a 429 at once, without the gateway working', async () => {
  const tight = await serve({ clientBudget: { share: 0.001, burstMs: 10 } });
  try {
    let res: Response | null = null;
    for (let i = 0; i < 5 && res?.status !== 429; i++) res = await fetch(tight.base + '/api/gw/slow/x');
    expect(res!.status).toBe(429);
    expect(res!.headers.get('retry-after')).toBe('1');
    const worked = calls.length;
    expect((await fetch(tight.base + '/api/gw/slow/x')).status).toBe(429);
    expect(calls).toHaveLength(worked);
  } finally {
    await new Promise((r) => tight.server.close(r));
  }
});
