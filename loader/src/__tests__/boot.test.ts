import { insertAfter, insertBefore, setBody } from '../../../test/helpers/dom';
import { fullEnv } from '../../../widget/src/core/__tests__/fixtures';
import { envOrThrow } from '../../../widget/src/core/validateEnv';
import type { EntryModule, Instance, MountOptions } from '../../../widget/src/public';
import { endLoader } from './endLoader';
import { gate, runLoader, settle } from './page';
import { chooseDevice, type LoaderDeps } from '../boot';

const FILES = { desktop: ['desktop-AAA.js', 'shared-CCC.js'], mobile: ['mobile-BBB.js', 'shared-CCC.js'] };

/** A page with the config element and the loader script tag, as a host writes them. */
function page({ config, attrs = '', mount = true }: { config?: unknown; attrs?: string; mount?: boolean } = {}) {
  document.head.replaceChildren();
  setBody(
    (config === undefined
      ? ''
      : `<script type="application/json" id="search-popup-config">${typeof config === 'string' ? config : JSON.stringify(config)}</script>`) +
      (mount ? '<div id="search-popup"></div>' : '') +
      `<p>host</p><script id="loader" src="https://cdn.example.com/sp/v1/loader.js" ${attrs}></script>`,
  );
  return document.getElementById('loader') as HTMLScriptElement;
}

/** A fake entry bundle that records how it was mounted. */
function fakeEntry() {
  const mounts: MountOptions[] = [];
  const calls: unknown[][] = [];
  const listeners: [string, (d: unknown) => void][] = [];
  const instance: Instance = {
    open: (k) => void calls.push(['open', k]),
    close: () => void calls.push(['close']),
    setUser: (u) => void calls.push(['setUser', u]),
    destroy: () => void calls.push(['destroy']),
    on: (type, fn) => {
      listeners.push([type, fn as (d: unknown) => void]);
      return () =>
        listeners.splice(
          listeners.findIndex((l) => l[1] === fn),
          1,
        );
    },
    cart: async (code, items) => {
      calls.push(['cart', code, items]);
      return { result: 'INS' };
    },
    toast: (t) => void calls.push(['toast', t]),
    track: (e, items, o) => void calls.push(['track', e, items, o]),
    alert: async (m) => void calls.push(['alert', m]),
    confirm: async (m) => {
      calls.push(['confirm', m]);
      return true;
    },
  };
  // Like the real entries: the env is validated at mount, and a bad one throws the `config` error.
  const mod: EntryModule = {
    mount: (o) => {
      envOrThrow(o.raw);
      mounts.push(o);
      return instance;
    },
  };
  return { mod, mounts, calls, listeners, instance };
}

function run(script: HTMLScriptElement | null, over: Partial<LoaderDeps> = {}, gated?: Promise<void>) {
  const entry = fakeEntry();
  return { entry, ...runLoader(script, entry.mod, { files: FILES, version: '9.9.9', ...over }, gated) };
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  // Each test is a new page: the running loader ends (its observer, its boxes) and the global goes.
  endLoader();
  delete window.SearchPopup;
  errorSpy.mockRestore();
});

const config = (extra: Record<string, unknown> = {}) => ({ device: 'desktop', env: fullEnv(), ...extra });

test('defines window.SearchPopup at once, then mounts the desktop entry resolved from its own URL', async () => {
  const { api, entry, loaded } = run(page({ config: config() }));
  expect(window.SearchPopup).toBe(api);
  expect(api.version).toBe('9.9.9');
  const inst = await api.ready();
  expect(inst).toBe(entry.instance);
  expect(loaded).toEqual([
    'https://cdn.example.com/sp/v1/desktop-AAA.js',
    'https://cdn.example.com/sp/v1/shared-CCC.js',
  ]);
  expect(entry.mounts[0]).toMatchObject({
    host: document.getElementById('search-popup'),
    created: false,
    device: 'desktop',
    version: '9.9.9',
  });
  expect(entry.mounts[0].raw).toEqual(config());
});

test('the start waits for the host page to paint: nothing is read or fetched before a frame has run', async () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
  try {
    const { api, loaded } = run(page({ config: config() }));
    expect(window.SearchPopup).toBe(api);
    await jest.advanceTimersByTimeAsync(20);
    expect(loaded).toEqual([]);
    // The frame (its paint), then a task: the entry is fetched and mounted (in a task of its own).
    frames.splice(0).forEach((fn) => fn(0));
    await jest.advanceTimersByTimeAsync(10);
    jest.useRealTimers();
    await api.ready();
    expect(loaded[0]).toBe('https://cdn.example.com/sp/v1/desktop-AAA.js');
  } finally {
    jest.useRealTimers();
    raf.mockRestore();
  }
});

test('where frames never run (a hidden tab) the start comes 100 ms after the page was parsed', async () => {
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
  try {
    const { api, loaded } = run(page({ config: config() }));
    await jest.advanceTimersByTimeAsync(99);
    expect(loaded).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(loaded).toHaveLength(2);
    // The mount, in a task of its own.
    await jest.advanceTimersByTimeAsync(10);
    jest.useRealTimers();
    await api.ready();
  } finally {
    jest.useRealTimers();
    raf.mockRestore();
  }
});

test('a config missing env.imageHost and env.serviceHosts.ord: one console.error naming both, nothing mounts, ready() rejects', async () => {
  const env = fullEnv() as { serviceHosts: Record<string, string>; imageHost?: string };
  delete env.imageHost;
  delete env.serviceHosts.ord;
  const { api, entry, loaded } = run(page({ config: { device: 'desktop', env } }));
  const err = await api.ready().then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: Error) => e,
  );
  expect(err.message).toMatch(/^Environment validation failed: imageHost, serviceHosts\.ord\b/);
  expect(errorSpy).toHaveBeenCalledTimes(1);
  expect(errorSpy.mock.calls[0][0]).toBe(err.message);
  // The entry validates (the loader stays small): the bundle is fetched, nothing mounts, no host element is left.
  expect(loaded).toHaveLength(2);
  expect(entry.mounts).toEqual([]);
  expect(api.on('open', () => {})).toEqual(expect.any(Function));
  expect(document.querySelectorAll('#search-popup')).toHaveLength(1);
  expect(document.getElementById('search-popup')!.childNodes).toHaveLength(0);
});

test('no config element at all (a framework stripped it): one error naming the missing config, nothing fetched', async () => {
  const { api, loaded } = run(page());
  const err = await api.ready().then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: Error) => e,
  );
  expect(err.message).toBe('SearchPopup: no config: no <script type="application/json" id="search-popup-config">');
  expect(errorSpy.mock.calls).toEqual([[err.message]]);
  expect(loaded).toEqual([]);
});

test('config JSON that does not parse is a clear error', async () => {
  const { api } = run(page({ config: '{"env": ' }));
  await expect(api.ready()).rejects.toThrow(/^SearchPopup: #search-popup-config is not JSON/);
});

test('data-config and data-mount name other elements', async () => {
  const script = page({ attrs: 'data-config="my-config" data-mount=".box"', mount: false });
  insertBefore(
    script,
    `<script type="application/json" id="my-config">${JSON.stringify(config())}</script><section class="box"></section>`,
  );
  const { api, entry } = run(script);
  await api.ready();
  expect(entry.mounts[0].host).toBe(document.querySelector('section.box'));
});

test('without a mount element the loader inserts its own host element right before its script', async () => {
  const script = page({ config: config(), mount: false });
  const { api, entry } = run(script);
  await api.ready();
  expect(entry.mounts[0].created).toBe(true);
  expect(script.previousElementSibling).toBe(entry.mounts[0].host);
});

test.each([
  ['desktop', 'desktop-AAA.js'],
  ['mobile-web', 'mobile-BBB.js'],
  ['mobile-app', 'mobile-BBB.js'],
  ['ios', 'mobile-BBB.js'],
  ['aos', 'mobile-BBB.js'],
])('device %s loads %s and never the other view', async (device, file) => {
  const { api, loaded } = run(page({ config: config({ device }) }));
  await api.ready();
  expect(loaded[0]).toBe('https://cdn.example.com/sp/v1/' + file);
  expect(loaded.some((u) => /(desktop|mobile)-/.test(u) && !u.endsWith(file))).toBe(false);
});

test('no device flag: the media query decides', () => {
  const win = (matches: boolean) =>
    ({ matchMedia: (q: string) => ({ matches: q === '(max-width: 767px)' && matches }) }) as unknown as Window;
  expect(chooseDevice(undefined, win(true))).toBe('mobile-web');
  expect(chooseDevice(undefined, win(false))).toBe('desktop');
  expect(chooseDevice(42, win(false))).toBe('desktop');
  expect(chooseDevice('ios', win(false))).toBe('ios');
  expect(chooseDevice(undefined, {} as Window)).toBe('desktop');
});

test("assetBase on the loader's own origin overrides the loader URL (a host that concatenated loader.js)", async () => {
  const { api, loaded } = run(page({ config: config({ assetBase: 'https://cdn.example.com/other/sp' }) }));
  await api.ready();
  expect(loaded[0]).toBe('https://cdn.example.com/other/sp/desktop-AAA.js');
  expect(errorSpy).not.toHaveBeenCalled();
});

test('assetBase on another origin is used only when the loader tag lists that origin in data-asset-origin', async () => {
  const { api, loaded } = run(
    page({
      config: config({ assetBase: 'https://static.example.com/sp' }),
      attrs: 'data-asset-origin="https://a.example https://static.example.com"',
    }),
  );
  await api.ready();
  expect(loaded[0]).toBe('https://static.example.com/sp/desktop-AAA.js');
});

test("assetBase on another origin without the tag's opt-in is ignored with an error: the loader's own folder serves", async () => {
  const { api, loaded } = run(page({ config: config({ assetBase: 'https://attacker.example/x/' }) }));
  await api.ready();
  expect(loaded[0]).toBe('https://cdn.example.com/sp/v1/desktop-AAA.js');
  expect(loaded.some((u) => u.includes('attacker'))).toBe(false);
  expect(errorSpy.mock.calls[0][0]).toMatch(
    /assetBase on https:\/\/attacker\.example ignored.*data-asset-origin="https:\/\/attacker\.example"/,
  );
});

test('without its own script and without assetBase it says how to fix it', async () => {
  page({ config: config() });
  const { api } = run(null);
  await expect(api.ready()).rejects.toThrow('no bundle URL: set "assetBase"');
});

test('a bundle that fails to load rejects ready() with its URL', async () => {
  const { api } = run(page({ config: config() }), { load: () => Promise.reject(new Error('404')) });
  await expect(api.ready()).rejects.toThrow(
    'SearchPopup: could not load https://cdn.example.com/sp/v1/desktop-AAA.js (404)',
  );
});

test('included twice: the second run returns the first and mounts nothing', async () => {
  const script = page({ config: config() });
  const first = run(script);
  const second = run(script);
  expect(second.api).toBe(first.api);
  await first.api.ready();
  expect(first.entry.mounts).toHaveLength(1);
  expect(second.entry.mounts).toHaveLength(0);
  expect(second.loaded).toEqual([]);
});

test('calls made before the bundle arrives are queued and replayed in order', async () => {
  const { open: release, closed } = gate();
  const { api, entry } = run(page({ config: config() }), { version: '1' }, closed);
  api.open('해리');
  api.setUser({ id: 'u1', roles: ['adult'] });
  const seen: unknown[] = [];
  api.on('ready', (d) => seen.push(d));
  const cancelled = api.on('open', () => seen.push('never'));
  cancelled();
  api.close();
  expect(entry.calls).toEqual([]);
  release();
  await api.ready();
  // The shopper set before the mount is every box's from its start; the other calls follow in order.
  expect(entry.calls).toEqual([['setUser', { id: 'u1', roles: ['adult'] }], ['open', '해리'], ['close']]);
  expect(entry.listeners.map(([t]) => t)).toEqual(['ready']);
  api.open();
  expect(entry.calls[3]).toEqual(['open', undefined]);
});

test('cart, toast, alert and confirm called before the bundle arrives run once it is mounted, with their answers', async () => {
  const { open: release, closed } = gate();
  const { api, entry } = run(page({ config: config() }), { version: '1' }, closed);
  const item = { saleCmdtid: 'S1' };
  const outcome = api.cart('001', [item]);
  api.toast({ message: '안녕' });
  const confirmed = api.confirm({ message: '계속할까요?' });
  expect(entry.calls).toEqual([]);
  release();
  await expect(outcome).resolves.toEqual({ result: 'INS' });
  await expect(confirmed).resolves.toBe(true);
  expect(entry.calls).toEqual([
    ['toast', { message: '안녕' }],
    ['cart', '001', [item]],
    ['confirm', { message: '계속할까요?' }],
  ]);
});

test("issue 39: track (a shop's own share and 찜 buttons) called before the bundle arrives runs once it is mounted", async () => {
  const { open: release, closed } = gate();
  const { api, entry } = run(page({ config: config() }), { version: '1' }, closed);
  const item = { saleCmdtid: 'S1' };
  api.track('share', [item], { method: 'link' });
  api.track('add_to_wishlist', [item]);
  expect(entry.calls).toEqual([]);
  release();
  await api.ready();
  expect(entry.calls.filter((c) => c[0] === 'track')).toEqual([
    ['track', 'share', [item], { method: 'link' }],
    ['track', 'add_to_wishlist', [item], undefined],
  ]);
});

test('on a failed start, cart/alert/confirm reject with the start error and toast does nothing', async () => {
  const { api } = run(page({ config: { env: {} } }));
  await expect(api.cart('002', [])).rejects.toThrow(/^Environment validation failed/);
  await expect(api.confirm({ message: 'x' })).rejects.toThrow(/^Environment validation failed/);
  expect(() => api.toast({ message: 'x' })).not.toThrow();
});

test('an on() made before the bundle can be unsubscribed after the mount', async () => {
  const { api, entry } = run(page({ config: config() }));
  const off = api.on('search', () => {});
  await api.ready();
  expect(entry.listeners).toHaveLength(1);
  off();
  expect(entry.listeners).toHaveLength(0);
});

test('SearchPopup.destroy() ends every box; window.SearchPopup stays, and a later include returns it and mounts the box again', async () => {
  const script = page({ config: config() });
  const { api, entry } = run(script);
  await api.ready();
  api.destroy();
  expect(entry.calls).toEqual([['destroy']]);
  expect(window.SearchPopup).toBe(api);
  await settle();
  expect(entry.mounts).toHaveLength(1);
  // The page runs the loader again (a component appends its tag): it uses the widget again, through the first copy.
  const again = run(script);
  expect(again.api).toBe(api);
  await settle();
  expect(entry.mounts).toHaveLength(2);
  expect(again.entry.mounts).toHaveLength(0);
  // A copy run while boxes are live changes nothing.
  run(script);
  await settle();
  expect(entry.mounts).toHaveLength(2);
});

test('a config read while the page is still loading waits for DOMContentLoaded', async () => {
  setBody('<script id="loader" src="https://cdn.example.com/sp/loader.js"></script>');
  const script = document.getElementById('loader') as HTMLScriptElement;
  const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const { api, loaded } = run(script);
  expect(loaded).toEqual([]);
  insertAfter(
    script,
    `<script type="application/json" id="search-popup-config">${JSON.stringify(config())}</script><div id="search-popup"></div>`,
  );
  state.mockReturnValue('interactive');
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await api.ready();
  expect(loaded[0]).toBe('https://cdn.example.com/sp/desktop-AAA.js');
  state.mockRestore();
});

describe('a bundle that fails to load while the page is left (a navigation cuts its loads short)', () => {
  const failOnce = () => {
    let tries = 0;
    const loads: string[] = [];
    const load = (url: string) => {
      loads.push(url);
      return tries++ < 2 ? Promise.reject(new Error('aborted')) : Promise.resolve(fakeEntry().mod);
    };
    return { load, loads };
  };

  test('is not said when the page goes (pagehide) within a second, and the box mounts when it comes back', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    try {
      const { load, loads } = failOnce();
      const { api } = run(page({ config: config() }), { load });
      await jest.advanceTimersByTimeAsync(200);
      expect(loads).toHaveLength(2);
      await expect(api.ready()).rejects.toThrow('could not load');
      window.dispatchEvent(new Event('pagehide'));
      // The page back from the back-forward cache: its timers run on.
      await jest.advanceTimersByTimeAsync(1000);
      await jest.advanceTimersByTimeAsync(200);
      expect(loads).toHaveLength(4);
      jest.useRealTimers();
      await expect(api.ready()).resolves.toBeTruthy();
      expect(errorSpy).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  test('is said once a second has passed with the page still shown, and not loaded again', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    try {
      const { load, loads } = failOnce();
      run(page({ config: config() }), { load });
      await jest.advanceTimersByTimeAsync(200);
      expect(errorSpy).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1000);
      expect(errorSpy).toHaveBeenCalledWith(
        'SearchPopup: could not load https://cdn.example.com/sp/v1/desktop-AAA.js (aborted)',
      );
      window.dispatchEvent(new Event('pagehide'));
      await jest.advanceTimersByTimeAsync(2000);
      expect(loads).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
