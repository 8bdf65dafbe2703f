/**
 * The pinned loader under Subresource Integrity in each engine (docs/deploy.md): a page that pins the release
 * (`<script src=…/<version>/loader.js integrity=…>`, host-demo/test-pages/sri.ts) mounts the widget, and one whose
 * versioned folder serves a changed chunk never runs the changed code. Run from `{engine}-sri.test.ts`; Chromium's
 * own, with a search and the CSP nonce, is test/browser/sri.test.ts.
 */
import type { EngineName, EnginePage } from './driver';
import { useEngine } from '../helpers/enginePage';
import { poll } from '../helpers/pacing';
import { P } from '../helpers/parts';
import { widget } from '../helpers/widget';

const T = { timeout: 30000 };

/** In the page: `ready()`'s outcome, 'ok' or the rejection's message. */
const ready = () =>
  (window as unknown as { SearchPopup: { ready(): Promise<unknown> } }).SearchPopup.ready().then(
    () => 'ok',
    (e: Error) => 'rejected: ' + e.message,
  );
/** How often a tampered chunk ran on `p`, whether the widget's box is there, and whether its popup is open. */
const outcome = async (p: EnginePage) => {
  const w = widget(p);
  const mounted = await w.isMounted();
  return {
    tampered: await p.evaluate(() => (window as unknown as { __spTampered?: number }).__spTampered ?? 0),
    box: mounted && (await w.has('input[role=combobox]')),
    expanded: mounted ? await w.attr('input', 'aria-expanded') : null,
  };
};

export function defineSri(name: EngineName) {
  jest.setTimeout(120000);
  const started = useEngine(name, { viewport: { width: 1280, height: 900 } });
  let page: EnginePage | undefined;
  const w = widget(() => page!, '#search-popup', T);

  afterEach(async () => {
    await page?.close();
    page = undefined;
  }, 60000);

  const visit = async (query: string) => {
    const opened = await started.engine.newPage();
    page = opened;
    await opened.goto(started.demo.url + '/test/sri?' + query);
    return opened;
  };

  test(`${name}: the pinned loader with its integrity mounts, and the popup opens with the versioned chunks`, async () => {
    const p = await visit('version=pinned');
    expect(await p.evaluate(ready)).toBe('ok');
    await w.focus();
    await w.untilCount(`${P.rise} [role=gridcell][id]`, 10);
    expect(await p.errors()).toEqual([]);
  });

  test(`${name}: under a nonce CSP the loader gives its nonce to the integrity map and mounts; without one it refuses`, async () => {
    const p = await visit('version=pinned&nonce=1');
    expect(await p.evaluate(ready)).toBe('ok');
    // With Trusted Types required too (where the engine has them, the map's text comes from the loader's policy).
    await p.goto(started.demo.url + '/test/sri?version=pinned&nonce=1&csp=tt');
    expect(await p.evaluate(ready)).toBe('ok');
    await p.goto(started.demo.url + '/test/sri?version=pinned&csp=self');
    expect(await p.evaluate(ready)).toMatch(/^rejected: /);
    expect(await outcome(p)).toEqual({ tampered: 0, box: false, expanded: null });
  });

  test(`${name}: a tampered entry chunk never runs and the widget does not mount`, async () => {
    const p = await visit('version=tampered');
    expect(await p.evaluate(ready)).toMatch(/^rejected: .*desktop-/);
    expect(await outcome(p)).toEqual({ tampered: 0, box: false, expanded: null });
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
    await w.focus();
    await p.waitFor(laterFetched, T);
    await p.waitFor(failures, T, 1);
    await p.type('a');
    await p.waitFor(failures, T, 2);
    expect(await p.evaluate(laterFetched)).toBeGreaterThan(0);
    expect(await outcome(p)).toEqual({ tampered: 0, box: true, expanded: 'false' });
  });

  test(`${name}: a tampered later chunk: one console line names it and integrity, and Enter still reaches the results page`, async () => {
    const p = await visit('version=tampered-later');
    expect(await p.evaluate(ready)).toBe('ok');
    // The widget's own error lines (the engine may add its own for the refused file).
    const said = async () => (await p.errors()).filter((e) => e.includes('SearchPopup:'));
    await w.focus();
    const first = await poll(async () => (await said())[0], { ...T, message: 'the console line for the chunk' });
    expect(first).toMatch(
      /SearchPopup: could not load http:\/\/[^ ]+\/test\/sri-tampered\/later\/[^/]+\/later-[^ /]+\.js \(integrity: bytes differ from the release hash: docs\/deploy\.md\)$/,
    );
    // Typing needs the chunk again (it fails again): no second line. Enter searches all the same.
    await p.type('gofl');
    expect(await outcome(p)).toEqual({ tampered: 0, box: true, expanded: 'false' });
    await p.press('Enter');
    await p.waitFor(() => location.pathname === '/search' && document.readyState === 'complete', T);
    expect(await p.url()).toBe(started.demo.url + '/search?keyword=gofl&gbCode=TOT&target=total');
    expect(await said()).toEqual([first]);
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
