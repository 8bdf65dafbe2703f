/**
 * Issue 38, findings 5, 6 and 10: markup a stranger can put on the page (another JSON script, a `<div
 * id="search-popup">` in a review, a flood of `<search-popup>` elements) never picks a box's config, never takes
 * the header's box, and never mounts boxes without bound or all in one task. The rules first (fixture tables), then
 * the loader running them.
 */
import { setBody } from '../../../test/helpers/dom';
import { MAX_BOXES } from '../box';
import { configAllowed, mountPoint } from '../config';
import {
  config,
  eachTestANewPage,
  entry,
  json,
  LOADER,
  replaceWith,
  runLoader,
  settle,
  settleBoxes,
  start,
} from './page';

const errors = eachTestANewPage();

describe('configAllowed: the ids a <search-popup config> may name', () => {
  test.each([
    ['search-popup-config', 'search-popup-config', '', true],
    ['search-popup-config', 'shop-config', '', true],
    ['shop-config', 'shop-config', '', true],
    ['user-profile', 'search-popup-config', '', false],
    ['user-profile', 'search-popup-config', 'cfg-2 other', false],
    ['cfg-2', 'search-popup-config', 'cfg-2 other', true],
    ['other', 'search-popup-config', '  cfg-2\n other ', true],
    ['cfg', 'search-popup-config', 'cfg-2', false],
    ['cfg-2 other', 'search-popup-config', 'cfg-2 other', false],
  ])('%j (tag id %j, data-config-ids %j): %s', (id, tagId, listed, allowed) => {
    expect(configAllowed(id, tagId, listed)).toBe(allowed);
  });
});

describe('mountPoint: the first match that follows the config script', () => {
  const page = (markup: string) => {
    setBody(markup);
    return [document.querySelectorAll<HTMLElement>('#search-popup'), document.querySelector('script')] as const;
  };
  test.each([
    [
      'user content first, then the config and the header',
      '<p><i id="search-popup" class="x"></i></p>$c<b id="search-popup" class="y"></b>',
      'y',
    ],
    [
      'the config, the header, then user content',
      '$c<b id="search-popup" class="y"></b><i id="search-popup" class="x"></i>',
      'y',
    ],
    [
      'the config inside the header, before its mount point',
      '<header>$c<b id="search-popup" class="y"></b></header>',
      'y',
    ],
    ['only user content before the config', '<i id="search-popup" class="x"></i>$c', undefined],
    ['a mount point holding the config (it does not follow it)', '<i id="search-popup" class="x">$c</i>', undefined],
  ])('%s', (_, markup, chosen) => {
    const [matches, script] = page(markup.replace('$c', json(config())));
    expect(mountPoint(matches, script)?.className).toBe(chosen);
  });
  test('with no config script (dropped by a framework, or refused) the first match serves', () => {
    const [matches] = page('<i id="search-popup" class="x"></i><b id="search-popup" class="y"></b>');
    expect(mountPoint(matches, null)?.className).toBe('x');
    expect(mountPoint(matches, 'SearchPopup: 2 config elements…')?.className).toBe('x');
    expect(mountPoint([], null)).toBeUndefined();
  });
});

describe('finding 5: <search-popup config> names only the ids the loader tag allows', () => {
  const profile = json({ ...config(), gateway: 'https://evil.test/gw', target: 'profile' }, 'user-profile');

  test('config="user-profile": refused with one console error naming the attribute; the profile\'s gateway is never mounted', async () => {
    setBody(json(config()) + profile + '<search-popup config="user-profile"></search-popup>');
    const { api, mounts, loaded } = start();
    const message = 'SearchPopup: config="user-profile" needs data-config-ids="user-profile" on the loader tag';
    await expect(api.ready()).rejects.toThrow(message);
    await settleBoxes();
    expect(mounts).toHaveLength(0);
    expect(loaded).toEqual([]);
    expect(errors().mock.calls).toEqual([[message]]);
  });

  test("listed in the loader tag's data-config-ids, the id serves; the default id is always allowed", async () => {
    setBody(
      json(config()) +
        profile +
        '<search-popup id="a" config="user-profile"></search-popup><search-popup id="b" config="search-popup-config"></search-popup>',
    );
    const { api, mounts } = start('body', {
      'data-config': 'search-popup-config',
      'data-config-ids': 'x user-profile',
    });
    await api.ready();
    await settleBoxes();
    expect(mounts.map((m) => [m.host.id, (m.raw as { target?: string }).target])).toEqual([
      ['a', 'profile'],
      ['b', undefined],
    ]);
    expect(errors()).not.toHaveBeenCalled();
  });

  test('a refused attribute changed to an allowed id mounts', async () => {
    setBody(json(config()) + profile + '<search-popup config="user-profile"></search-popup>');
    const { api, mounts } = start();
    await expect(api.ready()).rejects.toThrow(/needs data-config-ids/);
    document.querySelector('search-popup')!.removeAttribute('config');
    await settle();
    expect((await api.ready()) === mounts[0].inst).toBe(true);
    expect(mounts[0].raw).toEqual(config());
  });
});

describe("finding 6: a #search-popup in user content before the config never takes the header's box", () => {
  const review = '<section class="review"><p>좋아요</p><div id="search-popup" class="hijack"></div></section>';

  test("user content first: the header's mount point gets the box; one console error says why the other is ignored", async () => {
    setBody(review + json(config()) + '<header id="h"><div id="search-popup" class="header"></div></header>');
    const { api, mounts } = start();
    await api.ready();
    await settleBoxes();
    expect(mounts.map((m) => m.host.className)).toEqual(['header']);
    expect(document.querySelector('.hijack')!.childNodes).toHaveLength(0);
    expect(errors().mock.calls).toEqual([['SearchPopup: #search-popup before the config ignored']]);
  });

  test("the header's mount point replaced (pjax): the new one gets the box again, not the review's", async () => {
    setBody(review + json(config()) + '<header id="h"><div id="search-popup" class="header"></div></header>');
    const { api, mounts, alive } = start();
    await api.ready();
    replaceWith('h', 'div', 'search-popup');
    await settleBoxes();
    expect(alive().map((m) => m.host)).toEqual([document.querySelector('#h > #search-popup')]);
    expect(mounts.some((m) => m.host.className === 'hijack')).toBe(false);
  });

  test('only user content before the config: no box there (the loader makes its own host before its script)', async () => {
    setBody(review + json(config()) + '<main></main>');
    const { api, mounts } = start();
    await api.ready();
    expect(mounts.map((m) => m.created)).toEqual([true]);
    expect(document.querySelector('.hijack')!.childNodes).toHaveLength(0);
  });
});

describe('finding 10: boxes are capped and mount one per task', () => {
  afterEach(() => jest.useRealTimers());

  test(`${MAX_BOXES * 25} <search-popup> elements: ${MAX_BOXES} mount, each in a task of its own, with one console error`, async () => {
    jest.useFakeTimers();
    setBody(json(config()) + '<search-popup></search-popup>'.repeat(MAX_BOXES * 25));
    const e = entry();
    // A mount in the same task as the one before it: the microtask that clears `inTask` runs when that task ends.
    let inTask = false;
    let sameTask = 0;
    const { mount } = e.mod;
    e.mod.mount = (o) => {
      if (inTask) sameTask++;
      inTask = true;
      queueMicrotask(() => (inTask = false));
      return mount(o);
    };
    const script = document.body.appendChild(document.createElement('script'));
    script.src = LOADER;
    runLoader(script, e.mod);
    await jest.advanceTimersByTimeAsync(1000);
    expect(e.mounts).toHaveLength(MAX_BOXES);
    expect(sameTask).toBe(0);
    expect(errors().mock.calls).toEqual([['SearchPopup: over 8 boxes: ignored']]);
  });

  test('past the cap, an element connected again after a box has gone mounts', async () => {
    setBody(json(config()) + '<search-popup></search-popup>'.repeat(MAX_BOXES + 1));
    const { api, alive } = start();
    await api.ready();
    await settleBoxes();
    expect(alive()).toHaveLength(MAX_BOXES);
    const [first, ...rest] = document.querySelectorAll('search-popup');
    const refused = rest.at(-1)!;
    expect(refused.childNodes).toHaveLength(0);
    first.remove();
    document.body.append(refused);
    await settleBoxes();
    expect(alive()).toHaveLength(MAX_BOXES);
    expect(refused.childNodes).toHaveLength(1);
  });
});
