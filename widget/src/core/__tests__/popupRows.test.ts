import {
  eventLink,
  featuredProduct,
  linkAction,
  popupRows,
  productLink,
  sameRow,
  sectionRows,
  type RowsContext,
  type RowsSection,
} from '../popupRows';
import type { Keyword, Product } from '../types';
import { allowedOrigins } from '../urlPolicy';
import { product, testEnv } from './fixtures';

const env = testEnv();
const c: RowsContext = { env, allowed: allowedOrigins(env), mobile: false };
const keywords: RowsSection<Keyword> = { id: 'trend', action: (k) => ({ kind: 'search', keyword: k.keyword }) };
const products: RowsSection<Product> = { id: 'products', action: productLink };
const kw = (keyword: string): Keyword => ({ keyword, diff: null, regDate: '' });

test('rows follow the sections in the order given, each section its items in theirs, ids by section and index', () => {
  const rows = popupRows(
    [
      { section: keywords, items: [kw('한강'), kw('모순')] },
      { section: { id: 'none', action: () => ({ kind: 'none' }) }, items: [] },
      { section: products, items: [product({ saleId: 'S1' })] },
    ],
    c,
  );
  expect(rows.map((r) => [r.id, r.section, r.index, r.action])).toEqual([
    ['sp-row-trend-0', 'trend', 0, { kind: 'search', keyword: '한강' }],
    ['sp-row-trend-1', 'trend', 1, { kind: 'search', keyword: '모순' }],
    ['sp-row-products-0', 'products', 0, { kind: 'link', url: 'https://pdt.example.com/PDT/detail/S1' }],
  ]);
  expect(sectionRows(rows, keywords).map((r) => r.item.keyword)).toEqual(['한강', '모순']);
  expect(sectionRows(rows, products).map((r) => r.index)).toEqual([0]);
});

test.each<[string, Partial<Product>, string | null]>([
  ['an e-book: its e-book page', { type: 'EBK', saleId: 'E1' }, 'https://ebp.example.com/EBP/dig/epd/ebook/E1'],
  ['a book: its detail page', { type: 'KOR', saleId: 'S1' }, 'https://pdt.example.com/PDT/detail/S1'],
  ['no id: nothing', { type: 'KOR' }, null],
])('a product row, %s', (_n, p, url) => expect(productLink(product(p), c)).toEqual(linkAction(url)));

test('a link action: a usable URL opens, none does nothing', () => {
  expect(linkAction('https://x.example/')).toEqual({ kind: 'link', url: 'https://x.example/' });
  expect(linkAction(null)).toEqual({ kind: 'none' });
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
  const e = { name: 'e', id: '218200', imageUrl: '', mobileImageUrl: '', mobileUrl };
  expect(eventLink(e, { ...c, mobile })).toEqual({ kind: 'link', url });
});

test.each<[string, number, string | null]>([
  ['the active product', 2, 'sp-row-products-1'],
  ['the first product when a row of another section is active', 0, 'sp-row-products-0'],
  ['the first product when none is active', -1, 'sp-row-products-0'],
])('the featured product: %s', (_n, active, id) => {
  const rows = popupRows(
    [
      { section: keywords, items: [kw('한강')] },
      { section: products, items: [product({ saleId: 'S1' }), product({ saleId: 'S2' })] },
    ],
    c,
  );
  expect(featuredProduct(rows, active)?.id ?? null).toBe(id);
});

test('the featured product: none without products', () => {
  expect(featuredProduct(popupRows([{ section: keywords, items: [kw('한강')] }], c), 0)).toBeNull();
});

describe('sameRow: whether a row shows the same thing again', () => {
  const typed = (items: Product[]) => popupRows([{ section: products, items }], c);
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
    ['a row of another section', first, popupRows([{ section: keywords, items: [kw('해리')] }], c)[0], false],
    [
      'the same fields in another order',
      first,
      { ...first, item: { ...Object.fromEntries(Object.entries(first.item as object).reverse()) } },
      true,
    ],
    ['a field more', first, { ...first, item: { ...(first.item as object), extra: '' } }, false],
    [
      'a field that is an object: drawn again, even when equal (never one render too few)',
      { ...first, item: { ...(first.item as object), extra: {} } },
      { ...first, item: { ...(first.item as object), extra: {} } },
      false,
    ],
    ['another action', first, { ...first, action: { kind: 'link' as const, url: 'https://x/' } }, false],
  ])('%s: %s', (_case, a, b, same) => expect(sameRow(a, b)).toBe(same));
});
