import { CART_MESSAGES, cartEligibility, needsEpisodes, showsCartButton } from '../cartEligibility';
import { cartOutcome, cartResult } from '../cartOutcome';
import { product } from './fixtures';

const anonymous = { signedIn: false, adult: false };
const member = { signedIn: true, adult: false };
const adult = { signedIn: true, adult: true };

describe('cartEligibility', () => {
  test.each([
    ['nothing selected', [], anonymous, { kind: 'empty', message: '선택된 상품이 없습니다.' }],
    ['a book', [{ type: 'KOR' }], anonymous, { kind: 'ok' }],
    [
      'adult item, anonymous',
      [{ type: 'KOR', limitAge: 19 }],
      anonymous,
      { kind: 'login', confirmLabel: '로그인', index: 0 },
    ],
    [
      'adult item, member without adult role',
      [{ type: 'KOR' }, { type: 'KOR', limitAge: 19 }],
      member,
      { kind: 'verify', confirmLabel: '본인인증', index: 1 },
    ],
    ['adult item, adult', [{ type: 'KOR', limitAge: 19 }], adult, { kind: 'ok' }],
    [
      'music album',
      [{ type: 'MUC' }],
      anonymous,
      { kind: 'options', message: CART_MESSAGES.options, confirmLabel: '상세보기', index: 0 },
    ],
    ['DVD', [{ type: 'DVD' }], adult, { kind: 'options' }],
    ['gift', [{ type: 'GFT' }], adult, { kind: 'options' }],
    ['e-book demo', [{ type: 'DUM' }], adult, { kind: 'options' }],
    [
      'option product',
      [{ type: 'OPT' }],
      anonymous,
      { kind: 'options', message: CART_MESSAGES.options, confirmLabel: '상세보기', index: 0 },
    ],
    ['combined product with code 2', [{ type: 'CMB', classCode: '2' }], adult, { kind: 'options' }],
    ['combined product with another code', [{ type: 'CMB', classCode: '1' }], adult, { kind: 'ok' }],
    [
      'episode e-book 71',
      [{ type: 'EBK', classCode: '71' }],
      adult,
      { kind: 'episodes', message: CART_MESSAGES.episodes },
    ],
    ['webtoon', [{ type: 'EBK', classCode: '930101' }], adult, { kind: 'episodes' }],
    ['plain e-book', [{ type: 'EBK', classCode: '010101', salePrice: 9000 }], adult, { kind: 'ok' }],
    [
      'free e-book',
      [{ type: 'EBK', classCode: '010101', salePrice: 0 }],
      adult,
      { kind: 'unavailable', message: '장바구니에 담을 수 없는 상품입니다.' },
    ],
    ['funding', [{ type: 'FUD' }], adult, { kind: 'unavailable' }],
    ['gift card', [{ type: 'GFC' }], adult, { kind: 'unavailable' }],
    ['culture', [{ type: 'CUL' }], adult, { kind: 'unavailable' }],
    ['casting', [{ type: 'CAS' }], adult, { kind: 'unavailable' }],
    ['no type', [{ type: '' }], adult, { kind: 'unavailable' }],
    ['subscription (via 005)', [{ type: 'SAM' }], adult, { kind: 'ok' }],
    ['webtoon subscription: bought whole, no episodes', [{ type: 'SAM', classCode: '930101' }], adult, { kind: 'ok' }],
    ['free subscription (an e-book kind)', [{ type: 'SAM', salePrice: 0 }], adult, { kind: 'unavailable' }],
    [
      'the first blocked product decides',
      [{ type: 'KOR' }, { type: 'FUD' }, { type: 'MUC' }],
      adult,
      { kind: 'unavailable', index: 1 },
    ],
    ['adult gate before options', [{ type: 'MUC', limitAge: 19 }], anonymous, { kind: 'login' }],
  ])('%s', (_n, items, viewer, expected) => {
    expect(
      cartEligibility(
        items.map((p) => product(p)),
        viewer,
      ),
    ).toMatchObject(expected);
  });
});

test.each([
  ['7', true],
  ['70', false],
  ['71', true],
  ['710000', true],
  ['709999', false],
  ['999999', true],
  ['9', true],
  ['1', false],
  ['', false],
  ['abc', false],
  ['7100000', false],
])('episode rule on class code %p → %p', (code, yes) =>
  expect(needsEpisodes(product({ type: 'EBK', classCode: code }))).toBe(yes),
);

test('the episode rule is for e-books only', () =>
  expect(needsEpisodes(product({ type: 'KOR', classCode: '71' }))).toBe(false));

test.each([
  ['KOR', {}, true],
  ['EBK', { salePrice: 5000 }, true],
  ['EBK', { salePrice: 0 }, false],
  ['FUD', {}, false],
  ['GFC', {}, false],
  ['MUC', {}, false],
  ['DVD', {}, false],
  ['CUL', {}, false],
  ['SAM', {}, false],
  ['DUM', { salePrice: 0 }, false],
  ['POD', {}, false],
  ['CAS', {}, false],
  ['GFT', {}, true],
  ['OPT', {}, true],
  ['CMB', {}, true],
])('cart button for %s %p: %p', (type, extra, shown) =>
  expect(showsCartButton(product({ type, ...extra }))).toBe(shown),
);

describe('cartOutcome', () => {
  test.each([
    [
      'INS',
      false,
      false,
      {
        kind: 'toast',
        message: '선택한 상품을 장바구니에 담았어요.',
        position: 'center',
        link: { label: '장바구니 보기', path: '/ORD/cart' },
      },
    ],
    ['INS', false, true, { kind: 'toast', message: '선택한 상품을 장바구니에 담았어요.', position: 'bottom' }],
    [
      'UPD',
      false,
      false,
      {
        kind: 'confirm',
        message: '이미 장바구니에 담긴 상품이에요. 수량이 추가되었어요\n장바구니로 이동하시겠습니까?',
        confirmLabel: '장바구니 보기',
        path: '/ORD/cart',
      },
    ],
    [
      'UPD',
      true,
      false,
      { kind: 'confirm', message: '선택한 상품을 장바구니에 담았어요.\n장바구니로 이동하시겠습니까?' },
    ],
    [
      'OVF',
      false,
      false,
      { kind: 'alert', message: '장바구니 최대 보관 수량(200개)을 초과하여 더 이상 담을 수 없습니다' },
    ],
    [
      'OVK',
      false,
      true,
      { kind: 'alert', message: '최대 주문가능한 상품수는 100개 입니다.\n100개만 선택하여 주문해 주세요.' },
    ],
    [
      'ERROR',
      false,
      false,
      { kind: 'toast', message: '문제가 발생하였습니다.\n다시 시도해주세요.', position: 'center' },
    ],
    [
      'ERROR',
      false,
      true,
      { kind: 'toast', message: '문제가 발생하였습니다.\n다시 시도해주세요.', position: 'bottom' },
    ],
  ] as const)('%s (e-book %p, mobile %p)', (result, ebook, mobile, outcome) => {
    expect(cartOutcome(result, { ebook, mobile })).toMatchObject(outcome);
  });

  test.each([
    ['INS', 'INS'],
    ['UPD', 'UPD'],
    ['OVF', 'OVF'],
    ['OVK', 'OVK'],
    ['ins', 'ERROR'],
    ['', 'ERROR'],
    [null, 'ERROR'],
    [1, 'ERROR'],
  ])('resultCode %p → %p', (code, result) => expect(cartResult(code)).toBe(result));
});
