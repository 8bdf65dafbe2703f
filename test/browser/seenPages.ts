/**
 * What the seen*.test.ts files share: the demo server and a desktop context for the file, a page opened at a size,
 * a word typed until its answer is on screen, and what hides the elements queries find (test/helpers/seen.ts).
 */
import type { Page } from 'playwright-core';
import { unseenAll, type SeenQuery } from '../helpers/seen';
import { useDemoPage, type DemoPage } from '../helpers/demoPage';
import { afterInputWork, launch, tab, watchErrors } from './harness';
import { widgetOn } from '../helpers/widget';
import { P } from '../helpers/parts';

let site: DemoPage;

/** The demo server's address. */
export const demoUrl = () => site.url;

/** The demo server and a desktop context for the file's tests (call once, at the top of a test file). */
export function onTheDesktop() {
  // Each test checks the errors `open` returns.
  site = useDemoPage({ timeout: 120000, checkErrors: false });
}

const WIDE: [number, number][] = [
  [1280, 900],
  [1440, 900],
  [1920, 1080],
];
/**
 * The partner blog's box sits 350 px down a page that can't scroll: at 1024×768 the room under it is about 350 px,
 * and the dropdown draws its typed results compact to fit it whole, with no scrolling inside (issue 39:
 * core/dropdownPlacement.ts dropdownFit).
 */
export const PAGES: [string, string, [number, number][]][] = [
  ['the demo shop', '/', [[1024, 768], ...WIDE]],
  ['the partner blog', '/partner', [[1024, 768], ...WIDE]],
  ['a 460 px box in a fixed navbar', '/test/navbar', [[1024, 768], ...WIDE]],
];

export async function open(width: number, height: number, path: string): Promise<{ page: Page; errors: string[] }> {
  const { page } = await site.open(path, { size: { width, height } });
  return { page, errors: site.errors };
}

/** A product row of the typed results' products section. */
export const PRODUCT_ROW = `${P.products} [role=row]${P.product}`;

/**
 * `text` typed into the search box (`over`: what it held cleared first), until its whole answer is on screen,
 * announced and drawn.
 */
export async function typeInto(page: Page, text: string, { over = false } = {}) {
  const input = page.getByRole('combobox', { name: '검색어 입력' });
  if (over) await input.fill('');
  await input.click();
  await page.keyboard.type(text);
  await afterInputWork(page);
  // The answer for the whole word is the one on screen, announced, and all of it drawn (a new answer's products come
  // a column per frame: views/staged.ts): as many product rows as the live region says.
  await widgetOn(page).until(
    (root, q, p) => {
      const grid = root.querySelector('[role=grid]');
      const status = root.querySelector(p.screenReaderOnly + '[role=status]');
      const announced = /상품 (\d+)개/.exec(status?.textContent ?? '');
      return (
        grid?.getAttribute('data-query') === q &&
        grid.closest(p.popup + ':not([hidden])') &&
        !grid.querySelector(p.later) &&
        !!announced &&
        grid.querySelectorAll(`${p.products} [role=row]${p.product}`).length === Number(announced[1])
      );
    },
    { timeout: 30000 },
    text,
    P,
  );
}

/** What hides the elements `queries` find, all in one round trip. */
export const seen = (page: Page, queries: SeenQuery[]) => page.evaluate<string[]>(unseenAll(queries));

/** Every typed-input section: 12 products (price whole, name's first line), the authors, the events, the foot. */
export const TYPED: SeenQuery[] = [
  { selector: PRODUCT_ROW, whole: P.price, firstLine: P.name, min: 12 },
  { selector: `${P.products} ${P.cart}`, min: 1 },
  { selector: `${P.typedMode} ${P.groupTitle}`, min: 3 },
  { selector: `${P.events} [role=row]${P.row}`, min: 1 },
  { selector: `${P.featured} ${P.price}`, min: 1 },
  { selector: P.footLink, min: 3 },
];

/**
 * A phone (390×844, touch) for the file's tests, in a describe block: its browser context starts before them and
 * closes after. `overlay()` opens the demo's phone page in it and taps the trigger: the overlay is open.
 */
export function onAPhone() {
  let phone: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => {
    phone = await launch({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  });
  afterAll(async () => phone?.close());
  return {
    async overlay(): Promise<{ page: Page; errors: string[] }> {
      const page = await tab(phone.context);
      const errors = watchErrors(page);
      await page.goto(demoUrl() + '/mobile');
      await page.evaluate(() => window.SearchPopup!.ready());
      await page.getByRole('button', { name: /검색/ }).first().tap();
      await page.getByRole('dialog', { name: '검색' }).waitFor();
      return { page, errors };
    },
  };
}
