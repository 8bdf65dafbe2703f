/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
// Typed results: the products, authors and events a query lists, the featured panel, the arrows across sections, the config that changes them.
import { fireEvent, waitFor } from '@testing-library/react';
import { P } from '../../../../test/helpers/parts';
import { IMAGES_AFTER_MS } from '../../core/imagePace';
import { PLACEHOLDERS } from '../../core/imageUrl';
import { SETTLED_MS } from '../../core/settledView';
import { setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<p>host page</p><div id="search-popup"></div>' });
const { shadow, input, type, productCells, liveRegion, layer, navigations, searches, settle, query, queryAll } = p;

test('typing lists products (marked), authors and events; arrows move aria-activedescendant across sections', async () => {
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(productCells()[0].querySelector('mark')!.textContent).toBe('해리');
  expect(productCells()[0].textContent).toBe(
    '국내도서해리 포터와 마법사의 돌작가 · 출판사10% 9,000원 · 450P (5%) 적립',
  );
  // While the shopper types, a new cover waits with its box drawn; it is asked once the value has stood a moment.
  expect(productCells()[0].querySelector(P.thumb + P.imageWaiting)).not.toBeNull();
  expect(productCells()[0].querySelector('img')).toBeNull();
  await settle(IMAGES_AFTER_MS);
  expect(productCells()[0].querySelector(P.imageWaiting)).toBeNull();
  expect(productCells()[0].querySelector('img')!.getAttribute('src')).toBe(
    'https://img.example.com/fit-in/300x0/pdt/978890000.jpg',
  );
  expect(shadow().getByText('J.K. 롤링')).toBeTruthy();
  expect(shadow().getByText('해리 포터 굿즈 이벤트')).toBeTruthy();
  expect(liveRegion().textContent).toBe('상품 3개, 인물 1명, 이벤트 1개가 검색되었습니다.');
  // The products are a line of the desktop grid: ArrowRight goes along it, ArrowDown from it to the side's rows
  // (core/arrowTarget.ts).
  const ids: (string | null)[] = [];
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
    fireEvent.keyDown(input(), { key });
    ids.push(input().getAttribute('aria-activedescendant'));
  }
  expect(ids).toEqual([
    'sp-row-products-0',
    'sp-row-products-1',
    'sp-row-products-2',
    'sp-row-authors-0',
    'sp-row-events-0',
    null,
  ]);
  fireEvent.keyDown(input(), { key: 'ArrowUp' });
  expect(input().getAttribute('aria-activedescendant')).toBe('sp-row-events-0');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(navigations).toEqual(['https://event.example.com/detail/7']);
  fireEvent.keyDown(input(), { key: 'Escape' });
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test.each([
  ['the featured panel', P.featured],
  ['a product row', P.product],
])('issue 39: %s names the publisher as a control that searches its titles with pbcmCode', async (_, where) => {
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(liveRegion().textContent).toMatch(/검색되었습니다/));
  const publisher = shadow()
    .getAllByRole('button', { name: '출판사 출판사 검색' })
    .find((b: HTMLElement) => b.closest(where))!;
  // Not inside the row's link: pressing it is not opening the product.
  expect(publisher.closest('a')).toBeNull();
  fireEvent.click(publisher);
  await waitFor(() => expect(navigations).toHaveLength(1));
  const url = new URL(navigations[0]);
  expect([url.pathname, url.searchParams.get('keyword'), url.searchParams.get('pbcmCode')]).toEqual([
    '/search',
    '출판사',
    'PB01',
  ]);
  expect((layer() ?? []).some((e) => e.event === 'select_item')).toBe(false);
});

test("the featured panel follows the active product: the next one's image, and its placeholder when it fails too", async () => {
  fireEvent.focus(input());
  type('해리');
  // Settled: the answer announced (the keystroke's second task, which resets the active row, has run).
  await waitFor(() => expect(liveRegion().textContent).toMatch(/검색되었습니다/));
  await settle(IMAGES_AFTER_MS);
  const featured = () => p.featuredImage()!;
  const first = featured().getAttribute('src');
  fireEvent.error(featured());
  expect(featured().getAttribute('src')).toBe('https://img.example.com/' + PLACEHOLDERS.none);
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowRight' });
  // The panel follows within a frame (its store subscription may still be an effect away).
  const file = (src: string | null) => src!.split('/').pop();
  const next = file(productCells()[1].querySelector('img')!.getAttribute('src'));
  await waitFor(() => expect(file(featured().getAttribute('src'))).toBe(next));
  expect(featured().getAttribute('src')).not.toBe(first);
  fireEvent.error(featured());
  expect(featured().getAttribute('src')).toBe('https://img.example.com/' + PLACEHOLDERS.none);
});

test('typing on, new images keep waiting (covers, portraits, banners, the featured cover); one asked before shows at once; an empty box shows its own at once', async () => {
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  const held = () => queryAll(`${P.typedMode} ${P.imageWaiting}, ${P.featured} ${P.imageWaiting}`);
  expect(held().length).toBeGreaterThan(4);
  // Each new value starts the wait again: 400 ms after the first, they still wait.
  for (const next of ['해', '해리']) {
    type(next);
    await settle(IMAGES_AFTER_MS - 100);
    expect(held().length).toBeGreaterThan(4);
  }
  await settle(IMAGES_AFTER_MS);
  expect(held()).toEqual([]);
  const seen = productCells()[0].querySelector('img')!.getAttribute('src');
  // 해리포 lists the first of them again: its cover, asked before, is there at once.
  type('해리포');
  await waitFor(() => expect(productCells().length).toBe(1));
  expect(productCells()[0].querySelector('img')!.getAttribute('src')).toBe(seen);
  // The empty input's sections are not typed: their images are asked at once.
  type('');
  await waitFor(() => expect(query(P.typedMode)).toBeNull());
  const shown = (s: string) => queryAll(s).filter((i) => !i.closest('[hidden]'));
  expect(shown(P.imageWaiting)).toEqual([]);
  expect(shown('img[src]').length).toBeGreaterThan(0);
});

test('empty states for authors and events; a query that finds nothing closes the popup', async () => {
  fireEvent.focus(input());
  type('어린');
  await waitFor(() => expect(productCells().length).toBe(1));
  expect(shadow().getByText('관련 인물 정보가 없습니다.')).toBeTruthy();
  expect(shadow().getByText('관련 이벤트가 없습니다.')).toBeTruthy();
  type('코스모스');
  await waitFor(() => expect(liveRegion().textContent).toBe('검색 결과가 없습니다.'));
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('Backspace to an earlier query shows its results at once, with no request', async () => {
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  type('해리포');
  await waitFor(() => expect(productCells().length).toBe(1));
  const before = p.gw.urls.length;
  type('해리');
  // The input handler only records the value; the cached answer renders right after (the next frame in a browser).
  expect(productCells().length).toBe(1);
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(p.gw.urls.length).toBe(before);
});

test('markup in a product name stays text', async () => {
  p.gw.state.more.push('<img src=x onerror="window.__pwned=1">해리');
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(4));
  expect(query('img[src="x"]')).toBeNull();
  expect(productCells()[3].textContent).toContain('<img src=x');
});

test('events show their banner (through the URL policy); a banner that fails to load is hidden', async () => {
  fireEvent.focus(input());
  type('해변');
  const row = await waitFor(() => shadow().getByText('해리 포터 굿즈 이벤트').closest(P.event)!);
  await settle(IMAGES_AFTER_MS);
  const img = row.querySelector(`img${P.eventImage}`)!;
  expect(img.getAttribute('src')).toBe('https://event.example.com/b/7.png');
  expect(img.hasAttribute('data-failed')).toBe(false);
  fireEvent.error(img);
  expect(img.hasAttribute('data-failed')).toBe(true);
  // An image on a host the policy refuses is never asked for: the name stands alone.
  const other = shadow().getByText('해변 이벤트').closest(P.event)!;
  expect(other.querySelector('img')).toBeNull();
  expect(other.textContent).toBe('해변 이벤트');
});

/** The products `view_item` reported, as `[item_id, item_name, index]`. */
const viewed = () =>
  (layer() ?? [])
    .filter((e) => e.event === 'view_item')
    .map((e) => e as unknown as { ecommerce: { items: { item_id: string; item_name: string; index: number }[] } })
    .map((e) => [e.ecommerce.items[0].item_id, e.ecommerce.items[0].item_name, e.ecommerce.items[0].index]);

test('view_item: the featured product once it has stayed there, not the ones the arrows pass over; again per opening', async () => {
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(viewed()).toEqual([]);
  await settle(SETTLED_MS);
  expect(viewed()).toEqual([['S0', '해리 포터와 마법사의 돌', 0]]);
  expect(layer()!.find((e) => e.event === 'view_item')).toMatchObject({
    ecommerce: { currency: 'KRW', value: 9000, items: [{ item_list_name: '검색 팝업 자동완성', price: 9000 }] },
  });
  // Passing over S1 and S2 (along the grid's line: core/arrowTarget.ts) to the author row (the panel shows the first
  // product again), then back to S2, to stay.
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowDown']) {
    fireEvent.keyDown(input(), { key });
    await settle(150);
  }
  expect(input().getAttribute('aria-activedescendant')).toBe('sp-row-authors-0');
  fireEvent.keyDown(input(), { key: 'ArrowUp' });
  await settle(SETTLED_MS);
  expect(viewed().map((v) => v[0])).toEqual(['S0', 'S2']);
  // Once per query: back on S0 (shown and counted for 해리 already), nothing more.
  fireEvent.keyDown(input(), { key: 'ArrowLeft' });
  fireEvent.keyDown(input(), { key: 'ArrowLeft' });
  await settle(SETTLED_MS);
  expect(viewed()).toHaveLength(2);
  // A new opening is a new look.
  fireEvent.keyDown(input(), { key: 'Escape' });
  fireEvent.click(input());
  await settle(SETTLED_MS);
  expect(viewed()).toHaveLength(3);
});

/** 해리 typed through its composition steps, 180 ms apart, until the final answer is on screen (still composing). */
async function typeHarryStepByStep() {
  // The first step's answer leads with a product of its own (the 해 and 핼 steps lead with the final's).
  p.gw.state.more.push('ㅎㅎ 웃음 그림책', '핼러윈 그림책');
  fireEvent.focus(input());
  fireEvent.compositionStart(input());
  for (const step of ['ㅎ', '해', '핼', '해리']) {
    type(step);
    await settle(180);
  }
  await waitFor(() => expect(productCells()[0]?.textContent).toContain('해리 포터와 마법사의 돌'));
}

test("view_item: typing 해리 through its composition steps reports the final answer's product alone, once", async () => {
  await typeHarryStepByStep();
  await settle(3 * SETTLED_MS);
  expect(viewed()).toEqual([['S0', '해리 포터와 마법사의 돌', 0]]);
  fireEvent.compositionEnd(input());
  await settle(3 * SETTLED_MS);
  expect(viewed()).toHaveLength(1);
});

/** The typed answers `view_item_list` reported: the query-matched names of each, in order. */
const lists = () =>
  (layer() ?? [])
    .map((e) => e as unknown as { event: string; ecommerce: { item_list_id: string; items: { item_name: string }[] } })
    .filter((e) => e.event === 'view_item_list' && e.ecommerce.item_list_id === 'search_popup_autocomplete')
    .map((e) => e.ecommerce.items[0].item_name);

test('issue 39: view_item_list reports the answer the shopper stopped at, not those on the way to the typed word', async () => {
  await typeHarryStepByStep();
  expect(lists()).toEqual([]);
  await settle(SETTLED_MS);
  expect(lists()).toEqual(['해리 포터와 마법사의 돌']);
  // Once per query in an opening: the same answer again (after a Backspace and back) adds nothing.
  type('해');
  await settle(100);
  type('해리');
  await settle(3 * SETTLED_MS);
  expect(lists()).toEqual(['해리 포터와 마법사의 돌']);
});

test('issue 39: acting on an answer before it settled counts it first (view_item_list, then select_item)', async () => {
  fireEvent.focus(input());
  type('어린');
  await waitFor(() => expect(productCells().length).toBe(1));
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  const events = (layer() ?? []).flatMap((e) =>
    e.event && e.event !== 'view_promotion' ? [e.event + ' ' + JSON.stringify(e).includes('어린')] : [],
  );
  expect(events.slice(-3)).toEqual(['view_item_list true', 'view_item true', 'select_item true']);
});

test('a set shows its volume count when the answer carries one (bndl_CMDT_CNT), saying 세트 once', async () => {
  fireEvent.focus(input());
  type('나니아');
  await waitFor(() => expect(productCells().length).toBe(1));
  expect(productCells()[0].querySelector(P.label)!.textContent).toBe('7권 세트');
  type('어린');
  await waitFor(() => expect(productCells()[0].querySelector(P.label)!.textContent).toBe('국내도서'));
});

test('config webp: true asks the image host for webp', async () => {
  p.remount({ webp: true });
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  await settle(IMAGES_AFTER_MS);
  expect(productCells()[0].querySelector('img')!.getAttribute('src')).toBe(
    'https://img.example.com/fit-in/300x0/filters:format(webp)/pdt/978890000.jpg',
  );
});

test('a box on a shelf page (config target ebook) asks and submits that shelf', async () => {
  p.remount({ target: 'ebook' });
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  const commodity = p.gw.urls
    .filter((u) => u.includes('search/commodity'))
    .map((u) => new URL(u).searchParams.get('gbCode'));
  expect(commodity).toEqual(['EBK']);
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  const url = 'https://search.example.com/search?keyword=%ED%95%B4%EB%A6%AC&gbCode=EBK&target=ebook';
  expect(navigations).toEqual([url]);
  expect(searches).toEqual([{ keyword: '해리', target: 'ebook', url }]);
});
