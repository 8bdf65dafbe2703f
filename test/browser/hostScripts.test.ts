/**
 * The widget on host pages whose own scripts listen to the same keys and the same dataLayer (issue 16, items 5 and
 * 6), built from the real libraries the demo serves under /vendor/: jQuery 1.12 (a Backspace guard and a `/`
 * shortcut), Bootstrap 5 (the widget in a dropdown menu and in a modal) and Google's data-layer-helper as GTM's
 * merged model. Desktop (1280×900) unless a test says phone (390×844, touch).
 */
import type { CDPSession, Page } from 'playwright-core';
import { useDemoPage, type DemoPage } from '../helpers/demoPage';
import { afterInputWork, typeKorean } from './harness';
import { widgetOn } from '../helpers/widget';
import { P } from '../helpers/parts';

const desktop = useDemoPage({ viewport: { width: 1280, height: 900 } });
const phone = useDemoPage({
  viewport: { width: 390, height: 844 },
  context: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
});
let page: Page;
let cdp: CDPSession;

async function visit(path: string, on: DemoPage = desktop) {
  ({ page } = await on.open(path));
  cdp = await on.context.newCDPSession(page);
}

const w = () => widgetOn(page);
const PRODUCTS = `${P.products} [role=gridcell][id]`;
const input = () => page.getByRole('combobox', { name: '검색어 입력' });
const expanded = () => input().getAttribute('aria-expanded');
const value = () => input().inputValue();
const hostLog = () => page.evaluate(() => (window as unknown as { hostLog: string[] }).hostLog);
/** What has focus: the widget's own control (its role, else its text), or the page's element (by id or text). */
const focused = async () => {
  const inner = await w().focused();
  if (inner !== null) return 'widget ' + inner;
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return !el || el === document.body ? 'body' : el.id || el.textContent!.trim();
  });
};
/**
 * Bootstrap 5 starts hiding a modal in its own Escape keydown handler (it takes the `show` class off at once, then
 * fades): a frame and a task after the key, a modal that still has `show` and is visible was left open.
 */
const modalStaysOpen = async () => {
  await afterInputWork(page);
  expect(await page.locator('#search-modal').evaluate((el) => el.classList.contains('show'))).toBe(true);
  expect(await page.locator('#search-modal').isVisible()).toBe(true);
};
const search = async (text: string) => {
  await input().click();
  await typeKorean(cdp, text);
  await w().untilShowing(text);
  await w().untilVisible(PRODUCTS);
};

describe('jQuery 1.12: a Backspace guard and a "/" shortcut on the document', () => {
  test('Backspace deletes in the widget, after a Korean word and after Latin letters; elsewhere the guard still blocks it', async () => {
    await visit('/test/keys/jquery');
    await search('어린');
    await page.keyboard.press('Backspace');
    expect(await value()).toBe('어');
    await page.keyboard.type('ab');
    await page.keyboard.press('Backspace');
    expect(await value()).toBe('어a');
    await w().untilShowing('어a');
    expect(await hostLog()).toEqual([]);
    // The page's guard is live: Backspace on the page itself is its to block.
    await page.locator('main > p').click();
    await page.keyboard.press('Backspace');
    expect(await hostLog()).toEqual(['backspace blocked']);
  });

  test('"/" types into the widget and focus stays there; on the page it still jumps to the site\'s own box', async () => {
    await visit('/test/keys/jquery');
    await input().click();
    await page.keyboard.type('1/2');
    expect(await value()).toBe('1/2');
    expect(await focused()).toBe('widget combobox');
    expect(await page.locator('#site-search').inputValue()).toBe('');
    await page.locator('main > p').click();
    await page.keyboard.press('/');
    expect(await focused()).toBe('site-search');
    expect(await hostLog()).toEqual(['slash']);
  });
});

describe('Bootstrap 5', () => {
  const menu = () => page.locator('.dropdown-menu');

  test("in a dropdown menu: ArrowDown moves the widget's row, not to a menu item; Escape closes the popup, a second one the menu", async () => {
    await visit('/test/keys/bootstrap?in=dropdown');
    await page.getByRole('button', { name: '메뉴' }).click();
    await page.waitForFunction(() => document.querySelector('.dropdown-menu.show'));
    await search('한강');
    await page.keyboard.press('ArrowDown');
    expect(await input().getAttribute('aria-activedescendant')).toBe('sp-row-products-0');
    expect(await focused()).toBe('widget combobox');
    await page.keyboard.press('ArrowDown');
    // Down the grid's first column (core/arrowTarget.ts): rank 5, under rank 1.
    expect(await input().getAttribute('aria-activedescendant')).toBe('sp-row-products-4');
    // Composition still works in the menu.
    await typeKorean(cdp, '작');
    await w().untilShowing('한강작');

    await page.keyboard.press('Escape');
    expect(await expanded()).toBe('false');
    expect(await menu().evaluate((m) => m.classList.contains('show'))).toBe(true);
    expect(await focused()).toBe('widget combobox');
    expect(await hostLog()).toEqual([]);
    // Nothing of the widget's is open now: the next Escape is the menu's, as after a native <select>.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.dropdown-menu.show'));
    expect(await hostLog()).toEqual(['dropdown hidden']);
    expect(await focused()).toBe('menu-toggle');
  });

  const openModal = async () => {
    await page.getByRole('button', { name: '검색 모달 열기' }).click();
    // Bootstrap's `shown` comes after the fade; its focus trap is on from then.
    await page.waitForFunction(() => (window as unknown as { modalShown?: boolean }).modalShown === true);
  };

  test('in a modal: Escape closes the popup and leaves the modal open; a second Escape closes the modal', async () => {
    await visit('/test/keys/bootstrap?in=modal');
    await openModal();
    await search('한강');
    await page.keyboard.press('ArrowDown');
    expect(await input().getAttribute('aria-activedescendant')).toBe('sp-row-products-0');
    await page.keyboard.press('Escape');
    await modalStaysOpen();
    expect(await hostLog()).toEqual([]);
    expect(await expanded()).toBe('false');
    expect(await focused()).toBe('widget combobox');
    await page.keyboard.press('Escape');
    await page.locator('#search-modal').waitFor({ state: 'hidden' });
    expect(await hostLog()).toEqual(['modal hidden']);
  });

  test("in a modal: Tab still reaches the modal's focus trap, which wraps focus from the widget back to the modal's start", async () => {
    await visit('/test/keys/bootstrap?in=modal');
    await openModal();
    // Shift+Tab off the modal's first control: the trap wraps to its last one (it remembers the direction).
    await page.locator('#modal-x').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('modal-help');
    // From the widget, Tab forward out of it (through the open dropdown's controls: the live keywords' filters, the
    // foot's links): the trap must know the direction changed, or it would wrap backwards.
    await input().click();
    for (let i = 0; i < 40 && (await focused())?.startsWith('widget'); i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('modal-x');
  });

  test('phone, in a modal: Escape closes the search overlay and leaves the modal open; a second Escape closes the modal', async () => {
    await visit('/test/keys/bootstrap?in=modal&device=mobile', phone);
    await openModal();
    await page.getByRole('button', { name: /검색 열기/ }).tap();
    await page.getByRole('dialog', { name: '검색', exact: true }).waitFor();
    await typeKorean(cdp, '한강');
    await w().untilVisible(PRODUCTS);
    await page.keyboard.press('Backspace');
    expect(await value()).toBe('한');
    await page.keyboard.press('Escape');
    await w().untilThere('dialog[open]', { gone: true });
    expect(await w().inShadow((root, s) => root.activeElement === root.querySelector(s), P.trigger)).toBe(true);
    await modalStaysOpen();
    expect(await hostLog()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('#search-modal').waitFor({ state: 'hidden' });
    expect(await hostLog()).toEqual(['modal hidden']);
  });
});

describe('the dataLayer', () => {
  type Message = { event?: string; ecommerce?: { items?: unknown[] } | null };
  const addToCart = async () => {
    await search('어린');
    await page
      .getByRole('button', { name: /어린 왕자 장바구니 담기/ })
      .first()
      .click();
    await w().untilVisible(P.toast);
  };
  /** The keyboard still works after the add: ArrowDown makes the next product row active. */
  const arrowDownMoves = async () => {
    const before = await input().getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    const after = await input().getAttribute('aria-activedescendant');
    expect([after, after === before]).toEqual([expect.stringMatching(/^sp-row-products-\d+$/), false]);
  };

  test("GTM's merged model (data-layer-helper) holds the one item added, not the list shown before it", async () => {
    await visit('/test/datalayer');
    // The model as GTM reads it when the add is pushed: an ad that rotates in later pushes its own view_promotion.
    await page.evaluate(() => {
      const w = window as unknown as {
        dataLayer: { push(...m: Message[]): number };
        gtmModel: { get(key: string): unknown };
        atAdd?: unknown;
      };
      const push = w.dataLayer.push.bind(w.dataLayer);
      w.dataLayer.push = (...messages) => {
        const n = push(...messages);
        if (messages.some((m) => m.event === 'add_to_cart'))
          w.atAdd = { event: w.gtmModel.get('event'), items: w.gtmModel.get('ecommerce.items') };
        return n;
      };
    });
    await addToCart();
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: Message[] }).dataLayer);
    // The list the popup showed had more than one product: a merge without clearing would have kept them.
    const shown = layer.find((m) => m.event === 'view_item_list')!;
    expect(shown.ecommerce!.items!.length).toBeGreaterThan(1);
    const model = await page.evaluate(
      () => (window as unknown as { atAdd: { event: string; items: { item_name: string }[] } }).atAdd,
    );
    expect(model.event).toBe('add_to_cart');
    expect(model.items.map((i) => i.item_name)).toEqual(['어린 왕자']);
    // Every ecommerce message comes right after `{ ecommerce: null }`.
    layer.forEach((m, i) => m.ecommerce && expect([m.event, layer[i - 1]]).toEqual([m.event, { ecommerce: null }]));
  });

  test('a dataLayer.push that throws: add to cart still shows its toast, and ArrowDown + Enter still open a product', async () => {
    await visit('/test/datalayer?push=throw');
    await addToCart();
    expect((await hostLog()).length).toBeGreaterThan(0);
    expect(await focused()).toBe('widget combobox');
    await arrowDownMoves();
    // Enter opens the active product's page (a book's or an e-book's).
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/test/')), page.keyboard.press('Enter')]);
  });

  test('a dataLayer that is no array: left as it is, and add to cart works', async () => {
    await visit('/test/datalayer?push=nonarray');
    await addToCart();
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown }).dataLayer)).toEqual({
      owner: 'host',
    });
    await arrowDownMoves();
  });
});
