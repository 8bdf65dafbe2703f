import { dataLayerMessages, promotion, promotionEvent, selectItem, viewItemList } from '../tracking';
import { product } from './fixtures';

const book = product({
  name: '\uE000어린\uE001 왕자',
  saleId: 'S1',
  code: '978',
  type: 'KOR',
  salePrice: 9000,
  listPrice: 10000,
});
const recommended = { name: '총 균 쇠', imageUrl: '', type: 'KOR', code: '979', saleId: '' };

test('view_item_list: KRW items with their list, position and plain names; nothing for an empty list', () => {
  expect(viewItemList('products', [book])).toEqual({
    event: 'view_item_list',
    ecommerce: {
      currency: 'KRW',
      item_list_id: 'search_popup_autocomplete',
      item_list_name: '검색 팝업 자동완성',
      items: [
        {
          item_id: 'S1',
          item_name: '어린 왕자',
          item_category: 'KOR',
          item_variant: '978',
          price: 9000,
          quantity: 1,
          index: 0,
        },
      ],
    },
  });
  expect(viewItemList('products', [])).toBeNull();
  expect(viewItemList('recommended', [recommended])!.ecommerce.items[0]).toEqual({
    item_id: '979',
    item_name: '총 균 쇠',
    item_category: 'KOR',
    item_variant: '979',
    price: 0,
    quantity: 1,
    index: 0,
  });
});

test('select_item names the list and the position', () => {
  expect(selectItem('recommended', recommended, 3).ecommerce).toMatchObject({
    item_list_id: 'search_popup_recommended',
    items: [{ index: 3 }],
  });
});

test('promotions: an ad banner and an event', () => {
  const banner = { id: 'AD1', publisherId: 'P', linkUrl: '', imageUrl: '', alt: '겨울 특가', text: '겨울' };
  const event = { name: '굿즈 이벤트', id: '7', imageUrl: '', mobileImageUrl: '', mobileUrl: '' };
  expect(promotion('banner', banner, 0)).toEqual({
    promotion_id: 'AD1',
    promotion_name: '겨울 특가',
    creative_name: 'P',
    creative_slot: 'search_input',
    index: 0,
  });
  expect(promotion('event', event, 2)).toEqual({
    promotion_id: '7',
    promotion_name: '굿즈 이벤트',
    creative_slot: 'search_popup_events',
    index: 2,
  });
  expect(promotionEvent('select_promotion', [promotion('event', event, 2)])).toEqual({
    event: 'select_promotion',
    ecommerce: { items: [promotion('event', event, 2)] },
  });
  expect(promotionEvent('view_promotion', [])).toBeNull();
});

test.each([
  [
    'an ecommerce event comes after the clear of the last ecommerce object',
    { event: 'add_to_cart', ecommerce: { items: [] } },
    [{ ecommerce: null }, { event: 'add_to_cart', ecommerce: { items: [] } }],
  ],
  [
    'a promotion is an ecommerce event too',
    { event: 'view_promotion', ecommerce: { items: [{ promotion_id: '7' }] } },
    [{ ecommerce: null }, { event: 'view_promotion', ecommerce: { items: [{ promotion_id: '7' }] } }],
  ],
  [
    'any object under `ecommerce` counts',
    { event: 'x', ecommerce: null },
    [{ ecommerce: null }, { event: 'x', ecommerce: null }],
  ],
  ['a search goes alone', { event: 'search', search_term: '해리' }, [{ event: 'search', search_term: '해리' }]],
  [
    'a failed search goes alone',
    { event: 'search_fail', search_term: '없음' },
    [{ event: 'search_fail', search_term: '없음' }],
  ],
])('dataLayerMessages: %s', (_name, entry, messages) => {
  expect(dataLayerMessages(entry)).toEqual(messages);
});
