/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 *
 * A lazy chunk that fails to load (a 503, a dropped connection): the shopper is told where the widget has words
 * for it, and the next need fetches the chunk again and works. Each import below fails as often as the test says,
 * then loads the real module: as `import()` does in a browser, a failed chunk is not remembered as failed.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { CART_FAILURE_MESSAGE } from '../../core/cartCodes';
import { setUpPopup } from './harness/popup';

const mockFailures = { later: 0, cartFlow: 0, loads: { later: 0, cartFlow: 0 } };
jest.mock('../../entries/popupParts', () => {
  mockFailures.loads.later++;
  if (mockFailures.later > 0 && mockFailures.later--) throw new Error('503 Service Unavailable: later chunk');
  return jest.requireActual('../../entries/popupParts');
});
jest.mock('../../stores/cartFlow', () => {
  mockFailures.loads.cartFlow++;
  if (mockFailures.cartFlow > 0 && mockFailures.cartFlow--) throw new Error('503 Service Unavailable: cart chunk');
  return jest.requireActual('../../stores/cartFlow');
});

/** One product, 어린 왕자, for any query containing 어린; the cart answers INS. */
function installGateway() {
  const posts: unknown[] = [];
  const json = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) });
  window.fetch = (async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return json({ data: [{ resultCode: 'INS' }] });
    }
    const u = new URL(url);
    const k = u.searchParams.get('keyword') ?? '';
    if (u.pathname.endsWith('/search/commodity') && '어린 왕자'.includes(k))
      return json({
        resultDocuments: [
          {
            cmdt_NAME: '어린 왕자',
            cmdtcode: '978890000',
            sale_CMDTID: 'S0',
            sale_CMDT_DVSN_CODE: 'KOR',
            sale_CMDT_SAPR: 9000,
            sale_CMDT_PRCE: 10000,
          },
        ],
        totalCount: 1,
      });
    return json({ resultDocuments: [] });
  }) as unknown as typeof fetch;
  return { posts };
}

let warnings: string[];
let errors: string[];
beforeEach(() => {
  warnings = [];
  errors = [];
  jest.spyOn(console, 'warn').mockImplementation((m) => void warnings.push(String(m)));
  jest.spyOn(console, 'error').mockImplementation((m) => void errors.push(String(m)));
  // A page that is never idle: the chunks load only when needed, so each test counts its own loads (the idle-time
  // fetch, platform/idle.ts, would otherwise come 300 ms after load in jsdom, which has no idle callbacks).
  (window as unknown as { requestIdleCallback?: () => number }).requestIdleCallback = () => 0;
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as unknown as { requestIdleCallback?: () => number }).requestIdleCallback;
});
// The chunks are not loaded ahead here: the tests count their loads and fail them.
const p = setUpPopup({ gateway: installGateway, preload: false });
const { input, type, cartButtons, toast } = p;
const productNames = () => p.rows().map((c) => c.textContent);

test('the later chunk fails once: the popup shows nothing and the console says why; the next need loads it', async () => {
  mockFailures.later = 1;
  const loadsBefore = mockFailures.loads.later;
  // Focus asks for the chunk (the empty-input sections come with it).
  fireEvent.focus(input());
  await waitFor(() =>
    expect(warnings).toContain('SearchPopup: could not load part: 503 Service Unavailable: later chunk'),
  );
  expect(mockFailures.loads.later).toBe(loadsBefore + 1);
  // Nothing half-rendered: no sections, no rows, nothing announced.
  expect(p.query('[role=grid]')!.childElementCount).toBe(0);
  expect(p.liveRegion().textContent).toBe('');
  // Typing needs it again: fetched again, and the results show.
  type('어린');
  await waitFor(() => expect(productNames()).toHaveLength(1));
  expect(productNames()[0]).toContain('어린 왕자');
  expect(mockFailures.loads.later).toBe(loadsBefore + 2);
  expect(warnings).toHaveLength(1);
});

test('the cart chunk fails once: the cart failure toast, nothing sent; the next click loads it and adds', async () => {
  mockFailures.cartFlow = 1;
  fireEvent.focus(input());
  type('어린');
  await waitFor(() => expect(cartButtons()).toHaveLength(1));
  fireEvent.click(cartButtons()[0]);
  await waitFor(() => expect(toast()?.textContent).toBe(CART_FAILURE_MESSAGE));
  expect(CART_FAILURE_MESSAGE).toBe('문제가 발생하였습니다.\n다시 시도해주세요.');
  expect(errors).toContain('SearchPopup: the cart code could not load (503 Service Unavailable: cart chunk)');
  expect(p.gw.posts).toEqual([]);
  fireEvent.click(cartButtons()[0]);
  await waitFor(() => expect(p.gw.posts).toHaveLength(1));
  await waitFor(() => expect(toast('center')?.textContent).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기'));
  expect(p.carts).toEqual([{ code: '002', result: 'INS', items: [expect.objectContaining({ saleCmdtid: 'S0' })] }]);
});
