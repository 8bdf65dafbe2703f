/**
 * @jest-environment-options {"url": "https://blog.partner.example/post/1"}
 */
// A partner's page (contract §6): the widget on an origin none of the env hosts, talking to the shop's gateway.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { SUGGESTIONS_UNAVAILABLE } from '../../core/suggestionsShown';
import { setUpPopup } from './harness/popup';

const json = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 300, status, text: async () => JSON.stringify(body) } as Response);

let calls: { url: string; init: RequestInit }[];
let down: boolean;
let opened: (string | undefined)[];
let openBlocked: boolean;
const realOpen = window.open;

beforeEach(() => {
  opened = [];
  openBlocked = false;
  window.open = ((url?: string | URL) => {
    opened.push(url === undefined ? undefined : String(url));
    return openBlocked ? null : ({ opener: window } as unknown as Window);
  }) as typeof window.open;
});
afterEach(() => {
  window.open = realOpen;
  jest.restoreAllMocks();
});

/** The shop's gateway: one product (어린 왕자) and one recommended keyword (한강); `down` fails every call. */
function installGateway() {
  calls = [];
  down = false;
  globalThis.fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (down) return Promise.reject(new TypeError('Failed to fetch'));
    const u = new URL(url);
    const path = u.pathname.replace('/api/gw/', '');
    if (path === 'search/commodity')
      return json({
        resultDocuments: [
          {
            cmdt_NAME: '어린 왕자',
            cmdtcode: '978',
            sale_CMDTID: 'S0',
            sale_CMDT_DVSN_CODE: 'KOR',
            sale_CMDT_SAPR: 9000,
          },
        ],
        totalCount: 1,
      });
    if (path === 'search/trendkeyword') return json({ resultDocuments: [{ keywords: '한강' }] });
    return json({ resultDocuments: [] });
  }) as unknown as typeof fetch;
}

const p = setUpPopup({
  gateway: installGateway,
  raw: { gateway: 'https://shop.example.com/api/gw', accessToken: 'tok', partner: 'cat-blog' },
});
const { shadow, input, type, toast, dialog } = p;
const cartButton = () => p.cartButtons()[0];

test('the shop’s gateway gets no access token from a partner page', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  expect(calls.every((c) => !(c.init.headers as Record<string, string>).Authorization)).toBe(true);
});

test('a cart add continues on the shop in a new window: HANDOFF, a toast, no cart call, no cookie', async () => {
  fireEvent.focus(input());
  type('어린');
  await waitFor(() => expect(cartButton()).toBeTruthy());
  fireEvent.click(cartButton());
  await waitFor(() => expect(opened).toHaveLength(1));
  expect(opened[0]).toBe('https://ord.example.com/ORD/cart/handoff?spbkDvsnCode=002&items=S0*1&partner=cat-blog');
  await waitFor(() => expect(toast()?.textContent).toBe('새 창에서 쇼핑몰로 이동해 장바구니에 담습니다.'));
  expect(p.carts).toEqual([expect.objectContaining({ code: '002', result: 'HANDOFF' })]);
  expect(calls.some((c) => c.url.includes('cart/addCartProc'))).toBe(false);
  expect(document.cookie).not.toContain('sp_tmpr_mmbr_num');
  // the list it was picked from was reported with the partner as each item's affiliation
  const layer = (window as { dataLayer?: { event?: string; ecommerce?: { items: { affiliation?: string }[] } }[] })
    .dataLayer!;
  const list = layer.find((e) => e.event === 'view_item_list')!;
  expect(list.ecommerce!.items.map((i) => i.affiliation)).toEqual(['cat-blog']);
});

test('a blocked window asks once more; the shopper’s click opens it, and only then is it a hand-off', async () => {
  openBlocked = true;
  fireEvent.focus(input());
  type('어린');
  await waitFor(() => expect(cartButton()).toBeTruthy());
  fireEvent.click(cartButton());
  await waitFor(() =>
    expect(dialog()?.textContent).toContain('새 창이 열리지 않았습니다.\n쇼핑몰로 이동해 이어서 진행하시겠습니까?'),
  );
  expect(p.carts).toEqual([]);
  openBlocked = false;
  fireEvent.click(within(dialog()!).getByRole('button', { name: '쇼핑몰로 이동' }));
  await waitFor(() => expect(opened).toHaveLength(2));
  expect(opened[1]).toBe(opened[0]);
  await waitFor(() => expect(p.carts).toEqual([expect.objectContaining({ code: '002', result: 'HANDOFF' })]));
});

test('a buy-now on a partner page goes to the shop too (its sign-in is the shop’s, not a prompt here)', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  await expect(p.instance.cart('001', [{ saleCmdtid: 'S5', ordQty: 2, name: '책', price: 1000 }])).resolves.toEqual({
    result: 'HANDOFF',
  });
  expect(opened).toEqual(['https://ord.example.com/ORD/cart/handoff?spbkDvsnCode=001&items=S5*2&partner=cat-blog']);
});

test('a followed link to the shop carries the partner id', async () => {
  const navigations: string[] = [];
  p.host.addEventListener('searchpopup:navigate', (e) => {
    e.preventDefault();
    navigations.push((e as CustomEvent).detail.url);
  });
  fireEvent.focus(input());
  await waitFor(() => shadow().getByText('한강'));
  fireEvent.click(shadow().getByText('한강'));
  await waitFor(() => expect(navigations).toHaveLength(1));
  expect(new URL(navigations[0]).searchParams.get('partner')).toBe('cat-blog');
  expect(new URL(navigations[0]).searchParams.get('keyword')).toBe('한강');
});

test('a gateway that can’t be reached: one Korean line instead of empty headings, asked again on the next focus', async () => {
  down = true;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fireEvent.focus(input());
  await waitFor(() => shadow().getByText(SUGGESTIONS_UNAVAILABLE));
  expect(shadow().queryByRole('heading', { name: '추천 검색어' })).toBeNull();
  expect(shadow().queryByRole('heading', { name: '실시간 인기 검색어' })).toBeNull();
  // recent searches are the page's own: still there
  expect(shadow().getByRole('heading', { name: '최근 검색어' })).toBeTruthy();
  down = false;
  fireEvent.blur(input());
  fireEvent.focus(input());
  await waitFor(() => shadow().getByText('한강'));
  expect(shadow().queryByText(SUGGESTIONS_UNAVAILABLE)).toBeNull();
  // the live keywords were asked again too: their group and its filters are back
  await waitFor(() => shadow().getByRole('heading', { name: '실시간 인기 검색어' }));
  expect(shadow().getAllByRole('button', { name: '10대' })).toHaveLength(1);
});
