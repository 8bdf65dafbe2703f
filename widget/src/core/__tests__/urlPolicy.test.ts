import { allowedHostOrigin, allowedOrigins, safeAbsoluteUrl } from '../urlPolicy';
import { testEnv } from './fixtures';

const allowed = allowedOrigins(testEnv(), ['ads.cdn.example.net', 'IMG.partner.example']);

describe('safeAbsoluteUrl: usable', () => {
  test.each([
    ['https://shop.example.com/PDT/detail/S1', 'https://shop.example.com/PDT/detail/S1'],
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
    'http://event.example.com/detail/7',
    'https://',
    '',
    null,
    42,
    ['https://shop.example.com/'],
    { href: 'https://shop.example.com/' },
  ])('%p', (raw) => expect(safeAbsoluteUrl(raw, allowed)).toBeNull());
});

/** Issue 15: a link matches an env origin or an `allowedHosts` origin exactly — scheme, host and port. */
describe('safeAbsoluteUrl: scheme, host and port are pinned', () => {
  const pinned = allowedOrigins(testEnv(), [
    'https://cdn.example.com',
    'http://127.0.0.1:8080',
    'ads.example.net',
    'Bücher.Example',
    'https://img2.example.com:8443/',
    'alt.example.org:9443',
    // Not origins: they allow nothing.
    'https://path.example.com/x',
    'https://user@cred.example.com',
    'ftp://ftp.example.com',
    'https://q.example.com/?a',
    'https:/bad.example.com',
  ]);
  test.each<[string, string | null]>([
    // env hosts (https, default port)
    ['https://shop.example.com/PDT/detail/S1', 'https://shop.example.com/PDT/detail/S1'],
    ['http://shop.example.com/PDT/detail/S1', null],
    ['https://shop.example.com:8443/PDT/detail/S1', null],
    ['https://shop.example.com:443/PDT/detail/S1', 'https://shop.example.com/PDT/detail/S1'],
    ['HTTPS://SHOP.Example.COM:443/x', 'https://shop.example.com/x'],
    ['https://shop.example.com./x', null],
    // a full-origin entry pins its scheme and port
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', null],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
    ['https://127.0.0.1:8080/x', null],
    ['http://127.0.0.1:8081/x', null],
    ['http://127.0.0.1/x', null],
    ['https://img2.example.com:8443/a.png', 'https://img2.example.com:8443/a.png'],
    ['https://img2.example.com/a.png', null],
    // a bare host name entry is https on the default port (or the port it writes)
    ['https://ads.example.net/b.png', 'https://ads.example.net/b.png'],
    ['https://ads.example.net:443/b.png', 'https://ads.example.net/b.png'],
    ['http://ads.example.net/b.png', null],
    ['https://ads.example.net:8443/b.png', null],
    ['https://alt.example.org:9443/c', 'https://alt.example.org:9443/c'],
    ['https://alt.example.org/c', null],
    // IDN: the entry and the link meet in punycode, any case
    ['https://bücher.example/d', 'https://xn--bcher-kva.example/d'],
    ['https://BÜCHER.example/d', 'https://xn--bcher-kva.example/d'],
    ['https://xn--bcher-kva.example/d', 'https://xn--bcher-kva.example/d'],
    // entries that are no origin allow nothing
    ['https://path.example.com/x', null],
    ['https://cred.example.com/', null],
    ['https://ftp.example.com/', null],
    ['https://q.example.com/', null],
    ['https://bad.example.com/', null],
  ])('%p → %p', (raw, out) => expect(safeAbsoluteUrl(raw, pinned)).toBe(out));
});

describe('allowedHostOrigin: what an allowedHosts entry pins', () => {
  test.each<[string, string | null]>([
    ['cdn.example.com', 'https://cdn.example.com'],
    ['  CDN.Example.com  ', 'https://cdn.example.com'],
    ['cdn.example.com:8443', 'https://cdn.example.com:8443'],
    ['cdn.example.com:443', 'https://cdn.example.com'],
    ['https://cdn.example.com', 'https://cdn.example.com'],
    ['https://cdn.example.com/', 'https://cdn.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://shop.example.com:80', 'http://shop.example.com'],
    ['bücher.example', 'https://xn--bcher-kva.example'],
    ['https://cdn.example.com/path', null],
    ['https://cdn.example.com?x', null],
    ['https://cdn.example.com#x', null],
    ['https://u:p@cdn.example.com', null],
    ['cdn.example.com/path', null],
    ['javascript:alert(1)', null],
    ['ftp://cdn.example.com', null],
    ['https:cdn.example.com', null],
    ['', null],
    ['   ', null],
    ['a b', null],
  ])('%p → %p', (entry, out) => expect(allowedHostOrigin(entry)).toBe(out));
});

test('env hosts are compared with their port and scheme', () => {
  const local = allowedOrigins(testEnv('http://127.0.0.1:8080'));
  expect(safeAbsoluteUrl('http://127.0.0.1:8080/x', local)).toBe('http://127.0.0.1:8080/x');
  expect(safeAbsoluteUrl('http://127.0.0.1:9999/x', local)).toBeNull();
  expect(safeAbsoluteUrl('https://127.0.0.1:8080/x', local)).toBeNull();
});

test('a hand-made env with a host that is not a URL adds nothing to the allowed set', () => {
  const env = { ...testEnv(), mainHost: 'not a url' };
  expect([...allowedOrigins(env)].some((o) => o.includes('not a url'))).toBe(false);
  expect(allowedOrigins(env).has('https://search.example.com')).toBe(true);
});
