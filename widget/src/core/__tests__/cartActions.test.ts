import { lineFromProduct, linesFromHost, trackingItem } from '../cartLine';
import { afterCart, cartPlan } from '../cartPlan';
import { CART_OUTCOME_TEXT } from '../cartOutcome';
import { product } from './fixtures';

const anonymous = { signedIn: false, adult: false };
const member = { signedIn: true, adult: false };
const adult = { signedIn: true, adult: true };

describe('linesFromHost: the untrusted CartItem-like objects a host page passes', () => {
  test.each([
    [
      'a minimal item',
      [{ saleCmdtid: 'S1' }],
      [{ saleCmdtid: 'S1', ordQty: 1, saleCmdtDvsnCode: 'KOR', adult: false, price: 0, name: '', spbkDvsnCode: '001' }],
      [],
    ],
    [
      'a full item',
      [
        {
          saleCmdtid: 'S2',
          ordQty: 3,
          saleCmdtDvsnCode: 'ebk',
          saleCmdtGrpDvsnCode: 'SGE',
          adult: true,
          name: ' 책 ',
          price: '12,000',
          cmdtClstCode: '010101',
          cmdtCode: 'E97',
          bid: 'b1',
        },
      ],
      [
        {
          saleCmdtid: 'S2',
          ordQty: 3,
          saleCmdtDvsnCode: 'EBK',
          saleCmdtGrpDvsnCode: 'SGE',
          adult: true,
          name: '책',
          price: 12000,
          cmdtClstCode: '010101',
          cmdtCode: 'E97',
          bid: 'b1',
        },
      ],
      [],
    ],
    ['one object instead of an array', { saleCmdtid: 'S3' }, [{ saleCmdtid: 'S3' }], []],
    ['a numeric id', [{ saleCmdtid: 12345 }], [{ saleCmdtid: '12345' }], []],
    [
      'quantity: zero, negative, fraction, huge, text',
      [
        { saleCmdtid: 'a', ordQty: 0 },
        { saleCmdtid: 'b', ordQty: -2 },
        { saleCmdtid: 'c', ordQty: 1.5 },
        { saleCmdtid: 'd', ordQty: 1e9 },
        { saleCmdtid: 'e', ordQty: 'two' },
      ],
      [{ ordQty: 1 }, { ordQty: 1 }, { ordQty: 1 }, { ordQty: 999 }, { ordQty: 1 }],
      [],
    ],
    [
      'adult as Y, as a limit age, as a truthy string that is not true',
      [
        { saleCmdtid: 'a', adult: 'Y' },
        { saleCmdtid: 'b', sale_LMTT_AGE: '19' },
        { saleCmdtid: 'c', adult: 'yes' },
      ],
      [{ adult: true }, { adult: true }, { adult: false }],
      [],
    ],
    [
      'a negative or non-numeric price is 0',
      [
        { saleCmdtid: 'a', price: -5 },
        { saleCmdtid: 'b', price: {} },
      ],
      [{ price: 0 }, { price: 0 }],
      [],
    ],
    ["spbkDvsnCode is always the action's", [{ saleCmdtid: 'a', spbkDvsnCode: '003' }], [{ spbkDvsnCode: '001' }], []],
    [
      'null, a string, no id, a blank id',
      [null, 'S1', {}, { saleCmdtid: '  ' }],
      [],
      [
        'items[0] is not an object',
        'items[1] is not an object',
        'items[2].saleCmdtid is missing',
        'items[3].saleCmdtid is missing',
      ],
    ],
    ['not a list at all', 42, [], ['items must be an array of cart items']],
    ['nothing', undefined, [], []],
    [
      "an inherited saleCmdtid is not the item's own",
      [Object.create({ saleCmdtid: 'S1' })],
      [],
      ['items[0].saleCmdtid is missing'],
    ],
  ])('%s', (_n, raw, items, problems) => {
    const out = linesFromHost(raw, '001');
    expect(out.lines.map((l) => l.item)).toMatchObject(items);
    expect(out.lines).toHaveLength(items.length);
    expect(out.problems).toEqual(problems);
  });

  test('10 KB texts are cut; the rules read the type, the adult flag and the price', () => {
    const [line] = linesFromHost(
      [{ saleCmdtid: 'S'.repeat(10000), name: '가'.repeat(10000), saleCmdtDvsnCode: 'EBK', price: 0, adult: true }],
      '002',
    ).lines;
    expect(line.item.saleCmdtid).toHaveLength(64);
    expect(line.item.name).toHaveLength(200);
    expect(line.candidate).toEqual({ type: 'EBK', limitAge: 19, classCode: '', salePrice: 0, groupCode: '' });
    expect(line.ebook).toBe(true);
  });

  test('more than 1000 items: the first 1000 are used, and it is said', () => {
    const out = linesFromHost(
      Array.from({ length: 1001 }, (_, i) => ({ saleCmdtid: 'S' + i })),
      '002',
    );
    expect(out.lines).toHaveLength(1000);
    expect(out.problems).toEqual(['only the first 1000 items are used']);
  });

  test('the detail page of a host item follows the product route rules', () => {
    expect(
      linesFromHost([{ saleCmdtid: 'S9', saleCmdtDvsnCode: 'MUC', cmdtCode: '8809' }], '002').lines[0].detailPath,
    ).toBe('/HTR/p/8809');
  });
});

test('a popup product becomes a line of quantity 1 with its plain name and sale price', () => {
  const line = lineFromProduct(
    product({
      name: '\uE000해리\uE001 포터',
      saleId: 'S1',
      code: '978',
      salePrice: 9000,
      listPrice: 10000,
      limitAge: 19,
      type: 'KOR',
    }),
    '002',
  );
  expect(line.item).toEqual({
    ordQty: 1,
    saleCmdtid: 'S1',
    saleCmdtDvsnCode: 'KOR',
    saleCmdtGrpDvsnCode: '',
    adult: true,
    name: '해리 포터',
    price: 9000,
    cmdtClstCode: '',
    cmdtCode: '978',
    spbkDvsnCode: '002',
  });
  expect(trackingItem(line.item)).toEqual({
    item_id: 'S1',
    item_name: '해리 포터',
    item_category: 'KOR',
    item_variant: '978',
    price: 9000,
    quantity: 1,
  });
  expect(lineFromProduct(product({ salePrice: null, listPrice: 10000 }), '002').item.price).toBe(10000);
  expect(lineFromProduct(product({ type: '' }), '002').item.saleCmdtDvsnCode).toBe('KOR');
});

describe('cartPlan: what a cart action does before any request', () => {
  const line = (p: Parameters<typeof product>[0]) =>
    lineFromProduct(product({ saleId: 'S1', code: '978', ...p }), '002');
  test.each([
    ['a book, anonymous, cart', '002', [{}], anonymous, { kind: 'send' }],
    ['a book, anonymous, quick order', '004', [{}], anonymous, { kind: 'send' }],
    [
      'a book, anonymous, buy now',
      '001',
      [{}],
      anonymous,
      {
        kind: 'confirm',
        reason: 'login',
        message: '로그인이 필요한 서비스입니다.\n로그인 페이지로 이동하시겠습니까?',
        confirmLabel: '로그인',
        go: { to: 'login', adult: false },
      },
    ],
    [
      'a book, anonymous, gift',
      '003',
      [{}],
      anonymous,
      { kind: 'confirm', reason: 'login', go: { to: 'login', adult: false } },
    ],
    ['a book, member, buy now', '001', [{}], member, { kind: 'send' }],
    ['nothing selected', '002', [], adult, { kind: 'alert', reason: 'empty', message: '선택된 상품이 없습니다.' }],
    [
      'not addable',
      '002',
      [{ type: 'FUD' }],
      adult,
      { kind: 'alert', reason: 'unavailable', message: '장바구니에 담을 수 없는 상품입니다.' },
    ],
    [
      'adult, anonymous, buy now: the adult gate first',
      '001',
      [{ limitAge: 19 }],
      anonymous,
      { kind: 'confirm', reason: 'login', confirmLabel: '로그인', go: { to: 'login', adult: true } },
    ],
    [
      'adult, member',
      '002',
      [{ limitAge: 19 }],
      member,
      { kind: 'confirm', reason: 'verify', confirmLabel: '본인인증', go: { to: 'verify' } },
    ],
    ['adult, adult member', '002', [{ limitAge: 19 }], adult, { kind: 'send' }],
    [
      "options: the deciding product's detail page",
      '002',
      [{}, { type: 'MUC', code: '8809' }],
      adult,
      { kind: 'confirm', reason: 'options', confirmLabel: '상세보기', go: { to: 'detail', path: '/HTR/p/8809' } },
    ],
    [
      'an option product (OPT), anonymous: its options first, on its detail page',
      '002',
      [{ type: 'OPT', saleId: 'S264' }],
      anonymous,
      {
        kind: 'confirm',
        reason: 'options',
        message: '옵션 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?',
        confirmLabel: '상세보기',
        go: { to: 'detail', path: '/PDT/detail/S264' },
      },
    ],
    [
      'episodes',
      '002',
      [{ type: 'EBK', classCode: '930101', saleId: 'E1' }],
      adult,
      { kind: 'confirm', reason: 'episodes', go: { to: 'detail', path: '/EBP/dig/epd/ebook/E1' } },
    ],
  ] as const)('%s', (_n, code, items, viewer, expected) => {
    expect(cartPlan(code, items.map(line), viewer)).toMatchObject(expected);
  });
});

describe('afterCart: the order page for an order action that went in, else the spec §8 outcome', () => {
  test.each([
    ['001', 'INS', { kind: 'order' }],
    ['003', 'UPD', { kind: 'order' }],
    ['004', 'INS', { kind: 'order' }],
    ['005', 'INS', { kind: 'order' }],
    ['002', 'INS', { kind: 'toast', message: CART_OUTCOME_TEXT.added }],
    ['002', 'UPD', { kind: 'confirm', confirmLabel: '장바구니 보기' }],
    ['001', 'OVF', { kind: 'alert', message: CART_OUTCOME_TEXT.overMax }],
    ['001', 'OVK', { kind: 'alert' }],
    ['003', 'ERROR', { kind: 'toast', message: CART_OUTCOME_TEXT.failure }],
  ] as const)('%s %s', (code, result, expected) => {
    expect(afterCart(code, result, { ebook: false, mobile: false })).toMatchObject(expected);
  });
});
