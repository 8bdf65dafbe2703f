/**
 * The box before the later chunk arrives: the page load carries the box (its keys, its Korean input, its icons, the
 * phone's trigger and overlay), and what only the open popup needs (its CSS included: entries/desktopParts.ts,
 * mobileParts.ts) comes later (test/built/manifest.test.ts). Here the later chunk is held back while the shopper uses
 * the box, then let through: the box works before, and what was typed is what the popup shows after.
 */
import type { CDPSession, Page, Route } from 'playwright-core';
import { eventually } from './clock';
import { useDemoPage } from '../helpers/demoPage';
import { widgetOn } from '../helpers/widget';
import { products, typeKorean } from './harness';
import { P } from '../helpers/parts';

/** The demo page at `path`, its later chunk held until `release()`; `asked`: whether it was asked for yet. */
async function openHeld(demo: ReturnType<typeof useDemoPage>, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const held = { asked: false };
  const { page } = await demo.open(path, {
    before: (p) =>
      p.route(/\/later-[\w-]+\.js(\?.*)?$/, async (route: Route) => {
        held.asked = true;
        await gate;
        await route.continue();
      }),
  });
  const cdp = await demo.context.newCDPSession(page);
  return { page, cdp, release, held };
}

/** How an icon is drawn: its stroke as the engine computes it (the icons' CSS, views/styles.ts). */
const iconDrawn = (page: Page, selector: string) =>
  widgetOn(page).inShadow((root, sel) => {
    const svg = root.querySelector(sel as string);
    if (!svg) return null;
    const s = getComputedStyle(svg);
    const r = svg.getBoundingClientRect();
    return {
      fill: s.fill,
      stroke: s.stroke,
      width: s.strokeWidth,
      cap: s.strokeLinecap,
      join: s.strokeLinejoin,
      size: r.width,
    };
  }, selector);

/** The widget's input as the shopper and a screen reader meet it, and whether it has focus. */
const field = (page: Page) =>
  widgetOn(page).inShadow((root) => {
    const i = root.querySelector('input[role=combobox]') as HTMLInputElement;
    return { value: i.value, expanded: i.getAttribute('aria-expanded'), focused: root.activeElement === i };
  });

/** The host events the page heard (`searchpopup:open`, `:close`), in order. */
const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard.slice());
const listen = (page: Page) =>
  page.evaluate(() => {
    const log: string[] = ((window as unknown as { __heard: string[] }).__heard = []);
    for (const type of ['open', 'close'] as const) window.SearchPopup!.on(type, () => log.push(type));
  });

describe('desktop', () => {
  const demo = useDemoPage({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  let cdp: CDPSession;

  test('focus, Korean typed through the IME, the arrows and Escape work before the later chunk; what was typed is searched when it comes', async () => {
    const opened = await openHeld(demo, '/');
    ({ page, cdp } = opened);
    await listen(page);
    // The search icon is drawn as it is once compat is there: a 2.2 px round stroke in the primary colour, no fill.
    expect(await iconDrawn(page, `${P.submit} svg`)).toEqual({
      fill: 'none',
      stroke: 'rgb(80, 85, 177)',
      width: '2.2px',
      cap: 'round',
      join: 'round',
      size: 22,
    });
    await page.getByRole('combobox', { name: '검색어 입력' }).click();
    // Focus opens the popup (the host hears it), which stays collapsed until its parts are there.
    await eventually(async () => expect(await heard(page)).toEqual(['open']));
    await eventually(() => expect(opened.held.asked).toBe(true));
    await typeKorean(cdp, '해리');
    expect(await field(page)).toEqual({ value: '해리', expanded: 'false', focused: true });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await heard(page)).toEqual(['open', 'close']));
    // Alt+ArrowDown opens it again, without moving the caret out of the text.
    await page.keyboard.press('Alt+ArrowDown');
    await eventually(async () => expect(await heard(page)).toEqual(['open', 'close', 'open']));
    expect(await field(page)).toEqual({ value: '해리', expanded: 'false', focused: true });
    opened.release();
    // The text typed before the chunk came is what the popup shows, and the box works on from there (on compat).
    await widgetOn(page).untilShowing('해리');
    await products(page).first().waitFor();
    expect((await field(page)).expanded).toBe('true');
    await typeKorean(cdp, '포');
    await widgetOn(page).untilShowing('해리포');
  });
});

describe('phone', () => {
  const demo = useDemoPage({
    viewport: { width: 390, height: 844 },
    context: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  });
  let page: Page;
  let cdp: CDPSession;
  const focusedOn = (selector: string) => widgetOn(page).focusedOn(selector);

  test('a tap opens the overlay with the input focused, its back icon drawn; Tab stays in the dialog; typing, Escape and the back button work before the later chunk', async () => {
    const opened = await openHeld(demo, '/mobile');
    ({ page, cdp } = opened);
    await page.getByRole('button', { name: /검색 열기/ }).tap();
    await page.getByRole('dialog', { name: '검색' }).waitFor();
    expect(await focusedOn('[role=combobox]')).toBe(true);
    expect(await iconDrawn(page, `${P.back} svg`)).toEqual({
      fill: 'none',
      stroke: 'rgb(34, 34, 34)',
      width: '2.2px',
      cap: 'round',
      join: 'round',
      size: 26,
    });
    await typeKorean(cdp, '해리');
    expect(await field(page)).toEqual({ value: '해리', expanded: 'false', focused: true });
    // Tab never leaves the modal dialog for the page (the engine keeps it there; the widget's own trap, which also
    // keeps it from the browser's toolbar in a headed Chromium, comes with the later chunk: views/popupViews.ts).
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await focusedOn(`${P.back}, [role=combobox], ${P.submit}`)).toBe(true);
    await page.keyboard.press('Escape');
    await widgetOn(page).until((root) => !root.querySelector('dialog[open]'));
    expect(await focusedOn(P.trigger)).toBe(true);
    await page.getByRole('button', { name: /검색 열기/ }).tap();
    await page.getByRole('dialog', { name: '검색' }).waitFor();
    await page.getByRole('button', { name: '뒤로 가기' }).tap();
    await widgetOn(page).until((root) => !root.querySelector('dialog[open]'));
    opened.release();
    // Opened again once the chunk is there: the text typed before it is what the overlay shows the answer for.
    await page.getByRole('button', { name: /검색 열기/ }).tap();
    await page.getByRole('dialog', { name: '검색' }).waitFor();
    await widgetOn(page).untilShowing('해리');
    await products(page).first().waitFor();
  });
});
