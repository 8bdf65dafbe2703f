/**
 * The pinned loader under Subresource Integrity in Chromium (docs/deploy.md; Firefox and WebKit:
 * test/engines/sri.ts). A page that pins the release (`<script src=…/<version>/loader.js integrity=…>`, the
 * hash from release.json) gets the widget and a shopper's search works; the chunks come from the versioned folder
 * under the loader's integrity import map. When a chunk's bytes differ from the release's (the test server serves
 * the versioned folder with one chunk changed), the engine refuses to run it: the changed code never runs.
 */
import type { Page } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { products, typeKorean } from './harness';
import { widgetOn } from '../helpers/widget';
import { poll } from '../helpers/pacing';

// Each test checks the page's errors itself: a refused file says so in the console.
const demo = useDemoPage({ viewport: { width: 1280, height: 900 }, checkErrors: false });
let page: Page;

/** Opens the SRI page; returns the widget files it loaded as scripts (path names) and the page's errors. */
async function visit(query: string) {
  const fetched: string[] = [];
  ({ page } = await demo.open('/test/sri?' + query, {
    ready: false,
    before: (p) =>
      p.on('request', (r) => {
        const u = new URL(r.url());
        // Scripts only: the pinned loader's fetches that tell why a chunk failed run nothing.
        if (u.pathname.endsWith('.js') && r.resourceType() === 'script') fetched.push(u.pathname + u.search);
      }),
  }));
  return { errors: demo.errors, fetched };
}
/** `ready()`'s outcome: 'ok', or the rejection's message. */
const ready = () =>
  page.evaluate(() =>
    window.SearchPopup!.ready().then(
      () => 'ok',
      (e: Error) => e.message,
    ),
  );
const tamperedRuns = () => page.evaluate(() => (window as unknown as { __spTampered?: number }).__spTampered ?? 0);
const input = () => page.getByRole('combobox', { name: '검색어 입력' });

test('pinned: the versioned loader with its integrity mounts, loads the versioned chunks, and a search shows products', async () => {
  const { errors, fetched } = await visit('version=pinned');
  expect(await ready()).toBe('ok');
  const version = await page.evaluate(() => window.SearchPopup!.version);
  expect(fetched.every((p) => p.startsWith(`/static/search-popup/${version}/`))).toBe(true);
  await input().click();
  await typeKorean(await demo.context.newCDPSession(page), '어린');
  await products(page).first().waitFor();
  expect(fetched.some((p) => /\/later-/.test(p))).toBe(true);
  expect(errors).toEqual([]);
});

test('pinned under a nonce CSP: the loader gives its nonce to the integrity map, and the widget mounts', async () => {
  const { errors } = await visit('version=pinned&nonce=1');
  expect(await ready()).toBe('ok');
  expect(errors).toEqual([]);
});

test('pinned under a nonce CSP that requires Trusted Types: the map text comes from a policy of the loader, and it mounts', async () => {
  const { errors } = await visit('version=pinned&nonce=1&csp=tt');
  expect(await ready()).toBe('ok');
  await input().click();
  await typeKorean(await demo.context.newCDPSession(page), '어린');
  await products(page).first().waitFor();
  expect(errors).toEqual([]);
});

test('pinned under a CSP that refuses the inline map (no nonce): the loader refuses, nothing loads unchecked', async () => {
  const { errors, fetched } = await visit('version=pinned&csp=self');
  expect(await ready()).toMatch(/desktop-.*\.js/);
  expect(fetched.filter((p) => /desktop-/.test(p))).toEqual([]);
  expect(errors.join('\n')).toMatch(/Content Security Policy/);
});

/** The widget's own console errors (the engine adds its own for a refused file). */
const said = (errors: string[]) =>
  errors.filter((e) => e.startsWith('console: SearchPopup:')).map((e) => e.slice('console: '.length));
/** The widget's console errors once the first has come: a failed load is said a second on (the page not left). */
const saidOnce = async (errors: string[]) => {
  await poll(() => said(errors).length, { timeout: 15000, message: 'the console line' });
  return said(errors);
};
const INTEGRITY = 'integrity: bytes differ from the release hash: docs/deploy.md';

test('pinned under a CSP that refuses the inline map: one console line says the map was refused', async () => {
  const { errors } = await visit('version=pinned&csp=self');
  expect(await ready()).toMatch(/integrity map refused/);
  expect(await saidOnce(errors)).toEqual([
    expect.stringMatching(
      /^SearchPopup: could not load http:\/\/[^ ]+\/static\/search-popup\/[^/]+\/desktop-[^ ]+\.js \(integrity map refused: by Firefox ESR after a module or import map of the page, or by the CSP: docs\/deploy\.md\)$/,
    ),
  ]);
});

test('tampered entry chunk: its code never runs and the widget does not mount; one console line says integrity', async () => {
  const { errors, fetched } = await visit('version=tampered');
  expect(await ready()).toMatch(/desktop-.*\.js/);
  expect(fetched.some((p) => /\/sri-tampered\/entry\/.*\/desktop-/.test(p))).toBe(true);
  expect(await tamperedRuns()).toBe(0);
  expect(await widgetOn(page).searchBoxes()).toBe(0);
  expect(await saidOnce(errors)).toEqual([
    expect.stringMatching(/^SearchPopup: could not load http:.*\/desktop-[^ ]+\.js \(/),
  ]);
  expect(said(errors)[0]).toContain('(' + INTEGRITY + ')');
});

test('tampered later chunk: the box mounts, the changed chunk never runs (not on a retry either), the popup stays shut; one console line says integrity', async () => {
  const { fetched, errors } = await visit('version=tampered-later');
  expect(await ready()).toBe('ok');
  await input().focus();
  const failed = (m: { text(): string }) => m.text().startsWith('SearchPopup: could not load part');
  await page.waitForEvent('console', failed);
  // The keystroke needs the chunk again: it fails again (the same URL, checked again), and says so.
  const again = page.waitForEvent('console', failed);
  await input().pressSequentially('a');
  await again;
  const later = fetched.filter((p) => /\/later-/.test(p));
  expect(later.length).toBeGreaterThan(0);
  // Every fetch of it was at its own URL, which the integrity map lists (no `?retry=N` outside the map).
  expect(new Set(later).size).toBe(1);
  expect(await tamperedRuns()).toBe(0);
  expect(await input().getAttribute('aria-expanded')).toBe('false');
  // One error line for the chunk, however often it was needed, naming it and the cause.
  expect(said(errors)).toEqual([`SearchPopup: could not load ${new URL(later[0], demo.url).href} (${INTEGRITY})`]);
});

/** The results page the working widget opens for `keyword` (core/searchRoutes.ts), on the demo's search host. */
const resultsFor = (keyword: string) =>
  new URL('/search?' + new URLSearchParams({ keyword, gbCode: 'TOT', target: 'total' }).toString(), demo.url).href;

test.each([
  ['desktop', 'Enter'],
  ['desktop', 'the search button'],
  ['mobile-web', 'Enter'],
  ['mobile-web', 'the search button'],
])('tampered later chunk, %s: %s still takes the shopper to the results page', async (device, how) => {
  await visit('version=tampered-later&device=' + device);
  expect(await ready()).toBe('ok');
  if (device !== 'desktop') await page.getByRole('button', { name: /검색 열기/ }).click();
  await input().click();
  await typeKorean(await demo.context.newCDPSession(page), '어린');
  await input().pressSequentially(' 왕자');
  const left = page.waitForURL((u) => u.pathname === '/search');
  if (how === 'Enter') await input().press('Enter');
  else await page.getByRole('button', { name: '검색', exact: true }).click();
  await left;
  expect(page.url()).toBe(resultsFor('어린 왕자'));
});
