/**
 * The mobile overlay and modals on pages whose history belongs to a real router (issue 16, item 4): Turbo 8,
 * Turbolinks 5, jquery-pjax, React Router 7 and Vue Router 4, each on a phone. Opening a layer pushes a history
 * entry; the browser's back (or the layer's own button) must close only that layer: the router neither navigates
 * nor re-renders, the page's content is the same DOM, the address stays. The routers' own back and forward keep
 * working after the widget was used.
 *
 * The suites, shared by the test files that run them (split so that Jest's two workers share the time evenly):
 * navigation.test.ts (Turbo, Turbolinks, pjax), navigationSpa.test.ts (React Router, Vue Router),
 * navigationSwapped.test.ts (`<search-popup>` in the content Turbo, Turbolinks and pjax replace).
 */
import type { Page, Request } from 'playwright-core';
import { poll } from '../helpers/pacing';
import { useDemoPage, type DemoPage } from '../helpers/demoPage';

/** The host pages' logs (host-demo/test-pages/libPages/navigation.ts) and the node a test marked. */
type NavWindow = Window & { navLog?: string[]; renders?: number; marked?: Element | null };

let phone: DemoPage;
/** The demo server and a phone context for the file's tests (call once, at the top of a test file). */
export function onAPhone() {
  phone = useDemoPage({
    viewport: { width: 390, height: 844 },
    context: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    timeout: 120000,
  });
}

const HOSTS = [
  ['Turbo 8', 'turbo'],
  ['Turbolinks 5', 'turbolinks'],
  ['jquery-pjax', 'pjax'],
  ['React Router 7', 'react'],
  ['Vue Router 4', 'vue'],
] as const;
type Host = (typeof HOSTS)[number];
/** The hosts whose router is named `kinds`. */
export const hosts = (...kinds: Host[1][]) => HOSTS.filter(([, kind]) => kinds.includes(kind));

/** What a router's work would change: the address, the content node, the router's log and render count. */
const observe = (page: Page) =>
  page.evaluate(() => {
    const w = window as NavWindow;
    return {
      path: location.pathname + location.search,
      heading: document.querySelector('#content h1')?.textContent ?? null,
      sameContent: !!w.marked && document.getElementById('content') === w.marked,
      log: [...(w.navLog ?? [])],
      renders: w.renders ?? null,
    };
  });

/** Requests each page has in flight (tracked from its creation, see `newPage`). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** A tab at `path` on the phone, its requests tracked from before it loads (see `settle`). */
async function newPage(path: string): Promise<Page> {
  const pending = new Set<Request>();
  const { page } = await phone.open(path, {
    ready: false,
    before: (p) => {
      p.on('request', (r) => pending.add(r));
      p.on('requestfinished', (r) => pending.delete(r));
      p.on('requestfailed', (r) => pending.delete(r));
    },
  });
  inFlight.set(page, pending);
  return page;
}

/** Two frames and a task: time for what the page started in an event (a router's render, a traversal) to begin. */
export const frames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );

/**
 * Time for a router that took the move for its own to show it: it reacts in the popstate event itself and either
 * renders within a frame or two (a Turbo restore, React and Vue routes) or fetches the page (a Turbo or pjax visit)
 * and renders that: two frames and a task, then until no request is in flight, then two frames and a task again.
 */
const settle = async (page: Page) => {
  await frames(page);
  const pending = inFlight.get(page)!;
  await poll(() => !pending.size, { timeout: 10000 }).catch(() => false);
  expect([...pending].map((r) => r.url())).toEqual([]);
  await frames(page);
};

const trigger = (page: Page) => page.getByRole('button', { name: /검색/ }).first();
const overlay = (page: Page) => page.getByRole('dialog', { name: '검색' });
/** The 검색 trigger tapped, until the overlay is open. */
const opened = async (page: Page) => {
  await trigger(page).tap();
  await overlay(page).waitFor();
};
/** The browser's back, until the overlay is gone. */
const backCloses = async (page: Page) => {
  await page.goBack();
  await overlay(page).waitFor({ state: 'detached' });
};
/** Until the page's content shows `heading`. */
const headed = (page: Page, heading: string) => page.locator('#content h1', { hasText: heading }).waitFor();

/**
 * The overlay works as a shopper uses it: a tap on the trigger, 어린 typed, 어린 왕자's cart button seen and tapped
 * (the added toast seen), then the browser's back closes the overlay.
 */
const cartWorks = async (page: Page) => {
  await opened(page);
  await page.keyboard.type('어린');
  const cart = overlay(page).getByRole('button', { name: '어린 왕자 장바구니 담기', exact: true });
  // The swiper (a chunk of its own) takes the list over first: a shopper reaches for the button once it holds still.
  await overlay(page)
    .getByText(/^01\s*\/\s*\d+$/)
    .waitFor();
  await cart.tap();
  // The first add says so; a later one of the same book says it was in the cart already (a confirm asking whether
  // to go to the cart is closed by the browser's back: the shopper stays).
  const added = page.getByText('선택한 상품을 장바구니에 담았어요.');
  const again = page.getByText(/이미 장바구니에 담긴/);
  await added.or(again).first().waitFor();
  const ask = page.getByRole('alertdialog');
  if (await ask.count()) {
    await page.goBack();
    await ask.waitFor({ state: 'detached' });
  }
  await page.goBack();
  await overlay(page).waitFor({ state: 'detached' });
};

/** The overlay's and a modal's history entries under each router in `hosts`. */
export const routerSuite = (which: Host[]) =>
  describe.each(which)('%s', (_name, kind) => {
    let page: Page;
    let before: Awaited<ReturnType<typeof observe>>;
    beforeEach(async () => {
      page = await newPage(`/test/nav-${kind}`);
      await page.locator('#content h1').waitFor();
      await page.evaluate(() => window.SearchPopup!.ready());
      await settle(page);
      // The content node as the router rendered it: a router that re-renders or swaps the page replaces it.
      await page.evaluate(() => ((window as NavWindow).marked = document.getElementById('content')));
      before = await observe(page);
      expect(before.sameContent).toBe(true);
    });

    const untouched = async () => {
      await settle(page);
      expect(await observe(page)).toEqual(before);
    };

    test('the browser back closes the overlay only; forward onto its old entry does nothing', async () => {
      const length = await page.evaluate(() => history.length);
      await opened(page);
      await backCloses(page);
      await untouched();
      await page.goForward();
      await untouched();
      expect(await overlay(page).count()).toBe(0);
      expect(await page.evaluate(() => history.length)).toBe(length + 1);
      // Still a working box.
      await opened(page);
    });

    test('the overlay’s own 뒤로 가기 button closes it without the router noticing', async () => {
      await opened(page);
      await page.getByRole('button', { name: '뒤로 가기' }).tap();
      await overlay(page).waitFor({ state: 'detached' });
      await untouched();
    });

    test('a modal opened by the page, closed by the browser back, then another closed by its button', async () => {
      const alert = page.getByRole('alertdialog');
      const show = () =>
        page.evaluate(() => void window.SearchPopup!.ready().then((i) => i.alert({ message: '시험 알림' })));
      await show();
      await alert.waitFor();
      await page.goBack();
      await alert.waitFor({ state: 'detached' });
      await untouched();
      await show();
      await alert.waitFor();
      await alert.getByRole('button', { name: '확인' }).tap();
      await alert.waitFor({ state: 'detached' });
      await untouched();
    });

    test('a visit behind the open overlay (a script follows a link): Back shows the first page again, with a working box', async () => {
      // The loader tag before the router's script, as the README asks (React Router's and Vue Router's pages have it
      // so): a router whose popstate listener comes first takes the overlay's buried entry for a page of its own.
      if (kind === 'turbo' || kind === 'turbolinks') {
        await page.close();
        page = await newPage(`/test/nav-${kind}?first=1`);
        await page.locator('#content h1').waitFor();
        await page.evaluate(() => window.SearchPopup!.ready());
        await settle(page);
      }
      await opened(page);
      await page.evaluate(() => (document.getElementById('to-2') as HTMLAnchorElement).click());
      await page.waitForURL(new RegExp(`/test/nav-${kind}-2(\\?first=1)?$`));
      await headed(page, '둘째 페이지');
      await settle(page);
      await page.goBack();
      await page.waitForURL(new RegExp(`/test/nav-${kind}(\\?first=1)?$`));
      // The first page's content at its address (a router that took the move for a state it doesn't know kept the
      // second page's), and no overlay.
      await headed(page, '첫 페이지');
      await settle(page);
      expect((await observe(page)).heading).toMatch(/첫 페이지/);
      expect(await overlay(page).count()).toBe(0);
      await opened(page);
      await backCloses(page);
      await settle(page);
      expect((await observe(page)).heading).toMatch(/첫 페이지/);
    });

    test('the router’s own navigation, back and forward work after the overlay was used', async () => {
      await opened(page);
      await backCloses(page);
      await settle(page);
      await page.locator('#to-2').click();
      await page.waitForURL(new RegExp(`/test/nav-${kind}-2$`));
      await headed(page, '둘째 페이지');
      await page.goBack();
      await page.waitForURL(new RegExp(`/test/nav-${kind}$`));
      await headed(page, '첫 페이지');
      await page.goForward();
      await page.waitForURL(new RegExp(`/test/nav-${kind}-2$`));
      await headed(page, '둘째 페이지');
      await settle(page);
      expect((await observe(page)).heading).toMatch(/둘째 페이지/);
    });
  });

/**
 * Needs the loader's `<search-popup>` element (issue 16, item 1: the lead's commit "custom element"): the pages
 * below put the element in the content Turbo, Turbolinks and pjax replace, so each navigation must leave exactly
 * one working box whose overlay the back button closes without a visit.
 */
export const swappedSuite = (which: Host[]) =>
  describe.each(which)('%s, <search-popup> in the swapped content [needs the custom element]', (_name, kind) => {
    let page: Page;
    beforeEach(async () => {
      page = await newPage(`/test/nav-${kind}?embed=element`);
      await page.locator('#content h1').waitFor();
    });

    // `overlay: false` leaves the history as it is: opening the overlay pushes an entry, which (like any
    // pushState) drops the entries ahead, so a forward step must come before it.
    const oneWorkingBox = async (heading: string, { overlay: use = true } = {}) => {
      await headed(page, heading);
      await trigger(page).waitFor();
      await settle(page);
      expect(await page.getByRole('button', { name: /검색/ }).count()).toBe(1);
      if (!use) return;
      await page.evaluate(() => ((window as NavWindow).marked = document.getElementById('content')));
      const url = page.url();
      await opened(page);
      await backCloses(page);
      await settle(page);
      expect(page.url()).toBe(url);
      expect(await page.evaluate(() => document.getElementById('content') === (window as NavWindow).marked)).toBe(true);
    };

    test('after visits, Back and a cached preview, the overlay searches and its cart button adds to the cart (the element, then the div, neither permanent)', async () => {
      await journey();
      await page.close();
      page = await newPage(`/test/nav-${kind}`);
      await page.locator('#content h1').waitFor();
      await journey();
    });
    const journey = async () => {
      await cartWorks(page);
      await page.locator('#to-2').click();
      await headed(page, '둘째 페이지');
      await settle(page);
      await cartWorks(page);
      // A visit to the page seen before: Turbo and Turbolinks show its cached copy first, then the fetched one.
      await page.locator('#to-1').click();
      await headed(page, '첫 페이지');
      await settle(page);
      await cartWorks(page);
      await page.goBack();
      await headed(page, '둘째 페이지');
      await settle(page);
      await cartWorks(page);
      expect(await page.getByRole('button', { name: /검색/ }).count()).toBe(1);
    };

    test('one working search box after each navigation and restore', async () => {
      await oneWorkingBox('첫 페이지');
      await page.locator('#to-2').click();
      await oneWorkingBox('둘째 페이지');
      await page.goBack();
      await oneWorkingBox('첫 페이지', { overlay: false });
      await page.goForward();
      await oneWorkingBox('둘째 페이지');
      await page.goBack();
      await oneWorkingBox('첫 페이지');
    });
  });
