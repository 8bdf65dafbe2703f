/** Chromium (CDP) and Firefox ESR (WebDriver BiDi) through puppeteer-core, with Debian's browsers. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Dialog,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../browser/shared';
import { seedFirefoxProfile } from './firefoxProfile';
import { clickPoint, pageEvaluators, parseKey } from './inpage';
import type { Engine, EnginePage, LaunchOptions, Target } from './types';
import { bounded, pace } from '../../helpers/pacing';
import { stopProcess } from '../../helpers/processes';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, '--lang=ko-KR'];

const FIREFOX_PREFS = {
  'intl.accept_languages': 'ko-KR, ko',
  'browser.shell.checkDefaultBrowser': false,
  'app.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
};

export async function launchPuppeteer(
  name: 'chromium' | 'firefox',
  options: LaunchOptions,
  display: string | undefined,
  onClose: () => Promise<void>,
): Promise<Engine> {
  const viewport = options.viewport ?? { width: 1280, height: 900 };
  const env: Record<string, string | undefined> = { ...process.env, ...options.env };
  if (display) env.DISPLAY = display;
  const userDataDir = mkdtempSync(join(tmpdir(), `sp-${name}-`));
  if (name === 'firefox') await seedFirefoxProfile(userDataDir, FIREFOX, FIREFOX_PREFS);
  const browser: Browser = await puppeteer.launch({
    browser: name === 'chromium' ? 'chrome' : 'firefox',
    executablePath: name === 'chromium' ? CHROMIUM : FIREFOX,
    headless: !options.headed,
    userDataDir,
    env,
    defaultViewport: viewport,
    protocolTimeout: 120000,
    timeout: 60000,
    acceptInsecureCerts: options.acceptInsecureCerts,
    args:
      name === 'chromium'
        ? [...CHROMIUM_FLAGS, `--window-size=${viewport.width + 40},${viewport.height + 160}`, ...(options.args ?? [])]
        : [`--width=${viewport.width + 40}`, `--height=${viewport.height + 160}`, ...(options.args ?? [])],
    extraPrefsFirefox: name === 'firefox' ? { ...FIREFOX_PREFS, ...options.firefoxPrefs } : undefined,
  });
  let spare: { context: BrowserContext; page: Page } | null = null;
  return {
    name,
    pid: browser.process()?.pid,
    display,
    async newPage() {
      // A page let go of cleanly (its cookies and storage gone, on about:blank) is handed on: a browser context and
      // page made per journey cost more than most journeys (test/browser/harness.ts tab() does the same).
      const reused = spare;
      spare = null;
      const context = reused?.context ?? (await browser.createBrowserContext());
      const page = reused?.page ?? (await context.newPage());
      page.setDefaultTimeout(60000);
      page.setDefaultNavigationTimeout(60000);
      return wrapPage(name, context, page, (kept) => void (spare = kept));
    },
    async close() {
      // Nothing of the profile is kept, so there is nothing to shut down gracefully (Firefox takes seconds to):
      // the browser's process group (puppeteer starts it detached, as its leader) is killed.
      const child = browser.process();
      if (child) await stopProcess(child, { signal: 'SIGKILL' });
      // Then puppeteer lets go of its connection (at once: the other end is gone).
      await bounded(
        browser.close().catch(() => undefined),
        2000,
      );
      rmSync(userDataDir, { recursive: true, force: true });
      await onClose();
    },
  };
}

function wrapPage(
  engine: 'chromium' | 'firefox',
  context: BrowserContext,
  first: Page,
  release: (kept: { context: BrowserContext; page: Page }) => void,
): EnginePage {
  // The window the journey acts in: the first, until it follows one the page opened (popup()).
  let page = first;
  const errors: string[] = [];
  const onError = (e: unknown) => errors.push('pageerror: ' + ((e as Error).message ?? String(e)));
  const onConsole = (m: ConsoleMessage) => m.type() === 'error' && errors.push('console: ' + m.text());
  const onDialog = (d: Dialog) => {
    errors.push('dialog: ' + d.message());
    void d.dismiss().catch(() => undefined);
  };
  const listen = (p: Page, on: boolean) => {
    const m = on ? 'on' : 'off';
    p[m]('pageerror', onError);
    p[m]('console', onConsole);
    p[m]('dialog', onDialog);
  };
  listen(page, true);
  const evalExpression = <T>(expression: string): Promise<T> => page.evaluate(expression) as Promise<T>;
  const withModifiers = async (spec: string, action: (key: KeyInput) => Promise<void>) => {
    const { modifiers, key } = parseKey(spec);
    for (const m of modifiers) await page.keyboard.down(m as KeyInput);
    try {
      await action(key as KeyInput);
    } finally {
      for (const m of modifiers.reverse()) await page.keyboard.up(m as KeyInput);
    }
  };
  return {
    engine,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    // Read from the page: puppeteer's own idea of the URL lags behind under BiDi.
    url: () => evalExpression<string>('location.href'),
    ...pageEvaluators(evalExpression),
    async click(target: Target) {
      const at = await clickPoint(evalExpression, target);
      await page.mouse.click(at.x, at.y);
    },
    async hover(target: Target) {
      const at = await clickPoint(evalExpression, target, 'hover');
      await page.mouse.move(at.x, at.y, { steps: 5 });
    },
    async drag(target: Target, dx: number, dy: number, from?: { x: number; y: number }) {
      const at = await clickPoint(evalExpression, target, 'drag', from);
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) {
        await page.mouse.move(Math.round(at.x + (dx * i) / 10), Math.round(at.y + (dy * i) / 10));
        await pace(16);
      }
      await page.mouse.up();
    },
    press: (spec) => withModifiers(spec, (key) => page.keyboard.press(key)),
    type: (text) => page.keyboard.type(text, { delay: 20 }),
    async setViewport(width, height) {
      await page.setViewport({ width, height }).catch(async (e: Error) => {
        // Firefox ESR 140's WebDriver BiDi has no emulation.setScreenOrientationOverride, which puppeteer sends
        // beside browsingContext.setViewport (and rejects on): the viewport alone, as BiDi sets it.
        if (!/setScreenOrientationOverride/.test(e.message)) throw e;
        const frame = page.mainFrame() as unknown as {
          browsingContext: { setViewport(o: { viewport: { width: number; height: number } }): Promise<void> };
        };
        await frame.browsingContext.setViewport({ viewport: { width, height } });
      });
      return { width, height };
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    async back() {
      // The browser's back (CDP history entry / BiDi traverseHistory). Puppeteer then waits for a navigation, which
      // under BiDi can miss a same-document one and hang: callers wait for what they expect to see instead.
      const back = page.goBack({ timeout: 30000 }).catch(() => null);
      await bounded(back, 2000);
    },
    async popup() {
      const opener = page.target();
      const target = await context.waitForTarget((t) => t.type() === 'page' && t !== opener, { timeout: 30000 });
      const next = (await target.page())!;
      next.setDefaultTimeout(60000);
      next.setDefaultNavigationTimeout(60000);
      // In front, as the tab a site opens is: a background tab gets no animation frames.
      await next.bringToFront();
      await next.setViewport(page.viewport() ?? { width: 1280, height: 900 });
      await next.waitForFunction(() => document.readyState === 'complete', { timeout: 30000 });
      listen(page, false);
      await page.close().catch(() => undefined);
      page = next;
      listen(page, true);
    },
    errors: async () => [...errors],
    async close() {
      listen(page, false);
      try {
        // What the journey left: its storage, its document (nothing of it may reach the next one), its cookies.
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        // Bounded: under BiDi, leaving a page that came back from the back-forward cache can wait for a load event
        // that never comes (Firefox 153); such a page is closed with its context instead.
        await page.goto('about:blank', { waitUntil: 'load', timeout: 15000 });
        // A window the page opened and the journey never followed (it failed first) goes too: left open, it would
        // be the next journey's popup().
        for (const other of await context.pages()) if (other !== page) await other.close().catch(() => undefined);
        await context.deleteCookie(...(await context.cookies()));
        if ((await context.cookies()).length) throw new Error('cookies left');
        release({ context, page });
      } catch {
        await page.close().catch(() => undefined);
        await context.close().catch(() => undefined);
      }
    },
  };
}
