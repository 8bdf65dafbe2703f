/**
 * The foundation in a real browser: Debian's Chromium against the demo server, as a shopper and an integrator
 * meet the widget.
 */
import type { Page } from 'playwright-core';
import { useDemoPage, type DemoPage } from '../helpers/demoPage';
import { afterInputWork, allDrawn, products, tab, typeKorean } from './harness';
import { fromPlaywright, widgetOn, widgets } from '../helpers/widget';

// Each test checks the page's errors itself.
const desktop = useDemoPage({ viewport: { width: 1280, height: 800 }, timeout: 60000, checkErrors: false });
const phone = useDemoPage({
  viewport: { width: 390, height: 844 },
  context: { isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  timeout: 60000,
  checkErrors: false,
});

async function open(on: DemoPage, path: string) {
  const scripts: string[] = [];
  const { page } = await on.open(path, {
    ready: false,
    before: (p) => p.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)),
  });
  return { page, errors: on.errors, scripts };
}

async function firstProduct(page: Page, text: string | RegExp) {
  await products(page).first().filter({ hasText: text }).waitFor();
  return products(page).first().textContent();
}

const mounted = (page: Page) => page.evaluate(() => window.SearchPopup!.ready().then(() => true));

/** The light DOM as the server sent it, parsed by the same browser: what the page has before any script ran. */
async function lightDomUnchanged(page: Page) {
  return page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    return {
      head: document.head.innerHTML === parsed.head.innerHTML,
      body: document.body.innerHTML === parsed.body.innerHTML,
    };
  });
}

async function listenerCounts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const count = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression,
      includeCommandLineAPI: true,
      returnByValue: true,
    });
    return result.value as Record<string, number>;
  };
  const expr = (target: string) =>
    `Object.fromEntries(Object.entries(getEventListeners(${target})).map(([t, l]) => [t, l.length]))`;
  const out = { window: await count(expr('window')), document: await count(expr('document')) };
  await cdp.detach();
  return out;
}

test('desktop page: mounts in an open shadow root; Korean typed with the IME lists products; nothing else touched', async () => {
  const { page, errors, scripts } = await open(desktop, '/');
  expect(await mounted(page)).toBe(true);
  expect(await widgetOn(page).rootMode()).toBe('open');

  const input = page.getByRole('combobox', { name: '검색어 입력' });
  await input.click();
  const cdp = await page.context().newCDPSession(page);
  await typeKorean(cdp, '해리');
  expect(await firstProduct(page, '해리 포터')).toContain('해리 포터');
  await allDrawn(page);
  expect(await products(page).count()).toBeGreaterThanOrEqual(4);
  expect(await input.getAttribute('aria-expanded')).toBe('true');
  expect(await products(page).first().locator('mark').textContent()).toBe('해리');
  await expect(widgetOn(page).liveRegion()).resolves.toMatch(
    /^상품 \d+개, 인물 \d+명, 이벤트 \d+개가 검색되었습니다\.$/,
  );

  await input.press('ArrowDown');
  expect(await input.getAttribute('aria-activedescendant')).toBe('sp-row-products-0');
  await input.press('Escape');
  expect(await input.getAttribute('aria-expanded')).toBe('false');

  expect(await lightDomUnchanged(page)).toEqual({ head: true, body: true });
  expect(scripts.some((s) => /\/desktop-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/mobile-[\w-]+\.js$/.test(s))).toEqual([]);
  expect(errors).toEqual([]);
});

test('mobile page on a phone: mounts, Korean typing lists products, never fetches the desktop entry', async () => {
  const { page, errors, scripts } = await open(phone, '/mobile');
  expect(await mounted(page)).toBe(true);
  await page.getByRole('button', { name: /검색/ }).first().tap();
  const input = page.getByRole('combobox', { name: '검색어 입력' });
  const cdp = await page.context().newCDPSession(page);
  await typeKorean(cdp, '한강');
  expect(await firstProduct(page, /채식주의자|소년이 온다|작별하지 않는다|흰/)).toMatch(
    /채식주의자|소년이 온다|작별하지 않는다|흰/,
  );
  const fontSize = await input.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(16);
  expect(scripts.some((s) => /\/mobile-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/desktop-[\w-]+\.js$/.test(s))).toEqual([]);
  expect(
    await page.evaluate(() =>
      new URL(performance.getEntriesByType('resource').find((e) => /commodity/.test(e.name))!.name).searchParams.get(
        'deviceType',
      ),
    ),
  ).toBe('M');
  expect(errors).toEqual([]);
});

test('env without imageHost and serviceHosts.ord: one error naming both, nothing mounts, ready() rejects', async () => {
  const page = await tab(desktop.context);
  const logged: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(desktop.url + '/test/bad-env');
  const rejected = await page.evaluate(() =>
    window.SearchPopup!.ready().then(
      () => 'resolved',
      (e: Error) => e.message,
    ),
  );
  expect(rejected).toMatch(/^Environment validation failed: imageHost, serviceHosts\.ord\./);
  expect(logged).toEqual([rejected]);
  expect(await widgetOn(page).rootMode()).toBeNull();
  // Whatever the rejected start still had queued has run: a frame, then a task.
  await afterInputWork(page);
  expect(pageErrors).toEqual([]);
});

test('the loader included twice mounts one widget and fetches the entry once', async () => {
  const { page, errors, scripts } = await open(desktop, '/test/double');
  expect(await mounted(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.endsWith('loader.js'))).toHaveLength(2);
  expect(scripts.filter((s) => /\/desktop-[\w-]+\.js$/.test(s))).toHaveLength(1);
  expect(await page.getByRole('combobox').count()).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBe(
    await page.evaluate(
      async () =>
        new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html').querySelectorAll('*')
          .length,
    ),
  );
  expect(errors).toEqual([]);
});

test('SearchPopup.destroy() leaves the host page as it was: no widget, no listeners; the API stays for a later box', async () => {
  const { page, errors } = await open(desktop, '/');
  await mounted(page);
  const input = page.getByRole('combobox');
  await input.click();
  await input.pressSequentially('gofl');
  const before = await listenerCounts(page);
  expect(Object.values(before.window).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  // An instance's destroy() ends its box; the page's API stays for a box connected later.
  await page.evaluate(() => window.SearchPopup!.ready().then((i) => i.destroy()));
  expect(await widgetOn(page).inShadow((root) => root.childNodes.length)).toBe(0);
  // What stays until SearchPopup.destroy(): the loader's one popstate listener (historyLayer.ts says why).
  expect(await listenerCounts(page)).toEqual({ window: { popstate: 1 }, document: {} });
  await page.evaluate(() => window.SearchPopup!.destroy());
  expect(await page.evaluate(() => typeof window.SearchPopup!.ready)).toBe('function');
  expect(await lightDomUnchanged(page)).toEqual({ head: true, body: true });
  expect(await listenerCounts(page)).toEqual({ window: {}, document: {} });
  expect(errors).toEqual([]);
});

test('without a mount element the loader inserts its host right before its script; destroy removes it', async () => {
  const { page, errors } = await open(desktop, '/test/no-mount');
  await mounted(page);
  const placed = await widgets(fromPlaywright(page), '#before + *').inShadows((roots, hosts) => ({
    hasShadow: !!roots[0],
    next: hosts[0].nextElementSibling!.tagName,
  }));
  expect(placed).toEqual({ hasShadow: true, next: 'SCRIPT' });
  await page.evaluate(() => window.SearchPopup!.ready().then((i) => i.destroy()));
  expect(await lightDomUnchanged(page)).toEqual({ head: true, body: true });
  expect(errors).toEqual([]);
});

test('concatenated after a script with no trailing semicolon, the loader mounts (assetBase) and the script still works', async () => {
  const { page, errors } = await open(desktop, '/test/concat');
  expect(await mounted(page)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { legacy(): string }).legacy())).toBe('legacy');
  await page.getByRole('combobox').click();
  await page.getByRole('combobox').pressSequentially('demian');
  await page.getByRole('combobox').fill('데미안');
  expect(await firstProduct(page, '데미안')).toContain('데미안');
  expect(errors).toEqual([]);
});

test('no device flag: a phone-sized window gets the mobile entry, a wide one the desktop entry', async () => {
  // The two windows load side by side (each its own context): neither waits for the other.
  const [narrow, wide] = await Promise.all([open(phone, '/test/media-query'), open(desktop, '/test/media-query')]);
  await Promise.all([mounted(narrow.page), mounted(wide.page)]);
  const detail = (page: Page) =>
    widgetOn(page).inShadow((root) => window.SearchPopup!.ready().then(() => root.childElementCount));
  expect(await detail(narrow.page)).toBeGreaterThan(0);
  expect(narrow.scripts.some((s) => /\/mobile-/.test(s)) && !narrow.scripts.some((s) => /\/desktop-/.test(s))).toBe(
    true,
  );
  expect(wide.scripts.some((s) => /\/desktop-/.test(s)) && !wide.scripts.some((s) => /\/mobile-/.test(s))).toBe(true);
  expect([...narrow.errors, ...wide.errors]).toEqual([]);
});
