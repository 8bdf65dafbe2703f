import { LAYER_KEY } from '../../core/historyPop';
import { createHistoryLayer } from '../historyLayer';
import { createListeners } from '../listeners';

/** The next popstate (jsdom traverses history in a task), or null when none came within a few tasks. */
const popped = () =>
  new Promise<PopStateEvent | null>((resolve) => {
    const timer = setTimeout(() => {
      window.removeEventListener('popstate', on);
      resolve(null);
    }, 50);
    const on = (e: Event) => {
      clearTimeout(timer);
      window.removeEventListener('popstate', on);
      resolve(e as PopStateEvent);
    };
    window.addEventListener('popstate', on);
  });

/** Traverses and waits until no more popstates come (the layer may step on by itself). */
async function go(delta: number) {
  const seen: (PopStateEvent | null)[] = [];
  const first = popped();
  history.go(delta);
  seen.push(await first);
  for (let e = await popped(); e; e = await popped()) seen.push(e);
  return seen.length;
}

let listeners: ReturnType<typeof createListeners>;
let host: string[];
const router = (e: PopStateEvent) => host.push(JSON.stringify(e.state));
beforeEach(() => {
  history.replaceState({ turbo: { restorationIdentifier: 'r1', restorationIndex: 0 } }, '', '/page');
  listeners = createListeners();
  host = [];
  window.addEventListener('popstate', router);
});
afterEach(() => {
  window.removeEventListener('popstate', router);
  listeners.dispose();
});

test('our entry holds none of the host’s state; back closes the layer and the host router never hears of it', async () => {
  const layer = createHistoryLayer(window, listeners);
  const closed: string[] = [];
  layer.push(() => closed.push('overlay'));
  expect(Object.keys(history.state as object)).toEqual([LAYER_KEY]);
  expect(location.pathname).toBe('/page');
  await go(-1);
  expect(closed).toEqual(['overlay']);
  expect(host).toEqual([]);
  expect((history.state as { turbo: unknown }).turbo).toBeDefined();
});

test('closed by a button: goes back over its entry, unheard by the host; forward onto the dead entry does nothing', async () => {
  const layer = createHistoryLayer(window, listeners);
  const closed: string[] = [];
  const id = layer.push(() => closed.push('overlay'));
  const back = popped();
  layer.pop(id);
  await back;
  expect((history.state as { turbo: unknown }).turbo).toBeDefined();
  await go(1);
  expect(location.pathname).toBe('/page');
  expect(closed).toEqual([]);
  expect(host).toEqual([]);
});

test('a modal above the overlay: back closes the modal, then the overlay', async () => {
  const layer = createHistoryLayer(window, listeners);
  const closed: string[] = [];
  layer.push(() => closed.push('overlay'));
  layer.push(() => closed.push('modal'));
  await go(-1);
  expect(closed).toEqual(['modal']);
  await go(-1);
  expect(closed).toEqual(['modal', 'overlay']);
  expect(host).toEqual([]);
});

test('the host’s own moves between its entries reach it', async () => {
  createHistoryLayer(window, listeners);
  history.pushState({ turbo: { restorationIdentifier: 'r2', restorationIndex: 1 } }, '', '/other');
  await go(-1);
  expect(host).toEqual([JSON.stringify({ turbo: { restorationIdentifier: 'r1', restorationIndex: 0 } })]);
});

test('the host navigated over an open modal; back closes it and the host hears its own back to its address', async () => {
  const layer = createHistoryLayer(window, listeners);
  const closed: string[] = [];
  layer.push(() => closed.push('modal'));
  history.pushState({ turbo: { restorationIdentifier: 'r2', restorationIndex: 1 } }, '', '/other');
  await go(-1);
  expect(closed).toEqual(['modal']);
  expect(location.pathname).toBe('/page');
  // (It hears it with its state still wrapped: a known limit of entries in the top window's history.)
  expect(host).toHaveLength(1);
});

test('two widgets share one stack: one’s back never closes or skips the other’s layer', async () => {
  const other = createListeners();
  const a = createHistoryLayer(window, listeners);
  const b = createHistoryLayer(window, other);
  const closed: string[] = [];
  a.push(() => closed.push('a overlay'));
  b.push(() => closed.push('b modal'));
  await go(-1);
  expect(closed).toEqual(['b modal']);
  expect(location.pathname).toBe('/page');
  await go(-1);
  expect(closed).toEqual(['b modal', 'a overlay']);
  expect(host).toEqual([]);
  other.dispose();
});

test('dispose leaves no listener: a later back is the host’s alone', async () => {
  const layer = createHistoryLayer(window, listeners);
  const closed: string[] = [];
  layer.push(() => closed.push('overlay'));
  listeners.dispose();
  await go(-1);
  expect(closed).toEqual([]);
  expect(host).toHaveLength(1);
});
