/**
 * Issue 39: the demo shop a phone's search lands on. At 390×844 (a phone: touch, mobile viewport) the results page,
 * the home page, the cart and a product page are laid out for the phone — not a zoomed-out desktop page — with no
 * horizontal scroll and text a person can read, and the widget there is the phone's (the overlay's trigger). The
 * results page keeps its keyword in the box, on the phone and on the desktop.
 */
import type { Page } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { widgetOn } from '../helpers/widget';
import { P } from '../helpers/parts';

const phone = useDemoPage({ viewport: { width: 390, height: 844 }, context: { isMobile: true, hasTouch: true } });
const desktop = useDemoPage({ viewport: { width: 1280, height: 900 } });

const HARRY = '/search?keyword=%ED%95%B4%EB%A6%AC&gbCode=TOT&target=total';
const PAGES = [
  ['the results page', HARRY],
  ['the home page', '/'],
  ['the cart', '/ORD/cart'],
  ['a product page', '/PDT/detail/S000000001'],
];

/**
 * What a person sees of the page's layout: the page's zoom (1 unless the browser zoomed a desktop page out), the
 * layout width, whether the page scrolls sideways, and each text on screen whose letters are drawn smaller than
 * 12 px (its font size times the zoom) or that runs past the right edge outside a sideways scroller of its own.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const scale = window.visualViewport?.scale ?? 1;
    const doc = document.documentElement;
    const problems: string[] = [];
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (/(auto|scroll)/.test(getComputedStyle(p).overflowX) && p.scrollWidth > p.clientWidth) return true;
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent!.trim();
      const el = n.parentElement!;
      if (!text || el.closest('script, style, #search-popup')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const box = range.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const size = parseFloat(getComputedStyle(el).fontSize) * scale;
      if (size < 12) problems.push(`"${text.slice(0, 20)}" is drawn at ${size.toFixed(1)} px`);
      if (box.right > innerWidth + 1 && !inScroller(el)) problems.push(`"${text.slice(0, 20)}" runs past the edge`);
    }
    return {
      scale,
      width: innerWidth,
      sideways: doc.scrollWidth > doc.clientWidth,
      problems: [...new Set(problems)].slice(0, 10),
    };
  });
}

test.each(PAGES)('on a phone, %s (%s) is a phone page: no sideways scroll, readable text', async (_n, path) => {
  const { page } = await phone.open(path === '/ORD/cart' ? '/PDT/detail/S000000001' : path);
  if (path === '/ORD/cart') {
    // A cart with a line in it (the product page's own cart button's call): its table at the phone's width.
    const added = await page.evaluate(() =>
      window.SearchPopup!.cart('002', [{ saleCmdtid: 'S000000001', name: '채식주의자', price: 13500 }]),
    );
    expect(added.result).toBe('INS');
    await page.goto(phone.url + path);
    await page.evaluate(() => window.SearchPopup!.ready());
    expect(await page.locator('table.cart tbody tr').count()).toBe(1);
  }
  expect(await layout(page)).toEqual({ scale: 1, width: 390, sideways: false, problems: [] });
  // The widget there is the phone's: the overlay's trigger at the mount point, not the desktop's box.
  expect(await widgetOn(page).has('button' + P.trigger)).toBe(true);
});

test("on a phone the results page's overlay opens with its keyword in the box", async () => {
  const { page } = await phone.open(HARRY);
  await page.getByRole('button', { name: /검색/ }).first().tap();
  await page.getByRole('dialog', { name: '검색' }).waitFor();
  expect(await page.getByRole('combobox', { name: '검색어 입력' }).inputValue()).toBe('해리');
  // The overlay shows what the keyword finds, and no ad over the text.
  await widgetOn(page).untilThere(`[role=grid][data-query="해리"] ${P.product}`);
  expect(await widgetOn(page).seen('img' + P.adImage)).toBeFalsy();
});

test('on the desktop the results page keeps its keyword in the box, the popup closed; the layout is as before', async () => {
  const { page } = await desktop.open(HARRY);
  const box = page.getByRole('combobox', { name: '검색어 입력' });
  expect(await box.inputValue()).toBe('해리');
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  // Reaching for the box shows what its keyword finds (not the empty input's suggestions under a kept keyword),
  // and no ad over the text.
  await box.click();
  await widgetOn(page).untilThere(`[role=grid][data-query="해리"] ${P.product}`);
  expect(await box.inputValue()).toBe('해리');
  expect(await widgetOn(page).seen('img' + P.adImage)).toBeFalsy();
  await page.keyboard.press('Escape');
  // (The desktop's own small print, its 11 px labels, is as it was.)
  expect(await layout(page)).toMatchObject({ scale: 1, width: 1280, sideways: false });
  // The desktop header is one line: the logo, the box and the links side by side.
  const [logo, util] = await Promise.all([
    page.locator('td.logo').boundingBox(),
    page.locator('td.util').boundingBox(),
  ]);
  expect(Math.abs(logo!.y - util!.y)).toBeLessThan(2);
});
