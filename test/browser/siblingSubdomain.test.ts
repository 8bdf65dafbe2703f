/**
 * Issue 38 in Chromium, as the attacker ran it: the shop on http://www.shop.test, the attacker's page on a sibling
 * subdomain, http://evil.shop.test (both mapped to loopback by a host-resolver rule; the demo's configured origin is
 * the shop's, so the write check sees the browser's real `Origin` and `Sec-Fetch-Site`).
 * - Finding 1: a temporary member number the shop issued to the attacker, tossed into the shared cookie
 *   (`Domain=shop.test`), picks no cart's owner: the victim's add stays out of the attacker's cart (read with the
 *   attacker's own cookies), and the widget writes no cookie with the tossed value.
 * - Finding 4: an `<img>` of the logout URL on the sibling signs nobody out; the header's 로그아웃 does.
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { freePort } from '../helpers/processes';

const env: Record<string, string> = {};
let shop = '';
let evil = '';
/**
 * The attacker's site on the sibling subdomain: a server of its own on loopback (a page Playwright fulfilled would
 * have no address, and Chromium's private-network rules would then block its requests to the shop on loopback).
 */
let evilPage = '';
const evilServer = createHttpServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<!doctype html>' + evilPage);
});
// The server's port is chosen first: the shop's configured origin (PUBLIC_ORIGIN) names it. Registered before
// useDemoPage's own hooks, so the server starts with it.
beforeAll(async () => {
  const port = await freePort();
  await new Promise<void>((resolve) => evilServer.listen(0, '127.0.0.1', resolve));
  shop = `http://www.shop.test:${port}`;
  evil = `http://evil.shop.test:${(evilServer.address() as AddressInfo).port}`;
  Object.assign(env, { PORT: String(port), PUBLIC_ORIGIN: shop, PARTNER_PORT: '0' });
});
afterAll(() => new Promise((resolve) => evilServer.close(resolve)));

const demo = useDemoPage({
  viewport: { width: 1280, height: 900 },
  server: env,
  args: ['--host-resolver-rules=MAP *.shop.test 127.0.0.1'],
});

/** The attacker's own anonymous cookies from the shop (as its browser keeps them) and the number among them. */
async function attackersCookies(): Promise<{ number: string; cookie: string }> {
  const lines = (await fetch(demo.url + '/')).headers.getSetCookie();
  const cookie = lines.map((l) => l.split(';')[0]).join('; ');
  return { number: /sp_tmpr_mmbr_num=([^;]+)/.exec(cookie)![1], cookie };
}

/** The attacker's cart page, read with the attacker's own cookies: the sale ids in it. */
const cartOf = async (cookie: string) =>
  [
    ...(await (await fetch(demo.url + '/ORD/cart', { headers: { Cookie: cookie } })).text()).matchAll(
      /data-sale-id="([^"]+)"/g,
    ),
  ].map((m) => m[1]);

/** The attacker's page on the sibling subdomain (another port: the same site), with this markup, in the tab. */
async function visitEvil(page: Page, body: string) {
  evilPage = body;
  await page.goto(evil + '/');
}

const tossScript = (cookie: string) => `<script>document.cookie = ${JSON.stringify(cookie)};</script>`;

/** The victim's cookies of this name as Chromium keeps them: `.shop.test` is the sibling's, `www.shop.test` the shop's. */
const jar = async (context: BrowserContext, name: string) =>
  (await context.cookies(shop))
    .filter((c) => c.name === name)
    .map((c) => ({ domain: c.domain, path: c.path, value: c.value }));

const addToCart = (page: Page) =>
  page.evaluate(async () => {
    const box = await window.SearchPopup!.ready();
    return box.cart('002', [{ saleCmdtid: 'S000000007', name: '82년생 김지영', price: 12600 } as never]);
  });

describe('finding 1: a temporary member number tossed by a sibling subdomain', () => {
  test('tossed before the first visit (Domain=shop.test, Path=/): the add is not the attacker’s; nothing written', async () => {
    const attacker = await attackersCookies();
    const { page } = await demo.open(shop + '/', {
      before: (p) =>
        visitEvil(p, tossScript(`sp_tmpr_mmbr_num=${attacker.number}; domain=shop.test; path=/; max-age=3600`)),
    });
    expect(await jar(demo.context, 'sp_tmpr_mmbr_num')).toContainEqual({
      domain: '.shop.test',
      path: '/',
      value: attacker.number,
    });
    expect(await addToCart(page)).toMatchObject({ result: 'INS' });
    expect(await cartOf(attacker.cookie)).toEqual([]);
    // The widget wrote no cookie of the shop's host with the tossed value.
    const shops = (await jar(demo.context, 'sp_tmpr_mmbr_num')).filter((c) => c.domain === 'www.shop.test');
    expect(shops.map((c) => c.value)).not.toContain(attacker.number);
    // The victim's own cart has the item.
    await page.goto(shop + '/ORD/cart');
    expect(
      await page.locator('[data-sale-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-sale-id'))),
    ).toEqual(['S000000007']);
  });

  test('tossed on Path=/PDT after the victim got a number (first in document.cookie on product pages): the same', async () => {
    const attacker = await attackersCookies();
    const { page } = await demo.open(shop + '/');
    const [own] = await jar(demo.context, 'sp_tmpr_mmbr_num');
    expect(own).toMatchObject({ domain: 'www.shop.test', path: '/' });
    await visitEvil(page, tossScript(`sp_tmpr_mmbr_num=${attacker.number}; domain=shop.test; path=/PDT; max-age=3600`));
    await page.goto(shop + '/PDT/detail/S000000007');
    // The attack as found: on a product page the sibling's cookie comes first.
    expect(await page.evaluate(() => document.cookie)).toMatch(
      new RegExp(`^sp_tmpr_mmbr_num=${attacker.number}; .*sp_tmpr_mmbr_num=${own.value}`),
    );
    const posts: unknown[] = [];
    page.on('request', (r) => r.url().endsWith('/api/gw/cart/addCartProc') && posts.push(r.postDataJSON()));
    expect(await addToCart(page)).toMatchObject({ result: 'INS' });
    expect(posts).toEqual([expect.not.objectContaining({ tmprMmbrNum: attacker.number })]);
    expect(await cartOf(attacker.cookie)).toEqual([]);
    // The shop's own cookie kept its number: the widget rewrote nothing.
    expect((await jar(demo.context, 'sp_tmpr_mmbr_num')).filter((c) => c.domain === 'www.shop.test')).toEqual([own]);
  });
});

test('finding 4: an <img> of the logout URL on the sibling signs nobody out; the header’s 로그아웃 does', async () => {
  const { page } = await demo.open(shop + '/MBR/login');
  await Promise.all([page.waitForURL(shop + '/'), page.getByRole('button', { name: /김독자/ }).click()]);
  await page.evaluate(() => window.SearchPopup!.ready());
  const signedIn = page.getByText('김독자님');
  expect(await signedIn.count()).toBe(1);

  const asked = page.waitForEvent('request', (r) => r.url() === shop + '/MBR/logout');
  await visitEvil(page, `<img src="${shop}/MBR/logout" alt="">`);
  await asked;
  // Whatever the shop answers (a 403 now; a 303 that signed out before), the browser blocks it as no image (ORB):
  // the `<img>` errs once the answer came.
  await page.evaluate(
    () =>
      new Promise((done) => {
        const img = document.images[0];
        if (img.complete) done(0);
        else img.onload = img.onerror = done;
      }),
  );
  await page.goto(shop + '/cscenter');
  await page.evaluate(() => window.SearchPopup!.ready());
  expect(await signedIn.count()).toBe(1);

  // The header's form: a POST from the shop's own page (the browser's own headers pass the write check).
  const posted = page.waitForResponse((r) => r.url() === shop + '/MBR/logout' && r.request().method() === 'POST');
  await page.getByRole('button', { name: '로그아웃' }).click();
  expect((await posted).status()).toBe(303);
  await page.getByRole('link', { name: '로그인' }).waitFor();
  expect(page.url()).toBe(shop + '/cscenter');
  expect(await signedIn.count()).toBe(0);
});
