/**
 * WebKitGTK: WebKitWebDriver (Debian's webkit2gtk-driver) starting MiniBrowser in an X display, driven through
 * selenium-webdriver's plain W3C client. We start the driver on a free port ourselves and connect with
 * `usingServer`, so Selenium Manager never runs (it would try to download drivers).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { call, clickPoint, pageEvaluators, parseKey, poll } from './inpage';
import type { Engine, EnginePage, LaunchOptions, Target } from './types';
import { poll as pollHere } from '../../helpers/pacing';
import { freePort, stopProcess } from '../../helpers/processes';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ||
  [
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  ].find(existsSync) ||
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<string, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  Backspace: Key.BACK_SPACE,
  Delete: Key.DELETE,
  Space: Key.SPACE,
  ' ': Key.SPACE,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Home: Key.HOME,
  End: Key.END,
  PageDown: Key.PAGE_DOWN,
  PageUp: Key.PAGE_UP,
  Shift: Key.SHIFT,
  Alt: Key.ALT,
  Control: Key.CONTROL,
  Meta: Key.META,
};
const key = (name: string) => {
  if (KEYS[name]) return KEYS[name];
  if ([...name].length === 1) return name;
  throw new Error(`press: no WebDriver key for ${name}`);
};

const waitForDriver = (url: string, child: ChildProcess) =>
  pollHere(
    async () => {
      if (child.exitCode !== null) throw new Error('WebKitWebDriver exited with ' + child.exitCode);
      return (await fetch(url + '/status').catch(() => null))?.ok; // not listening yet: null
    },
    { timeout: 20000, every: 100, message: 'WebKitWebDriver did not answer on ' + url },
  );

export async function launchWebKit(
  options: LaunchOptions,
  display: string,
  onClose: () => Promise<void>,
): Promise<Engine> {
  if (!existsSync(WEBKIT_DRIVER)) throw new Error(`${WEBKIT_DRIVER} is missing: apt-get install webkit2gtk-driver`);
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, ...options.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
    // The leader of its own group: MiniBrowser (its child, holding its stderr) is stopped with it.
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const stopDriver = () => stopProcess(child);
  let driver: WebDriver;
  try {
    const server = `http://127.0.0.1:${port}`;
    await waitForDriver(server, child);
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...(options.args ?? [])] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 120000, pageLoad: 60000, implicit: 0 });
  } catch (e) {
    await stopDriver();
    await onClose();
    throw new Error(`WebKit did not start: ${(e as Error).message}\n${stderr}`);
  }
  let pid: number | undefined;
  try {
    const out = execFileSync('ps', ['--ppid', String(child.pid), '-o', 'pid=,comm='], { encoding: 'utf8' });
    pid =
      Number(
        out
          .split('\n')
          .find((l) => /MiniBrowser/.test(l))
          ?.trim()
          .split(/\s+/)[0],
      ) || undefined;
  } catch {
    /* no pid: xdotool can still search by class */
  }
  const viewport = options.viewport ?? { width: 1280, height: 900 };
  let open = false;
  const page = webkitPage(driver, () => (open = false));
  await page.setViewport(viewport.width, viewport.height);
  return {
    name: 'webkit',
    pid,
    display,
    async newPage() {
      if (open)
        throw new Error('WebKit: one page at a time (one WebDriver session, one window); close the last page first');
      open = true;
      return page;
    },
    async close() {
      await driver.quit().catch(() => undefined);
      await stopDriver();
      await onClose();
    },
  };
}

function webkitPage(driver: WebDriver, onClose: () => void): EnginePage {
  const evalExpression = async <T>(expression: string): Promise<T> =>
    (await driver.executeScript(`return ${expression};`)) as T;
  let errorsSince = 0;
  // Page errors and console.error after load, recorded in the page (WebDriver classic has no log events here).
  const recordErrors = () =>
    evalExpression(
      call(() => {
        const w = window as unknown as { __engineErrors?: string[] };
        if (w.__engineErrors) return;
        const errors: string[] = (w.__engineErrors = []);
        addEventListener('error', (e) => errors.push('pageerror: ' + e.message));
        addEventListener('unhandledrejection', (e) =>
          errors.push('pageerror: ' + String((e.reason as Error)?.message ?? e.reason)),
        );
        const original = console.error;
        console.error = (...args: unknown[]) => {
          errors.push('console: ' + args.map(String).join(' '));
          original.apply(console, args);
        };
      }),
    );
  /**
   * WebKitGTK can drop the first keys sent right after focus moved into a text field (by a click or a script).
   * Before keys go to a text field they haven't reached yet, Shift (which types nothing and which the widget
   * ignores) is pressed until the page sees it arrive; then the field is marked as reached. Instead of a fixed
   * 800 ms after each such click, and of waiting for `document.hasFocus()`, which stays false in the mobile
   * overlay's modal dialog (README.md).
   */
  const keysArrive = async () => {
    if (!(await evalExpression<boolean>(call(armKeyProbe)))) return;
    const end = Date.now() + 5000;
    for (;;) {
      await driver.actions().keyDown(Key.SHIFT).keyUp(Key.SHIFT).perform();
      const seen = await poll(() => evalExpression<boolean>(call(keyProbeSeen)), 300, 'the probe key').catch(
        () => false,
      );
      // Past 5 s, the keys go anyway: the journey's own waits then say what arrived.
      if (seen || Date.now() > end) return;
    }
  };
  const collected: string[] = [];
  const harvest = async () => {
    try {
      const now = await evalExpression<string[] | null>('window.__engineErrors || null');
      if (now) {
        collected.push(...now.slice(errorsSince));
        errorsSince = now.length;
      }
    } catch {
      /* navigating */
    }
  };
  return {
    engine: 'webkit',
    async goto(url) {
      await harvest();
      await driver.get(url);
      errorsSince = 0;
      await recordErrors();
    },
    url: () => driver.getCurrentUrl(),
    ...pageEvaluators(evalExpression),
    async drag(target: Target, dx: number, dy: number, from?: { x: number; y: number }) {
      const at = await clickPoint(evalExpression, target, 'drag', from);
      let actions = driver.actions().move({ origin: Origin.VIEWPORT, x: at.x, y: at.y }).press();
      for (let i = 1; i <= 10; i++)
        actions = actions.move({
          origin: Origin.VIEWPORT,
          x: Math.round(at.x + (dx * i) / 10),
          y: Math.round(at.y + (dy * i) / 10),
          duration: 16,
        });
      await actions.release().perform();
    },
    async click(target: Target) {
      const at = await clickPoint(evalExpression, target);
      await driver.actions().move({ origin: Origin.VIEWPORT, x: at.x, y: at.y }).press().release().perform();
    },
    async hover(target: Target) {
      const at = await clickPoint(evalExpression, target, 'hover');
      // Over 100 ms: WebDriver moves the pointer through the points between, as a hand would.
      await driver.actions().move({ origin: Origin.VIEWPORT, x: at.x, y: at.y, duration: 100 }).perform();
    },
    async press(spec) {
      await keysArrive();
      const { modifiers, key: name } = parseKey(spec);
      let actions = driver.actions();
      for (const m of modifiers) actions = actions.keyDown(key(m));
      actions = actions.keyDown(key(name)).keyUp(key(name));
      for (const m of [...modifiers].reverse()) actions = actions.keyUp(key(m));
      await actions.perform();
    },
    async type(text) {
      await keysArrive();
      for (const ch of text)
        await driver
          .actions()
          .sendKeys(ch === ' ' ? Key.SPACE : ch)
          .perform();
    },
    async setViewport(width, height) {
      // The window's outer size minus MiniBrowser's own chrome (toolbar) is the viewport: set, measure, correct.
      // The window has a minimum width (its toolbar's): a narrower viewport stays at that width.
      let [w, h] = await evalExpression<[number, number]>('[innerWidth, innerHeight]');
      for (let i = 0; i < 4 && (w !== width || h !== height); i++) {
        const rect = await driver.manage().window().getRect();
        await driver
          .manage()
          .window()
          .setRect({ x: 0, y: 0, width: rect.width + width - w, height: rect.height + height - h });
        // The page sees the new size a moment later: wait until it has changed and holds still for a poll (it
        // changes unless the window refused, e.g. narrower than its toolbar).
        const before = [w, h];
        let last = '';
        [w, h] = await poll<[number, number]>(
          async () => {
            const now = await evalExpression<[number, number]>('[innerWidth, innerHeight]');
            const settled = String(now) === last && String(now) !== String(before);
            last = String(now);
            return (settled ? now : null) as [number, number];
          },
          300,
          'the viewport to take the new window size',
        ).catch(() => evalExpression<[number, number]>('[innerWidth, innerHeight]'));
        if (w > width && h === height && before[0] === w) break;
      }
      if (w < width || h !== height || (w > width && width >= 600))
        throw new Error(`WebKit: viewport is ${w}×${h}, not ${width}×${height} (is the X screen big enough?)`);
      return { width: w, height: h };
    },
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async back() {
      await driver.navigate().back();
    },
    async popup() {
      const opener = await driver.getWindowHandle();
      const next = await poll(
        async () => (await driver.getAllWindowHandles()).find((h) => h !== opener) ?? null,
        30000,
        'the window the page opened',
      );
      await harvest();
      await driver.close();
      await driver.switchTo().window(next!);
      await poll(() => evalExpression<boolean>('document.readyState === "complete"'), 30000, 'the opened page to load');
      errorsSince = 0;
      await recordErrors();
    },
    async errors() {
      await harvest();
      return [...collected];
    },
    async close() {
      // The next page starts clean: this origin's cookies and storage go, then a blank document.
      try {
        // A window the page opened and the journey never followed (it failed first) goes too: left open, it would
        // be the next journey's popup().
        const mine = await driver.getWindowHandle();
        for (const h of await driver.getAllWindowHandles()) {
          if (h === mine) continue;
          await driver.switchTo().window(h);
          await driver.close();
        }
        await driver.switchTo().window(mine);
        const url = await driver.getCurrentUrl();
        if (/^https?:/.test(url)) {
          await driver.manage().deleteAllCookies();
          await evalExpression('(localStorage.clear(), sessionStorage.clear(), true)');
        }
        await driver.get('about:blank');
      } finally {
        collected.length = 0;
        errorsSince = 0;
        onClose();
      }
    },
  };
}

/**
 * In the page: when the focused element (through open shadow roots) is a text field that no probe key has
 * reached yet, listens for the probe (a Shift keydown, window capture: before anything can stop it) and returns
 * true; else false.
 */
function armKeyProbe(): boolean {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  const w = window as unknown as { __engineKeysReached?: Element; __engineProbe?: { seen: boolean; off(): void } };
  if (!a || !/^(INPUT|TEXTAREA)$/.test(a.tagName) || w.__engineKeysReached === a) return false;
  w.__engineProbe?.off();
  const field = a;
  const probe = {
    seen: false,
    off: () => removeEventListener('keydown', onKey, true),
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Shift') return;
    probe.seen = true;
    probe.off();
    w.__engineKeysReached = field;
  };
  addEventListener('keydown', onKey, true);
  w.__engineProbe = probe;
  return true;
}

/** In the page: whether the probe key armed by `armKeyProbe` has arrived. */
function keyProbeSeen(): boolean {
  return !!(window as unknown as { __engineProbe?: { seen: boolean } }).__engineProbe?.seen;
}
