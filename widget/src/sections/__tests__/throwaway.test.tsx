/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// A section added through the registry alone (./bestSellers.tsx: descriptor, view, reference route) renders in its
// place, the keys move through it in order, and analytics report it.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { P } from '../../../../test/helpers/parts';
import { setUpPopup } from '../../views/__tests__/harness/popup';
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

// The section is registered before the widget mounts and taken out after it is destroyed (hooks run in order).
let unregister: () => void;
beforeEach(() => (unregister = registerSection(bestSellers, 'rise')));
const p = setUpPopup({ gateway: installGateway, fakeClock: false });
afterEach(() => unregister());
const { shadow, input, navigations } = p;
const layer = () => (p.layer() ?? []) as Record<string, unknown>[];

test('the registered section renders its rows after the products others look at, before the live keywords', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('파친코')).toBeTruthy());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  const titles = p.queryAll(`${P.emptyMode} ${P.groupTitle}`).map((h) => h.textContent);
  expect(titles).toEqual(HEADINGS_WITH_BEST_SELLERS);
  const group = shadow().getByRole('rowgroup', { name: '베스트셀러' });
  expect(
    within(group)
      .getAllByRole('gridcell')
      .map((c) => c.textContent),
  ).toEqual(['베스트셀러', ...BEST_SELLERS]);
  expect(p.gw.filter((u) => u.includes(BEST_SELLERS_PATH))).toHaveLength(1);
  expect(p.gw.find((u) => u.includes(BEST_SELLERS_PATH))).toContain('pageSize=3');
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
  unregister();
  p.remount();
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  expect(shadow().queryByRole('rowgroup', { name: '베스트셀러' })).toBeNull();
  expect(p.gw.some((u) => u.includes(BEST_SELLERS_PATH))).toBe(false);
  unregister = registerSection(bestSellers, 'rise');
});
