/**
 * Issue 52, cookies a sibling subdomain can write: a name that differs from ours by any byte (a leading no-break
 * space, which Node reads as latin1 and `trim()` used to strip; another case) or a second cookie of our name never
 * stands for the shopper's session. The anonymous cart's owner cookie is read by the same reader
 * (gateway/cookies.ts; its table: gateway/__tests__/cookies.test.ts). In process, on loopback.
 */
import { request } from 'node:http';
import { useInProcessDemo } from './inProcess';

const site = useInProcessDemo();
const secure = useInProcessDemo({ publicOrigin: 'https://shop.example' });

function send(base: string, path: string, { method = 'GET', headers = {} as Record<string, string>, body = '' } = {}) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const req = request(base + path, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, cookies: [res.headers['set-cookie'] ?? []].flat(), body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
const signIn = async (base: string) => {
  const res = await send(base, '/MBR/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'Sec-Fetch-Site': 'same-origin' },
    body: 'account=member&continue=%2F',
  });
  return res.cookies[0].split(';')[0];
};
const signedIn = async (base: string, cookie: string) =>
  (await send(base, '/', { headers: { Cookie: cookie } })).body.includes('김독자');

test.each([
  ['a no-break space before the name', (c: string) => '\xA0' + c],
  ['another case', (c: string) => c.replace('demo_session', 'Demo_session')],
  ['a sibling’s second cookie of the name beside ours', (c: string) => c + '; ' + c.replace(/=.*/, '=x')],
])('http: %s is no session', async (_case, toss) => {
  const cookie = await signIn(site.base);
  expect(cookie).toMatch(/^demo_session=/);
  expect(await signedIn(site.base, cookie)).toBe(true);
  expect(await signedIn(site.base, toss(cookie))).toBe(false);
});

test('https: the session is a __Host- cookie, Secure; the name without the prefix is no session', async () => {
  const res = await send(secure.base, '/MBR/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://shop.example',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: 'account=member&continue=%2F',
  });
  expect(res.cookies[0]).toMatch(/^__Host-demo_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  const cookie = res.cookies[0].split(';')[0];
  expect(await signedIn(secure.base, cookie)).toBe(true);
  expect(await signedIn(secure.base, cookie.replace('__Host-', ''))).toBe(false);
  expect(await signedIn(secure.base, '\xA0' + cookie)).toBe(false);
});
