/**
 * Issue 52: the shop's pages are metered like the gateway's answers. Every page's render is charged to its client's
 * work budget (gateway/clientBudget.ts, the CPU time it took); a client past it gets the busy page (429) at once,
 * and another client is served. Before, only the results page was charged: one address could take the CPU with any
 * other page. The budget here is a microsecond with no refill, so one render spends it.
 */
import { request } from 'node:http';
import { useInProcessDemo } from './inProcess';

const site = useInProcessDemo({ clientBudget: { share: 1e-9, burstMs: 0.001 } });

const get = (path: string, from: string) =>
  new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
    const req = request(site.base + path, { localAddress: from, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body, retryAfter: res.headers['retry-after'] as string | undefined }),
      );
    });
    req.on('error', reject);
    req.end();
  });

test.each(['/', '/mobile', '/PDT/detail/S000000016', '/ORD/cart', '/MBR/login', '/cscenter'].map((p, i) => [p, i]))(
  'a client whose budget one page spent gets the busy page for %s, and another client is served',
  async (path, i) => {
    // Each case its own two clients.
    const [spender, other] = ['127.0.0.' + (20 + i), '127.0.0.' + (120 + i)];
    expect((await get('/', spender)).status).toBe(200);
    const refused = await get(path, spender);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(refused.body).toContain('<html');
    expect((await get(path, other)).status).toBe(200);
  },
);
