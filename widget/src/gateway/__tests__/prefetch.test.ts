import type { Params } from '../client';
import { GATEWAY_PATHS as PATHS } from '../../core/gatewayPaths';
import { createPrefetch } from '../prefetch';

/** A gateway whose answers are settled by the test: each call is recorded with its resolve and reject. */
function fakeGateway() {
  const calls: { path: string; params: Params; resolve(v: unknown): void; reject(e: Error): void }[] = [];
  const get = (path: string, params: Params) =>
    new Promise<unknown>((resolve, reject) => calls.push({ path, params, resolve, reject }));
  return { get, calls };
}

test('ask() sends the three empty-input calls once, however often it is called', () => {
  const gw = fakeGateway();
  const prefetch = createPrefetch(gw);
  prefetch.ask();
  prefetch.ask();
  expect(gw.calls.map((c) => [c.path, c.params])).toEqual([
    [PATHS.trend, {}],
    [PATHS.rise, { age: 'all', sex: 'all' }],
    [PATHS.banners, {}],
  ]);
});

test('get hands over an answer asked early, once; the next get of that call asks the gateway', async () => {
  const gw = fakeGateway();
  const prefetch = createPrefetch(gw);
  prefetch.ask();
  gw.calls[0].resolve({ resultDocuments: [{ keywords: '한강' }] });
  await expect(prefetch.get(PATHS.trend, {})).resolves.toEqual({ resultDocuments: [{ keywords: '한강' }] });
  expect(gw.calls).toHaveLength(3);
  void prefetch.get(PATHS.trend, {});
  expect(gw.calls).toHaveLength(4);
  // Taken, it is never asked early again.
  prefetch.ask();
  expect(gw.calls).toHaveLength(4);
});

test('a failed early answer is handed over as the failure (not unhandled), and the call is asked again after', async () => {
  const gw = fakeGateway();
  const prefetch = createPrefetch(gw);
  prefetch.ask();
  gw.calls[2].reject(new Error('Gateway answered 500'));
  await new Promise((r) => setTimeout(r));
  await expect(prefetch.get(PATHS.banners, {})).rejects.toThrow('Gateway answered 500');
  void prefetch.get(PATHS.banners, {});
  expect(gw.calls.map((c) => c.path)).toEqual([PATHS.trend, PATHS.rise, PATHS.banners, PATHS.banners]);
});

test('other calls and other parameters go to the gateway: live keywords for another age are not the early answer', () => {
  const gw = fakeGateway();
  const prefetch = createPrefetch(gw);
  prefetch.ask();
  void prefetch.get(PATHS.rise, { age: '30', sex: 'all' });
  void prefetch.get(PATHS.recommended, { keyword: '', page: 1, pageSize: 8 });
  expect(gw.calls.slice(3).map((c) => [c.path, c.params])).toEqual([
    [PATHS.rise, { age: '30', sex: 'all' }],
    [PATHS.recommended, { keyword: '', page: 1, pageSize: 8 }],
  ]);
});

test('without ask(), get is the gateway', () => {
  const gw = fakeGateway();
  void createPrefetch(gw).get(PATHS.trend, {});
  expect(gw.calls).toHaveLength(1);
});
