/** Issue 52: PARTNER_ORIGINS as browsers send origins; an opaque origin is never a partner. */
import { gatewayCors, readPartnerOrigins } from '../partners';

test.each<[string | undefined, string[], number]>([
  [undefined, [], 0],
  ['https://blog.example', ['https://blog.example'], 0],
  ['https://blog.example/, http://127.0.0.4:8081/path?q', ['https://blog.example', 'http://127.0.0.4:8081'], 0],
  ['file:///home/me/page.html', [], 1],
  ['data:text/plain;charset=utf-8', [], 1],
  ['about:blank', [], 1],
  ['null', [], 1],
  ['blog.example', [], 1],
  ['javascript:alert(1)', [], 1],
  [' , https://a.example ,', ['https://a.example'], 0],
])('PARTNER_ORIGINS=%p → %p, %p refused', (value, origins, refusedCount) => {
  const read = readPartnerOrigins(value);
  expect(read.origins).toEqual(origins);
  expect(read.refused).toHaveLength(refusedCount);
  for (const line of read.refused) expect(line).toMatch(/^PARTNER_ORIGINS: ".*" is not an http\(s\) origin/);
});

test('Origin: null is refused even by a list that holds it', () => {
  const own = 'http://127.0.0.1:8080';
  expect(gatewayCors('GET', 'null', own, ['null']).refuse).toContain('not a partner');
  expect(gatewayCors('GET', 'https://blog.example', own, ['https://blog.example']).refuse).toBeUndefined();
});
