/**
 * A section added through the registry alone, in Chromium against the demo server: the throwaway section of
 * widget/src/sections/__tests__/bestSellers.tsx (its module and its reference route, nothing else) is registered by a
 * test entry that esbuild bundles with the widget's own sources (sections/registry.ts `registerSection`, then the
 * desktop entry's `mount`); the page answers its path with its reference route and every other call goes to the demo
 * gateway. It renders in its place, the keys move through it in keyboard order, and analytics report it.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoEnv } from '../../host-demo/server/pages';
import {
  BEST_SELLERS,
  BEST_SELLERS_PATH,
  bestSellersRoute,
  HEADINGS_WITH_BEST_SELLERS,
} from '../../widget/src/sections/__tests__/bestSellersRoute';
import { useDemoPage } from '../helpers/demoPage';
import { P } from '../helpers/parts';
import { widgetOn } from '../helpers/widget';

const ROOT = join(__dirname, '..', '..');

/** The test entry: the throwaway registered before the live keywords, and a mount the page calls. */
const ENTRY = `
import { registerSection } from './widget/src/sections/registry';
import { bestSellers } from './widget/src/sections/__tests__/bestSellers';
import { mount } from './widget/src/entries/desktop';
registerSection(bestSellers, 'rise');
window.mountWithBestSellers = (raw) =>
  mount({ host: document.getElementById('search-popup'), created: false, raw, device: 'desktop', version: 'sections' });
`;

/** The widget's sources with the entry, bundled as the build compiles them (React's API on preact/compat). */
async function bundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts', sourcefile: 'sections-entry.ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    absWorkingDir: ROOT,
  });
  return out.outputFiles[0].text;
}

const dp = useDemoPage({ viewport: { width: 1280, height: 900 } });
let script: string;
let page: Page;

beforeAll(async () => {
  script = await bundle();
}, 60000);

/** The test page and its entry on the demo's origin; the throwaway's path answered by its reference route. */
async function routes(p: Page) {
  await p.route(dp.url + '/sections-test', (r) =>
    r.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="ko"><meta charset="utf-8"><title>섹션</title><div id="search-popup"></div><script src="/sections-test.js"></script>',
    }),
  );
  await p.route(dp.url + '/sections-test.js', (r) =>
    r.fulfill({ contentType: 'text/javascript; charset=utf-8', body: script }),
  );
  await p.route(
    (url) => url.pathname === '/api/gw/' + BEST_SELLERS_PATH,
    (r) => {
      const { status, body } = bestSellersRoute(new URL(r.request().url()).searchParams);
      return r.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    },
  );
}

beforeEach(async () => {
  ({ page } = await dp.open('/sections-test', { ready: false, before: routes }));
  await page.evaluate((env) => {
    const w = window as unknown as { mountWithBestSellers(raw: unknown): void; navigated: string[] };
    w.navigated = [];
    document.getElementById('search-popup')!.addEventListener('searchpopup:navigate', (e) => {
      e.preventDefault();
      w.navigated.push((e as CustomEvent<{ url: string }>).detail.url);
    });
    w.mountWithBestSellers({ gateway: '/api/gw', env });
  }, demoEnv(dp.url));
});

const input = () => page.getByRole('combobox');
const group = (name: string) => page.getByRole('rowgroup', { name });
const dataLayer = () =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

test('it renders after the products others look at, before the live keywords, with its rows', async () => {
  await input().focus();
  await group('베스트셀러').getByText(BEST_SELLERS[2]).waitFor();
  await group('실시간 인기 검색어').getByRole('row').nth(1).waitFor();
  expect(await widgetOn(page).texts(`${P.emptyMode} ${P.groupTitle}`)).toEqual(HEADINGS_WITH_BEST_SELLERS);
  expect(await widgetOn(page).texts(`[role=rowgroup][aria-label="베스트셀러"] ${P.miniName}`)).toEqual(BEST_SELLERS);
});

test('the keys move through it in keyboard order; opening a row follows its link; analytics report it', async () => {
  await input().focus();
  await group('베스트셀러').getByText(BEST_SELLERS[2]).waitFor();
  await group('실시간 인기 검색어').getByRole('row').nth(1).waitFor();
  await group('다른 고객이 함께 본 상품').getByRole('row').nth(1).waitFor();
  const rows = await widgetOn(page).count(`${P.emptyMode} [role=gridcell][id]`);
  const ids: string[] = [];
  for (let i = 0; i < rows; i++) {
    await input().press('ArrowDown');
    ids.push((await input().getAttribute('aria-activedescendant')) ?? '');
  }
  const order = ids.map((id) => id.replace(/^sp-row-|-\d+$/g, '')).filter((s, i, all) => s !== all[i - 1]);
  expect(order).toEqual(['trend', 'recommended', 'bestsellers', 'rise']);
  expect(ids.filter((id) => id.includes('bestsellers'))).toEqual([0, 1, 2].map((i) => 'sp-row-bestsellers-' + i));
  expect(
    (await dataLayer()).find((e) => e.event === 'view_item_list' && JSON.stringify(e).includes('bestsellers')),
  ).toMatchObject({
    ecommerce: { item_list_id: 'search_popup_bestsellers', item_list_name: '베스트셀러' },
  });
  // Back up to the last best seller and open it.
  const back = ids.length - ids.indexOf('sp-row-bestsellers-2') - 1;
  for (let i = 0; i < back; i++) await input().press('ArrowUp');
  expect(await input().getAttribute('aria-activedescendant')).toBe('sp-row-bestsellers-2');
  await input().press('Enter');
  await page.waitForFunction(() => (window as unknown as { navigated: string[] }).navigated.length > 0);
  expect(await page.evaluate(() => (window as unknown as { navigated: string[] }).navigated)).toEqual([
    dp.url + '/PDT/detail/B2',
  ]);
  expect((await dataLayer()).filter((e) => e.event === 'select_item').pop()).toMatchObject({
    ecommerce: { item_list_id: 'search_popup_bestsellers', items: [{ item_name: BEST_SELLERS[2], index: 2 }] },
  });
});
