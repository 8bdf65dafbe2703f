import { createLazyModule } from '../lazyModule';

/** A module loader whose answers the test gives: each call returns a promise the test resolves or rejects. */
function loader() {
  const calls: { resolve(m: string): void; reject(e: Error): void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

let warn: jest.SpyInstance;
beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => {})));
afterEach(() => warn.mockRestore());

test('warm() fetches the module once and makes nothing; the next need makes it without fetching again', async () => {
  const { load, calls } = loader();
  const make = jest.fn((m: string) => m + ' made');
  const lazy = createLazyModule(load, make);
  lazy.warm();
  lazy.warm();
  expect(calls.length).toBe(1);
  calls[0].resolve('parts');
  await tick();
  expect(make).not.toHaveBeenCalled();
  expect(lazy.$ready.get()).toBeNull();
  await expect(lazy.need()).resolves.toBe('parts made');
  expect(calls.length).toBe(1);
  expect(make).toHaveBeenCalledTimes(1);
});

test('a need while the warm fetch is on its way shares it', async () => {
  const { load, calls } = loader();
  const lazy = createLazyModule(load, (m: string) => m);
  lazy.warm();
  const needed = lazy.need();
  calls[0].resolve('parts');
  await expect(needed).resolves.toBe('parts');
  expect(calls.length).toBe(1);
});

test('a failed warm fetch says nothing, and the next need fetches again', async () => {
  const { load, calls } = loader();
  const lazy = createLazyModule(load, (m: string) => m);
  lazy.warm();
  calls[0].reject(new Error('503'));
  await tick();
  expect(warn).not.toHaveBeenCalled();
  const needed = lazy.need();
  expect(calls.length).toBe(2);
  calls[1].resolve('parts');
  await expect(needed).resolves.toBe('parts');
});

test('warm() after dispose fetches nothing', () => {
  const { load, calls } = loader();
  const lazy = createLazyModule(load, (m: string) => m);
  lazy.dispose();
  lazy.warm();
  expect(calls.length).toBe(0);
});
