/**
 * The browser project's one set-up: `useDemoPage(options)` registers a test file's Jest hooks (the demo server, the
 * browser context, a tab per test, the clock, the error check) and returns the current test's page and widget.
 *
 *   const demo = useDemoPage({ viewport: { width: 1280, height: 800 } });
 *   test('…', async () => {
 *     const { page, w } = await demo.open('/');          // the widget mounted (SearchPopup.ready())
 *     await w.typeInto('해리');
 *   });
 *
 * - `server`: the run's shared demo server (default: isolate what a test writes by its cookies), `'own'` a fresh one
 *   for the file (a database nobody else writes), or an env object for a server started with it.
 * - `clock`: each test gets a context of its own with Playwright's fake clock installed before its page loads
 *   (test/browser/clock.ts; the clock belongs to the whole context); otherwise the file's context, its cookies
 *   cleared before each test.
 * - After each test: no page error, console error or dialog (watchErrors), unless the test took them (`allowErrors`).
 */
import type { BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import type { Demo } from './spawnDemo';
import { launch, startDemo, startOwnDemo, tab, watchErrors } from '../browser/harness';
import { fromPlaywright, widget, type Widget } from './widget';
import { closeAll } from './processes';

export interface DemoPageOptions {
  viewport?: { width: number; height: number };
  /** More of the browser context (isMobile, hasTouch, deviceScaleFactor…). */
  context?: BrowserContextOptions;
  server?: 'shared' | 'own' | Record<string, string>;
  clock?: boolean;
  /** The file's per-test limit (a real browser on a loaded machine: generous). @default 90000 */
  timeout?: number;
  /** Fail a test on the page's errors (its tests check `errors` themselves when false). @default true */
  checkErrors?: boolean;
  /** Errors that are not the widget's (the browser's own line for a failed request a test provoked). */
  ignoreErrors?: RegExp;
  /** A script every page of the file's contexts runs first (a recorder of the page's events, say). */
  initScript?: string;
  /**
   * Chromium switches of the file's own (a host-resolver rule that maps test host names to loopback): the file gets
   * a Chromium of its own instead of the run's shared one.
   */
  args?: string[];
}

export interface OpenOptions {
  /** This test on the fake clock (the file's `clock` otherwise): a context of its own, the clock installed. */
  clock?: boolean;
  /** This page's viewport, when not the context's. */
  size?: { width: number; height: number };
  /** Wait for `SearchPopup.ready()` (the widget mounted). @default true */
  ready?: boolean;
  /** A page that is never idle: the widget's idle-time fetch of the popup's parts never comes. */
  busy?: boolean;
  /** Before the page loads (routes, init scripts). */
  before?: (page: Page, context: BrowserContext) => unknown;
}

export interface DemoPage {
  readonly demo: Demo;
  /** The demo server's address (`demo.url`). */
  readonly url: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The widget on the page (test/helpers/widget.ts). */
  readonly w: Widget;
  /** The page's errors so far (checked empty after each test). */
  readonly errors: string[];
  /** The gateway calls the page made (`/api/gw/` URLs), in order. */
  readonly requests: string[];
  /** A tab at `path` on the demo (an absolute URL as it is); returns the page and its widget. */
  open(path?: string, options?: OpenOptions): Promise<{ page: Page; w: Widget }>;
  /** The errors seen so far are the test's own: cleared, and not failed on. */
  allowErrors(): string[];
}

export function useDemoPage(options: DemoPageOptions = {}): DemoPage {
  jest.setTimeout(options.timeout ?? 90000);
  const contextOptions: BrowserContextOptions = {
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...options.context,
  };
  let demo: Demo;
  let shared: Awaited<ReturnType<typeof launch>> | undefined;
  let own: Awaited<ReturnType<typeof launch>> | undefined;
  let context: BrowserContext;
  let page: Page | undefined;
  let w: Widget;
  let errors: string[] = [];
  let requests: string[] = [];

  beforeAll(async () => {
    const server = options.server ?? 'shared';
    demo = server === 'shared' ? await startDemo() : server === 'own' ? await startOwnDemo() : await startDemo(server);
    if (!options.clock) {
      shared = await launch(contextOptions, options.args);
      if (options.initScript) await shared.context.addInitScript(options.initScript);
    }
  }, 120000);
  afterAll(() => closeAll(shared, own, demo), 60000);
  afterEach(async () => {
    try {
      const ignored = options.ignoreErrors;
      if (options.checkErrors !== false) expect(errors.filter((e) => !ignored?.test(e))).toEqual([]);
    } finally {
      errors = [];
      page = undefined;
      await own?.close();
      own = undefined;
    }
  });

  return {
    get demo() {
      return demo;
    },
    get url() {
      return demo.url;
    },
    get context() {
      return context ?? shared?.context;
    },
    get page() {
      if (!page) throw new Error('useDemoPage: open() a page first');
      return page;
    },
    get w() {
      return w;
    },
    get errors() {
      return errors;
    },
    get requests() {
      return requests;
    },
    allowErrors: () => errors.splice(0),
    async open(path = '/', { clock = options.clock, size, ready = true, busy = false, before }: OpenOptions = {}) {
      if (clock) {
        await own?.close();
        own = await launch(contextOptions, options.args);
        context = own.context;
        if (options.initScript) await context.addInitScript(options.initScript);
        await context.clock.install();
      } else {
        context = shared!.context;
        await context.clearCookies();
      }
      const p = await tab(context);
      page = p;
      w = widget(fromPlaywright(p));
      errors = watchErrors(p);
      requests = [];
      p.on('request', (r: Request) => r.url().includes('/api/gw/') && requests.push(r.url()));
      if (size) await p.setViewportSize(size);
      if (busy) await p.addInitScript(() => (window.requestIdleCallback = () => 0));
      await before?.(p, context);
      await p.goto(/^https?:/.test(path) ? path : demo.url + path);
      if (ready) await p.evaluate(() => window.SearchPopup!.ready());
      return { page: p, w };
    },
  };
}
