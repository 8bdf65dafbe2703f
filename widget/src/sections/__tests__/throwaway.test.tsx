/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// A section added through the registry alone (./bestSellers.tsx: descriptor, view, reference route) renders in its
// place, the keys move through it in order, and analytics report it.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { clearCookies, setBody } from '../../../../test/helpers/dom';
import { testEnv } from '../../core/__tests__/fixtures';
import { mount } from '../../entries/desktop';
import type { Instance } from '../../public';
import { registerSection } from '../registry';
import { bestSellers } from './bestSellers';
import { BEST_SELLERS, BEST_SELLERS_PATH, bestSellersRoute, HEADINGS_WITH_BEST_SELLERS } from './bestSellersRoute';

/** The gateway: the throwaway's reference route, and the built-in empty-input calls with small answers. */
function installGateway() {
  const urls: string[] = [];
  const json = (status: number, body: unknown) => ({
    ok: status < 400,
    status,
    text: async () => JSON.stringify(body),
  });
  window.fetch = (async (url: string) => {
    urls.push(url);
    const u = new URL(url);
    const path = u.pathname.replace('/api/gw/', '');
    if (path === BEST_SELLERS_PATH) {
      const { status, body } = bestSellersRoute(u.searchParams);
      return json(status, body);
    }
    if (path === 'search/trendkeyword') return json(200, { resultDocuments: [{ keywords: '한강' }] });
    if (path === 'search/risekeyword') return json(200, { resultDocuments: [{ keywords: '넥서스', diff: 1 }] });
    if (path === 'search/logRecommendProduct')
      return json(200, { resultDocuments: [{ product_NM: '총 균 쇠', cmdtcode: '978', sale_CMDTID: 'S9' }] });
    return json(200, []);
  }) as unknown as typeof fetch;
  return urls;
}

let host: HTMLElement;
let instance: Instance;
let unregister: () => void;
let urls: string[];
let navigations: string[];
beforeEach(() => {
  clearCookies();
  setBody('<div id="search-popup"></div>');
  host = document.getElementById('search-popup')!;
  urls = installGateway();
  navigations = [];
  host.addEventListener('searchpopup:navigate', (e) => {
    e.preventDefault();
    navigations.push((e as CustomEvent).detail.url);
  });
  delete (window as { dataLayer?: unknown }).dataLayer;
  unregister = registerSection(bestSellers, 'rise');
  const raw = { gateway: '/api/gw', env: testEnv() };
  instance = mount({ host, created: false, raw, device: 'desktop', version: 't' });
});
afterEach(() => {
  instance.destroy();
  unregister();
});

const shadow = () => within(host.shadowRoot as unknown as HTMLElement);
const input = () => shadow().getByRole('combobox') as HTMLInputElement;
const layer = () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

test('the registered section renders its rows after the products others look at, before the live keywords', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('파친코')).toBeTruthy());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  const titles = [...host.shadowRoot!.querySelectorAll('.sp-empty-mode .sp-group-title')].map((h) => h.textContent);
  expect(titles).toEqual(HEADINGS_WITH_BEST_SELLERS);
  const group = shadow().getByRole('rowgroup', { name: '베스트셀러' });
  expect(
    within(group)
      .getAllByRole('gridcell')
      .map((c) => c.textContent),
  ).toEqual(['베스트셀러', ...BEST_SELLERS]);
  expect(urls.filter((u) => u.includes(BEST_SELLERS_PATH))).toHaveLength(1);
  expect(urls.find((u) => u.includes(BEST_SELLERS_PATH))).toContain('pageSize=3');
});

test('the keys move through it in keyboard order; opening a row follows its link and reports it', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('불편한 편의점')).toBeTruthy());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  const down = () => {
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    return input().getAttribute('aria-activedescendant');
  };
  expect([down(), down(), down(), down(), down(), down()]).toEqual([
    'sp-row-trend-0',
    'sp-row-recommended-0',
    'sp-row-bestsellers-0',
    'sp-row-bestsellers-1',
    'sp-row-bestsellers-2',
    'sp-row-rise-0',
  ]);
  expect(layer().find((e) => e.event === 'view_item_list' && JSON.stringify(e).includes('bestsellers'))).toMatchObject({
    ecommerce: {
      item_list_id: 'search_popup_bestsellers',
      item_list_name: '베스트셀러',
      items: BEST_SELLERS.map((name, index) => expect.objectContaining({ item_name: name, index })),
    },
  });
  fireEvent.keyDown(input(), { key: 'ArrowUp' });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toEqual(['https://pdt.example.com/PDT/detail/B2']));
  expect(
    layer()
      .filter((e) => e.event === 'select_item')
      .pop(),
  ).toMatchObject({
    ecommerce: { item_list_id: 'search_popup_bestsellers', items: [{ item_name: '불편한 편의점', index: 2 }] },
  });
});

test('taken out again, it is gone from the next widget mounted', async () => {
  instance.destroy();
  unregister();
  instance = mount({
    host,
    created: false,
    raw: { gateway: '/api/gw', env: testEnv() },
    device: 'desktop',
    version: 't',
  });
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  expect(shadow().queryByRole('rowgroup', { name: '베스트셀러' })).toBeNull();
  expect(urls.some((u) => u.includes(BEST_SELLERS_PATH))).toBe(false);
  unregister = registerSection(bestSellers, 'rise');
});
