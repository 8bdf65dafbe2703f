import { HOST_TRACK_EVENTS, hostTrackEntry } from '../hostTrack';

const ITEM = { saleCmdtid: 'S1', name: '채식주의자', price: 13500, saleCmdtDvsnCode: 'KOR', cmdtCode: '978890000' };
const GA_ITEM = {
  item_id: 'S1',
  item_name: '채식주의자',
  item_category: 'KOR',
  item_variant: '978890000',
  price: 13500,
  quantity: 1,
};

test("the events a shop's own buttons report are the spec's two the popup has no control for", () => {
  expect(HOST_TRACK_EVENTS).toEqual(['share', 'add_to_wishlist']);
});

test.each<[string, unknown, unknown, unknown, Record<string, unknown> | null, string[]]>([
  [
    'a 찜 of one product',
    'add_to_wishlist',
    [ITEM],
    undefined,
    { event: 'add_to_wishlist', ecommerce: { currency: 'KRW', value: 13500, items: [GA_ITEM] } },
    [],
  ],
  [
    'a 찜 of two, one of them twice: value is their sum',
    'add_to_wishlist',
    [ITEM, { saleCmdtid: 'S2', price: 1000, ordQty: 2 }],
    undefined,
    {
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'KRW',
        value: 15500,
        items: [
          GA_ITEM,
          { item_id: 'S2', item_name: '', item_category: 'KOR', item_variant: '', price: 1000, quantity: 2 },
        ],
      },
    },
    [],
  ],
  [
    'a share, with how',
    'share',
    [ITEM],
    { method: ' kakaotalk ' },
    { event: 'share', method: 'kakaotalk', content_type: 'product', item_id: 'S1' },
    [],
  ],
  [
    'a share without a method (or with one not a string)',
    'share',
    [ITEM],
    { method: 42 },
    { event: 'share', content_type: 'product', item_id: 'S1' },
    [],
  ],
  [
    'a share of two: the first, said',
    'share',
    [ITEM, { saleCmdtid: 'S2' }],
    undefined,
    { event: 'share', content_type: 'product', item_id: 'S1' },
    ['share reports one item: the first'],
  ],
  [
    'an item without its id is left out',
    'add_to_wishlist',
    [{ name: 'x' }, ITEM],
    undefined,
    { event: 'add_to_wishlist', ecommerce: { currency: 'KRW', value: 13500, items: [GA_ITEM] } },
    ['items[0].saleCmdtid is missing'],
  ],
  [
    'no usable item: nothing',
    'add_to_wishlist',
    [{}],
    undefined,
    null,
    ['items[0].saleCmdtid is missing', 'no item to report'],
  ],
  [
    'another event name: nothing',
    'add_to_cart',
    [ITEM],
    undefined,
    null,
    ['event must be one of share, add_to_wishlist, not "add_to_cart"'],
  ],
  [
    'not a name: nothing',
    { toString: () => 'share' },
    [ITEM],
    undefined,
    null,
    ['event must be one of share, add_to_wishlist, not object'],
  ],
])('%s', (_n, event, items, options, entry, problems) => {
  expect(hostTrackEntry(event, items, options)).toEqual({ entry, problems });
});
