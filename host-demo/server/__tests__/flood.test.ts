/**
 * Issue 38, findings 2 and 3, as the attacker made them, against the demo shop in process (no build; loopback only;
 * each client is a loopback address of its own, 127.0.0.x; the windows on a clock the test moves):
 * - 250 anonymous searches of `무료쿠폰 evil.example 접속` from one client made it the #1 NEW live keyword;
 * - 10,000 sign-ins without `Origin` in 15.7 s met no 429 and signed a real member out.
 */
import type Database from 'better-sqlite3';
import { request } from 'node:http';

import { QUOTAS } from '../store/limits';
import type { Store } from '../store/types';
import { NAVIGATE, useInProcessDemo } from './inProcess';

jest.setTimeout(60000);

let t = 1_000_000;
const site = useInProcessDemo({ storeCaps: { sessions: 100 }, now: () => t });
/** The in-process shop's store is the embedded SQLite one: its file, to count what the requests wrote. */
const sql = () => (site.demo.shop.store as Store & { db: Database.Database }).db;

/** One request from the client `from` (a loopback address), on a connection of its own. */
function send(
  path: string,
  { from = '127.0.0.1', method = 'GET', headers = {}, body }: RequestOptions = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(site.base + path, { method, headers, localAddress: from, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
interface RequestOptions {
  from?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** `count` requests, eight at a time; their statuses, counted. */
async function flood(count: number, one: (i: number) => Promise<{ status: number }>) {
  const statuses: Record<number, number> = {};
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => one(i + k)));
    for (const r of batch) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  }
  return statuses;
}

const search = (keyword: string, from: string, headers: Record<string, string> = {}) =>
  send('/search?keyword=' + encodeURIComponent(keyword), { from, headers });
const live = async () =>
  JSON.parse((await send('/api/gw/search/risekeyword?age=all&sex=all&deviceType=P')).body).resultDocuments as {
    keywords: string;
    diff: number;
  }[];

describe('finding 2: the live popular keywords', () => {
  const ATTACK = '무료쿠폰 evil.example 접속';
  const PLAIN = '무료쿠폰 받기';

  test('a flood of searches from one client, or of a link from many, never shows; the seeded list stays', async () => {
    const seeded = (await live()).map((k) => k.keywords);
    expect(seeded).toHaveLength(10);
    // The attack as it was made: 250 anonymous requests of a script (no browser's headers).
    await flood(250, () => search(ATTACK, '127.0.0.2'));
    // As a browser's navigation from one client: one search (and a keyword without a link, too).
    await flood(250, (i) => search(i % 2 ? ATTACK : PLAIN, '127.0.0.3', NAVIGATE));
    // Two more clients: still short of the several a keyword needs.
    for (const from of ['127.0.0.4', '127.0.0.5']) await search(PLAIN, from, NAVIGATE);
    // Another site's link (even a sibling subdomain's), an image, a fetch: no search counted.
    for (const [n, headers] of [
      { ...NAVIGATE, 'Sec-Fetch-Site': 'cross-site' },
      { ...NAVIGATE, 'Sec-Fetch-Site': 'same-site' },
      { ...NAVIGATE, 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Mode': 'no-cors' },
      { ...NAVIGATE, 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' },
    ].entries())
      await flood(5, (i) => search(PLAIN, `127.0.1.${n * 10 + i + 1}`, headers));
    // The link-like keyword from 60 shoppers' own navigations: counted, never shown.
    await flood(60, (i) => search(ATTACK, `127.0.2.${i + 1}`, NAVIGATE));

    const after = (await live()).map((k) => k.keywords);
    expect(after).toHaveLength(10);
    expect(after).not.toContain(ATTACK);
    expect(after).not.toContain(PLAIN);
    // Only the seeded shoppers' keywords (the flood pushed some of their searches out of the window).
    const seededKeywords = sql()
      .prepare<[], { keyword: string }>("SELECT DISTINCT keyword FROM search_log WHERE client LIKE 'seed-%'")
      .all()
      .map((r) => r.keyword);
    expect(after.filter((k) => !seededKeywords.includes(k))).toEqual([]);
    expect(after.slice(0, 3)).toEqual(seeded.slice(0, 3));
  });

  test('a keyword many shoppers search from the results page still rises to the top, once per shopper', async () => {
    const KEYWORD = '코스모스 특별판';
    // 60 shoppers, each searching three times within the window.
    await flood(180, (i) => search(KEYWORD, `127.0.3.${(i % 60) + 1}`, NAVIGATE));
    expect((await live())[0]).toEqual({ keywords: KEYWORD, diff: 9999, reg_DATE: expect.any(String) });
    const logged = sql()
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM search_log WHERE keyword = ?')
      .get(KEYWORD)!.n;
    expect(logged).toBe(60);
  });
});

describe('issue 52: the live keywords are the shoppers’, not a few addresses’', () => {
  test('15 addresses searching the same ten keywords for an hour own at most three places of the live top 10', async () => {
    const OURS = Array.from({ length: 10 }, (_, i) => `광고 상품 ${i + 1}`);
    const others = (await live()).map((k) => k.keywords);
    // Six tally windows (ten minutes each): every address searches all ten, in every window, as a browser does.
    for (let round = 0; round < 6; round++) {
      await flood(150, (i) => search(OURS[i % 10], `127.0.5.${Math.floor(i / 10) + 1}`, NAVIGATE));
      t += 10 * 60_000;
    }
    const after = (await live()).map((k) => k.keywords);
    expect(after).toHaveLength(10);
    // Each address brings its latest three keywords (RISE_VOTES_PER_CLIENT): the other seven places or more stay
    // the shoppers' keywords (their votes pushed out of the window move them a little).
    expect(after.filter((k) => OURS.includes(k)).length).toBeLessThanOrEqual(3);
    const theirs = after.filter((k) => !OURS.includes(k));
    expect(theirs.filter((k) => !others.includes(k))).toEqual([]);
    expect(theirs.length).toBeGreaterThanOrEqual(7);
  });

  test('a link spelt with characters that draw nothing, searched by 60 shoppers, never shows', async () => {
    const HIDDEN = ['evil\u200B.example', 'evil\u00AD.example', 'evil.exa\u2060mple', 'evil.еxample'];
    for (const [n, keyword] of HIDDEN.entries())
      await flood(60, (i) => search(keyword, `127.0.${6 + n}.${i + 1}`, NAVIGATE));
    const after = (await live()).map((k) => k.keywords);
    expect(after.filter((k) => /evil/.test(k))).toEqual([]);
    // Counted as shoppers see them: one keyword, not three spellings of it.
    const logged = sql()
      .prepare<[], { keyword: string }>("SELECT DISTINCT keyword FROM search_log WHERE keyword LIKE 'evil%'")
      .all()
      .map((r) => r.keyword);
    expect(logged.sort()).toEqual(['evil.example', 'evil.еxample']);
  });
});

describe('issue 52: product views count once per shopper, within quotas', () => {
  const ADULT = 'S000000151';
  const views = (saleId: string) =>
    sql().prepare<[string], { n: number }>("SELECT n FROM view_counts WHERE keyword = '' AND sale_id = ?").get(saleId)
      ?.n ?? 0;
  const look = (saleId: string, from: string, headers: Record<string, string>, method = 'GET') =>
    send('/PDT/detail/' + saleId, {
      from,
      method,
      headers: { Cookie: 'demo_last_search=' + encodeURIComponent('성인'), ...headers },
    });

  test('300 page loads of a 19+ title from one address count once; HEAD, scripts and prefetches not at all', async () => {
    const before = views(ADULT);
    expect(await flood(300, () => look(ADULT, '127.0.10.1', NAVIGATE))).toEqual({ 200: 300 });
    expect(views(ADULT) - before).toBe(1);
    await flood(50, (i) => look(ADULT, `127.0.11.${i + 1}`, NAVIGATE, 'HEAD'));
    await flood(50, (i) => look(ADULT, `127.0.12.${i + 1}`, {}));
    await flood(50, (i) =>
      look(ADULT, `127.0.13.${i + 1}`, { ...NAVIGATE, 'Sec-Purpose': 'prefetch', 'Sec-Fetch-Dest': 'empty' }),
    );
    expect(views(ADULT) - before).toBe(1);
    // An anonymous shopper's "others look at" never shows it, however it was counted.
    const shown = JSON.parse(
      (await send('/api/gw/search/logRecommendProduct?keyword=&pageSize=20&deviceType=P', { from: '127.0.14.1' })).body,
    ).resultDocuments.map((d: { sale_CMDTID: string }) => d.sale_CMDTID);
    expect(shown).not.toContain(ADULT);
    expect(shown.length).toBeGreaterThan(0);
  });

  test('one address loading every product page: its views stop at its quota, and another shopper is served', async () => {
    const ids = site.demo.shop.catalogue.products.slice(0, 120).map((p) => p.sale_CMDTID);
    const total = () =>
      sql().prepare<[], { n: number }>("SELECT SUM(n) AS n FROM view_counts WHERE keyword = ''").get()!.n;
    const before = total();
    await flood(ids.length, (i) => look(ids[i], '127.0.15.1', NAVIGATE));
    expect(total() - before).toBe(QUOTAS.viewRows.perClient.burst); // 30 at once
    // Another shopper is served (its time is the bench's: npm run bench:gateway, "others look at").
    const other = await send('/api/gw/search/logRecommendProduct?keyword=&deviceType=P', { from: '127.0.15.2' });
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body).resultDocuments.length).toBeGreaterThan(0);
  });
  test('a prefetch, prerender or preview with a navigation’s own headers counts neither a search nor a view', async () => {
    const KEYWORD = '미리 읽기';
    const PLAIN = site.demo.shop.catalogue.products.find((p) => Number(p.sale_LMTT_AGE) < 19)!.sale_CMDTID;
    const searched = () =>
      sql().prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM search_log WHERE keyword = ?').get(KEYWORD)!.n;
    const viewsBefore = views(PLAIN);
    const AHEAD: Record<string, string>[] = [
      { 'Sec-Purpose': 'prefetch' },
      { 'Sec-Purpose': 'prefetch;prerender' },
      { Purpose: 'prefetch' },
      { 'X-Moz': 'prefetch' },
      { 'X-Purpose': 'preview' },
    ];
    for (const [n, extra] of AHEAD.entries()) {
      const from = `127.0.16.${n + 1}`;
      expect((await search(KEYWORD, from, { ...NAVIGATE, ...extra })).status).toBe(200);
      expect((await look(PLAIN, from, { ...NAVIGATE, ...extra })).status).toBe(200);
    }
    expect([searched(), views(PLAIN) - viewsBefore]).toEqual([0, 0]);
    // The same addresses' own navigations count.
    await search(KEYWORD, '127.0.16.1', NAVIGATE);
    await look(PLAIN, '127.0.16.1', NAVIGATE);
    expect([searched(), views(PLAIN) - viewsBefore]).toEqual([1, 1]);
  });

  test('340 addresses loading product pages: the tally, each one’s quota and the global one hold; another shopper is served', async () => {
    const { viewRows } = QUOTAS;
    const products = site.demo.shop.catalogue.products;
    const plain = products.filter((p) => Number(p.sale_LMTT_AGE) < 19).map((p) => p.sale_CMDTID);
    const total = () =>
      sql().prepare<[], { n: number }>("SELECT SUM(n) AS n FROM view_counts WHERE keyword = ''").get()!.n;
    // A new tally window, and the global quota refilled (200 a second) from the tests before.
    t += 10 * 60_000;
    let before = total();
    // Four addresses: twenty products twice each count twenty (the tally), twenty more count ten: 30 a client
    // (the view quota's burst; the tally's own perClient, 30 too, would stop them there as well).
    const few = ['127.0.17.1', '127.0.17.2', '127.0.17.3', '127.0.17.4'];
    await flood(160, (i) => look(plain[100 + (i >> 3)], few[i % 4], NAVIGATE));
    expect(total() - before).toBe(4 * 20);
    await flood(80, (i) => look(plain[120 + (i >> 2)], few[i % 4], NAVIGATE));
    expect(total() - before).toBe(4 * viewRows.perClient.burst);

    // 340 addresses of 127/8 push the same six products (a 19+ title among them), each loading each once: 2,040
    // views, each the first of its address and product and within its address's quota; the clock stands still.
    before = total();
    const pushed = [ADULT, ...plain.slice(140, 145)];
    const from = (i: number) => `127.0.${20 + Math.floor(i / 250)}.${(i % 250) + 1}`;
    const [statuses, other] = await Promise.all([
      flood(340 * pushed.length, (i) => look(pushed[i % pushed.length], from(Math.floor(i / pushed.length)), NAVIGATE)),
      send('/api/gw/search/logRecommendProduct?keyword=&pageSize=8&deviceType=P', { from: '127.0.18.1' }),
    ]);
    expect(statuses).toEqual({ 200: 340 * pushed.length });
    // All clients together count the global burst, no more (the 120 above came out of it).
    expect(total() - before).toBe(viewRows.global.burst - 4 * viewRows.perClient.burst);
    // Another shopper, asking during the flood, is served, and no 19+ title.
    expect(other.status).toBe(200);
    const shown = (body: string) =>
      JSON.parse(body).resultDocuments.map((d: { sale_CMDTID: string }) => d.sale_CMDTID) as string[];
    expect(shown(other.body).length).toBeGreaterThan(0);
    expect(shown(other.body)).not.toContain(ADULT);
    const after = await send('/api/gw/search/logRecommendProduct?keyword=&pageSize=8&deviceType=P', {
      from: '127.0.18.2',
    });
    expect(shown(after.body)).not.toContain(ADULT);
    expect(shown(after.body).length).toBeGreaterThan(0);

    // A second later the global quota has refilled by its rate: a shopper's own view counts again.
    before = total();
    await look(plain[150], '127.0.18.3', NAVIGATE);
    expect(total() - before).toBe(0);
    t += 1000;
    await look(plain[150], '127.0.18.4', NAVIGATE);
    expect(total() - before).toBe(1);
  });
});

describe('issue 52: cart writes have a quota', () => {
  const add = (from: string) =>
    send('/api/gw/cart/addCartProc', {
      from,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ addCartProcList: [{ saleCmdtid: 'S000000007' }] }),
    });

  test('one address adds its burst of cart rows, then 429s; another shopper still adds', async () => {
    const rows = () => sql().prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM cart').get()!.n;
    const before = rows();
    // Each add without an owner cookie opens a new anonymous cart: the flood as it was made (no limit, 9,600 rows/s).
    expect(await flood(400, () => add('127.0.9.1'))).toEqual({ 200: 300, 429: 100 });
    expect(rows() - before).toBe(300);
    expect((await add('127.0.9.2')).status).toBe(200);
    // A tenth of a second later the address may add one more (10 a second).
    t += 100;
    expect((await add('127.0.9.1')).status).toBe(200);
    expect((await add('127.0.9.1')).status).toBe(429);
  });
});

describe('finding 3: sign-ins', () => {
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
  /** The login page's own form, as a browser posts it. */
  const OWN_FORM = (): Record<string, string> => ({ ...FORM, Origin: site.base, 'Sec-Fetch-Site': 'same-origin' });
  const signIn = (from: string, headers: Record<string, string>) =>
    send('/MBR/login', { from, method: 'POST', headers, body: 'account=member&continue=%2F' });
  // On http a session counts only from the client that signed in (issue 52).
  const signedIn = async (cookie: string, from = '127.0.0.1') =>
    (await send('/', { from, headers: { Cookie: cookie } })).body.includes('김독자');

  test("a flood of sign-ins is refused and limited, and signs no other shopper's member out", async () => {
    const member = await signIn('127.0.0.1', OWN_FORM());
    expect(member.status).toBe(303);
    const cookie = String(member.headers['set-cookie']).split(';')[0];
    expect(await signedIn(cookie)).toBe(true);

    // The attack as it was made: sign-ins without Origin (a script), one client.
    expect(await flood(1000, () => signIn('127.0.0.2', FORM))).toEqual({ 403: 1000 });

    // With the browser's headers, one client: 20 at once, then a 429 that says why in Korean.
    expect(await flood(200, () => signIn('127.0.0.3', OWN_FORM()))).toEqual({ 303: 20, 429: 180 });
    const refused = await signIn('127.0.0.3', OWN_FORM());
    expect([refused.status, refused.headers['retry-after']]).toEqual([429, '3']);
    expect(refused.body).toContain('로그인 시도가 너무 많습니다');
    // Time lets it sign in again.
    t += 3000;
    expect((await signIn('127.0.0.3', OWN_FORM())).status).toBe(303);

    // 40 more clients, each within its limit, into a table of 100 sessions: a full table takes no more, and
    // drops no live session of anyone else.
    const statuses = await flood(800, (i) => signIn(`127.0.4.${(i % 40) + 1}`, OWN_FORM()));
    expect(await signedIn(cookie)).toBe(true);
    expect(statuses[303] + statuses[503]).toBe(800);
    expect(statuses[503]).toBeGreaterThan(0);

    // Issue 52: 30 more addresses, 20 sign-ins each, the clock standing still, spend the global quota (1,000 at
    // once, 801 of it taken since the clock last moved): a flood address is refused then; a shopper signing in for
    // the first time (a full bucket of its own) is not, and takes a session of the table's heaviest client. The
    // member stays signed in.
    const spent = await flood(600, (i) => signIn(`127.0.19.${(i % 30) + 1}`, OWN_FORM()));
    expect(spent[429]).toBeGreaterThan(0);
    expect((await signIn('127.0.19.1', OWN_FORM())).status).toBe(429);
    const shopper = await signIn('127.0.19.200', OWN_FORM());
    expect(shopper.status).toBe(303);
    expect(await signedIn(String(shopper.headers['set-cookie']).split(';')[0], '127.0.19.200')).toBe(true);
    expect(await signedIn(cookie)).toBe(true);
  });
});
