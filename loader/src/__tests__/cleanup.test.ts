/**
 * The lifecycle rules a framework page leans on (issue 36): `SearchPopup.destroy()` called from a component's
 * cleanup (React's StrictMode runs it right after the first render; a key change runs it after the new node is in),
 * a config inside the framework's root that the framework drops when it mounts (Vue's in-DOM template), and a
 * `<search-popup>` whose `device` or `config` attribute changes.
 */
import { popstateListeners, setBody } from '../../../test/helpers/dom';
import { config, configElement, eachTestANewPage, json, replaceWith, settle, settleBoxes, start, stood } from './page';

const errors = eachTestANewPage();

describe('SearchPopup.destroy() in a component cleanup', () => {
  test('ends every box and the calls given so far, but the global stays: a mount point the page adds later mounts', async () => {
    setBody(json(config()) + '<main id="c"><div id="search-popup"></div></main><aside></aside>');
    const { api, mounts, alive } = start();
    api.on('cart', () => {});
    api.setUser({ id: 'u1', roles: [] });
    await api.ready();
    api.destroy();
    expect(alive()).toHaveLength(0);
    expect(window.SearchPopup).toBe(api);
    // What destroy() emptied stays empty, whatever else the page changes.
    document.querySelector('aside')!.append(document.createElement('p'));
    await settle();
    expect(alive()).toHaveLength(0);
    replaceWith('c', 'div', 'search-popup');
    // Queued until the new box mounts, as before the first one.
    api.open('해리');
    const ready = api.ready();
    await settle();
    expect(alive().map((m) => m.host)).toEqual([document.getElementById('search-popup')]);
    expect((await ready) === mounts[1].inst).toBe(true);
    // The listener and the shopper given before destroy() went with it.
    expect(mounts[1].calls).toEqual([['open', '해리']]);
  });

  test("StrictMode's mount, cleanup, mount after the widget started: the effect's second run uses the API, and the same node mounts again", async () => {
    setBody(json(config()) + '<div id="search-popup"></div>');
    const { api, mounts, alive } = start();
    await api.ready();
    // The effect subscribes; its cleanup unsubscribes and calls destroy(); the effect runs again.
    const effect = () => api.on('open', () => {});
    effect()();
    api.destroy();
    effect();
    await settle();
    expect(alive().map((m) => m.host)).toEqual([document.getElementById('search-popup')]);
    expect(mounts[1].calls).toEqual([['on', 'open']]);
    // A cleanup with nothing after it (the component unmounted for good, its node left behind): no box.
    api.destroy();
    await settle();
    expect(alive()).toHaveLength(0);
  });

  test("a key change: the new node is in before the old component's cleanup calls destroy(), in the same task; the new node mounts", async () => {
    setBody(
      json(config()) +
        '<header id="h"><div id="search-popup"></div></header><nav id="n"><search-popup></search-popup></nav>',
    );
    const { api, alive } = start();
    await api.ready();
    await settle();
    expect(alive()).toHaveLength(2);
    // React's commit: the DOM first (old nodes out, new ones in), then the removed component's effect cleanup.
    replaceWith('h', 'div', 'search-popup');
    replaceWith('n', 'search-popup');
    api.destroy();
    await settleBoxes();
    expect(alive().map((m) => m.host)).toEqual(
      expect.arrayContaining([document.querySelector('search-popup'), document.getElementById('search-popup')]),
    );
    expect(alive()).toHaveLength(2);
    expect((await api.ready()) === alive()[0].inst).toBe(true);
  });

  test("a key change outside an event: the new node mounts, then the old component's cleanup calls destroy() (a task or a frame later); the new box stays, the listeners given before go", async () => {
    setBody(
      json(config()) +
        '<header id="h"><div id="search-popup"></div></header><nav id="n"><search-popup></search-popup></nav>',
    );
    const { api, alive, mounts } = start();
    await api.ready();
    await settleBoxes();
    api.on('open', () => {});
    // React's commit of a default-priority update (a timer, a fetch, a router): the DOM now, the cleanup later.
    replaceWith('h', 'div', 'search-popup');
    replaceWith('n', 'search-popup');
    await settleBoxes();
    const fresh = alive();
    expect(fresh.map((m) => m.host)).toEqual(
      expect.arrayContaining([document.querySelector('search-popup'), document.getElementById('search-popup')]),
    );
    api.destroy();
    expect(alive()).toEqual(fresh);
    expect(fresh.every((m) => m.calls.some(([c]) => c === 'off'))).toBe(true);
    // The new boxes are the page's: the API reaches them, and a destroy() once they have stood ends them.
    expect((await api.ready()) === fresh[0].inst).toBe(true);
    await stood(() => api.destroy());
    expect(alive()).toHaveLength(0);
    expect(mounts).toHaveLength(4);
  });

  test("StrictMode's mount, cleanup, mount of a box the app renders after the start, with no API call in the effect: the box stays", async () => {
    setBody(json(config()) + '<div id="app"></div>');
    const { api, alive } = start('head');
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    await settle();
    replaceWith('app', 'div', 'search-popup');
    await settle();
    expect(alive()).toHaveLength(1);
    api.destroy();
    await settleBoxes();
    expect(alive().map((m) => m.host)).toEqual([document.getElementById('search-popup')]);
  });

  test("StrictMode's mount, cleanup, mount of a box a deferred app committed before the widget's start and whose effects run after it: the box stays; the parsed page's own box does not", async () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      // The loader in <head>, the page being parsed: its HTML has a box of its own.
      setBody(json(config()) + '<div id="app"></div><aside><search-popup></search-popup></aside>');
      const { api, alive } = start('head');
      state.mockReturnValue('interactive');
      document.dispatchEvent(new Event('readystatechange'));
      // The deferred bundle renders (React's commit) before the first paint; the effects run after the start.
      replaceWith('app', 'div', 'search-popup');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await api.ready();
      await settleBoxes();
      expect(alive()).toHaveLength(2);
      api.destroy();
      await settleBoxes();
      expect(alive().map((m) => m.host)).toEqual([document.getElementById('search-popup')]);
      // Once it has stood, a destroy() ends it too.
      await stood(() => api.destroy());
      expect(alive()).toHaveLength(0);
    } finally {
      state.mockRestore();
    }
  });

  test('a node the page connected a moment ago and removes before the cleanup: nothing is kept', async () => {
    setBody(json(config()) + '<header id="h"><div id="search-popup"></div></header>');
    const { api, alive } = start();
    await api.ready();
    replaceWith('h', 'div', 'search-popup');
    await settle();
    document.getElementById('h')!.replaceChildren();
    api.destroy();
    await settleBoxes();
    expect(alive()).toHaveLength(0);
  });

  test("StrictMode's simulated unmount before the widget started (the first paint): the start still mounts the page's boxes", async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
    try {
      setBody(json(config()) + '<div id="search-popup"></div><search-popup></search-popup>');
      const { api, aliveTags } = start();
      await settle();
      // The component's effect, its cleanup (destroy()), the effect again: all before the page's first frame.
      api.destroy();
      frames.splice(0).forEach((fn) => fn(0));
      await api.ready();
      await settle();
      expect(aliveTags()).toEqual(['div', 'search-popup']);
    } finally {
      raf.mockRestore();
    }
  });

  test('no popstate listener is left while no box exists; the next box adds it again; a page counting the calls counts the same', async () => {
    const pop = popstateListeners();
    const count = () => [pop.now(), pop.calls()];
    try {
      setBody(json(config()) + '<main id="c"><search-popup></search-popup></main><div id="search-popup"></div>');
      const { api } = start();
      await api.ready();
      await settleBoxes();
      expect(count()).toEqual([1, 1]);
      api.destroy();
      expect(count()).toEqual([0, 0]);
      api.destroy();
      expect(count()).toEqual([0, 0]);
      replaceWith('c', 'search-popup');
      await api.ready();
      await settleBoxes();
      api.on('open', () => {});
      expect(count()).toEqual([1, 1]);
    } finally {
      pop.restore();
    }
  });

  test('what destroy() emptied stays empty through DOM changes; an element connected again wakes the lifecycle: every box mounts', async () => {
    setBody(json(config()) + '<main id="c"><search-popup></search-popup></main><div id="search-popup"></div>');
    const { api, alive, aliveTags } = start();
    await api.ready();
    await settle();
    api.destroy();
    document.body.append(document.createElement('p'));
    await settle();
    expect(alive()).toHaveLength(0);
    const el = document.querySelector('search-popup')!;
    el.remove();
    await settle();
    document.getElementById('c')!.append(el);
    await settleBoxes();
    expect(aliveTags()).toEqual(['div', 'search-popup']);
  });
});

describe('the config the loader saw at its first run', () => {
  test("dropped by the page's framework before the start (Vue's in-DOM template): the copy taken at the first run serves", async () => {
    setBody(`<div id="app">${json(config())}<search-popup></search-popup></div>`);
    const { api, mounts } = start();
    document.querySelector('#app script')!.remove();
    await api.ready();
    expect(mounts[0].raw).toEqual(config());
    expect(errors()).not.toHaveBeenCalled();
  });

  test('a loader that runs while the page is parsed: the config is read once the page is parsed, before its deferred scripts', async () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      setBody('<div id="app"></div>');
      const { api, mounts, script } = start('head');
      document.getElementById('app')!.append(configElement(config()), document.createElement('search-popup'));
      state.mockReturnValue('interactive');
      document.dispatchEvent(new Event('readystatechange'));
      // A deferred script (the app) mounts over #app, dropping the script; then DOMContentLoaded.
      document.querySelector('#app script')!.remove();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await api.ready();
      expect(mounts[0].raw).toEqual(config());
      expect(script.isConnected).toBe(true);
    } finally {
      state.mockRestore();
    }
  });

  test('the live element wins (one an SPA adds later, one rewritten after a sign-in); gone, the last copy read serves; two are refused', async () => {
    setBody('<main id="c"></main>');
    const { api, mounts } = start('head');
    // No config when the loader ran: the SPA adds it, then the box.
    const live = document.head.appendChild(configElement(config()));
    replaceWith('c', 'search-popup');
    await api.ready();
    expect(mounts[0].raw).toEqual(config());
    live.textContent = JSON.stringify(config({ user: { id: 'u1', roles: [] } }));
    replaceWith('c', 'search-popup');
    await settle();
    expect(mounts[1].raw).toEqual(config({ user: { id: 'u1', roles: [] } }));
    live.remove();
    replaceWith('c', 'search-popup');
    await settle();
    expect(mounts[2].raw).toEqual(config({ user: { id: 'u1', roles: [] } }));
    expect(errors()).not.toHaveBeenCalled();
    // The copy is no way around the rules: two JSON configs with the id are refused, the copy is not used.
    const forged = () => configElement(config({ gateway: 'https://attacker.example/gw' }));
    document.body.prepend(forged(), forged());
    replaceWith('c', 'search-popup');
    await settle();
    expect(mounts).toHaveLength(3);
    expect(errors()).toHaveBeenCalledWith('SearchPopup: 2 configs have the id "search-popup-config": refused');
  });
});

describe('a live <search-popup> follows its attributes', () => {
  test('device changed from desktop to mobile-web and back: mounted again each time with that view, one box, the old one ended', async () => {
    setBody(json(config()) + '<search-popup device="desktop"></search-popup>');
    const { api, mounts, alive, loaded } = start();
    api.on('open', () => {});
    await api.ready();
    const el = document.querySelector('search-popup')!;
    el.setAttribute('device', 'mobile-web');
    await settle();
    el.setAttribute('device', 'desktop');
    await settle();
    // The same value set again (a re-render) is no change.
    el.setAttribute('device', 'desktop');
    await settle();
    expect(mounts.map((m) => [m.device, m.alive])).toEqual([
      ['desktop', false],
      ['mobile-web', false],
      ['desktop', true],
    ]);
    expect(loaded).toEqual(['https://cdn.example.com/sp/desktop-AAA.js', 'https://cdn.example.com/sp/mobile-BBB.js']);
    // Each box's subscription undone as it ended; the live one has its own.
    expect(mounts.map((m) => m.calls)).toEqual([
      [
        ['on', 'open'],
        ['off', 'open'],
      ],
      [
        ['on', 'open'],
        ['off', 'open'],
      ],
      [['on', 'open']],
    ]);
    expect((await api.ready()) === alive()[0].inst).toBe(true);
    expect(el.childNodes).toHaveLength(1);
  });

  test('config changed: the box mounts again from the config it names now', async () => {
    setBody(
      json(config()) + json(config({ target: 'ebook' }), 'cfg-2') + '<search-popup></search-popup><p id="other"></p>',
    );
    const { api, mounts, alive } = start('body', { 'data-config-ids': 'cfg-2' });
    await api.ready();
    document.querySelector('search-popup')!.setAttribute('config', 'cfg-2');
    await settle();
    expect(alive().map((m) => m.raw)).toEqual([config({ target: 'ebook' })]);
    expect(mounts).toHaveLength(2);
  });
});
