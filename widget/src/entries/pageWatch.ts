import type { Undo } from '../core/undo';
import type { Combobox } from '../stores/combobox';
import type { LazyParts, Mounted } from './lazyParts';

/**
 * What a mounted widget answers outside its views: the popup opening and closing (told to the host, recent searches
 * read again), a press outside, the scroll position a back navigation brings back, and the first opening over a
 * taken-over keyword. Each listener is owned when added (`own`, or the listeners' list).
 */
export function watchPage(
  w: Mounted,
  parts: LazyParts['parts'],
  controller: Combobox,
  /** The page's own search field taken over (platform/earlyField.ts). */
  early: { keyword: string; focus: boolean } | null,
  destroyed: () => boolean,
  own: (undo: Undo) => void,
): void {
  const { win, popup, listeners } = w;
  own(
    popup.$open.listen((open) => {
      w.events.emit(open ? 'open' : 'close', {});
      // An open popup needs its parts (what it shows); toasts and modals ask for them themselves. Recent searches
      // are read again on each open: another box on the page (or another tab) may have saved one.
      if (open) parts.run((p) => p.recent.refresh());
    }),
  );
  // Back on this page from one of the widget's links: the scroll position kept then. Only a back/forward
  // navigation can have one, so only then is its code fetched, now (with the client chunk, entries/connection.ts,
  // which it shares with the later chunk): the other page loads don't carry it.
  const nav = win.performance?.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type == 'back_forward')
    import('./connection').then(
      (m) => destroyed() || m.restoreScroll(win, listeners),
      () => {},
    );
  // A press outside the widget closes the popup. Window capture runs before any host listener can stop it;
  // composedPath() sees into the shadow root, where event.target would only show the host element.
  listeners.on<MouseEvent>(
    win,
    'mousedown',
    (e) => {
      if (popup.$open.get() && !e.composedPath().includes(w.host)) controller.close();
    },
    true,
  );
  // A field taken over with a keyword and without focus (a results page keeping its keyword: issue 39): the box
  // shows it at once, and the popup's first opening searches it as if just typed (its answers, no ad over the
  // text), unless the host asked for another text first.
  if (early?.keyword && !early.focus) {
    const stop = popup.$open.listen((open) => {
      if (!open) return;
      stop();
      if (popup.$requested.get() === early) controller.input(early.keyword);
    });
    own(stop);
  }
}
