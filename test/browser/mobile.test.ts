/** The mobile overlay on a phone (390×844, touch), on the demo's mobile page and on a page that traps its mount point. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { pauseClock } from './clock';
import { useDemoPage } from '../helpers/demoPage';
import { allDrawn, products, typeKorean, widgetFiles } from './harness';
import { fromPlaywright, widget } from '../helpers/widget';
import { P } from '../helpers/parts';

/** Typing whose result the test waits for: the keys sent at once (./ime.ts). */
const FAST = { delay: 0 };
/** axe-core, evaluated through the protocol: the shop's pages forbid inline scripts (issue 20), which a script tag is. */
const AXE = createRequire(__filename).resolve('axe-core/axe.min.js');

const demo = useDemoPage({
  viewport: { width: 390, height: 844 },
  context: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
});
let phone: BrowserContext;

/** The live keywords' rows. */
const RISE = `${P.rise} [role=gridcell][id]`;

describe.each([['/mobile'], ['/test/mobile-trapped']])('on %s', (path) => {
  let page: Page;
  let scripts: string[];
  /**
   * The page, the widget mounted; `clock`: on Playwright's fake clock (./clock.ts), installed before the page
   * loads, on a phone of the test's own (the clock belongs to the whole context).
   */
  const load = async ({ clock = false } = {}) => {
    scripts = [];
    ({ page } = await demo.open(path, {
      clock,
      before: (p) => p.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)),
    }));
    phone = demo.context;
  };

  const trigger = () => page.getByRole('button', { name: /검색/ }).first();
  const w = widget(() => fromPlaywright(page));
  const open = async () => {
    await trigger().tap();
    await page.getByRole('dialog', { name: '검색' }).waitFor();
  };

  test('a tap opens the full-screen overlay with the input focused, above everything on the page', async () => {
    await load();
    // The page load is the loader and the mobile entry: what the popup shows (and the overlay's history entry and
    // scroll lock) is asked for after the page's load event (when it is idle, or at the touch).
    const files = await widgetFiles(page);
    const later = ['later', 'client', 'config', 'hostPage', 'overlayLayer'];
    expect(files.filter(([f]) => !later.includes(f)).map(([f]) => f)).toEqual(['loader.js', 'mobile']);
    expect(files.filter(([f, after]) => later.includes(f) && !after)).toEqual([]);
    await open();
    await page.getByRole('heading', { name: '추천 검색어' }).waitFor();
    expect(scripts.some((s) => /\/later-[\w-]+\.js$/.test(s))).toBe(true);
    expect(await w.focused()).toBe('combobox');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // A modal dialog, as the contract promises: screen readers keep the shopper inside it.
    expect(await page.getByRole('dialog', { name: '검색' }).getAttribute('aria-modal')).toBe('true');
    const onTop = await page.evaluate(() => {
      const hit = document.elementFromPoint(195, 20);
      return hit === document.getElementById('search-popup');
    });
    expect(onTop).toBe(true);
    const font = await page.getByRole('combobox').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(font).toBeGreaterThanOrEqual(16);
  });

  test('the back button and the browser back both close it, leave no extra history entry, keep the scroll position', async () => {
    await load();
    // Scrolled down (again if the page's own late layout put it back at the top), then the overlay's cycles.
    await page.waitForFunction(
      () => {
        if (scrollY > 0) return true;
        window.scrollTo(0, 300);
        return false;
      },
      undefined,
      { polling: 100, timeout: 5000 },
    );
    const start = await page.evaluate(() => ({ length: history.length, y: scrollY }));
    expect(start.y).toBeGreaterThan(0);
    for (let cycle = 0; cycle < 3; cycle++) {
      // Opened through the API: a tap would first scroll the trigger into view.
      await page.evaluate(() => window.SearchPopup!.open());
      await page.getByRole('dialog', { name: '검색' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
      await page.getByRole('button', { name: '뒤로 가기' }).tap();
      await w.untilThere('dialog[open]', { gone: true });
    }
    await page.evaluate(() => window.SearchPopup!.open());
    await page.getByRole('dialog', { name: '검색' }).waitFor();
    await page.goBack();
    await w.untilThere('dialog[open]', { gone: true });
    const end = await page.evaluate(() => ({
      length: history.length,
      y: scrollY,
      url: location.pathname,
      overflow: document.documentElement.style.overflow + document.body.style.overflow,
    }));
    expect(end).toEqual({ length: start.length + 1, y: start.y, url: path, overflow: '' });
    expect(await w.focusedOn(P.trigger)).toBe(true);
  });

  test('results page with the swiper (01 / 04), loaded only then; no desktop code; live keywords collapse and expand; axe', async () => {
    await load();
    await open();
    await w.untilCount(RISE, 1, { atLeast: true, visible: true });
    const toggle = page.getByRole('button', { name: /실시간 인기 검색어/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Collapsed rows are not in the grid at all, so the arrow keys can't land on a hidden row.
    expect(await w.count(RISE)).toBe(1);
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await w.untilCount(RISE, 10, { atLeast: true, visible: true })).toBe(10);
    expect(scripts.some((s) => /ProductSwiper/.test(s))).toBe(false);
    await page.getByRole('combobox').tap();
    await typeKorean(await phone.newCDPSession(page), '해리', FAST);
    // The answer for 해리 itself (one for 해 may show first).
    await w.untilShowing('해리');
    await w.untilCount(P.pager, 1, { atLeast: true, visible: true });
    expect((await w.text(P.pager))!.replace(/\s/g, '')).toBe('01/04');
    expect(scripts.some((s) => /ProductSwiper-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /desktop-[\w-]+\.js$/.test(s))).toBe(false);
    await allDrawn(page);
    expect(await products(page).count()).toBe(12);
    await page.evaluate(readFileSync(AXE, 'utf8'));
    const violations = await page.evaluate(async () => {
      type R = { violations: { id: string; impact: string }[]; passes: { id: string }[] };
      const r = await (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<R> } }).axe.run(
        document.getElementById('search-popup'),
        {},
      );
      if (!r.passes.some((p) => p.id === 'aria-required-children')) return ['axe did not reach the overlay'];
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.impact + ' ' + v.id);
    });
    expect(violations).toEqual([]);
  });

  test('help goes to /ONK/cscenter; the keyboard Go key submits exactly once', async () => {
    await load();
    await open();
    expect(await page.getByRole('link', { name: '도움말' }).getAttribute('href')).toBe(demo.url + '/ONK/cscenter');
    // What phone keyboards read (docs/ime.md, "Field attributes phone keyboards read"): the search key, and no
    // correction, capitals or spelling marks on a search word; no inputmode (on Android it makes the field multi-line).
    const field = page.getByRole('combobox');
    const attributes = ['enterkeyhint', 'autocomplete', 'autocorrect', 'autocapitalize', 'spellcheck', 'inputmode'];
    expect(await Promise.all(attributes.map((a) => field.getAttribute(a)))).toEqual([
      'search',
      'off',
      'off',
      'off',
      'false',
      null,
    ]);
    const searches: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && r.url().includes('/search?') && searches.push(r.url()));
    await typeKorean(await phone.newCDPSession(page), '모순');
    // Every navigation the old page started is reported before the new one is in.
    await Promise.all([page.waitForURL(/\/search\?/), page.keyboard.press('Enter')]);
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]).searchParams.get('keyword')).toBe('모순');
  });

  test('a cart add shows its toast at the bottom, above the overlay, and it goes away by itself after 3 s', async () => {
    await load({ clock: true });
    await open();
    await typeKorean(await phone.newCDPSession(page), '어린 왕자', FAST);
    await page
      .getByRole('button', { name: /어린 왕자 장바구니 담기/ })
      .first()
      .waitFor();
    await pauseClock(page);
    await page
      .getByRole('button', { name: /어린 왕자 장바구니 담기/ })
      .first()
      .tap();
    const toast = `${P.toastsBottom} ${P.toast}`;
    await w.untilCount(toast, 1, { atLeast: true, visible: true });
    expect(await w.text(toast)).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기');
    const [box] = await w.boxes(toast);
    expect(box.bottom).toBeGreaterThan(844 - 120);
    const visible = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y) === document.getElementById('search-popup'),
      [box.left + box.width / 2, box.top + box.height / 2],
    );
    expect(visible).toBe(true);
    await page.clock.runFor(2999);
    expect(await w.count(toast)).toBe(1);
    await page.clock.runFor(1);
    expect(await w.count(toast)).toBe(0);
  });

  test('a modal above the overlay: the browser back closes the modal only; its answer navigates from inside the overlay', async () => {
    await load();
    await open();
    const length = await page.evaluate(() => history.length);
    await typeKorean(await phone.newCDPSession(page), '어린 왕자', FAST);
    const cart = page.getByRole('button', { name: /어린 왕자 장바구니 담기/ }).first();
    await cart.tap();
    await w.untilCount(`${P.toastsBottom} ${P.toast}`, 1, { atLeast: true, visible: true });
    await cart.tap();
    const modal = page.getByRole('alertdialog');
    await modal.waitFor();
    const box = (await modal.boundingBox())!;
    const onTop = await w.inShadow(
      (root, x, y) => !!root.elementFromPoint(x, y)?.closest('[role=alertdialog]'),
      box.x + box.width / 2,
      box.y + 10,
    );
    expect(onTop).toBe(true);
    await page.goBack();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog', { name: '검색' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await cart.tap();
    await Promise.all([page.waitForURL(/\/ORD\/cart$/), modal.getByRole('button', { name: '장바구니 보기' }).tap()]);
    expect(await page.locator('table.cart tbody tr', { hasText: '어린 왕자' }).locator('.qty').textContent()).toBe('3');
  });

  test('focus stays in the overlay while it is open (a modal dialog), the widget wrapping Tab itself, and returns to the trigger', async () => {
    await load();
    await open();
    // Tab keydowns whose default the widget took (its trap, views/focus.ts, wraps focus between the first control and
    // the last itself: a headed Chromium would otherwise hand focus to its toolbar, which this headless one has not).
    await page.evaluate(() => {
      const w = window as unknown as { __wrapped: number };
      w.__wrapped = 0;
      window.addEventListener('keydown', (e) => e.key === 'Tab' && e.defaultPrevented && w.__wrapped++);
    });
    const wrapped = () => page.evaluate(() => (window as unknown as { __wrapped: number }).__wrapped);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await w.focusedOn('dialog, dialog *')).toBe(true);
    }
    // Shift+Tab from the first control (the back button) goes round to the overlay's last one, the widget's doing.
    await w.inShadow((root, s) => root.querySelector<HTMLElement>(s)!.focus(), P.back);
    const before = await wrapped();
    await page.keyboard.press('Shift+Tab');
    expect(await wrapped()).toBe(before + 1);
    expect(await w.focusedOn(P.back)).toBe(false);
    expect(await w.focusedOn(`dialog${P.overlay}, dialog${P.overlay} *`)).toBe(true);
    await page.keyboard.press('Escape');
    await w.untilThere('dialog[open]', { gone: true });
    expect(await w.focusedOn(P.trigger)).toBe(true);
  });
});
