import { eventDetailUrl, eventImage, eventUrl, productDetailPath } from '../productRoute';
import { isAdultOnly, isFreeEbook, isScholarly } from '../productKind';
import { product, testEnv } from './fixtures';
import { allowedOrigins } from '../urlPolicy';

test.each([
  ['book', { type: 'KOR', saleId: 'S000001', code: '9788936434595' }, '/PDT/detail/S000001'],
  ['book without sale id', { type: 'ENG', code: '9780747532699' }, '/PDT/detail/9780747532699'],
  ['POD', { type: 'POD', saleId: 'S2' }, '/PDT/detail/S2'],
  ['gift card', { type: 'GFC', saleId: 'S3' }, '/PDT/detail/S3'],
  ['e-book', { type: 'EBK', saleId: 'E001' }, '/EBP/dig/epd/ebook/E001'],
  ['audio e-book', { type: 'AUD', saleId: 'E002' }, '/EBP/dig/epd/ebook/E002'],
  ['e-book video', { type: 'MOV', saleId: 'E003' }, '/EBP/dig/epd/ebook/E003'],
  ['e-book demo', { type: 'DUM', saleId: 'E004' }, '/EBP/dig/epd/ebook/E004'],
  [
    'scholarly e-book',
    { type: 'EBK', groupCode: 'SGS', saleId: 'E005', code: 'SCH-0001' },
    '/EBP/dig/epd/scholardetail/product?cmdtcode=SCH-0001',
  ],
  ['gift', { type: 'GFT', saleId: 'G1' }, '/HTR/gift/detail/G1'],
  ['music album by code', { type: 'MUC', saleId: 'M1', code: '8809447088345' }, '/HTR/p/8809447088345'],
  ['DVD by id when no code', { type: 'DVD', saleId: 'D1' }, '/HTR/p/D1'],
  ['subscription', { type: 'SAM', saleId: 'SAM1' }, '/EBP/dig/epd/sam/SAM1'],
  ['funding', { type: 'FUD', saleId: 'F1', fundingId: '1234' }, '/EVT/funding/detail/1234'],
  ['funding without project id', { type: 'FUD', saleId: 'F1' }, '/EVT/funding/detail/F1'],
  ['id with path characters', { type: 'KOR', saleId: '../x?y' }, '/PDT/detail/..%2Fx%3Fy'],
  ['no id', { type: 'KOR' }, null],
  ['scholarly without code', { type: 'EBK', groupCode: 'SGS', saleId: 'E6' }, null],
  ['music without ids', { type: 'MUC' }, null],
  ['funding without ids', { type: 'FUD' }, null],
])('%s', (_n, p, path) => expect(productDetailPath(product(p))).toBe(path));

test('event detail on the event host', () => {
  expect(eventDetailUrl(testEnv(), '218236')).toBe('https://event.example.com/detail/218236');
  expect(eventDetailUrl(testEnv(), '')).toBeNull();
});

test.each([
  [{ type: 'EBK', groupCode: 'SGS' }, true],
  [{ type: 'KOR', groupCode: 'SGS' }, false],
  [{ type: 'EBK', groupCode: 'SGE' }, false],
])('scholarly %p → %p', (p, yes) => expect(isScholarly(product(p))).toBe(yes));

test.each([
  [{ type: 'EBK', salePrice: 0 }, true],
  [{ type: 'EBK', salePrice: null }, false],
  [{ type: 'EBK', salePrice: 3000 }, false],
  [{ type: 'KOR', salePrice: 0 }, false],
])('free e-book %p → %p', (p, yes) => expect(isFreeEbook(product(p))).toBe(yes));

test.each([
  [19, true],
  [20, true],
  [18, false],
  [0, false],
])('limit age %p adult only: %p', (age, yes) => expect(isAdultOnly(product({ limitAge: age }))).toBe(yes));

describe('event rows', () => {
  const env = testEnv();
  const allowed = allowedOrigins(env, ['cdn.partner.example']);
  const web = 'https://event.example.com/banner/web.png';
  const mok = 'https://cdn.partner.example/banner/m.png';

  test.each([
    [
      'desktop, its own page',
      false,
      { id: '7', mobileUrl: 'https://event.example.com/m/7' },
      'https://event.example.com/detail/7',
    ],
    [
      'mobile, its mobile page',
      true,
      { id: '7', mobileUrl: 'https://event.example.com/m/7?x=1' },
      'https://event.example.com/m/7?x=1',
    ],
    [
      'mobile, mobile page refused',
      true,
      { id: '7', mobileUrl: 'https://evil.example/m/7' },
      'https://event.example.com/detail/7',
    ],
    ['mobile, mobile page relative', true, { id: '7', mobileUrl: '/m/7' }, 'https://event.example.com/detail/7'],
    ['mobile, neither', true, { id: '', mobileUrl: '' }, null],
  ])('eventUrl: %s', (_n, mobile, e, url) => expect(eventUrl(env, e, mobile, allowed)).toBe(url));

  test.each([
    ['desktop takes web', false, web, mok, web],
    ['mobile takes mok', true, web, mok, mok],
    ['desktop without web takes mok', false, '', mok, mok],
    ['mobile without mok takes web', true, web, '', web],
    ['a refused own falls to the other', false, 'https://evil.example/x.png', mok, mok],
    ['javascript: is never an image', true, '', 'javascript:alert(1)', null],
    ['none', false, '', '', null],
  ])('eventImage: %s', (_n, mobile, imageUrl, mobileImageUrl, src) =>
    expect(eventImage({ imageUrl, mobileImageUrl }, mobile, allowed)).toBe(src),
  );
});
