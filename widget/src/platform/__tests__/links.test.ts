import { createHostEvents } from '../hostEvents';
import { createLinks } from '../links';
import { createListeners } from '../listeners';
import { restoreScroll } from '../scroll';

/** A window whose location, scroll and navigation type the test sets; `assign` records where the page went. */
function fakeWindow(href: string, navigationType = 'navigate') {
  const assigned: string[] = [];
  const scrolled: [number, number][] = [];
  const win = {
    location: { href, assign: (u: string) => assigned.push(u) },
    scrollX: 0,
    scrollY: 420,
    sessionStorage: window.sessionStorage,
    performance: { getEntriesByType: () => [{ type: navigationType }] },
    document: { readyState: 'complete' },
    scrollTo: (x: number, y: number) => scrolled.push([x, y]),
    addEventListener() {},
    removeEventListener() {},
  };
  return { win: win as unknown as Window, assigned, scrolled };
}

function setup(href = 'https://shop.example.com/search?keyword=a', navigationType?: string) {
  const host = document.createElement('div');
  const events = createHostEvents(host);
  const shown: number[] = [];
  const loading = { show: (ms?: number) => shown.push(ms ?? -1), hide() {}, dispose() {} };
  const w = fakeWindow(href, navigationType);
  const links = {
    ...createLinks({ win: w.win, events, loading }),
    restoreScroll: () => restoreScroll(w.win, createListeners()),
  };
  return { ...w, host, links, shown };
}

beforeEach(() => sessionStorage.clear());

test('follow: keeps the scroll position under the path, dispatches navigate, shows loading for 1.5 s, moves', () => {
  const t = setup();
  const seen: string[] = [];
  t.host.addEventListener('searchpopup:navigate', (e) => seen.push((e as CustomEvent).detail.url));
  expect(t.links.follow('https://shop.example.com/cscenter')).toBe('navigate');
  expect(sessionStorage.getItem('sp-scroll:/search?keyword=a')).toBe('0,420');
  expect(seen).toEqual(['https://shop.example.com/cscenter']);
  expect(t.shown).toEqual([1500]);
  expect(t.assigned).toEqual(['https://shop.example.com/cscenter']);
});

test('follow: the page already shown is not followed; a cancelled navigate moves nothing and shows no loading', () => {
  const t = setup();
  expect(t.links.follow('https://shop.example.com/search?keyword=a')).toBe('stay');
  t.host.addEventListener('searchpopup:navigate', (e) => e.preventDefault());
  expect(t.links.follow('https://shop.example.com/x')).toBe('cancelled');
  expect(t.assigned).toEqual([]);
  expect(t.shown).toEqual([]);
});

test('a click handler error is logged and the click left to the browser', () => {
  const t = setup();
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const broken = {
    defaultPrevented: false,
    composedPath: () => {
      throw new Error('boom');
    },
    preventDefault: jest.fn(),
  };
  expect(() => t.links.onClick(broken as unknown as MouseEvent)).not.toThrow();
  expect(spy).toHaveBeenCalledWith('SearchPopup: a link click handler failed', expect.any(Error));
  expect(broken.preventDefault).not.toHaveBeenCalled();
  spy.mockRestore();
});

test("a click on one of our links: plain follows, modified and hash are the browser's, handled rows are skipped", () => {
  const t = setup();
  const a = document.createElement('a');
  const click = (href: string, init: MouseEventInit = {}, handled = false) => {
    a.setAttribute('href', href);
    const e = new MouseEvent('click', { cancelable: true, ...init });
    if (handled) e.preventDefault();
    Object.defineProperty(e, 'composedPath', { value: () => [a, document.body] });
    t.links.onClick(e);
    return e.defaultPrevented;
  };
  expect(click('https://shop.example.com/cscenter')).toBe(true);
  expect(click('https://shop.example.com/cscenter', { ctrlKey: true })).toBe(false);
  expect(click('#top')).toBe(false);
  click('https://shop.example.com/other', {}, true);
  expect(t.assigned).toEqual(['https://shop.example.com/cscenter']);
});

test('restoreScroll: only on a back/forward visit, only a well-formed kept position, only when the browser did not restore', () => {
  sessionStorage.setItem('sp-scroll:/search?keyword=a', '0,300');
  const fresh = setup('https://shop.example.com/search?keyword=a', 'navigate');
  fresh.links.restoreScroll();
  expect(fresh.scrolled).toEqual([]);
  const back = setup('https://shop.example.com/search?keyword=a', 'back_forward');
  (back.win as { scrollY: number }).scrollY = 0;
  back.links.restoreScroll();
  expect(back.scrolled).toEqual([[0, 300]]);
  expect(sessionStorage.getItem('sp-scroll:/search?keyword=a')).toBeNull();
  sessionStorage.setItem('sp-scroll:/search?keyword=a', '<img src=x>');
  const junk = setup('https://shop.example.com/search?keyword=a', 'back_forward');
  (junk.win as { scrollY: number }).scrollY = 0;
  junk.links.restoreScroll();
  expect(junk.scrolled).toEqual([]);
});
