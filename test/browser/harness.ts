import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { spawnDemo, type Demo } from '../helpers/spawnDemo';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_BROWSER_WS, SHARED_DEMO_DATA, SHARED_DEMO_URL } from './shared';

/** Whether the running test file is one of the browser project's (the engines project keeps its own servers). */
const inBrowserProject = () =>
  typeof expect !== 'undefined' && /[\\/]test[\\/]browser[\\/]/.test(expect.getState().testPath ?? '');

/**
 * The demo server (a fresh database, serving the built `dist/`). With no `env`, a browser-project test file gets
 * the run's shared server (./globalSetup.ts), whose `stop()` does nothing: isolate what a test writes there by
 * its own cookies (a temporary member number, a fresh context) or start a server of its own with `env`. With an
 * `env` (or outside a run of the browser project) it starts a server of its own, as `npm start` runs it.
 */
export async function startDemo(env: Record<string, string> = {}): Promise<Demo> {
  const url = process.env[SHARED_DEMO_URL];
  if (url && !Object.keys(env).length && inBrowserProject())
    return { url, dataDir: process.env[SHARED_DEMO_DATA]!, stop: async () => {} };
  return spawnDemo(env);
}

/**
 * A demo server of the test file's own (a fresh database), for a file whose tests need server state nobody else
 * writes: the two demo accounts' carts (a sign-in that expects its first add to be new, INS), or a search log
 * counted from zero. Stop it in afterAll.
 */
export const startOwnDemo = (): Promise<Demo> => spawnDemo();

let shared: Promise<Browser> | null = null;
let sharedUsers = 0;

/**
 * A fresh browser context (locale ko-KR) with `options`: on the run's shared Chromium (connected once per test file,
 * disconnected when the file's last context closes), or on a Chromium of its own outside a browser-project run or
 * when the test needs command-line switches of its own (`args`, after CHROMIUM_ARGS: say a host-resolver rule).
 */
export async function launch(
  options: BrowserContextOptions = {},
  args: readonly string[] = [],
): Promise<{
  context: BrowserContext;
  close(): Promise<void>;
}> {
  const ws = process.env[SHARED_BROWSER_WS];
  if (!ws || !inBrowserProject() || args.length) return launchOwn(options, args);
  sharedUsers++;
  shared ??= chromium.connect(ws);
  const browser = await shared;
  const context = await browser.newContext({ locale: 'ko-KR', ...options });
  return {
    context,
    async close() {
      await context.close();
      if (--sharedUsers === 0 && shared) {
        const last = shared;
        shared = null;
        await (await last).close();
      }
    },
  };
}

interface Tab {
  page: Page;
  /** What a test added to the page that outlives a navigation: init scripts and CDP sessions. */
  added: { dispose(): Promise<void> }[];
  /** The context's viewport, which the page had when it opened. */
  viewport: { width: number; height: number } | null;
}
const tabs = new WeakMap<BrowserContext, Tab>();
/** Contexts whose CDP sessions on their tab are detached before the tab is handed on. */
const tracked = new WeakSet<BrowserContext>();

/**
 * The context's one tab, handed to each test as a new tab would be: a page opened and closed per test costs about
 * 0.5 s of CPU (docs/performance.md), so a test file navigates one. Before it is handed on: the previous test's
 * listeners, routes, init scripts and CDP sessions are gone, its session storage is cleared, the tab has left for
 * `about:blank` (no request or event of the old document can reach the new test) and the viewport is the
 * context's again. A test that closes the tab (or a context that closes) gets a new one next time, and so does one
 * whose history grew long. Cookies and local storage belong to the context, as they did: clear them where a test
 * needs them empty.
 */
export async function tab(context: BrowserContext): Promise<Page> {
  let kept = tabs.get(context);
  // Chromium keeps 50 entries of session history: a tab deep in it is replaced, so that a test still sees
  // history.length grow by each entry it adds.
  if (kept && !kept.page.isClosed() && (await kept.page.evaluate(() => history.length).catch(() => 50)) > 25)
    await kept.page.close();
  if (kept && !kept.page.isClosed()) {
    const { page, added, viewport } = kept;
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const a of added.splice(0)) await a.dispose();
    await page.evaluate(() => sessionStorage.clear()).catch(() => {});
    await page.goto('about:blank');
    const now = page.viewportSize();
    if (viewport && (now?.width !== viewport.width || now.height !== viewport.height))
      await page.setViewportSize(viewport);
    return page;
  }
  const page = await context.newPage();
  const added: Tab['added'] = [];
  kept = { page, added, viewport: page.viewportSize() };
  tabs.set(context, kept);
  const addInitScript = page.addInitScript.bind(page);
  page.addInitScript = (async (...a: Parameters<Page['addInitScript']>) => {
    const d = await addInitScript(...a);
    added.push(d);
    return d;
  }) as Page['addInitScript'];
  if (!tracked.has(context)) {
    tracked.add(context);
    const newCDPSession = context.newCDPSession.bind(context);
    context.newCDPSession = async (target) => {
      const cdp = await newCDPSession(target);
      const current = tabs.get(context);
      if (current && target === current.page) current.added.push({ dispose: () => cdp.detach().catch(() => {}) });
      return cdp;
    };
  }
  return page;
}

/** Debian's Chromium, headless, with a fresh profile and no background networking (and `args`). */
async function launchOwn(options: BrowserContextOptions, args: readonly string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'sp-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'ko-KR',
    args: [...CHROMIUM_ARGS, ...args],
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fails the test on anything a shopper would see go wrong: page errors and console errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push('console: ' + m.text()));
  page.on('dialog', (d) => {
    errors.push('dialog: ' + d.message());
    void d.dismiss();
  });
  return errors;
}

// The popup's product cells and the wait for a whole answer are the door's (test/helpers/widget.ts).
export { productCells as products, allDrawn } from '../helpers/widget';

/**
 * The widget's files the page fetched, by name without their hash (`loader.js`, `desktop`, `later`…), each with
 * whether it was asked for after the page's load event began (the idle-time fetch of the popup's parts waits for it).
 */
export const widgetFiles = (page: Page) =>
  page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/static/search-popup/'))
      .map(
        (e) =>
          [
            e.name
              .split('/')
              .pop()!
              .replace(/-[\w-]+\.js$/, ''),
            loaded > 0 && e.startTime >= loaded,
          ] as const,
      );
  });

export { typeKorean } from '../helpers/ime';

/**
 * Waits until the widget has handled the last input: it records the value in the input handler and does the rest
 * after the next paint (a frame, then a task; issue 9). A frame and a task queued after its own come after it.
 */
export const afterInputWork = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));

/**
 * Signs the browser context in as a demo account, as the login page's form does (issue 20: the session is a
 * random token the server keeps; a cookie naming the account signs nobody in).
 */
export async function signIn(context: BrowserContext, url: string, account: 'member' | 'adult') {
  const res = await context.request.post(url + '/MBR/login', {
    form: { account },
    headers: { Origin: url },
    maxRedirects: 0,
  });
  if (res.status() !== 303) throw new Error(`demo sign-in as ${account}: ${res.status()}`);
}

/** An Android phone for useDemoPage (issue 40): 390×844, touch, a mobile viewport and Chrome on Android's user agent. */
export const ANDROID_PHONE = {
  viewport: { width: 390, height: 844 },
  context: {
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
};

/**
 * Holds the gateway's products answer for `keyword` until the returned `release()`: the latest query's answer on its
 * way for as long as a test needs. `dropFirst`: the answer lets through leaves its first product out.
 */
export async function holdProducts(page: Page, keyword: string, { dropFirst = false } = {}) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => url.pathname.endsWith('/search/commodity') && url.searchParams.get('keyword') === keyword,
    async (route) => {
      if (!dropFirst) {
        await held;
        return route.continue();
      }
      const response = await route.fetch();
      const body = (await response.json()) as { resultDocuments: unknown[] };
      await held;
      await route.fulfill({ response, json: { ...body, resultDocuments: body.resultDocuments.slice(1) } });
    },
  );
  return release;
}
