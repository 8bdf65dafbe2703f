import { linkClickAction, LINK_LOADING_MS } from '../core/linkFollow';
import { scrollKey } from '../core/scrollPosition';
import type { HostEvents } from './hostEvents';
import { storage } from './scroll';

/** The widget's link an event happened in (through the shadow root), if any. */
const linkOf = (e: Event) =>
  e
    .composedPath()
    .find((n): n is HTMLAnchorElement => (n as Element).tagName === 'A' && (n as Element).hasAttribute('href'));

/**
 * How the widget follows links (spec §2, §4): a link to the page already shown is not followed; otherwise the
 * page's scroll position is kept in session storage under its path, `searchpopup:navigate` is dispatched (a
 * host that cancels it routes itself), the loading overlay shows for 1.5 s and the page moves. Clicks on the
 * widget's own `<a>` elements go through the same rule, except hash links, new-window and modified clicks,
 * which the browser handles. An error in the click handler is logged and the click left alone. The scroll kept
 * is put back by platform/scroll.ts.
 */
export function createLinks(d: {
  win: Window;
  events: HostEvents;
  /** The loading overlay (stores/loading.ts). */
  loading: { show(ms?: number): void };
  /** A link as followed: on a partner page, the shop's links carry the partner id (core/partner.ts attributed). */
  attribute?: (url: string) => string;
}) {
  const { win } = d;
  const attribute = d.attribute ?? ((url: string) => url);

  function keepScroll(): void {
    try {
      storage(win)?.setItem(scrollKey(win.location.href), Math.round(win.scrollX) + ',' + Math.round(win.scrollY));
    } catch {
      // Storage full or refused: the position is simply not kept.
    }
  }

  /** Follows a URL the widget built; returns what happened. */
  function follow(url: string): 'stay' | 'cancelled' | 'navigate' {
    url = attribute(url);
    const { action } = linkClickAction({ href: url, current: win.location.href });
    if (action === 'stay') return 'stay';
    keepScroll();
    if (!d.events.emit('navigate', { url }, true)) return 'cancelled';
    if (action === 'navigate') d.loading.show(LINK_LOADING_MS);
    win.location.assign(url);
    return 'navigate';
  }

  /**
   * A press on one of the widget's links: the partner id goes on it before the browser can take it anywhere (a
   * click, a middle click, the context menu's new tab or copy, a drag to the tab bar).
   */
  function onPress(e: Event): void {
    const a = linkOf(e);
    if (!a || (a.getAttribute('href') || '').trim().startsWith('#')) return;
    const to = attribute(a.href);
    if (to !== a.href) a.href = to;
  }

  /** A click inside the shadow root: the widget's own links. Row clicks that already handled themselves are skipped. */
  function onClick(e: MouseEvent): void {
    try {
      if (e.defaultPrevented) return;
      const a = linkOf(e);
      if (!a) return;
      // A bare `#…` is this page's fragment, whatever a host's `<base href>` says.
      const raw = (a.getAttribute('href') || '').trim();
      const { action } = linkClickAction({
        href: raw.startsWith('#') ? raw : a.href,
        current: win.location.href,
        target: a.getAttribute('target'),
        button: e.button,
        metaKey: e.metaKey,
        ctrlKey: e.ctrlKey,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        download: a.hasAttribute('download'),
      });
      // A new-window or modified click is the browser's: the partner id goes on the link it follows.
      if (action === 'native') {
        const to = attribute(a.href);
        if (to !== a.href) a.href = to;
        return;
      }
      e.preventDefault();
      if (action === 'navigate') follow(a.href);
    } catch (err) {
      console.error('SearchPopup: a link click handler failed', err);
    }
  }

  return { follow, onClick, onPress };
}
export type Links = ReturnType<typeof createLinks>;
