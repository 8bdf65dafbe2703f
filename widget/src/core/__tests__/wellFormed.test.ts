import { imageUrl } from '../imageUrl';
import { eventLink, popupRows, productLink } from '../popupRows';
import { eventDetailUrl, productDetailPath } from '../productRoute';
import { decodeRecent, encodeRecent } from '../recentSearches';
import { searchResultsUrl } from '../searchRoutes';
import { serviceUrl } from '../serviceUrl';
import { allowedOrigins } from '../urlPolicy';
import { isWellFormed, toWellFormed } from '../wellFormed';
import { product, testEnv } from './fixtures';

const env = testEnv();
const allowed = allowedOrigins(env);

/** Issue 15 #5: what encodeURIComponent accepts, checked without String.prototype.isWellFormed. */
test.each<[string, boolean, string]>([
  ['', true, ''],
  ['S000001', true, 'S000001'],
  ['해리 포터', true, '해리 포터'],
  ['😀', true, '😀'],
  ['a😀b', true, 'a😀b'],
  ['\ud800', false, '\ufffd'],
  ['\udc00', false, '\ufffd'],
  ['S1\ud800', false, 'S1\ufffd'],
  ['\ud800S1', false, '\ufffdS1'],
  ['\udc00\ud800', false, '\ufffd\ufffd'],
  ['\ud800\ud800\udc00', false, '\ufffd\ud800\udc00'],
  ['😀\udc00', false, '😀\ufffd'],
])('%p: well-formed %p, repaired %p', (s, ok, repaired) => {
  expect(isWellFormed(s)).toBe(ok);
  let encodes = true;
  try {
    encodeURIComponent(s);
  } catch {
    encodes = false;
  }
  expect(encodes).toBe(ok);
  expect(toWellFormed(s)).toBe(repaired);
  expect(isWellFormed(toWellFormed(s))).toBe(true);
});

const LONE = 'S1\ud800';

/** Every URL builder given an id a URL can't carry: no throw, no link (or the placeholder). */
test.each<[string, () => unknown, unknown]>([
  ['product path by sale id', () => productDetailPath(product({ saleId: LONE })), null],
  ['product path by code', () => productDetailPath(product({ code: '\udc00' })), null],
  ['e-book path', () => productDetailPath(product({ type: 'EBK', saleId: LONE })), null],
  ['music path', () => productDetailPath(product({ type: 'MUC', code: LONE })), null],
  ['funding path', () => productDetailPath(product({ type: 'FUD', fundingId: LONE, saleId: 'S1' })), null],
  ['scholarly path', () => productDetailPath(product({ type: 'EBK', code: LONE, groupCode: 'SGK' })), null],
  ['event page', () => eventDetailUrl(env, LONE), null],
  ['a good event page still', () => eventDetailUrl(env, 'E1'), 'https://event.example.com/detail/E1'],
  [
    'service link',
    () => serviceUrl('/PDT/detail/' + LONE, env, allowed),
    'https://pdt.example.com/PDT/detail/S1%EF%BF%BD',
  ],
  [
    'absolute link',
    () => serviceUrl('https://shop.example.com/x' + LONE, env, allowed),
    'https://shop.example.com/xS1%EF%BF%BD',
  ],
  [
    'search page with an author code',
    () => searchResultsUrl(env, '해' + LONE, { chrcCode: LONE }),
    'https://search.example.com/search?keyword=%ED%95%B4S1%EF%BF%BD&gbCode=TOT&target=total&chrcCode=S1%EF%BF%BD',
  ],
  [
    'image',
    () => imageUrl('https://img.example.com', { id: LONE }),
    'https://img.example.com/resources/fo/images/common/img_noimage.png',
  ],
  [
    'recent-search cookie',
    () =>
      decodeRecent(
        encodeRecent([
          { keyword: '해리' + LONE, date: '2026-01-01' },
          { keyword: '모순', date: '' },
        ]),
      ),
    [
      { keyword: '해리S1', date: '2026-01-01' },
      { keyword: '모순', date: '' },
    ],
  ],
  [
    'popup rows',
    () =>
      popupRows(
        [
          {
            section: { id: 'products', action: productLink },
            items: [product({ name: 'a', saleId: LONE }), product({ name: 'b', saleId: 'S2' })],
          },
          {
            section: { id: 'events', action: eventLink },
            items: [{ name: 'e', id: LONE, imageUrl: '', mobileImageUrl: '', mobileUrl: '' }],
          },
        ],
        { env, allowed, mobile: false },
      ).map((r) => r.action),
    [{ kind: 'none' }, { kind: 'link', url: 'https://pdt.example.com/PDT/detail/S2' }, { kind: 'none' }],
  ],
])('%s never throws', (_, build, out) => expect(build()).toEqual(out));
