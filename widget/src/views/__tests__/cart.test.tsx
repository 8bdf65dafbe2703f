/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
// The product row's cart button and the host's cart calls: the member cookie, INS then UPD, hooks, dialogs.
import { fireEvent, waitFor } from '@testing-library/react';
import { setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<p>host page</p><div id="search-popup"></div>' });
const { input, type, layer, navigations, dialog, dialogButton, cartButtons, toast } = p;

/** 어린 왕자 as the analytics events' item (spec §3 "Tracking item"). */
const LITTLE_PRINCE = {
  item_id: 'S0',
  item_name: '어린 왕자',
  item_category: 'KOR',
  item_variant: '978890000',
  price: 9000,
  quantity: 1,
};

describe('the product row cart button', () => {
  test('an anonymous add: temporary member cookie sent as tmprMmbrNum, INS then UPD, events and analytics', async () => {
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(1));
    fireEvent.click(cartButtons()[0]);
    await waitFor(() => expect(toast('center')?.textContent).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기'));
    expect(toast('center')!.closest('[role=status]')).not.toBeNull();
    expect(toast('center')!.querySelector('a')!.getAttribute('href')).toBe('https://ord.example.com/ORD/cart');
    const tmpr = /sp_tmpr_mmbr_num=([^;]+)/.exec(document.cookie)![1];
    expect(p.gw.posts[0]).toEqual({
      addCartProcList: [
        expect.objectContaining({
          saleCmdtid: 'S0',
          ordQty: 1,
          spbkDvsnCode: '002',
          saleCmdtDvsnCode: 'KOR',
          name: '어린 왕자',
          price: 9000,
        }),
      ],
      tmprMmbrNum: tmpr,
    });
    fireEvent.click(cartButtons()[0]);
    await waitFor(() =>
      expect(dialog()?.textContent).toBe(
        '이미 장바구니에 담긴 상품이에요. 수량이 추가되었어요\n장바구니로 이동하시겠습니까?닫기장바구니 보기',
      ),
    );
    fireEvent.click(dialogButton('장바구니 보기'));
    await waitFor(() => expect(navigations).toEqual(['https://ord.example.com/ORD/cart']));
    expect(dialog()).toBeNull();
    expect((p.gw.posts[1] as { tmprMmbrNum: string }).tmprMmbrNum).toBe(tmpr);
    expect(p.carts).toEqual([
      { code: '002', result: 'INS', items: [expect.objectContaining({ saleCmdtid: 'S0' })] },
      { code: '002', result: 'UPD', items: [expect.objectContaining({ saleCmdtid: 'S0' })] },
    ]);
    expect(layer()!.filter((e) => e.event === 'add_to_cart')).toHaveLength(2);
    expect(layer()!.find((e) => e.event === 'add_to_cart')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'KRW',
        items: [LITTLE_PRINCE],
      },
    });
  });

  test("hosts' cart hooks (stats, two wishlist vendors) run in order; one that throws breaks neither the others nor the flow", async () => {
    const calls: string[] = [];
    const reported: string[] = [];
    const onError = (e: ErrorEvent) => {
      reported.push(e.message);
      e.preventDefault();
    };
    window.addEventListener('error', onError);
    p.instance.on('cart', (d) => calls.push('stats ' + d.result));
    p.instance.on('cart', () => {
      throw new Error('vendor A is down');
    });
    p.instance.on('cart', (d) => calls.push('vendor B ' + d.items.length));
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(1));
    fireEvent.click(cartButtons()[0]);
    await waitFor(() => expect(toast()?.textContent).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기'));
    window.removeEventListener('error', onError);
    expect(calls).toEqual(['stats INS', 'vendor B 1']);
    expect(reported).toEqual([expect.stringContaining('vendor A is down')]);
  });

  test("a host's quick order with separQty: sent in the request and on the order page's URL; left out otherwise", async () => {
    await expect(p.instance.cart('004', [{ saleCmdtid: 'S0' }], { separQty: true })).resolves.toEqual({
      result: 'INS',
    });
    expect(p.gw.posts[0]).toMatchObject({
      separQty: true,
      addCartProcList: [expect.objectContaining({ saleCmdtid: 'S0' })],
    });
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toBe('https://ord.example.com/ORD/cart/baro-dream?spbkDvsnCode=004&separQty=Y');
    await p.instance.cart('002', [{ saleCmdtid: 'S1' }], { separQty: 'yes' } as never);
    expect(p.gw.posts[1]).not.toHaveProperty('separQty');
  });

  test("issue 39: a host's flower present puts flower=Y on the gift order page, never in the cart request", async () => {
    p.instance.setUser({ id: 'u1', roles: ['member'] });
    await expect(p.instance.cart('003', [{ saleCmdtid: 'S0' }], { flower: true })).resolves.toEqual({
      result: 'INS',
    });
    expect(p.gw.posts[0]).not.toHaveProperty('flower');
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toMatch(/^https:\/\/ord\.example\.com\/ORD\/order\/gift\?spbkDvsnCode=003.*&flower=Y$/);
  });

  test("issue 39: a host's own share and 찜 buttons report share and add_to_wishlist through track()", async () => {
    const item = { saleCmdtid: 'S0', name: '어린 왕자', price: 9000, cmdtCode: '978890000' };
    p.instance.track('add_to_wishlist', [item]);
    p.instance.track('share', [item], { method: 'link' });
    await waitFor(() => expect(layer()!.some((e) => e.event === 'share')).toBe(true));
    expect(layer()!.filter((e) => e.event === 'add_to_wishlist' || e.event === 'share')).toEqual([
      {
        event: 'add_to_wishlist',
        ecommerce: {
          currency: 'KRW',
          value: 9000,
          items: [LITTLE_PRINCE],
        },
      },
      { event: 'share', method: 'link', content_type: 'product', item_id: 'S0' },
    ]);
    // Nothing was asked of the gateway.
    expect(p.gw.posts).toEqual([]);
  });

  test('a double click sends one request', async () => {
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(1));
    fireEvent.click(cartButtons()[0]);
    fireEvent.click(cartButtons()[0]);
    await waitFor(() => expect(toast()?.textContent).toContain('담았어요'));
    expect(p.gw.posts).toHaveLength(1);
  });

  test.each([
    [
      'an adult item for an anonymous shopper: the 19+ message with 로그인 (verify=adult), no request',
      { product: '19금 어린 시절', says: '19세 이상', press: '로그인' },
      '/MBR/login',
    ],
    [
      'an item that needs options offers its detail page',
      { product: '어린 왕자 미리보기', says: '옵션 선택이 필요한 상품입니다.', press: '상세보기' },
      'https://ebp.example.com/EBP/dig/epd/ebook/S1',
    ],
    [
      'an option product (OPT) asks for its options and offers its detail page',
      { product: '어린이 맞춤 제본 (옵션 선택)', says: '옵션 선택이 필요한 상품입니다.', press: '상세보기' },
      'https://pdt.example.com/PDT/detail/S1',
    ],
  ])('%s', async (_name, { product, says, press }, goes) => {
    p.gw.state.more.push(product);
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(2));
    fireEvent.click(cartButtons()[1]);
    await waitFor(() => expect(dialog()?.textContent).toContain(says));
    fireEvent.click(dialogButton(press));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const url = new URL(navigations[0]);
    expect(goes.startsWith('/') ? url.pathname : url.href).toBe(goes);
    if (press === '로그인') expect(url.searchParams.get('verify')).toBe('adult');
    expect(p.gw.posts).toEqual([]);
  });
});
