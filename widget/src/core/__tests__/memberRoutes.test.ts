import { adultVerifyUrl, loginUrl, orderUrl } from '../memberRoutes';
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
