import { LAYER_KEY, wrapHost } from '../../core/historyPop';
import { createHistoryLayer } from '../historyLayer';
import { createListeners } from '../listeners';
import { popstateListeners } from '../../../../test/helpers/dom';

/** Ten tasks (jsdom traverses history two timer tasks after `go`, and fires popstate at most one task later). */
async function tasks() {
  for (let i = 0; i < 10; i++) await new Promise((task) => setTimeout(task, 0));
}

/**
 * The next popstate, or null when none came within ten tasks: counted in tasks, not milliseconds, so a loaded machine
 * (where 50 ms once passed before jsdom's traversal ran) changes nothing.
 */
const popped = () =>
  new Promise<PopStateEvent | null>((resolve) => {
    let done = false;
    const on = (e: Event) => {
      done = true;
      window.removeEventListener('popstate', on);
      resolve(e as PopStateEvent);
    };
    window.addEventListener('popstate', on);
    void tasks().then(() => {
      if (done) return;
      window.removeEventListener('popstate', on);
      resolve(null);
    });
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

/** A layer on the window's stack (with `withListeners`) and the names of the entries it closed, in order. */
function layerOn(withListeners = listeners, closed: string[] = []) {
  const layer = createHistoryLayer(window, withListeners);
  return { layer, closed, open: (name: string) => layer.push(() => closed.push(name)) };
}

test('our entry holds none of the host’s state; back closes the layer and the host router never hears of it', async () => {
  const { closed, open } = layerOn();
  open('overlay');
  expect(Object.keys(history.state as object)).toEqual([LAYER_KEY]);
  expect(location.pathname).toBe('/page');
  await go(-1);
  expect(closed).toEqual(['overlay']);
  expect(host).toEqual([]);
  expect((history.state as { turbo: unknown }).turbo).toBeDefined();
});

test('closed by a button: goes back over its entry, unheard by the host; forward onto the dead entry does nothing', async () => {
  const { layer, closed, open } = layerOn();
  const id = open('overlay');
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
  const { closed, open } = layerOn();
  open('overlay');
  open('modal');
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
  const { closed, open } = layerOn();
  open('modal');
  history.pushState({ turbo: { restorationIdentifier: 'r2', restorationIndex: 1 } }, '', '/other');
  await go(-1);
  expect(closed).toEqual(['modal']);
  expect(location.pathname).toBe('/page');
  // It hears it once, with its own state (not the wrapped one the entry had while the modal was open).
  expect(host).toEqual([JSON.stringify({ turbo: { restorationIdentifier: 'r1', restorationIndex: 0 } })]);
  expect(history.state).toEqual({ turbo: { restorationIdentifier: 'r1', restorationIndex: 0 } });
});

test('two widgets share one stack: one’s back never closes or skips the other’s layer', async () => {
  const other = createListeners();
  const a = layerOn();
  const b = layerOn(other, a.closed);
  a.open('a overlay');
  b.open('b modal');
  await go(-1);
  expect(a.closed).toEqual(['b modal']);
  expect(location.pathname).toBe('/page');
  await go(-1);
  expect(a.closed).toEqual(['b modal', 'a overlay']);
  expect(host).toEqual([]);
  other.dispose();
});

test('dispose leaves no listener: a later back is the host’s alone', async () => {
  const { closed, open } = layerOn();
  open('overlay');
  listeners.dispose();
  await go(-1);
  expect(closed).toEqual([]);
  expect(host).toHaveLength(1);
});

describe('a page whose own history state holds our key (issue 38, finding 8)', () => {
  test.each<[string, unknown]>([
    ['its parsed query parameters', '1'],
    ['a repeated parameter parsed into an array', ['1', '2']],
    ['a nested parameter (qs)', { seq: '1' }],
    ['a mark-shaped object from a link', { doc: 'x', seq: 1 }],
  ])('%s: back closes the overlay and stays; the next back is the page’s own, one entry', async (_case, value) => {
    history.pushState({ [LAYER_KEY]: value, q: 'a' }, '', '/a');
    history.pushState({ [LAYER_KEY]: value, q: 'b' }, '', '/b');
    const { closed, open } = layerOn();
    open('overlay');
    await go(-1);
    expect(closed).toEqual(['overlay']);
    expect(location.pathname).toBe('/b');
    expect(history.state).toEqual({ [LAYER_KEY]: value, q: 'b' });
    expect(host).toEqual([]);
    // The page's own back: it hears it, and nothing of ours steps on past its entry.
    expect(await go(-1)).toBe(1);
    expect(location.pathname).toBe('/a');
    expect(host).toEqual([JSON.stringify({ [LAYER_KEY]: value, q: 'a' })]);
  });

  test('the host’s back onto two dead entries of ours: one step of ours, never a second', async () => {
    const pops: unknown[] = [];
    const all = (e: PopStateEvent) => pops.push(e.state);
    window.addEventListener('popstate', all, true);
    const layer = createHistoryLayer(window, listeners);
    const a = layer.push(() => {});
    const b = layer.push(() => {});
    history.pushState({ turbo: { restorationIdentifier: 'r2', restorationIndex: 1 } }, '', '/other');
    // Closed by their buttons while buried: their entries stay, dead.
    layer.pop(b);
    layer.pop(a);
    await go(-1);
    window.removeEventListener('popstate', all, true);
    // The host's back and our one step over the entry it reached; the step's pop is the host's move.
    expect(pops).toHaveLength(2);
    expect(location.pathname).toBe('/page');
    expect(host).toHaveLength(1);
  });
});

describe('a box destroyed while its overlay is open (issue 38, finding 9)', () => {
  const routerState = { usr: null, key: 'router-key', idx: 3 };

  /** The loader's popstate listener (loader/src/popstate.ts): one capturing listener, handlers in a slot. */
  function loaderSlot() {
    const handlers = new Set<(e: PopStateEvent) => void>();
    const onPop = (e: Event) => handlers.forEach((fn) => fn(e as PopStateEvent));
    window.addEventListener('popstate', onPop, true);
    return {
      slot: (fn: (e: PopStateEvent) => void) => {
        handlers.add(fn);
        return () => void handlers.delete(fn);
      },
      remove: () => window.removeEventListener('popstate', onPop, true),
    };
  }

  beforeEach(() => {
    // The router loaded after the loader: its listener comes after the loader's.
    window.removeEventListener('popstate', router);
    history.replaceState(routerState, '', '/page');
  });

  test('SearchPopup.destroy() (the loader’s listener goes too): the router’s entry has its own state again', async () => {
    const loader = loaderSlot();
    window.addEventListener('popstate', router);
    const count = popstateListeners();
    try {
      const layer = createHistoryLayer(window, listeners, loader.slot);
      const id = layer.push(() => {});
      // What destroy() does: the overlay's entry popped, the box's listeners removed, then the loader's.
      const landed = popped();
      layer.pop(id);
      listeners.dispose();
      loader.remove();
      await landed;
      expect(history.state).toEqual(routerState);
      expect(location.pathname).toBe('/page');
      // Nothing of ours stays once that pop has landed.
      expect(count.now()).toBe(0);
      // Back and forward carry the router's state.
      history.pushState({ usr: null, key: 'next', idx: 4 }, '', '/next');
      await go(-1);
      expect(history.state).toEqual(routerState);
      await go(1);
      await go(-1);
      expect(history.state).toEqual(routerState);
    } finally {
      count.restore();
    }
  });

  test('an instance’s destroy() (the loader’s listener stays): the pop is hidden from the router, its state unwrapped', async () => {
    const loader = loaderSlot();
    window.addEventListener('popstate', router);
    const layer = createHistoryLayer(window, listeners, loader.slot);
    const id = layer.push(() => {});
    const landed = popped();
    layer.pop(id);
    listeners.dispose();
    await landed;
    expect(history.state).toEqual(routerState);
    expect(host).toEqual([]);
    loader.remove();
  });

  test('a host entry left wrapped (a page that took our listener away) gets its own state back on the next box’s start', () => {
    window.addEventListener('popstate', router);
    history.replaceState(wrapHost('an-earlier-box', routerState), '');
    createHistoryLayer(window, listeners);
    expect(history.state).toEqual(routerState);
  });

  test('a page’s own state that holds our wrapping key alone is left as it is', () => {
    const page = { searchPopupHost: '1' };
    history.replaceState(page, '');
    createHistoryLayer(window, listeners);
    expect(history.state).toEqual(page);
  });
});
