import { serviceUrl } from '../serviceUrl';
import { allowedOrigins } from '../urlPolicy';
import { testEnv } from './fixtures';

const env = testEnv();
const allowed = allowedOrigins(env);

test.each([
  ['/PDT/detail/S000001', 'https://pdt.example.com/PDT/detail/S000001'],
  ['/pdt/detail/S000001', 'https://pdt.example.com/pdt/detail/S000001'],
  ['/ORD/cart?spbkDvsnCode=002', 'https://ord.example.com/ORD/cart?spbkDvsnCode=002'],
  ['/HOTF/goods/1', 'https://hotf.example.com/HOTF/goods/1'],
  ['/Store/main', 'https://store.example.com/Store/main'],
  ['/ONK/cscenter', 'https://onk.example.com/ONK/cscenter'],
  ['/cscenter', 'https://shop.example.com/cscenter'],
  ['/PDTX/detail/1', 'https://shop.example.com/PDTX/detail/1'],
  ['/', 'https://shop.example.com/'],
  ['/EVT?x=1#top', 'https://evt.example.com/EVT?x=1#top'],
  ['/search?keyword=해리', 'https://shop.example.com/search?keyword=%ED%95%B4%EB%A6%AC'],
  ['https://event.example.com/detail/3', 'https://event.example.com/detail/3'],
])('%p → %p', (link, url) => expect(serviceUrl(link, env, allowed)).toBe(url));

test.each([
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'relative/path',
  '/PDT/../../\\evil',
  '/a\tb',
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'https://evil.example/',
  '',
  '   ',
  null,
  7,
])('%p is inert', (link) => expect(serviceUrl(link, env, allowed)).toBeNull());

test('a hand-made env whose host is not a URL gives null, not a throw', () => {
  expect(serviceUrl('/cscenter', { ...env, mainHost: 'not a url' }, allowed)).toBeNull();
});
