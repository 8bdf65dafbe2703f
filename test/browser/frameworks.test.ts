/**
 * `<search-popup>` on pages whose DOM a real framework owns (issue 16), in Chromium against the demo server:
 * React 19 (StrictMode, a key change, the loader added from an effect), Vue 3 (late mount, in-DOM template,
 * v-if), AngularJS 1.8 (ng-if, ngRoute), the legacy `#search-popup` div replaced by a page script, two boxes on one
 * page, and a box removed and added again 100 times. After every DOM change each box element holds exactly one
 * working search box (products listed, add to cart → toast), `SearchPopup.ready()` gives a live instance, and
 * `SearchPopup.destroy()` leaves the elements empty and no listener behind. Issue 36's pages: a React component
 * whose cleanup calls `SearchPopup.destroy()` (StrictMode, a key change, an unmount and a remount), a
 * `<search-popup>` whose `device` attribute React switches, and a Vue in-DOM template holding the config. The
 * pages: host-demo/test-pages/libPages/frameworks.ts.
 */
import type { Page } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { signIn, watchErrors } from './harness';
import { fromPlaywright, widgetOn, widgets } from '../helpers/widget';
import { P } from '../helpers/parts';
import { FRESH } from '../../loader/src/box';

// A server of its own: the two-box test signs in as the demo's adult account and expects each add to be new (INS),
// which another file adding as that account (cart.test.ts) would turn into UPD on the shared server.
const demo = useDemoPage({ viewport: { width: 1280, height: 900 }, server: 'own' });
let page: Page;
let posts: Record<string, unknown>[];

const BOXES = 'search-popup, #search-popup';
const boxes = () => widgets(fromPlaywright(page), BOXES);
const PRODUCTS = `${P.products} [role=gridcell][id]`;

async function visit(path: string, initScript?: string) {
  posts = [];
  ({ page } = await demo.open(path, {
    ready: false,
    before: async (p) => {
      if (initScript) await p.addInitScript(initScript);
      p.on(
        'request',
        (r) => r.method() === 'POST' && r.url().includes('/api/gw/cart/addCartProc') && posts.push(r.postDataJSON()),
      );
    },
  }));
}

/**
 * Waits until there are `expected` box elements and each shows its search box, then checks what a shopper sees:
 * exactly one search box in each, and none anywhere else on the page.
 */
async function boxesMounted(expected: number) {
  try {
    await boxes().until(
      (roots, _boxes, n) => roots.length === n && roots.every((root) => !!root?.querySelector('[role=combobox]')),
      { timeout: 15000 },
      expected,
    );
  } catch (e) {
    const seen = await boxes().inShadows((roots, boxes) =>
      boxes.map(
        (el, i) =>
          `<${el.localName}${el.id ? '#' + el.id : ''}>: ${roots[i] ? roots[i].querySelectorAll('[role=combobox]').length + ' search box(es)' : 'no shadow root'}`,
      ),
    );
    throw new Error(
      `expected ${expected} box element(s), each with its search box; found ${JSON.stringify(seen)}\n${(e as Error).message}`,
    );
  }
  const perBox = await boxes().inShadows((roots) =>
    roots.map((root) => root!.querySelectorAll('[role=combobox]').length),
  );
  expect(perBox).toEqual(Array(expected).fill(1));
  expect(await page.getByRole('combobox').count()).toBe(expected);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Uses a box (`host`'s first) as a shopper does: types a keyword, sees the product in its own popup, adds it to the
 * cart (as a new anonymous shopper, or the signed-in one) and sees the toast in that box; then closes the popup.
 */
async function useBox(host = BOXES, keyword = '어린', product = '어린 왕자') {
  const w = widgetOn(page, host);
  const input = box(host).getByRole('combobox', { name: '검색어 입력' });
  await input.click();
  await input.fill(keyword);
  await w.untilVisible(PRODUCTS, product);
  expect(await w.expanded()).toBe(true);
  // Toasts from earlier adds in the same box may still be up (3 s each): marked, so the one awaited below is this add's.
  const toast = `${P.toastsCenter} ${P.toast}`;
  await w.inShadow((root, s) => root.querySelectorAll(s).forEach((el) => el.setAttribute('data-earlier', '')), toast);
  // A new anonymous cart each time: the product is added (INS), never "already in the cart". The cart's owner is the
  // gateway's host-only cookie beside the readable number (issue 38): both go.
  await demo.context.clearCookies({ name: /^(sp_tmpr_mmbr_num|sp_tmpr_owner|__Host-sp_tmpr_owner)$/ });
  const sent = posts.length;
  await box(host)
    .getByRole('button', { name: new RegExp('^' + escapeRe(product) + ' 장바구니 담기') })
    .first()
    .click();
  expect(await w.untilVisible(toast + ':not([data-earlier])')).toContain('장바구니에 담았어요');
  expect(posts.length).toBe(sent + 1);
  await input.press('Escape');
  await w.untilExpanded(false, { timeout: 30000 });
  return posts[sent];
}

/** The box element (the page's own) `host` finds: Playwright's roles reach inside it; or a handle to it now. */
const box = (host = BOXES) => page.locator(host).first();
const elementAt = (host: string) => page.evaluateHandle((h) => document.querySelector(h)!, host);

/**
 * `SearchPopup.ready()`'s instance, opened through the API: which element its `searchpopup:open` event comes
 * from, whether that element is in the document and is one of the page's boxes.
 */
async function readyInstance(): Promise<{ connected: boolean; box: number } | null> {
  return page.evaluate(async (sel) => {
    const inst = await window.SearchPopup!.ready();
    const host = await new Promise<Element | null>((resolve) => {
      const seen = (e: Event) => {
        document.removeEventListener('searchpopup:open', seen, true);
        clearTimeout(timer);
        resolve(e.target as Element);
      };
      const timer = setTimeout(() => {
        document.removeEventListener('searchpopup:open', seen, true);
        resolve(null);
      }, 3000);
      document.addEventListener('searchpopup:open', seen, true);
      inst.open();
    });
    inst.close();
    return host && { connected: host.isConnected, box: [...document.querySelectorAll(sel)].indexOf(host) };
  }, BOXES);
}

async function expectReadyLive() {
  const found = await readyInstance();
  expect(found).toEqual({ connected: true, box: expect.any(Number) });
  expect(found!.box).toBeGreaterThanOrEqual(0);
}

/** One box on the page, working (useBox), and `ready()`'s instance is that live box. */
async function oneWorkingBox() {
  await boxesMounted(1);
  await useBox();
  await expectReadyLive();
}

/**
 * Event listeners on the object `expression` evaluates to, counted by type (CDP, as DevTools shows them), leaving
 * out Playwright's own: its injected script puts pointer listeners on window for its clicks, next to a marker
 * listener (`__playwright_global_listeners_check__`) that names that script.
 */
async function listenersOn(p: Page, expression: string): Promise<Record<string, number>> {
  const cdp = await p.context().newCDPSession(p);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    const playwright = new Set(listeners.filter((l) => l.type.startsWith('__playwright')).map((l) => l.scriptId));
    const out: Record<string, number> = {};
    for (const l of listeners) if (!playwright.has(l.scriptId)) out[l.type] = (out[l.type] ?? 0) + 1;
    return out;
  } finally {
    await cdp.detach();
  }
}
const pageListeners = async (p: Page) => ({
  window: await listenersOn(p, 'window'),
  document: await listenersOn(p, 'document'),
});

/**
 * The same page served without the loader (`?loader=0`): its own listeners once `rendered` says it is up. Read
 * once per page (a test that compares twice reads it once).
 */
const plainListeners = new Map<string, ReturnType<typeof pageListeners>>();
function withoutWidget(path: string, rendered: string) {
  const key = path + ' ' + rendered;
  if (!plainListeners.has(key)) plainListeners.set(key, readWithoutWidget(path, rendered));
  return plainListeners.get(key)!;
}
async function readWithoutWidget(path: string, rendered: string) {
  const plain = await demo.context.newPage();
  const plainErrors = watchErrors(plain);
  await plain.goto(demo.url + path + '?loader=0');
  await plain.waitForSelector(rendered);
  const counts = await pageListeners(plain);
  expect(plainErrors).toEqual([]);
  await plain.close();
  return counts;
}

/** `SearchPopup.destroy()`: every box element empty, no search box, no listener on them, the page's own listeners only. */
async function destroyLeavesNothing(path: string, rendered: string) {
  const hosts = await page.locator(BOXES).count();
  // A box element the page connected less than a second ago (loader/src/box.ts FRESH) would be left alone: a
  // destroy() then is taken for the cleanup of the component it replaced (issue 50). These pages mean it: the page's
  // clock is moved a second on (no waiting) before the call, as if the boxes had stood.
  await page.evaluate((fresh) => {
    const now = performance.now.bind(performance);
    performance.now = () => now() + fresh;
    window.SearchPopup!.destroy();
  }, FRESH);
  expect(await boxes().inShadows((roots) => roots.map((root) => (root ? root.childNodes.length : 0)))).toEqual(
    Array(hosts).fill(0),
  );
  expect(await page.getByRole('combobox').count()).toBe(0);
  for (let i = 0; i < hosts; i++)
    expect(await listenersOn(page, `document.querySelectorAll(${JSON.stringify(BOXES)})[${i}]`)).toEqual({});
  expect(await pageListeners(page)).toEqual(await withoutWidget(path, rendered));
}

test('React 19: StrictMode adds the loader twice from an effect, a key change re-creates the header; one working box each time', async () => {
  await visit('/test/frameworks/react');
  // The development build, where StrictMode runs the effect, its cleanup and the effect again: two loader tags.
  await page.waitForFunction(() => window.loaderScriptsAdded === 2);
  await boxesMounted(1);
  // Subscribed once, before the header is re-created: it hears the new box too.
  await page.evaluate(() => {
    window.opened = 0;
    window.SearchPopup!.on('open', () => window.opened!++);
  });
  await useBox();
  await expectReadyLive();

  for (const generation of ['1', '2']) {
    const old = await elementAt('search-popup');
    await page.getByRole('button', { name: /헤더 다시 만들기/ }).click();
    await widgetOn(page, `header[data-generation="${generation}"] search-popup`).mounted();
    expect(await old.evaluate((el) => el.isConnected)).toBe(false);
    await boxesMounted(1);
    const opened = await page.evaluate(() => window.opened!);
    await useBox();
    expect(await page.evaluate(() => window.opened!)).toBeGreaterThan(opened);
    await expectReadyLive();
  }
  await boxesMounted(1);
  await destroyLeavesNothing('/test/frameworks/react', '#rekey');
});

test('React 19: a search-box component whose cleanup calls SearchPopup.destroy() (StrictMode, a key change, an unmount and a remount) has a working box whenever it is mounted', async () => {
  await visit('/test/frameworks/react-cleanup');
  // StrictMode: the effect, its cleanup (unsubscribe, destroy()), the effect again; the API is there each time.
  await page.waitForFunction(() => window.apiSeen?.length === 2);
  await boxesMounted(1);
  expect(await page.evaluate(() => window.apiSeen)).toEqual([true, true]);
  await useBox();
  await expectReadyLive();
  // The subscription of the effect's second run hears the box.
  expect(await page.evaluate(() => window.opened)).toBeGreaterThan(0);

  // A key change: React puts the new component's node in, then runs the old one's cleanup (destroy()).
  for (const generation of ['1', '2']) {
    const old = await elementAt('#search-popup');
    const opened = await page.evaluate(() => window.opened!);
    await page.locator('#rekey').click();
    await widgetOn(page, `#search-popup[data-generation="${generation}"]`).mounted();
    expect(await old.evaluate((el) => el.isConnected)).toBe(false);
    await boxesMounted(1);
    await useBox();
    expect(await page.evaluate(() => window.opened!)).toBeGreaterThan(opened);
    await expectReadyLive();
  }

  // Unmounted: no box, and none of the widget's listeners (the loader's popstate listener included).
  await page.locator('#toggle').click();
  await page.waitForFunction(() => !document.querySelector('#search-popup'));
  expect(await page.getByRole('combobox').count()).toBe(0);
  expect(await pageListeners(page)).toEqual(await withoutWidget('/test/frameworks/react-cleanup', '#toggle'));
  // Mounted again: a working box.
  await page.locator('#toggle').click();
  await oneWorkingBox();
  await destroyLeavesNothing('/test/frameworks/react-cleanup', '#toggle');
});

test('React 19: a <search-popup> whose device attribute changes from desktop to mobile-web and back shows that view each time, with nothing left behind', async () => {
  await visit('/test/frameworks/react-device');
  await boxesMounted(1);
  await useBox();
  const measure = async () => ({
    page: await pageListeners(page),
    onBox: await listenersOn(page, "document.querySelector('search-popup')"),
  });
  const desktop = await measure();

  await page.locator('#device').click();
  // The mobile view: the trigger at the mount point opens the full-screen overlay; the dropdown's box is gone.
  const trigger = box().getByRole('button', { name: /검색 열기/ });
  await trigger.waitFor();
  expect(await box().getByRole('combobox').count()).toBe(0);
  await trigger.click();
  const overlay = page.getByRole('dialog', { name: '검색' });
  await overlay.waitFor();
  await overlay.getByRole('combobox').fill('어린');
  await widgetOn(page, BOXES).untilVisible(`dialog[aria-label="검색"] ${PRODUCTS}`, '어린 왕자');
  await overlay.getByRole('button', { name: '뒤로 가기' }).click();
  await overlay.waitFor({ state: 'detached' });
  await expectReadyLive();

  await page.locator('#device').click();
  await boxesMounted(1);
  expect(
    await box()
      .getByRole('button', { name: /검색 열기/ })
      .count(),
  ).toBe(0);
  await useBox();
  await expectReadyLive();
  expect(await measure()).toEqual(desktop);
  await destroyLeavesNothing('/test/frameworks/react-device', '#device');
});

test('Vue 3: the config inside #app, which the in-DOM template drops when Vue mounts, still gives a working box (loader deferred, or run before the body)', async () => {
  for (const loader of ['defer', 'sync']) {
    await visit('/test/frameworks/vue-config?loader=' + loader);
    await page.waitForFunction(() => window.vueMounted === true);
    // Vue's template compiler left the <script> out.
    expect(await page.evaluate(() => document.getElementById('search-popup-config'))).toBeNull();
    await oneWorkingBox();
    expect(demo.errors).toEqual([]);
  }
});

test('Vue 3: an in-DOM template mounted after the loader ran, v-if removing and re-adding the header; one working box each time', async () => {
  await visit('/test/frameworks/vue');
  await page.waitForFunction(() => window.vueMounted === true);
  await oneWorkingBox();

  const toggle = page.locator('#toggle');
  await toggle.click();
  await page.waitForFunction(() => document.querySelectorAll('search-popup').length === 0);
  expect(await page.getByRole('combobox').count()).toBe(0);
  // No box on the page: none of the widget's listeners either, only the loader's one popstate listener, kept from
  // its start so that it runs before a router's (platform/historyLayer.ts).
  const bare = await withoutWidget('/test/frameworks/vue', '#toggle');
  expect(await pageListeners(page)).toEqual({
    ...bare,
    window: { ...bare.window, popstate: (bare.window.popstate ?? 0) + 1 },
  });

  await toggle.click();
  await oneWorkingBox();
  await destroyLeavesNothing('/test/frameworks/vue', '#toggle');
});

test('AngularJS 1.8: ng-if toggles the header box, ngRoute swaps the route box; every box works, the header box keeps its text', async () => {
  await visit('/test/frameworks/angularjs');
  await widgetOn(page, '[data-route="books"] search-popup').mounted();
  await boxesMounted(2);
  await useBox('#header-box');
  await useBox('[data-route] search-popup', '소년이', '소년이 온다');
  await expectReadyLive();

  const toggle = page.locator('#toggle');
  await toggle.click();
  await page.waitForFunction(() => !document.getElementById('header-box'));
  await boxesMounted(1);
  await expectReadyLive();
  await toggle.click();
  await boxesMounted(2);
  await useBox('#header-box');

  // The shopper's text in the header box survives a route change that replaces only the route's box.
  const headerInput = box('#header-box').getByRole('combobox', { name: '검색어 입력' });
  await headerInput.fill('해리');
  await headerInput.press('Escape');
  const changes = await page.evaluate(() => window.routeChanges!);
  await page.getByRole('link', { name: 'eBook' }).click();
  await widgetOn(page, '[data-route="ebooks"] search-popup').mounted();
  expect(await page.evaluate(() => window.routeChanges)).toBe(changes + 1);
  await boxesMounted(2);
  expect(await headerInput.inputValue()).toBe('해리');
  await useBox('[data-route] search-popup');
  await expectReadyLive();

  await page.goBack();
  await widgetOn(page, '[data-route="books"] search-popup').mounted();
  await boxesMounted(2);
  await useBox('[data-route] search-popup', '소년이', '소년이 온다');
  await expectReadyLive();
  await destroyLeavesNothing('/test/frameworks/angularjs', '[data-route] h2');
});

test('the legacy #search-popup div replaced by a page script (its container rewritten) gets a working box again', async () => {
  await visit('/test/frameworks/legacy-replaced');
  // The page replaces the header 300 ms after load.
  await page.waitForFunction(() => window.headerReplaced === 1);
  await oneWorkingBox();

  await page.evaluate(() => window.replaceHeader!());
  await oneWorkingBox();
  await destroyLeavesNothing('/test/frameworks/legacy-replaced', '#header-slot');
});

test('two boxes on one page: each its own popup; signed-in session, recent searches and cart events shared', async () => {
  await visit('/test/frameworks/two-boxes');
  await boxesMounted(2);
  const [top, main] = [widgetOn(page, '#box-top'), widgetOn(page, '#box-main')];
  await page.evaluate(() => {
    window.heard = [];
    // One subscription through window.SearchPopup hears both boxes.
    window.SearchPopup!.on('cart', (d) => window.heard!.push(d.result));
  });

  // Anonymous: the main box's popup opens alone; its add goes out with the temporary member number.
  const mainInput = box('#box-main').getByRole('combobox', { name: '검색어 입력' });
  await mainInput.click();
  await mainInput.fill('어린');
  await main.untilVisible(PRODUCTS);
  expect(await top.expanded()).toBe(false);
  expect(await top.count(P.products)).toBe(0);
  const anonymous = await useBox('#box-main');
  expect(anonymous.tmprMmbrNum).toEqual(expect.any(String));

  // A search submitted in the top box (the host routes it itself) is a recent search in the main box.
  const topInput = box('#box-top').getByRole('combobox', { name: '검색어 입력' });
  await topInput.click();
  await topInput.fill('데미안');
  await top.untilVisible(PRODUCTS);
  await topInput.press('Enter');
  await page.waitForFunction(() => window.navigations!.length === 1);
  expect(new URL(await page.evaluate(() => window.navigations![0])).searchParams.get('keyword')).toBe('데미안');
  await topInput.press('Escape');
  await mainInput.click();
  await mainInput.fill('');
  await main.untilVisible('[aria-label="최근 검색어"] [role=gridcell][id]', '데미안');
  await mainInput.press('Escape');

  // The shopper signs in on the host page and tells the widget once: both boxes add as that member.
  await signIn(demo.context, demo.url, 'adult');
  await page.evaluate(() => window.SearchPopup!.setUser({ id: 'adult01', name: '이성인', roles: ['member', 'adult'] }));
  const adult = await useBox('#box-main', '성인을', '성인을 위한 잔혹 동화');
  expect(adult.tmprMmbrNum).toBeUndefined();
  const member = await useBox('#box-top', '소년이', '소년이 온다');
  expect(member.tmprMmbrNum).toBeUndefined();

  // The main box re-created after the sign-in (as a framework re-renders it): the new box is signed in too, and
  // its arrival does not sign the other one out.
  await page.evaluate(() => {
    const fresh = document.createElement('search-popup');
    fresh.id = 'box-main';
    document.getElementById('box-main')!.replaceWith(fresh);
  });
  await boxesMounted(2);
  expect((await useBox('#box-top')).tmprMmbrNum).toBeUndefined();
  expect((await useBox('#box-main', '한강', '채식주의자')).tmprMmbrNum).toBeUndefined();

  expect(await page.evaluate(() => window.cartEvents)).toEqual([
    { box: 'box-main', result: 'INS' },
    { box: 'box-main', result: 'INS' },
    { box: 'box-top', result: 'INS' },
    { box: 'box-top', result: 'INS' },
    { box: 'box-main', result: 'INS' },
  ]);
  expect(await page.evaluate(() => window.heard)).toEqual(['INS', 'INS', 'INS', 'INS', 'INS']);
  await boxesMounted(2);
  await expectReadyLive();
  await destroyLeavesNothing('/test/frameworks/two-boxes', 'main h2');
});

test('a box moved within one task is the same box: the typed text stays, nothing mounts twice', async () => {
  await visit('/test/frameworks/element');
  await boxesMounted(1);
  const input = box().getByRole('combobox', { name: '검색어 입력' });
  await input.click();
  await input.fill('해리');
  await widgetOn(page, BOXES).untilVisible(PRODUCTS);
  await page.evaluate(() => document.querySelector('main')!.prepend(document.querySelector('#slot search-popup')!));
  // Past the microtask after which a box that stayed out of the document is destroyed.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  await boxesMounted(1);
  expect((await widgetOn(page, 'main search-popup').state()).value).toBe('해리');
  await useBox();
  await expectReadyLive();
});

/**
 * Counts what is live in the page: pending timeouts, intervals, and observers still observing something
 * (MutationObserver, ResizeObserver, IntersectionObserver). Runs before any page script.
 */
const LIVE_COUNTER = `(() => {
  const timeouts = new Set(), intervals = new Set(), observers = new Set();
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = function (fn, ms, ...args) {
    if (typeof fn !== 'function') return st.call(window, fn, ms, ...args);
    const id = st.call(window, function () { timeouts.delete(id); return fn.apply(this, arguments); }, ms, ...args);
    timeouts.add(id);
    return id;
  };
  window.setInterval = function (fn, ms, ...args) {
    const id = si.call(window, fn, ms, ...args);
    intervals.add(id);
    return id;
  };
  window.clearTimeout = function (id) { timeouts.delete(id); intervals.delete(id); return ct.call(window, id); };
  window.clearInterval = function (id) { timeouts.delete(id); intervals.delete(id); return ci.call(window, id); };
  const kinds = {};
  for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver']) {
    const proto = window[name] && window[name].prototype;
    if (!proto) continue;
    kinds[name] = new Set();
    const targets = new WeakMap();
    const { observe, unobserve, disconnect } = proto;
    const forget = (o) => { kinds[name].delete(o); targets.delete(o); };
    proto.observe = function (target) {
      if (!targets.has(this)) targets.set(this, new Set());
      targets.get(this).add(target);
      kinds[name].add(this);
      return observe.apply(this, arguments);
    };
    if (unobserve) proto.unobserve = function (target) {
      const t = targets.get(this);
      if (t) { t.delete(target); if (!t.size) forget(this); }
      return unobserve.apply(this, arguments);
    };
    proto.disconnect = function () { forget(this); return disconnect.apply(this, arguments); };
  }
  Object.defineProperty(window, '__live', {
    value: () => ({ timeouts: timeouts.size, intervals: intervals.size, observers: Object.fromEntries(Object.entries(kinds).map(([k, s]) => [k, s.size])) }),
  });
})();`;

test('100 times removed and added again (a new element or the same one): no listener, timer, observer or element more than one box has', async () => {
  await visit('/test/frameworks/element', LIVE_COUNTER);
  await boxesMounted(1);
  const live = () =>
    page.evaluate(() =>
      (
        window as unknown as { __live(): { timeouts: number; intervals: number; observers: Record<string, number> } }
      ).__live(),
    );
  /** Opens the popup with a keyword (the lazy chunks load) and closes it again. */
  const search = async () => {
    const input = box().getByRole('combobox', { name: '검색어 입력' });
    await input.click();
    await input.fill('어린');
    await widgetOn(page, BOXES).untilVisible(PRODUCTS);
    await input.press('Escape');
    await widgetOn(page, '#slot search-popup').untilExpanded(false, { timeout: 30000 });
  };
  const measure = async () => ({
    listeners: await pageListeners(page),
    onBox: await listenersOn(page, "document.querySelector('#slot search-popup')"),
    elements: await page.evaluate(() => document.getElementsByTagName('*').length),
    intervals: (await live()).intervals,
    observers: (await live()).observers,
  });
  await search();
  const one = await measure();
  const timeouts = (await live()).timeouts;

  // 100 cycles, not fewer: what is proven is that nothing builds up over many re-mounts, so a cleanup that misses
  // only now and then (a race between the teardown and the next mount, one case of the two kinds of re-add) must
  // get its many chances. Ten cycles run in one round trip to the page, each checked there (the removed box
  // emptied, the new one mounted: exactly one box element with exactly one search box, and no other search box on
  // the page), the tenth followed by a search in the page (value and input event, results, Escape: the lazy
  // chunks' listeners and timers come and go too); then the same checks from outside.
  for (let batch = 0; batch < 10; batch++) {
    await boxes().inPage(
      async (rootOf, boxes, first, cells) => {
        /** Search boxes in the document and every open shadow root in it. */
        const comboboxes = (root: Document | ShadowRoot): number =>
          root.querySelectorAll('[role=combobox]').length +
          [...root.querySelectorAll('*')].reduce((n, el) => n + (rootOf(el) ? comboboxes(rootOf(el)!) : 0), 0);
        const until = (what: string, ok: () => boolean) => {
          const deadline = performance.now() + 5000;
          return new Promise<void>((done, fail) => {
            const check = () => {
              if (ok()) done();
              else if (performance.now() > deadline) fail(new Error(what));
              else requestAnimationFrame(check);
            };
            check();
          });
        };
        for (let cycle = first; cycle < first + 10; cycle++) {
          const slot = document.getElementById('slot')!;
          const el = slot.querySelector('search-popup')!;
          el.remove();
          // Out of the document for good (not a move): the widget in it is torn down.
          await until(`cycle ${cycle}: the removed box still has its content`, () => !rootOf(el)?.childNodes.length);
          slot.append(cycle % 2 === 1 ? el : document.createElement('search-popup'));
          await until(`cycle ${cycle}: the box did not mount`, () => {
            const now = boxes();
            return now.length === 1 && !!rootOf(now[0])?.querySelector('[role=combobox]');
          });
          const perBox = boxes().map((b) => rootOf(b)!.querySelectorAll('[role=combobox]').length);
          if (perBox.join() !== '1' || comboboxes(document) !== 1)
            throw new Error(
              `cycle ${cycle}: search boxes per box element ${perBox}, on the page ${comboboxes(document)}`,
            );
        }
        // A search through the box: the popup opens with products, Escape closes it.
        const root = rootOf(document.querySelector('#slot search-popup')!)!;
        const input = root.querySelector<HTMLInputElement>('[role=combobox]')!;
        input.focus();
        input.value = '어린';
        input.dispatchEvent(
          new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: '어린' }),
        );
        await until(`after cycle ${first + 9}: no products for the search`, () =>
          [...root.querySelectorAll(cells)].some((c) => c.textContent!.includes('어린')),
        );
        if (input.getAttribute('aria-expanded') !== 'true') throw new Error(`after cycle ${first + 9}: popup not open`);
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
        await until(
          `after cycle ${first + 9}: Escape left the popup open`,
          () => input.getAttribute('aria-expanded') === 'false',
        );
      },
      batch * 10,
      PRODUCTS,
    );
    await boxesMounted(1);
  }

  await page.waitForFunction(
    (n) => (window as unknown as { __live(): { timeouts: number } }).__live().timeouts <= n,
    timeouts,
    { timeout: 10000 },
  );
  expect(await measure()).toEqual(one);
  await useBox();
  await expectReadyLive();
}, 300000);

declare global {
  interface Window {
    apiSeen?: boolean[];
    loaderScriptsAdded?: number;
    opened?: number;
    vueMounted?: boolean;
    routeChanges?: number;
    headerReplaced?: number;
    replaceHeader?: () => void;
    navigations?: string[];
    cartEvents?: { box: string; result: string }[];
    heard?: string[];
  }
}
