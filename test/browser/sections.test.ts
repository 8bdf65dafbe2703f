/**
 * A section added as the recipe says, in Chromium against the demo server: the throwaway section of
 * widget/src/sections/__tests__/weeklyPicks.tsx (its module and its reference, nothing else) is composed into one
 * widget's list by a test entry that esbuild bundles with the widget's own sources (sections/registry.ts
 * `withSection`, views/__tests__/harness/mountWith.tsx); the page answers its path with its reference route and every
 * other call goes to the demo gateway. It renders in its place with its CSS, the keys move through it in keyboard
 * order, and analytics report it.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoEnv } from '../../host-demo/server/pages';
import type { Shop } from '../../host-demo/server/shop';
import {
  HEADINGS_WITH_PICKS,
  WEEKLY_PICKS_PATH,
  weeklyPicksReference,
} from '../../widget/src/sections/__tests__/weeklyPicksReference';
import { useDemoPage } from '../helpers/demoPage';
import { P } from '../helpers/parts';
import { widgetOn } from '../helpers/widget';

const PICKS = weeklyPicksReference.fixture.shows;
const ROOT = join(__dirname, '..', '..');

/** The test entry: a mount the page calls, of a widget whose list has the throwaway before the live keywords. */
const ENTRY = `
import { SHIPPED, withSection } from './widget/src/sections/registry';
import { weeklyPicks } from './widget/src/sections/__tests__/weeklyPicks';
import { mountWith } from './widget/src/views/__tests__/harness/mountWith';
const mount = mountWith(withSection(SHIPPED, weeklyPicks, 'rise'));
window.mountWithPicks = (raw) =>
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
    (url) => url.pathname === '/api/gw/' + WEEKLY_PICKS_PATH,
    async (r) => {
      const call = { method: 'GET', path: WEEKLY_PICKS_PATH, origin: dp.url, token: null };
      const params = new URL(r.request().url()).searchParams;
      const { status, body } = await weeklyPicksReference.route({ ...call, params }, {} as Shop);
      return r.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    },
  );
}

beforeEach(async () => {
  ({ page } = await dp.open('/sections-test', { ready: false, before: routes }));
  await page.evaluate((env) => {
    const w = window as unknown as { mountWithPicks(raw: unknown): void; navigated: string[] };
    w.navigated = [];
    document.getElementById('search-popup')!.addEventListener('searchpopup:navigate', (e) => {
      e.preventDefault();
      w.navigated.push((e as CustomEvent<{ url: string }>).detail.url);
    });
    w.mountWithPicks({ gateway: '/api/gw', env });
  }, demoEnv(dp.url));
});

const input = () => page.getByRole('combobox');
const group = (name: string) => page.getByRole('rowgroup', { name });
const dataLayer = () =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

test('it renders after the products others look at, before the live keywords, with its rows and its CSS', async () => {
  await input().focus();
  await group('이번 주의 책').getByText(PICKS[2]).waitFor();
  await group('실시간 인기 검색어').getByRole('row').nth(1).waitFor();
  expect(await widgetOn(page).texts(`${P.emptyMode} ${P.groupTitle}`)).toEqual(HEADINGS_WITH_PICKS);
  expect(await widgetOn(page).texts(`[role=rowgroup][aria-label="이번 주의 책"] ${P.miniName}`)).toEqual(PICKS);
  // Its CSS came with it (its names bold); the shipped sections' names keep theirs.
  expect(await widgetOn(page).css(`[role=rowgroup][aria-label="이번 주의 책"] ${P.miniName}`, 'font-weight')).toBe(
    '700',
  );
});

test('the keys move through it in keyboard order; opening a row follows its link; analytics report it', async () => {
  await input().focus();
  await group('이번 주의 책').getByText(PICKS[2]).waitFor();
  await group('실시간 인기 검색어').getByRole('row').nth(1).waitFor();
  await group('다른 고객이 함께 본 상품').getByRole('row').nth(1).waitFor();
  const rows = await widgetOn(page).count(`${P.emptyMode} [role=gridcell][id]`);
  const ids: string[] = [];
  for (let i = 0; i < rows; i++) {
    await input().press('ArrowDown');
    ids.push((await input().getAttribute('aria-activedescendant')) ?? '');
  }
  const order = ids.map((id) => id.replace(/^sp-row-|-\d+$/g, '')).filter((s, i, all) => s !== all[i - 1]);
  expect(order).toEqual(['trend', 'recommended', 'picks', 'rise']);
  expect(ids.filter((id) => id.includes('picks'))).toEqual([0, 1, 2].map((i) => 'sp-row-picks-' + i));
  expect(
    (await dataLayer()).find((e) => e.event === 'view_item_list' && JSON.stringify(e).includes('picks')),
  ).toMatchObject({
    ecommerce: { item_list_id: 'search_popup_picks', item_list_name: '이번 주의 책' },
  });
  // Back up to the last pick and open it.
  const back = ids.length - ids.indexOf('sp-row-picks-2') - 1;
  for (let i = 0; i < back; i++) await input().press('ArrowUp');
  expect(await input().getAttribute('aria-activedescendant')).toBe('sp-row-picks-2');
  await input().press('Enter');
  await page.waitForFunction(() => (window as unknown as { navigated: string[] }).navigated.length > 0);
  expect(await page.evaluate(() => (window as unknown as { navigated: string[] }).navigated)).toEqual([
    dp.url + '/PDT/detail/B2',
  ]);
  expect((await dataLayer()).filter((e) => e.event === 'select_item').pop()).toMatchObject({
    ecommerce: { item_list_id: 'search_popup_picks', items: [{ item_name: PICKS[2], index: 2 }] },
  });
});
