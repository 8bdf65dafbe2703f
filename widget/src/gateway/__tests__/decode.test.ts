import { docs, text } from '../decode';
import { decodeCommodity, decodeProduct } from '../decodeTyped';

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
      cmdt_NAME: '채식주의자', cmdtcode: '9788936434595', chrc_NAME: '한강', pbcm_NAME: '창비', img_URL: '',
      sale_CMDT_DVSN_CODE: 'kor', sale_CMDT_PRCE: '15000', sale_CMDT_PRCE_DSCN_RATE: 10, sale_CMDT_CLST_CODE: '010101',
      sale_CMDT_SAPR: 13500, sale_CMDTID: 'S1', sale_CMDT_GRP_DVSN_CODE: 'SGK', sale_LMTT_AGE: '19', arng_SQNC: 1,
      fndg_PRJT_SRMB: null, upnt_ACML_AMNT: '675', upnt_ACML_RATE: 5, annt_CTTN: '', bkmYsno: 'N',
    }),
  ).toEqual({
    name: '채식주의자', code: '9788936434595', author: '한강', publisher: '창비', imageUrl: '', type: 'KOR',
    listPrice: 15000, discountRate: 10, classCode: '010101', salePrice: 13500, saleId: 'S1', groupCode: 'SGK',
    limitAge: 19, order: 1, fundingId: '', pointAmount: 675, pointRate: 5, announcement: '', bkmYsno: 'N',
  });
});

test('inherited keys of a hostile prototype are not read', () => {
  const o = Object.create({ cmdt_NAME: 'from the prototype' });
  expect(decodeProduct(o).name).toBe('');
});

test('commodity: nameless products dropped; totalCount read, never below the list', () => {
  expect(decodeCommodity({ resultDocuments: [{ cmdt_NAME: '모순' }, { cmdt_NAME: '' }, {}], totalCount: '57' }).total).toBe(57);
  expect(decodeCommodity({ resultDocuments: [{ cmdt_NAME: '모순' }], totalCount: 0 })).toMatchObject({ total: 1 });
  expect(decodeCommodity({ resultDocuments: [{ cmdt_NAME: '모순' }, { cmdt_NAME: 7 }] }).products.map((p) => p.name)).toEqual(['모순', '7']);
  expect(decodeCommodity('<html>')).toEqual({ products: [], total: 0 });
});
