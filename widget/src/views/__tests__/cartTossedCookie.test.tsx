/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// Issue 38, finding 1, in the widget: a sibling subdomain's `Domain=` cookie beside the shop's own temporary member
// number. The widget picks neither and writes neither (core/anonymousOwner.ts); the browser run is
// test/browser/siblingSubdomain.test.ts.
import { fireEvent, waitFor } from '@testing-library/react';
import { setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<div id="search-popup"></div>' });
const shops = 't0123456789abcdef-0123456789abcdef0123456789abcdef';
const attackers = 'tfedcba9876543210-fedcba9876543210fedcba9876543210';

afterEach(() => {
  document.cookie = 'sp_tmpr_mmbr_num=; Max-Age=0; Path=/; Domain=example.com';
});

async function addToCart() {
  fireEvent.focus(p.input());
  p.type('어린');
  await waitFor(() => expect(p.cartButtons()).toHaveLength(1));
  fireEvent.click(p.cartButtons()[0]);
  await waitFor(() => expect(p.carts).toHaveLength(1));
}

test("a tossed cookie beside the shop's: no number sent, none written", async () => {
  document.cookie = `sp_tmpr_mmbr_num=${shops}; Path=/`;
  document.cookie = `sp_tmpr_mmbr_num=${attackers}; Path=/; Domain=example.com`;
  const before = document.cookie;
  expect(before.split('sp_tmpr_mmbr_num=')).toHaveLength(3);
  await addToCart();
  expect(p.gw.posts[0]).not.toHaveProperty('tmprMmbrNum');
  expect(document.cookie).toBe(before);
});

test("the shop's one cookie: sent as it is, not rewritten", async () => {
  document.cookie = `sp_tmpr_mmbr_num=${shops}; Path=/`;
  await addToCart();
  expect(p.gw.posts[0]).toHaveProperty('tmprMmbrNum', shops);
  expect(document.cookie).toBe(`sp_tmpr_mmbr_num=${shops}`);
});
