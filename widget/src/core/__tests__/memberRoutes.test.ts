import { adultVerifyUrl, loginUrl, orderFlags, orderUrl } from '../memberRoutes';
import { testEnv } from './fixtures';

const env = testEnv();
const back = 'https://shop.example.com/PDT/detail/S1?x=1';

test('login, with and without adult verification', () => {
  expect(loginUrl(env, back)).toBe(
    'https://mbr.example.com/MBR/login?continue=https%3A%2F%2Fshop.example.com%2FPDT%2Fdetail%2FS1%3Fx%3D1',
  );
  expect(loginUrl(env, back, true)).toBe(
    'https://mbr.example.com/MBR/login?continue=https%3A%2F%2Fshop.example.com%2FPDT%2Fdetail%2FS1%3Fx%3D1&verify=adult',
  );
  expect(adultVerifyUrl(env, back)).toBe(
    'https://mbr.example.com/MBR/auth/verify/adult?continue=https%3A%2F%2Fshop.example.com%2FPDT%2Fdetail%2FS1%3Fx%3D1',
  );
});

test.each([
  ['001', {}, 'https://ord.example.com/ORD/order/freebie?spbkDvsnCode=001'],
  ['002', {}, 'https://ord.example.com/ORD/cart?spbkDvsnCode=002'],
  ['003', { spbkIds: ['11', '12'] }, 'https://ord.example.com/ORD/order/gift?spbkDvsnCode=003&spbkIds=11%2C12'],
  [
    '004',
    { separQty: true, flower: true },
    'https://ord.example.com/ORD/cart/baro-dream?spbkDvsnCode=004&separQty=Y&flower=Y',
  ],
  ['005', { spbkIds: ['9'] }, 'https://ord.example.com/ORD/order/freebie?spbkDvsnCode=005&spbkIds=9&isSam=Y'],
  ['001', { isSam: true, spbkIds: [] }, 'https://ord.example.com/ORD/order/freebie?spbkDvsnCode=001&isSam=Y'],
] as const)('order page for %s %p', (code, options, url) => expect(orderUrl(env, code, options)).toBe(url));

// Issue 39: `flower` is a host flow's (a flower product's own buy-now or present button), never the popup's.
test.each<[string, unknown, { separQty: boolean; flower: boolean }]>([
  ['no options', undefined, { separQty: false, flower: false }],
  ['a flower delivery', { flower: true }, { separQty: false, flower: true }],
  ['both', { separQty: true, flower: true }, { separQty: true, flower: true }],
  ['only true turns a flag on', { flower: 'Y', separQty: 1 }, { separQty: false, flower: false }],
  ["an inherited flag is not the options' own", Object.create({ flower: true }), { separQty: false, flower: false }],
  ['not an object', 'flower', { separQty: false, flower: false }],
])("a host's cart options, %s: %p", (_n, options, flags) => {
  expect(orderFlags(options)).toEqual(flags);
});

test('a flower present goes to the gift order page with flower=Y', () => {
  expect(orderUrl(env, '003', { spbkIds: ['5'], ...orderFlags({ flower: true }) })).toBe(
    'https://ord.example.com/ORD/order/gift?spbkDvsnCode=003&spbkIds=5&flower=Y',
  );
});
