import { safeContinue } from '../redirects';

const ORIGIN = 'http://127.0.0.1:8080';

/** Issue 20: each of these once answered a Location a browser reads as another site. */
test.each([
  // A path on the site stays as it is.
  ['/partner', '/partner'],
  ['/search?keyword=%ED%95%9C%EA%B0%95#top', '/search?keyword=%ED%95%9C%EA%B0%95#top'],
  ['/a/../partner', '/partner'],
  ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
  // Another site, spelled every way the attack used.
  ['https://evil.example/', '/'],
  ['//evil.example/', '/'],
  ['/.//evil.example/', '/'],
  ['/a/..//evil.example/x', '/'],
  ['/\\evil.example/', '/'],
  ['\\\\evil.example/', '/'],
  ['/\t/evil.example/', '/'],
  ['javascript:alert(1)', '/'],
  ['http://127.0.0.1:8080.evil.example/', '/'],
  ['http://127.0.0.1:8080//evil.example/', '/'],
  // Nothing, or nothing a URL can be made of.
  ['', '/'],
  [null, '/'],
  ['http://[', '/'],
])('continue=%p → %p', (value, expected) => {
  const path = safeContinue(value, ORIGIN);
  expect(path).toBe(expected);
  // Whatever it answers, a browser resolving it lands on this site.
  expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
});
