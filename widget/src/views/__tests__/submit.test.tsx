/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
// Submitting: a blank query, the recent search, the search events and analytics, a redirecting shortcut.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<p>host page</p><div id="search-popup"></div>' });
const { shadow, input, type, layer, navigations, searches, settle } = p;

test('blank text asks nothing; a blank submit says 검색어를 입력해 주세요.', async () => {
  fireEvent.focus(input());
  const typed = () => p.gw.urls.filter((u) => /commodity|author|event|shortcut/.test(u)).length;
  const before = typed();
  type(' \u3000 ');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await settle();
  expect(typed()).toBe(before);
  // The modal layer comes with the later chunk: the alert shows once it has arrived.
  const dialog = await waitFor(() => shadow().getByRole('alertdialog'));
  expect(dialog.textContent).toBe('검색어를 입력해 주세요.확인');
  expect(navigations).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(shadow().queryByRole('alertdialog')).toBeNull());
});

test('submit records the recent search, fires searchpopup:search and the search analytics, and goes to the results', async () => {
  fireEvent.focus(input());
  type('해리 포터');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  const url = 'https://search.example.com/search?keyword=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0&gbCode=TOT&target=total';
  expect(navigations).toEqual([url]);
  expect(searches).toEqual([{ keyword: '해리 포터', target: 'total', url }]);
  expect(layer()!.filter((e) => e.event === 'search')).toEqual([{ event: 'search', search_term: '해리 포터' }]);
  expect(decodeURIComponent(document.cookie)).toContain('해리 포터');
});

test('a search with no results also fires search_fail; a redirecting shortcut goes to its link', async () => {
  fireEvent.focus(input());
  type('코스모스');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  expect(layer()!.map((e) => e.event)).toEqual(['search', 'search_fail']);
  type('고객센터');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(2));
  expect(navigations[1]).toBe('https://shop.example.com/cscenter');
});
