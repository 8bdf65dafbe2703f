/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
// Closing and opening again: Escape with focus kept in the input (WAI-ARIA APG combobox), a press outside.
import { fireEvent, waitFor } from '@testing-library/react';
import { setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<p>host page</p><div id="search-popup"></div>' });
const { shadow, input, type, productCells } = p;

describe('after Escape, with focus still in the input (WAI-ARIA APG combobox)', () => {
  const escaped = async () => {
    fireEvent.focus(input());
    type('해리');
    await waitFor(() => expect(productCells().length).toBe(3));
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
  };
  test('a click in the input opens the popup again, with no row active', async () => {
    await escaped();
    fireEvent.mouseDown(input());
    fireEvent.mouseUp(input());
    fireEvent.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(productCells()).toHaveLength(3);
  });
  test('Alt+ArrowDown opens it without moving the active row; ArrowDown opens it on the first row', async () => {
    await escaped();
    fireEvent.keyDown(input(), { key: 'ArrowDown', altKey: true });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe('sp-row-products-0');
  });
  test('typing opens it again', async () => {
    await escaped();
    type('해리포');
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  });
});

test('a mousedown outside the widget closes the popup; inside it does not', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  fireEvent.mouseDown(shadow().getByText('추천 검색어'));
  expect(input().getAttribute('aria-expanded')).toBe('true');
  fireEvent.mouseDown(document.querySelector('p')!);
  expect(input().getAttribute('aria-expanded')).toBe('false');
});
