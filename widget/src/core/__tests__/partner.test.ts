import type { CartItem } from '../cartLine';
import { withAffiliation } from '../affiliation';
import { handoffUrl, HANDOFF_MAX_ITEMS } from '../handoff';
import { attributed, cdnUrl, isPartnerPage, PARTNER_PARAM, readPartnerKeys, shopOrigins } from '../partner';
import { testEnv } from './fixtures';

const env = testEnv();
const shop = shopOrigins(env);

test('the shop is every env host origin (main, search, event, image and each service)', () => {
  expect(shop.has('https://shop.example.com')).toBe(true);
  expect(shop.has('https://ord.example.com')).toBe(true);
  expect(shop.has('https://img.example.com')).toBe(true);
  expect(shop.has('https://partner.example')).toBe(false);
  expect(shop.size).toBe(21);
});

describe('isPartnerPage: an origin none of the env hosts, or a config that names a partner', () => {
  test.each([
    ['https://shop.example.com', null, false],
    ['https://pdt.example.com', null, false],
    ['https://blog.partner.example', null, true],
    // the same host on another port or scheme is another origin
    ['https://shop.example.com:8443', null, true],
    ['http://shop.example.com', null, true],
    ['https://shop.example.com', 'cat-blog', true],
  ])('%p with partner %p → %p', (page, partner, out) => expect(isPartnerPage(page, env, partner)).toBe(out));
});

describe('attributed: the partner id on links to the shop only', () => {
  test.each([
    ['https://pdt.example.com/PDT/detail/S1', 'cat', 'https://pdt.example.com/PDT/detail/S1?partner=cat'],
    ['https://search.example.com/search?keyword=a', 'cat', 'https://search.example.com/search?keyword=a&partner=cat'],
    ['https://shop.example.com/x?partner=cat', 'cat', 'https://shop.example.com/x?partner=cat'],
    ['https://shop.example.com/x?partner=dog', 'cat', 'https://shop.example.com/x?partner=cat'],
    ['https://shop.example.com/x#top', 'cat', 'https://shop.example.com/x?partner=cat#top'],
    // an ad's link elsewhere, and no partner: as they are
    ['https://ads.example.net/a', 'cat', 'https://ads.example.net/a'],
    ['https://pdt.example.com/PDT/detail/S1', null, 'https://pdt.example.com/PDT/detail/S1'],
    ['not a url', 'cat', 'not a url'],
  ])('%p + %p → %p', (url, partner, out) => expect(attributed(url, partner, shop)).toBe(out));
});

const item = (saleCmdtid: string, ordQty = 1): CartItem => ({
  ordQty,
  saleCmdtid,
  saleCmdtDvsnCode: 'KOR',
  saleCmdtGrpDvsnCode: 'SGK',
  adult: false,
  name: '이름',
  price: 1000,
  cmdtClstCode: '',
  cmdtCode: '978',
  spbkDvsnCode: '002',
});

describe('handoffUrl: the shop’s hand-off page on its ord host, ids and quantities only', () => {
  test.each([
    ['002', [item('S1')], 'cat', 'https://ord.example.com/ORD/cart/handoff?spbkDvsnCode=002&items=S1*1&partner=cat'],
    [
      '001',
      [item('S1', 2), item('S2')],
      null,
      'https://ord.example.com/ORD/cart/handoff?spbkDvsnCode=001&items=S1*2%2CS2*1',
    ],
    // quantities kept within 1..999; an id that is not a plain token is left out
    [
      '002',
      [item('S1', 0), item('S2', 5000), item('a&b=c')],
      null,
      'https://ord.example.com/ORD/cart/handoff?spbkDvsnCode=002&items=S1*1%2CS2*999',
    ],
    ['002', [item('')], 'cat', null],
    ['002', [], 'cat', null],
  ] as const)('%p %j %p → %p', (code, items, partner, out) =>
    expect(handoffUrl(env, code, items as readonly CartItem[], partner).url).toBe(out),
  );
  test('the partner id travels under the links’ attribution parameter', () =>
    expect(new URL(handoffUrl(env, '002', [item('S1')], 'cat').url!).searchParams.get(PARTNER_PARAM)).toBe('cat'));
  test(`at most ${HANDOFF_MAX_ITEMS} items travel; the rest are named`, () => {
    const r = handoffUrl(
      env,
      '002',
      Array.from({ length: 30 }, (_, i) => item('S' + i)),
      null,
    );
    expect(new URL(r.url!).searchParams.get('items')!.split(',')).toHaveLength(HANDOFF_MAX_ITEMS);
    expect([r.items.length, r.left]).toEqual([HANDOFF_MAX_ITEMS, Array.from({ length: 10 }, (_, i) => `"S${i + 20}"`)]);
  });
  test('what can’t travel is named', () =>
    expect(handoffUrl(env, '002', [item('S1'), item('a&b')], null).left).toEqual(['"a&b"']));
});

describe('withAffiliation: GA4 items carry the partner id', () => {
  test('each item of an ecommerce entry', () => {
    const entry = {
      event: 'add_to_cart',
      ecommerce: { currency: 'KRW', items: [{ item_id: 'S1' }, { item_id: 'S2' }] },
    };
    expect(withAffiliation(entry, 'cat')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'KRW',
        items: [
          { item_id: 'S1', affiliation: 'cat' },
          { item_id: 'S2', affiliation: 'cat' },
        ],
      },
    });
    // the caller's entry is not changed
    expect(entry.ecommerce.items[0]).toEqual({ item_id: 'S1' });
  });
  test.each([
    [{ event: 'search', search_term: 'a' }, 'cat'],
    [{ event: 'add_to_cart', ecommerce: { items: [{ item_id: 'S1' }] } }, null],
    [{ event: 'x', ecommerce: null }, 'cat'],
    [{ event: 'x', ecommerce: { items: 'nope' } }, 'cat'],
  ])('%j with %p: as it is', (entry, partner) => expect(withAffiliation(entry, partner)).toBe(entry));
  test('a non-object item stays as it is', () =>
    expect(withAffiliation({ ecommerce: { items: [null, 3] } }, 'cat')).toEqual({ ecommerce: { items: [null, 3] } }));
});

describe('cdnUrl: the static files of the empty-input answers', () => {
  const base = 'https://cdn.example.net/sp/';
  test.each([
    ['search/trendkeyword', {}, 'P', 'https://cdn.example.net/sp/P/trendkeyword.json'],
    ['search/risekeyword', { age: 'all', sex: 'all' }, 'M', 'https://cdn.example.net/sp/M/risekeyword/all-all.json'],
    ['search/risekeyword', { age: '20', sex: '2' }, 'P', 'https://cdn.example.net/sp/P/risekeyword/20-2.json'],
    [
      'advertising/mobile/mok_wel_new/mobile_welcome@mo_search_input',
      {},
      'P',
      'https://cdn.example.net/sp/P/banners.json',
    ],
    // what follows the shopper or the typing stays the gateway's
    ['search/commodity', { keyword: 'a' }, 'P', null],
    ['search/logRecommendProduct', { keyword: '' }, 'P', null],
    ['search/risekeyword', { age: '../x', sex: 'all' }, 'P', null],
    ['toString', {}, 'P', null],
  ] as const)('%p %j %p → %p', (path, params, device, out) =>
    expect(cdnUrl(base, path, params as Record<string, string>, device)).toBe(out),
  );
});

describe('readPartnerKeys', () => {
  test.each([
    [{ partner: 'cat-blog', cdnBase: 'https://cdn.example.net/sp' }, 'cat-blog', 'https://cdn.example.net/sp', 0],
    [{ partner: ' cat.blog_1 ' }, 'cat.blog_1', null, 0],
    [{}, null, null, 0],
    [{ partner: 'cat blog', cdnBase: 3 }, null, null, 2],
    [{ partner: 'x'.repeat(65) }, null, null, 1],
    [{ partner: 'a"><script>' }, null, null, 1],
    [null, null, null, 0],
  ])('%j → %p, %p (%p warnings)', (raw, partner, cdnBase, warned) => {
    const r = readPartnerKeys(raw);
    expect([r.partner, r.cdnBase, r.warnings.length]).toEqual([partner, cdnBase, warned]);
  });
  test('a warning names the key and what it should be', () =>
    expect(readPartnerKeys({ partner: 7 }).warnings).toEqual([
      'config.partner should be letters, digits, _, - or . (1-64 of them), got number; left out',
    ]));
});
