/**
 * The pinned loader under Subresource Integrity in each engine (docs/deploy.md): a page that pins the release
 * (`<script src=…/<version>/loader.js integrity=…>`, host-demo/test-pages/sri.ts) mounts the widget, and one whose
 * versioned folder serves a changed chunk never runs the changed code. Run from `{engine}-sri.test.ts`; Chromium's
 * own, with a search and the CSP nonce, is test/browser/sri.test.ts.
 */
import { startDemo, type Demo } from './driver/demo';
import { launchEngine, type Engine, type EngineName, type EnginePage } from './driver';

const T = { timeout: 30000 };
const INPUT = ['#search-popup', 'input[role=combobox]'];

/** In the page: `ready()`'s outcome, 'ok' or the rejection's message. */
const ready = () =>
  (window as unknown as { SearchPopup: { ready(): Promise<unknown> } }).SearchPopup.ready().then(
    () => 'ok',
    (e: Error) => 'rejected: ' + e.message,
  );
/** In the page: how often a tampered chunk ran, and whether the widget's box is there. */
const outcome = () => ({
  tampered: (window as unknown as { __spTampered?: number }).__spTampered ?? 0,
  box: !!document.getElementById('search-popup')?.shadowRoot?.querySelector('input[role=combobox]'),
  expanded:
    document.getElementById('search-popup')?.shadowRoot?.querySelector('input')?.getAttribute('aria-expanded') ?? null,
});

export function defineSri(name: EngineName) {
  jest.setTimeout(120000);
  let demo: Demo;
  let engine: Engine;
  let page: EnginePage | undefined;

  beforeAll(async () => {
    const started = await Promise.allSettled([
      startDemo().then((d) => (demo = d)),
      launchEngine(name, { viewport: { width: 1280, height: 900 } }).then((e) => (engine = e)),
    ]);
    for (const r of started) if (r.status === 'rejected') throw r.reason;
  }, 120000);
  afterAll(async () => {
    await engine?.close();
    await demo?.stop();
  }, 60000);
  afterEach(async () => {
    await page?.close();
    page = undefined;
  }, 60000);

  const visit = async (query: string) => {
    page = await engine.newPage();
    await page.goto(demo.url + '/test/sri?' + query);
    return page;
  };

  test(`${name}: the pinned loader with its integrity mounts, and the popup opens with the versioned chunks`, async () => {
    const p = await visit('version=pinned');
    expect(await p.evaluate(ready)).toBe('ok');
    await p.click(INPUT);
    await p.waitFor(
      () =>
        document.getElementById('search-popup')!.shadowRoot!.querySelectorAll('.sp-rise [role=gridcell][id]').length ===
        10,
      T,
    );
    expect(await p.errors()).toEqual([]);
  });

  test(`${name}: under a nonce CSP the loader gives its nonce to the integrity map and mounts; without one it refuses`, async () => {
    const p = await visit('version=pinned&nonce=1');
    expect(await p.evaluate(ready)).toBe('ok');
    // With Trusted Types required too (where the engine has them, the map's text comes from the loader's policy).
    await p.goto(demo.url + '/test/sri?version=pinned&nonce=1&csp=tt');
    expect(await p.evaluate(ready)).toBe('ok');
    await p.goto(demo.url + '/test/sri?version=pinned&csp=self');
    expect(await p.evaluate(ready)).toMatch(/^rejected: /);
    expect(await p.evaluate(outcome)).toEqual({ tampered: 0, box: false, expanded: null });
  });

  test(`${name}: a tampered entry chunk never runs and the widget does not mount`, async () => {
    const p = await visit('version=tampered');
    expect(await p.evaluate(ready)).toMatch(/^rejected: .*desktop-/);
    expect(await p.evaluate(outcome)).toEqual({ tampered: 0, box: false, expanded: null });
  });

  test(`${name}: a tampered later chunk never runs, on the first need or the next; the popup stays shut`, async () => {
    const p = await visit('version=tampered-later');
    expect(await p.evaluate(ready)).toBe('ok');
    // The later chunk is fetched on the first focus (and, failed, again on the next keystroke).
    const laterFetched = () =>
      performance.getEntriesByType('resource').filter((e) => /\/later-[^/]*$/.test(new URL(e.name).pathname)).length;
    // Each need of the chunk that failed says so (stores/lazyModule.ts): counted in the page.
    await p.evaluate(() => {
      const w = window as unknown as { __failedParts: number };
      w.__failedParts = 0;
      const warn = console.warn;
      console.warn = (...args: unknown[]) => {
        if (String(args[0]).startsWith('SearchPopup: could not load part')) w.__failedParts++;
        warn.apply(console, args);
      };
    });
    const failures = (n: number) => (window as unknown as { __failedParts: number }).__failedParts >= n;
    await p.click(INPUT);
    await p.waitFor(laterFetched, T);
    await p.waitFor(failures, T, 1);
    await p.type('a');
    await p.waitFor(failures, T, 2);
    expect(await p.evaluate(laterFetched)).toBeGreaterThan(0);
    expect(await p.evaluate(outcome)).toEqual({ tampered: 0, box: true, expanded: 'false' });
  });

  test(`${name}: a page that ran a module script of its own before the pinned loader`, async () => {
    const p = await visit('version=pinned&modules=1');
    const result = await p.evaluate(ready);
    // Firefox ESR takes no import map after the page's first module script: the loader's integrity map is
    // ignored, so the pinned loader refuses (nothing unchecked runs). Chromium and WebKit take it and mount.
    if (name === 'firefox') expect(result).toMatch(/^rejected: /);
    else expect(result).toBe('ok');
    expect(await p.evaluate(() => (window as unknown as { __pageModule?: number }).__pageModule)).toBe(1);
  });
}
