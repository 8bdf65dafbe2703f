/**
 * The box before the script (issue 19): the page's own search form inside the mount works with no JavaScript, and
 * the widget takes it over when it arrives, keeping the text, the caret and focus, and never mid-syllable.
 */
import type { Page, Route } from 'playwright-core';
import { eventually } from './clock';
import { useDemoPage } from '../helpers/demoPage';
import { afterInputWork, launch, typeKorean } from './harness';
import { widgetOn } from '../helpers/widget';
import { P } from '../helpers/parts';

const demo = useDemoPage({ viewport: { width: 1280, height: 900 } });
let page: Page;

/** The page's own search field, inside the mount (hidden ones left out: gone from view once the widget is there). */
const early = () => page.getByRole('search').getByRole('searchbox', { name: '검색어 입력' });
const mounted = async () => (await widgetOn(page).rootMode()) !== null;
const hostBox = () => page.evaluate(() => document.getElementById('search-popup')!.getBoundingClientRect().toJSON());
/** The widget's input: its value, caret, whether it has focus. */
const widgetField = () =>
  widgetOn(page).inShadow((root) => {
    const i = root.querySelector('input[role=combobox]') as HTMLInputElement;
    return { value: i.value, caret: [i.selectionStart, i.selectionEnd], focused: root.activeElement === i };
  });

/** The demo's desktop page with its view bundle held back until `release()`: the page's own form is what there is. */
async function loadHeld() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let asked = false;
  ({ page } = await demo.open('/', {
    ready: false,
    before: (p) =>
      p.route(/\/static\/search-popup\/desktop-[\w-]+\.js$/, async (route: Route) => {
        asked = true;
        await gate;
        await route.continue();
      }),
  }));
  await eventually(() => expect(asked).toBe(true));
  return { release };
}

test('with no JavaScript the page’s own form searches: the results page for the typed word', async () => {
  const noScript = await launch({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  page = await noScript.context.newPage();
  await page.goto(demo.url + '/');
  await early().fill('한강');
  await Promise.all([page.waitForURL(/\/search\?keyword=%ED%95%9C%EA%B0%95$/), early().press('Enter')]);
  expect(await page.locator('h2').first().textContent()).toContain('한강');
  await noScript.close();
});

test('typed before the script arrived: the widget takes the text, the caret and focus over, and searches it', async () => {
  const { release } = await loadHeld();
  await early().click();
  await page.keyboard.type('harry');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const box = await hostBox();
  expect(await mounted()).toBe(false);
  release();
  await page.evaluate(() => window.SearchPopup!.ready());
  expect(await widgetField()).toEqual({ value: 'harry', caret: [3, 3], focused: true });
  // Typing goes on where the caret was; the popup shows what the text finds.
  await page.keyboard.type('X');
  expect((await widgetField()).value).toBe('harXry');
  await page.keyboard.press('Backspace');
  await widgetOn(page).untilCount(`${P.products} [role=gridcell][id]`, 1, { atLeast: true, visible: true });
  expect((await widgetOn(page).state()).expanded).toBe('true');
  // The box did not move or change size when the widget took over.
  expect(await hostBox()).toEqual(box);
});

test('a syllable still composing when the script arrives: the widget waits for it, then takes the whole text', async () => {
  const { release } = await loadHeld();
  await early().click();
  const cdp = await demo.context.newCDPSession(page);
  await typeKorean(cdp, '해리', { commitLast: false });
  release();
  // The bundle is there (the loader has its module), but the page's field keeps the syllable being composed.
  await page.waitForResponse(/\/static\/search-popup\/desktop-[\w-]+\.js$/);
  // It ran: a frame and the task after it, twice (its script's evaluation, then the loader's start).
  await afterInputWork(page);
  await afterInputWork(page);
  expect(await mounted()).toBe(false);
  expect(await early().inputValue()).toBe('해리');
  await cdp.send('Input.insertText', { text: '리' });
  await page.evaluate(() => window.SearchPopup!.ready());
  expect(await widgetField()).toEqual({ value: '해리', caret: [2, 2], focused: true });
  await widgetOn(page).untilCount(`${P.products} [role=gridcell][id]`, 1, { atLeast: true, visible: true });
  expect(await widgetOn(page).attr('[role=grid]', 'data-query')).toBe('해리');
});

test('nothing typed and not focused: the widget mounts as usual, the page’s form gone from view', async () => {
  const { release } = await loadHeld();
  await expect(early().isVisible()).resolves.toBe(true);
  release();
  await page.evaluate(() => window.SearchPopup!.ready());
  expect(await early().isVisible()).toBe(false);
  expect(await widgetField()).toEqual({ value: '', caret: [0, 0], focused: false });
  expect((await widgetOn(page).state()).expanded).toBe('false');
});
