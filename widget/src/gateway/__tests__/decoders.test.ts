import { decodeBanners, decodeKeywords, decodeRecommended, docs, LIST_CAPS, SCAN_FACTOR, text } from '../decodeRows';
import { decodeAuthors, decodeCommodity, decodeEvents, decodeProduct, decodeShortcut } from '../decodeTypedSearch';

test.each([
  ['해리', '해리'],
  ['  padded  ', 'padded'],
  [12, '12'],
  [NaN, ''],
  [null, ''],
  [undefined, ''],
  [['a'], ''],
  [{ toString: () => 'x' }, ''],
  [true, ''],
])('text(%p) → %p', (v, out) => expect(text(v)).toBe(out));

test('text caps hostile 10 KB values', () => expect(text('가'.repeat(10240))).toHaveLength(1000));

test.each([
  [null, []],
  ['x', []],
  [{ resultDocuments: 'x' }, []],
  [{ resultDocuments: [1, null, 'a', [], { a: 1 }] }, [{ a: 1 }]],
  [[{ b: 2 }], [{ b: 2 }]],
])('docs(%p)', (answer, out) => expect(docs(answer)).toEqual(out));

test('a product from the contract fields, numbers arriving as strings', () => {
  expect(
    decodeProduct({
      cmdt_NAME: '채식주의자',
      cmdtcode: '9788936434595',
      chrc_NAME: '한강',
      pbcm_NAME: '창비',
      pbcm_CODE: 'PB0042',
      img_URL: '',
      sale_CMDT_DVSN_CODE: 'kor',
      sale_CMDT_PRCE: '15000',
      sale_CMDT_PRCE_DSCN_RATE: 10,
      sale_CMDT_CLST_CODE: '010101',
      sale_CMDT_SAPR: 13500,
      sale_CMDTID: 'S1',
      sale_CMDT_GRP_DVSN_CODE: 'SGK',
      sale_LMTT_AGE: '19',
      arng_SQNC: 1,
      fndg_PRJT_SRMB: null,
      upnt_ACML_AMNT: '675',
      upnt_ACML_RATE: 5,
      annt_CTTN: '',
      bkmYsno: 'N',
      bndl_CMDT_CNT: '5',
    }),
  ).toEqual({
    name: '채식주의자',
    code: '9788936434595',
    author: '한강',
    publisher: '창비',
    publisherCode: 'PB0042',
    imageUrl: '',
    type: 'KOR',
    listPrice: 15000,
    discountRate: 10,
    classCode: '010101',
    salePrice: 13500,
    saleId: 'S1',
    groupCode: 'SGK',
    limitAge: 19,
    order: 1,
    fundingId: '',
    pointAmount: 675,
    pointRate: 5,
    announcement: '',
    bkmYsno: 'N',
    bundleCount: 5,
  });
});

test("a publisher code a URL can't carry (a lone surrogate), or of another type, is none; the product stays", () => {
  expect(decodeProduct({ cmdt_NAME: 'a', pbcm_NAME: '창비', pbcm_CODE: 'PB\ud800' })).toMatchObject({
    name: 'a',
    publisher: '창비',
    publisherCode: '',
  });
  expect(decodeProduct({ cmdt_NAME: 'a', pbcm_CODE: { x: 1 } }).publisherCode).toBe('');
  expect(decodeProduct({ cmdt_NAME: 'a', pbcm_CODE: 42 }).publisherCode).toBe('42');
});

test('inherited keys of a hostile prototype are not read', () => {
  const o = Object.create({ cmdt_NAME: 'from the prototype' });
  expect(decodeProduct(o).name).toBe('');
});

test('commodity: nameless products dropped; totalCount read, never below the list', () => {
  expect(
    decodeCommodity({ resultDocuments: [{ cmdt_NAME: '모순' }, { cmdt_NAME: '' }, {}], totalCount: '57' }).value.total,
  ).toBe(57);
  expect(decodeCommodity({ resultDocuments: [{ cmdt_NAME: '모순' }], totalCount: 0 }).value).toMatchObject({
    total: 1,
  });
  expect(
    decodeCommodity({ resultDocuments: [{ cmdt_NAME: '모순' }, { cmdt_NAME: 7 }] }).value.products.map((p) => p.name),
  ).toEqual(['모순', '7']);
  expect(decodeCommodity('<html>')).toEqual({ value: { products: [], total: 0 }, lossy: true });
});

test('text never cuts a surrogate pair in half at the cap', () => {
  const v = 'a'.repeat(999) + '😀' + 'b';
  expect(text(v)).toBe('a'.repeat(999));
});

/** Issue 15 #3: every decoder says whether it lost anything; a lossy answer is never cached. */
const LONE = 'S1\ud800';
describe.each<[string, (answer: unknown) => { lossy: boolean }, unknown]>([
  ['commodity', decodeCommodity, { cmdt_NAME: '모순', sale_CMDTID: 'S1' }],
  ['authors', decodeAuthors, { chrc_NAME: '한강', chrc_CODE: 'A1' }],
  ['events', decodeEvents, { event_NM: '이벤트', event_ID: 'E1' }],
  ['shortcut', decodeShortcut, { shortcut_LINK: '/cscenter', shortcut_NAME: '고객센터' }],
  ['keywords', decodeKeywords, { keywords: '해리' }],
  ['recommended', decodeRecommended, { product_NM: '모순', cmdtcode: 'C1' }],
  ['banners', decodeBanners, { text: '광고' }],
])('%s: lossy', (_, decode, good) => {
  const wrap = (list: unknown) => (_ === 'banners' ? list : { resultDocuments: list });
  test.each<[string, unknown, boolean]>([
    ['good rows', wrap([good, good]), false],
    ['an empty list', wrap([]), false],
    ['malformed JSON read as null', null, true],
    ['HTML text', '<html><body>502</body></html>', true],
    ['no list', _ === 'banners' ? {} : { resultDocuments: 'x' }, true],
    ['a row that is not an object', wrap([7, good]), true],
    [
      'a row of the wrong types',
      wrap([
        { cmdt_NAME: ['x'], chrc_NAME: {}, event_NM: null, keywords: [], product_NM: {}, text: {}, shortcut_LINK: {} },
        good,
      ]),
      true,
    ],
  ])('%s', (__, answer, lossy) => expect(decode(answer).lossy).toBe(lossy));
});

describe('issue 15 #5: a row whose id a URL cannot carry is dropped, the rest kept', () => {
  /** The names a decoder keeps of a list of rows. */
  const kept = {
    products: (l: unknown[]) => decodeCommodity({ resultDocuments: l }).value.products.map((p) => p.name),
    authors: (l: unknown[]) => decodeAuthors({ resultDocuments: l }).value.map((a) => a.name),
    events: (l: unknown[]) => decodeEvents({ resultDocuments: l }).value.map((e) => e.name),
    recommended: (l: unknown[]) => decodeRecommended({ resultDocuments: l }).value.map((p) => p.name),
    keywords: (l: unknown[]) => decodeKeywords({ resultDocuments: l }).value.map((k) => k.keyword),
  };
  // [case, decoder, a row whose id is a lone surrogate (dropped), a good row (kept: named 'b' or '해리')]
  test.each<[string, keyof typeof kept, object, object]>([
    ['product sale id', 'products', { cmdt_NAME: 'a', sale_CMDTID: LONE }, { cmdt_NAME: 'b', sale_CMDTID: 'S2' }],
    ['product code', 'products', { cmdt_NAME: 'a', cmdtcode: '\udc00' }, { cmdt_NAME: 'b' }],
    ['funding id', 'products', { cmdt_NAME: 'a', fndg_PRJT_SRMB: 'F\ud83d' }, { cmdt_NAME: 'b' }],
    ['author code', 'authors', { chrc_NAME: 'a', chrc_CODE: LONE }, { chrc_NAME: 'b', chrc_CODE: 'A2' }],
    ['event id', 'events', { event_NM: 'a', event_ID: LONE }, { event_NM: 'b', event_ID: 'E2' }],
    ['recommended code', 'recommended', { product_NM: 'a', cmdtcode: LONE }, { product_NM: 'b', cmdtcode: 'C2' }],
    ['keyword', 'keywords', { keywords: '해\ud800' }, { keywords: '해리' }],
  ])('%s', (_, decoder, bad, good) => expect(kept[decoder]([bad, good])).toEqual([Object.values(good)[0]]));

  test('a surrogate pair is fine', () =>
    expect(kept.products([{ cmdt_NAME: 'a', sale_CMDTID: 'S😀' }])).toEqual(['a']));

  test('and the answer is lossy', () => {
    expect(decodeCommodity({ resultDocuments: [{ cmdt_NAME: 'a', sale_CMDTID: LONE }] }).lossy).toBe(true);
  });
});

describe('issue 15 #4: every list is capped at the spec count, reading no further than that', () => {
  /** A 100,000-row list that counts how many of its rows were read. */
  function counted(row: (i: number) => unknown) {
    let reads = 0;
    const list = new Proxy(
      Array.from({ length: 100000 }, (_, i) => i),
      {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) {
            reads++;
            return row(Number(key));
          }
          return Reflect.get(target, key, receiver);
        },
      },
    );
    return { list, reads: () => reads };
  }
  test.each<[string, (list: unknown[]) => unknown[], (i: number) => unknown, number, boolean]>([
    [
      'products',
      (l) => decodeCommodity({ resultDocuments: l }).value.products,
      (i) => ({ cmdt_NAME: 'p' + i }),
      LIST_CAPS.products,
      false,
    ],
    ['authors', (l) => decodeAuthors({ resultDocuments: l }).value, (i) => ({ chrc_NAME: 'a' + i }), 3, false],
    [
      'events',
      (l) => decodeEvents({ resultDocuments: l }).value,
      (i) => ({ event_NM: 'e' + i, event_ID: 'E' + i }),
      9,
      false,
    ],
    [
      'recommended',
      (l) => decodeRecommended({ resultDocuments: l }).value,
      (i) => ({ product_NM: 'r' + i, cmdtcode: 'C' + i }),
      8,
      false,
    ],
    ['keywords', (l) => decodeKeywords({ resultDocuments: l }).value, (i) => ({ keywords: 'k' + i }), 10, false],
    ['banners', (l) => decodeBanners(l).value, (i) => ({ text: 'b' + i }), LIST_CAPS.banners, false],
    ['shortcut', (l) => [decodeShortcut({ resultDocuments: l }).value], (i) => ({ shortcut_LINK: '/x' + i }), 1, false],
    // Bad rows first: read only until enough good ones are found.
    [
      'products after bad rows',
      (l) => decodeCommodity({ resultDocuments: l }).value.products,
      (i) => (i % 2 ? { cmdt_NAME: 'p' + i } : 7),
      12,
      true,
    ],
  ])('%s', (_, decode, row, cap, bad) => {
    const { list, reads } = counted(row);
    expect(decode(list as unknown as unknown[])).toHaveLength(cap);
    expect(reads()).toBe(bad ? cap * 2 : cap);
  });

  /** Issue 38 #7: 100,000 rows of `{}` (none valid) were all walked, one long task per answer. */
  test.each<[string, (list: unknown[]) => { value: unknown; lossy: boolean }, unknown, number]>([
    ['products', (l) => decodeCommodity({ resultDocuments: l }), { products: [], total: 0 }, LIST_CAPS.products],
    ['authors', (l) => decodeAuthors({ resultDocuments: l }), [], LIST_CAPS.authors],
    ['events', (l) => decodeEvents({ resultDocuments: l }), [], LIST_CAPS.events],
    ['recommended', (l) => decodeRecommended({ resultDocuments: l }), [], LIST_CAPS.recommended],
    ['keywords', (l) => decodeKeywords({ resultDocuments: l }), [], LIST_CAPS.keywords],
    ['banners', (l) => decodeBanners(l), [], LIST_CAPS.banners],
    ['shortcut', (l) => decodeShortcut({ resultDocuments: l }), null, 1],
  ])('%s: a list of nothing valid is read for its cap × SCAN_FACTOR rows, then given up', (_, decode, empty, cap) => {
    const { list, reads } = counted(() => ({}));
    const { value, lossy } = decode(list as unknown as unknown[]);
    expect([value, lossy]).toEqual([empty, true]);
    expect(reads()).toBe(cap * SCAN_FACTOR);
  });

  // Its time is the bench's to print; what keeps it short is that no more rows are read than are shown.
  test('a 100,000-product answer decodes reading only the 12 rows it shows, its total kept', () => {
    const { list, reads } = counted((i) => ({ cmdt_NAME: '상품 ' + i, sale_CMDTID: 'S' + i }));
    const { value } = decodeCommodity({ resultDocuments: list, totalCount: 100000 });
    expect(value.products).toHaveLength(12);
    expect(value.total).toBe(100000);
    expect(reads()).toBe(12);
  });
});
