import { popupRows, sameRow, type RowsInput } from '../popupRows';
import { allowedOrigins } from '../urlPolicy';
import { product, testEnv } from './fixtures';

const env = testEnv();
const base: RowsInput = {
  mode: 'empty',
  trend: [],
  recent: [],
  recommended: [],
  rise: [],
  products: [],
  authors: [],
  events: [],
  env,
  allowed: allowedOrigins(env),
  mobile: false,
};

test('empty input: trend, recent, products others look at, live keywords, in that order', () => {
  const rows = popupRows({
    ...base,
    trend: [{ keyword: '한강', diff: null, regDate: '' }],
    recent: [{ keyword: '데미안', date: '' }],
    recommended: [{ name: '모순', imageUrl: '', type: 'KOR', code: '978', saleId: 'S1' }],
    rise: [{ keyword: '넥서스', diff: 3, regDate: '' }],
    products: [product({ saleId: 'S9' })],
  });
  expect(rows.map((r) => [r.id, r.action])).toEqual([
    ['sp-row-trend-0', { kind: 'search', keyword: '한강' }],
    ['sp-row-recent-0', { kind: 'search', keyword: '데미안' }],
    ['sp-row-recommended-0', { kind: 'link', url: 'https://pdt.example.com/PDT/detail/S1' }],
    ['sp-row-rise-0', { kind: 'search', keyword: '넥서스' }],
  ]);
});

test('typed input: products by route, authors search with their code, events on the event host', () => {
  const rows = popupRows({
    ...base,
    mode: 'typed',
    products: [product({ type: 'EBK', saleId: 'E1' }), product({ type: 'KOR' })],
    authors: [
      { name: '한강', code: '100', keyword: '한강', category: '', description: '' },
      { name: '무명', code: '', keyword: '', category: '', description: '' },
    ],
    events: [{ name: 'e', id: '218200', imageUrl: '', mobileImageUrl: '', mobileUrl: '' }],
    trend: [{ keyword: 'x', diff: null, regDate: '' }],
  });
  expect(rows.map((r) => r.action)).toEqual([
    { kind: 'link', url: 'https://ebp.example.com/EBP/dig/epd/ebook/E1' },
    { kind: 'none' },
    { kind: 'search', keyword: '한강', chrcCode: '100' },
    { kind: 'search', keyword: '무명', chrcCode: undefined },
    { kind: 'link', url: 'https://event.example.com/detail/218200' },
  ]);
  expect(rows.map((r) => r.index)).toEqual([0, 1, 0, 1, 0]);
});

test.each([
  [
    'desktop: the detail page even with a mobile page',
    false,
    'https://event.example.com/m/218200',
    'https://event.example.com/detail/218200',
  ],
  ['mobile: its mobile page', true, 'https://event.example.com/m/218200', 'https://event.example.com/m/218200'],
  ['mobile: no mobile page → the detail page', true, '', 'https://event.example.com/detail/218200'],
  [
    'mobile: a refused host → the detail page',
    true,
    'https://evil.example/m',
    'https://event.example.com/detail/218200',
  ],
  ['mobile: javascript: → the detail page', true, 'javascript:alert(1)', 'https://event.example.com/detail/218200'],
])('an event row, %s', (_n, mobile, mobileUrl, url) => {
  const events = [{ name: 'e', id: '218200', imageUrl: '', mobileImageUrl: '', mobileUrl }];
  expect(popupRows({ ...base, mode: 'typed', mobile, events })[0].action).toEqual({ kind: 'link', url });
});

describe('sameRow: whether a row shows the same thing again', () => {
  const typed = (products: ReturnType<typeof product>[]) => popupRows({ ...base, mode: 'typed', products });
  const [first] = typed([product({ saleId: 'S1', name: '<b>해리</b> 포터' })]);
  it.each([
    ['the same row', first, first, true],
    [
      'a new answer with the same product (new objects)',
      first,
      typed([product({ saleId: 'S1', name: '<b>해리</b> 포터' })])[0],
      true,
    ],
    ['the match marked differently', first, typed([product({ saleId: 'S1', name: '<b>해리 포</b>터' })])[0], false],
    ['another product in its place', first, typed([product({ saleId: 'S2', name: '<b>해리</b> 포터' })])[0], false],
    [
      'the same product in another place',
      first,
      typed([product({ saleId: 'S0' }), product({ saleId: 'S1', name: '<b>해리</b> 포터' })])[1],
      false,
    ],
    [
      'a row of another section',
      first,
      popupRows({ ...base, trend: [{ keyword: '해리', diff: null, regDate: '' }] })[0],
      false,
    ],
    [
      'the same fields in another order',
      first,
      { ...first, item: { ...Object.fromEntries(Object.entries(first.item).reverse()) } } as unknown as typeof first,
      true,
    ],
    ['a field more', first, { ...first, item: { ...first.item, extra: '' } } as unknown as typeof first, false],
    [
      'a field that is an object: drawn again, even when equal (never one render too few)',
      { ...first, item: { ...first.item, extra: {} } } as unknown as typeof first,
      { ...first, item: { ...first.item, extra: {} } } as unknown as typeof first,
      false,
    ],
    [
      'another action',
      first,
      { ...first, action: { kind: 'link', url: 'https://x/' } } as unknown as typeof first,
      false,
    ],
  ])('%s: %s', (_case, a, b, same) => expect(sameRow(a, b)).toBe(same));
});
