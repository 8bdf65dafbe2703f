import type { SearchPopupGlobal } from '../../widget/src/public';
import { HUB, type HubWindow } from './element';

/** Makes `api` the page's `window.SearchPopup`. */
export function setGlobal(win: Window, api: SearchPopupGlobal): void {
  try {
    win.SearchPopup = api;
  } catch {
    // A page's read-only `SearchPopup`: nothing to do about it.
  }
}

/**
 * The API of a loader that ran on this page before (the loader included twice, or two versions): this run returns it
 * and starts nothing. None: this run is the first.
 */
export function runBefore(win: HubWindow): SearchPopupGlobal | undefined {
  const running = win[HUB];
  if (running) {
    if (win.SearchPopup !== running.api) setGlobal(win, running.api);
    // The page ran the loader again (a tag a component appends): it uses the widget again, as a call would (after a
    // destroy(), every box element mounts again).
    running.api.ready();
    return running.api;
  }
  // A loader from before the element form (it keeps no hub) is ours all the same: the whole API, with a version.
  const before = win.SearchPopup as Partial<SearchPopupGlobal> | undefined;
  if (before && typeof before.version === 'string' && typeof before.ready === 'function') {
    return before as SearchPopupGlobal;
  }
}
