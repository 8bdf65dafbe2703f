import { product, testEnv } from '../../core/__tests__/fixtures';
import { thenSafe } from '../../core/thenSafe';
import { cartApi } from '../../gateway/cart';
import type { Gateway } from '../../gateway/client';
import { typedApi } from '../../gateway/typed';
import { typedCalls } from '../../sections/registry';
import { createCartFlow, type CartFlowDeps } from '../cartFlow';
import { createLazyModule } from '../lazyModule';

/*
 * Issue 38: on a page whose `Object.prototype.then` is a function that never calls back, a promise resolved with an
 * ordinary object never settles. Each step of the gateway path that settles a promise with an object is started
 * and run there, for a bounded number of microtask turns (no timers), before the prototype is restored.
 */

/** Whether the promise `start` makes settles within `turns` microtask turns on the polluted prototype. */
function settlesPolluted(start: () => Promise<unknown>, turns = 50): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const proto = Object.prototype as { then?: unknown };
    let settled = false;
    proto.then = function () {};
    const end = (n: number): void => {
      if (n) void Promise.resolve().then(() => end(n - 1));
      else {
        delete proto.then;
        resolve(settled);
      }
    };
    try {
      start().then(
        () => void (settled = true),
        () => void (settled = true),
      );
    } finally {
      end(turns);
    }
  });
}

/** A module namespace stand-in: no prototype, as `import()` resolves with. */
const namespace = () => Object.create(null) as object;

/** The client's answers are marked as it parses them (gateway/client.ts); a stand-in gateway does the same. */
const gateway = (answer: () => unknown): Gateway => ({
  get: () => Promise.resolve(thenSafe(answer())),
  post: () => Promise.resolve(thenSafe(answer())),
});

test('the test itself: an unmarked object never settles there', async () => {
  expect(await settlesPolluted(() => Promise.resolve({ a: 1 }))).toBe(false);
  expect(await settlesPolluted(() => Promise.resolve(thenSafe({ a: 1 })))).toBe(true);
});

test("a lazy module's need() settles with what it made (the client, the popup's parts)", async () => {
  expect(
    await settlesPolluted(() =>
      createLazyModule(
        () => Promise.resolve(namespace()),
        () => ({ made: true }),
      ).need(),
    ),
  ).toBe(true);
});

test('the typed search settles with its results (no Promise.all array, no decoded object in between)', async () => {
  const answer = () => ({
    resultDocuments: [{ cmdt_NAME: '해리', chrc_NAME: '작가', chrc_CODE: 'A1', event_NM: 'e' }],
  });
  expect(await settlesPolluted(() => typedApi(gateway(answer), typedCalls()).typed('해리', 'TOT'))).toBe(true);
});

test('the cart add settles with its outcome', async () => {
  expect(await settlesPolluted(() => cartApi(gateway(() => ({ data: [{ resultCode: 'INS' }] }))).add([]))).toBe(true);
});

test("a row's cart add settles, shows its toast, and the next add is not BUSY", async () => {
  const toasts: string[] = [];
  const flow = createCartFlow({
    gateway: gateway(() => ({ data: [{ resultCode: 'INS' }] })),
    session: { $session: { get: () => ({ signedIn: true, user: { id: 'm', roles: ['member'] } }) } },
    events: { emit: () => {} },
    win: { location: { href: 'https://www.shop.test/' }, dataLayer: [] },
    env: testEnv(),
    allowed: new Set<string>(),
    mobile: false,
    modals: { alert: () => Promise.resolve(true), confirm: () => Promise.resolve(false) },
    toasts: { show: (t: { message: string }) => toasts.push(t.message) },
    loading: { show: () => {}, hide: () => {} },
    links: { follow: () => {} },
  } as unknown as CartFlowDeps);
  const book = product({ type: 'KOR', saleId: 'S000000001', code: '9788900000001' });
  expect(await settlesPolluted(() => flow.products('002', [book]))).toBe(true);
  expect(toasts).toHaveLength(1);
  expect(await flow.products('002', [book])).toEqual({ result: 'INS' });
});
