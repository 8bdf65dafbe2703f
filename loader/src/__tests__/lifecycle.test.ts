/**
 * The lifecycle of boxes on pages whose DOM changes (issue 16): the `<search-popup>` element, a replaced or late
 * legacy mount point, several boxes on one page, and the config rules that keep a stranger's markup from
 * choosing the code or the gateway.
 */
import { setBody } from '../../../test/helpers/dom';
import { fullEnv } from '../../../widget/src/core/__tests__/fixtures';
import type { EntryModule, Instance } from '../../../widget/src/public';
import { envOrThrow } from '../../../widget/src/core/validateEnv';
import { endLoader } from './endLoader';
import { config, entry, FILES, json, LOADER, replaceWith, settle, start, stood } from './page';
import { boot } from '../boot';
import { QUIET } from '../box';

let errors: jest.SpyInstance;
let warns: jest.SpyInstance;
beforeEach(() => {
  document.head.replaceChildren();
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  warns = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  endLoader();
  // One test makes it a non-deletable property, as a page's `var` does.
  window.SearchPopup = undefined;
  delete window.SearchPopup;
  errors.mockRestore();
  warns.mockRestore();
});

test('<search-popup> mounts when connected; removed, it is destroyed after a microtask; moved, it stays mounted', async () => {
  setBody(json(config()) + '<header><search-popup></search-popup></header><nav></nav>');
  const { api, mounts, alive } = start();
  const el = document.querySelector('search-popup')!;
  expect((await api.ready()) === mounts[0].inst).toBe(true);
  expect(mounts[0].host).toBe(el);
  // A move within one task (a framework re-ordering its nodes) is not a remount.
  document.querySelector('nav')!.appendChild(el);
  await settle();
  expect(mounts).toHaveLength(1);
  expect(alive()).toHaveLength(1);
  el.remove();
  await settle();
  expect(alive()).toHaveLength(0);
  expect(el.childNodes).toHaveLength(0);
});

test("a re-created element (a framework's key change, an ng-if, a Turbo visit) mounts again; ready() is the live one", async () => {
  setBody(json(config()) + '<header id="h"><search-popup></search-popup></header>');
  const { api, mounts, alive } = start();
  await api.ready();
  replaceWith('h', 'search-popup');
  await settle();
  expect(mounts).toHaveLength(2);
  expect(alive().map((m) => m.host)).toEqual([document.querySelector('search-popup')]);
  expect((await api.ready()) === mounts[1].inst).toBe(true);
  expect((await api.ready()) === mounts[1].inst).toBe(true);
});

test('the legacy #search-popup replaced by the page (pjax, a script rewriting its container) is served by the same lifecycle', async () => {
  setBody(json(config()) + '<main id="c"><div id="search-popup"></div></main>');
  const { api, mounts, alive } = start();
  await api.ready();
  replaceWith('c', 'div', 'search-popup');
  await settle();
  expect(alive().map((m) => m.host)).toEqual([document.getElementById('search-popup')]);
  expect(mounts[0].alive).toBe(false);
  expect((await api.ready()) === mounts[1].inst).toBe(true);
});

test("a mount point that appears after the page was parsed (a late Vue app) gets the box; no host of the loader's own", async () => {
  setBody(json(config()) + '<div id="app"></div>');
  const { api, mounts } = start('head');
  await settle();
  expect(mounts).toHaveLength(0);
  replaceWith('app', 'div', 'search-popup', 'header');
  await api.ready();
  expect(mounts.map((m) => [m.host.id, m.created])).toEqual([['search-popup', false]]);
  expect(document.body.children).toHaveLength(2);
});

test('the host the loader made before its script gives way to a box the page writes later', async () => {
  setBody(json(config()) + '<div id="app"></div>');
  const { api, mounts, alive, script } = start();
  await api.ready();
  expect(mounts[0].created).toBe(true);
  expect(script.previousElementSibling).toBe(mounts[0].host);
  replaceWith('app', 'search-popup');
  await settle();
  expect(alive().map((m) => m.host.localName)).toEqual(['search-popup']);
  expect(mounts[0].host.isConnected).toBe(false);
});

test('two boxes: each mounts its own; on() and setUser() reach both; other calls go to the first live one', async () => {
  setBody(
    json(config()) +
      json(config({ device: 'mobile-web' }), 'cfg-2') +
      '<search-popup id="a"></search-popup><search-popup id="b" config="cfg-2" device="desktop"></search-popup>',
  );
  const { api, mounts, loaded } = start('body', { 'data-config-ids': 'cfg-2' });
  const off = api.on('cart', () => {});
  await api.ready();
  await settle();
  expect(mounts.map((m) => [m.host.id, m.device])).toEqual([
    ['a', 'desktop'],
    ['b', 'desktop'],
  ]);
  expect(loaded).toEqual(['https://cdn.example.com/sp/desktop-AAA.js']);
  api.setUser({ id: 'u1', roles: [] });
  api.open('해리');
  expect(mounts[0].calls).toEqual([
    ['on', 'cart'],
    ['setUser', { id: 'u1', roles: [] }],
    ['open', '해리'],
  ]);
  expect(mounts[1].calls).toEqual([
    ['on', 'cart'],
    ['setUser', { id: 'u1', roles: [] }],
  ]);
  off();
  expect(mounts[1].calls.at(-1)).toEqual(['off', 'cart']);
  document.getElementById('a')!.remove();
  await settle();
  expect((await api.ready()) === mounts[1].inst).toBe(true);
  api.close();
  expect(mounts[1].calls.at(-1)).toEqual(['close']);
  // A box that connects later gets the listeners and the shopper set so far.
  api.on('search', () => {});
  document.body.append(document.createElement('search-popup'));
  await settle();
  expect(mounts[2].calls).toEqual([
    ['on', 'search'],
    ['setUser', { id: 'u1', roles: [] }],
  ]);
});

test("a user-content element with the config's id, placed first, is ignored: it never picks the code or the gateway", async () => {
  const forged = { ...config(), assetBase: 'https://attacker.example/x/', gateway: 'https://attacker.example/gw' };
  setBody(
    `<div id="search-popup-config" hidden>${JSON.stringify(forged)}</div>` +
      json(config()) +
      '<div id="search-popup"></div>',
  );
  const { api, mounts, loaded } = start();
  await api.ready();
  expect(loaded).toEqual(['https://cdn.example.com/sp/desktop-AAA.js']);
  expect(mounts[0].raw).toEqual(config());
});

test('two JSON config elements with the same id are refused with a console error; nothing loads', async () => {
  setBody(json(config({ gateway: 'https://attacker.example/gw' })) + json(config()) + '<div id="search-popup"></div>');
  const { api, loaded } = start();
  await expect(api.ready()).rejects.toThrow('SearchPopup: 2 configs have the id "search-popup-config": refused');
  expect(errors).toHaveBeenCalledTimes(1);
  expect(loaded).toEqual([]);
});

test("a page's own window.SearchPopup (a non-deletable `var`, or an older object with ready()) neither blocks nor breaks", async () => {
  Object.defineProperty(window, 'SearchPopup', {
    value: { ready: () => new Promise(() => {}) },
    writable: true,
    configurable: false,
    enumerable: true,
  });
  setBody(json(config()) + '<div id="search-popup"></div>');
  const { api, mounts } = start();
  expect(window.SearchPopup).toBe(api);
  await api.ready();
  expect(mounts).toHaveLength(1);
  expect(() => api.destroy()).not.toThrow();
  expect(window.SearchPopup).toBe(api);
  expect(mounts[0].alive).toBe(false);
});

// Object.prototype.then is tried in Chromium (test/browser/embedRules.test.ts): in jsdom it stops Jest's own promises.
test('config keys a page put on Object.prototype do not steer the start', async () => {
  const proto = Object.prototype as Record<string, unknown>;
  proto.assetBase = 'https://attacker.example/x/';
  proto.device = 'mobile-web';
  try {
    setBody(json({ env: fullEnv() }) + '<div id="search-popup"></div>');
    const { api, mounts, loaded } = start();
    const inst = await api.ready();
    expect(inst === mounts[0].inst).toBe(true);
    expect(loaded).toEqual(['https://cdn.example.com/sp/desktop-AAA.js']);
  } finally {
    delete proto.assetBase;
    delete proto.device;
  }
});

test('100 connect/remove cycles leave one live box and none behind', async () => {
  setBody(json(config()) + '<header></header>');
  const { api, mounts, alive } = start();
  const header = document.querySelector('header')!;
  // After the host's first paint (before it, a box that comes and goes never starts at all).
  // The page has no box yet: the loader's own host (before its script) has mounted; the first element ends it.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  await settle();
  expect(mounts.map((m) => m.created)).toEqual([true]);
  for (let i = 0; i < 100; i++) {
    header.replaceChildren(document.createElement('search-popup'));
    await settle();
  }
  expect(mounts.slice(1).filter((m) => !m.created)).toHaveLength(100);
  expect(alive()).toHaveLength(1);
  expect((await api.ready()) === mounts[100].inst).toBe(true);
  // Connected a moment ago, the last element would survive a destroy() (its predecessor's cleanup): it has stood.
  await stood(() => api.destroy());
  expect(alive()).toHaveLength(0);
  // What destroy() emptied stays empty; an element connected after it mounts.
  header.append(document.createElement('p'));
  await settle();
  expect(mounts).toHaveLength(101);
  header.replaceChildren(document.createElement('search-popup'));
  await settle();
  expect(mounts).toHaveLength(102);
  expect(alive().map((m) => m.host)).toEqual([header.firstChild]);
});

test('an earlier loader of ours that keeps no hub (the whole API, a version) is found and returned, not mounted over', async () => {
  const earlier = {
    version: '0.0.9',
    ready: async () => ({}),
    cart: async () => ({}),
    confirm: async () => true,
    destroy: () => {},
  };
  window.SearchPopup = earlier as never;
  setBody(json(config()) + '<div id="search-popup"></div>');
  const { api, mounts, loaded } = start();
  expect(api).toBe(earlier);
  await settle();
  expect(mounts).toHaveLength(0);
  expect(loaded).toEqual([]);
});

test('a mount point whose config is refused is reported once, not tried again on each DOM change; a new one is', async () => {
  setBody(json({ device: 'desktop', env: {} }) + '<div id="c"><div id="search-popup"></div></div><main></main>');
  const tries: string[] = [];
  const script = document.createElement('script');
  script.src = LOADER;
  document.body.appendChild(script);
  const mod: EntryModule = {
    mount: (o) => {
      tries.push(o.host.id);
      envOrThrow(o.raw);
      return {} as Instance;
    },
  };
  const api = boot({ win: window, doc: document, script, files: FILES, version: '1', load: async () => mod });
  await expect(api.ready()).rejects.toThrow(/^Environment validation failed/);
  for (let i = 0; i < 5; i++) {
    document.querySelector('main')!.append(document.createElement('p'));
    await settle();
  }
  expect(tries).toEqual(['search-popup']);
  expect(errors).toHaveBeenCalledTimes(1);
  replaceWith('c', 'div', 'search-popup');
  await settle();
  expect(tries).toEqual(['search-popup', 'search-popup']);
});

describe("the page's own field in the box, typed in (the box before the script)", () => {
  let field: HTMLInputElement;
  beforeEach(() => {
    jest.useFakeTimers();
    setBody(json(config()) + '<div id="search-popup"><form><input name="keyword"></form></div>');
    field = document.querySelector('input')!;
    field.focus();
    field.value = '해리';
  });
  afterEach(() => jest.useRealTimers());

  test("the page's own field, typed in when the bundle arrives: taken over only once no syllable composes and nothing was typed for QUIET ms", async () => {
    const { mounts } = start();
    const fire = (e: Event) => field.dispatchEvent(e);
    // Focused with text: a syllable may be composing; the widget waits for a sign that none is.
    await jest.advanceTimersByTimeAsync(1000);
    expect(mounts).toHaveLength(0);
    // A space ends 리 (ibus, Chromium): the composition ends, and a frame later the space itself comes as a key.
    fire(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
    await jest.advanceTimersByTimeAsync(40);
    expect(mounts).toHaveLength(0);
    // Chromium inserts the committed 리 as text after the composition's end, then the space.
    fire(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '리' }));
    await jest.advanceTimersByTimeAsync(QUIET - 1);
    expect(mounts).toHaveLength(0);
    field.value = '해리 ';
    fire(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: ' ' }));
    await jest.advanceTimersByTimeAsync(QUIET - 1);
    expect(mounts).toHaveLength(0);
    // The next syllable starts before the field was quiet: it waits for that one too.
    fire(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    await jest.advanceTimersByTimeAsync(QUIET * 3);
    expect(mounts).toHaveLength(0);
    fire(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
    await jest.advanceTimersByTimeAsync(QUIET - 1);
    expect(mounts).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(mounts).toHaveLength(1);
    // Mounted once; later events on the page's field start nothing.
    fire(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'x' }));
    await jest.advanceTimersByTimeAsync(QUIET * 2);
    expect(mounts).toHaveLength(1);
  });

  test("the page's own field, quiet and not composing when the bundle arrives: taken over at once", async () => {
    const script = document.createElement('script');
    script.src = LOADER;
    document.body.appendChild(script);
    const e = entry();
    let arrive = () => {};
    const held = new Promise<void>((r) => (arrive = r));
    boot({ win: window, doc: document, script, files: FILES, version: '1', load: () => held.then(() => e.mod) });
    // The loader finds the box after the page's first paint (100 ms where frames don't run, as here).
    await jest.advanceTimersByTimeAsync(200);
    // The shopper ends the syllable and stops typing; the bundle comes a while later.
    field.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: ' ' }));
    await jest.advanceTimersByTimeAsync(QUIET * 2);
    expect(e.mounts).toHaveLength(0);
    arrive();
    await jest.advanceTimersByTimeAsync(0);
    expect(e.mounts).toHaveLength(1);
  });
});
