import { allowedHostSet, safeAbsoluteUrl } from '../urlPolicy';
import { testEnv } from './fixtures';

const allowed = allowedHostSet(testEnv(), ['ads.cdn.example.net', 'IMG.partner.example']);

describe('safeAbsoluteUrl: usable', () => {
  test.each([
    ['https://shop.example.com/PDT/detail/S1', 'https://shop.example.com/PDT/detail/S1'],
    ['http://event.example.com/detail/7', 'http://event.example.com/detail/7'],
    ['  https://img.example.com/a.jpg  ', 'https://img.example.com/a.jpg'],
    ['HTTPS://SHOP.EXAMPLE.COM/x', 'https://shop.example.com/x'],
    ['https://ads.cdn.example.net/banner.png', 'https://ads.cdn.example.net/banner.png'],
    ['https://img.partner.example/p.png', 'https://img.partner.example/p.png'],
    ['https://ord.example.com/ORD/cart?x=<b>', 'https://ord.example.com/ORD/cart?x=%3Cb%3E'],
  ])('%p → %p', (raw, out) => expect(safeAbsoluteUrl(raw, allowed)).toBe(out));
});

describe('safeAbsoluteUrl: inert', () => {
  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\u0000:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https://shop.example.com@evil.example/',
    'https://user:pw@shop.example.com/',
    'https://evil.example/',
    'https://shop.example.com.evil.example/',
    'https://evil.example\\@shop.example.com',
    'https://sh\u0000op.example.com/',
    'ftp://shop.example.com/',
    'https://',
    '',
    null,
    42,
    ['https://shop.example.com/'],
    { href: 'https://shop.example.com/' },
  ])('%p', (raw) => expect(safeAbsoluteUrl(raw, allowed)).toBeNull());
});

test('env hosts are compared with their port', () => {
  const local = allowedHostSet(testEnv('http://127.0.0.1:8080'));
  expect(safeAbsoluteUrl('http://127.0.0.1:8080/x', local)).toBe('http://127.0.0.1:8080/x');
  expect(safeAbsoluteUrl('http://127.0.0.1:9999/x', local)).toBeNull();
});

test('a hand-made env with a host that is not a URL adds nothing to the allowed set', () => {
  const env = { ...testEnv(), mainHost: 'not a url' };
  expect(allowedHostSet(env).has('not a url')).toBe(false);
  expect(allowedHostSet(env).has('search.example.com')).toBe(true);
});
