import { atom } from 'nanostores';
import { BLANK_QUERY_MESSAGE, isBlankQuery } from '../core/isBlankQuery';
import { nextActiveIndex } from '../core/nextActiveIndex';
import { popupRows, type PopupRow } from '../core/popupRows';
import { searchResultsUrl } from '../core/searchRoutes';
import type { Env, Product } from '../core/types';
import { allowedHostSet, safeAbsoluteUrl } from '../core/urlPolicy';
import type { SearchApi, TypedResults } from '../gateway/search';
import type { HostEvents } from '../platform/hostEvents';
import { createAfterPaint } from '../platform/afterPaint';
import { track } from '../platform/hostPage';
import type { Links } from '../platform/links';
import type { CartActions } from './cartActions';
import type { Analytics } from './analytics';
import type { Dialogs } from './modals';
import type { Popup } from './popup';
import type { Recent } from './recent';
import type { Search } from './search';
import type { Suggestions } from './suggestions';

/** The ad banner text rotates every 2500 ms (spec §9). */
export const AD_ROTATION_MS = 2500;
/** How long a submit waits for the shortcut and result count it doesn't know yet. */
const SUBMIT_WAIT_MS = 1500;

export interface ControllerDeps {
  win: Window;
  env: Env;
  allowedHosts: readonly string[];
  api: SearchApi;
  search: Search;
  suggestions: Suggestions;
  recent: Recent;
  popup: Popup;
  events: HostEvents;
  cart: CartActions;
  modals: Dialogs;
  links: Links;
  analytics: Analytics;
  target?: string;
  mobile: boolean;
  /** Fetches what the popup needs once the shopper reaches for it (the later chunk). */
  warm?: () => void;
}

/**
 * The popup's behaviour, shared by desktop and mobile: which rows it shows and which is active, what submitting
 * and opening a row do, the banner rotation. Views call these and render the stores.
 */
export function createPopupController(d: ControllerDeps) {
  const allowed = allowedHostSet(d.env, d.allowedHosts);
  const $active = atom(-1);
  const $bannerIndex = atom(0);
  let rotation: ReturnType<typeof setInterval> | undefined;
  const afterPaint = createAfterPaint(d.win);

  // Derived stores kept up to date by listening (nanostores' `computed` and its lifecycle cost page-load bytes).
  const rowsNow = (): PopupRow[] => {
    const s = d.search.$search.get();
    const r = s.mode === 'typed' ? s.results : null;
    const rise = d.suggestions.$rise.get().items;
    const recent = d.recent.$recent.get();
    return popupRows({
      mode: s.mode, trend: d.suggestions.$trend.get().items, recent: recent.saving ? recent.items : [], recommended: d.suggestions.$recommended.get().items,
      rise: d.suggestions.$riseCollapsed.get() ? rise.slice(0, 1) : rise,
      products: r?.products ?? [], authors: r?.authors ?? [], events: r?.events ?? [], env: d.env, allowed,
    });
  };
  /** Typed input whose every list came back empty (and no shortcut): the desktop popup closes itself. */
  const nothingNow = () => {
    const s = d.search.$search.get();
    const r = s.results;
    return s.mode === 'typed' && !!r && s.resultsFor === s.query && !r.products.length && !r.authors.length && !r.events.length && !r.shortcut;
  };
  const $rows = atom(rowsNow());
  const $nothingFound = atom(nothingNow());
  // Rows are rebuilt only when what they show changed (not on a loading-state change), so the views that list
  // them don't render again for nothing while the shopper types.
  const shows = () => {
    const s = d.search.$search.get();
    const g = d.suggestions;
    return [s.mode, s.mode === 'typed' ? s.results : null, g.$trend.get(), d.recent.$recent.get(), g.$recommended.get(), g.$rise.get(), g.$riseCollapsed.get()];
  };
  let shown = shows();
  const derive = () => {
    const now = shows();
    if (now.some((v, i) => v !== shown[i])) {
      shown = now;
      $rows.set(rowsNow());
    }
    $nothingFound.set(nothingNow());
  };
  const sources = [d.search.$search, d.suggestions.$trend, d.recent.$recent, d.suggestions.$recommended, d.suggestions.$rise, d.suggestions.$riseCollapsed];

  const banner = () => {
    const items = d.suggestions.$banners.get().items;
    return items.length ? items[$bannerIndex.get() % items.length] : null;
  };
  // A banner's text is seen in the input's placeholder: always on desktop, in the open overlay on mobile.
  const bannerSeen = () => {
    const items = d.suggestions.$banners.get().items;
    if (items.length && (!d.mobile || d.popup.$open.get())) d.analytics.shownBanner(banner(), $bannerIndex.get() % items.length);
  };
  const stops = [$bannerIndex.listen(bannerSeen), d.suggestions.$banners.listen(bannerSeen), d.popup.$open.listen(bannerSeen), ...sources.map((s) => s.listen(derive))];

  /** The answer for a query: cached, or asked now (briefly) so a shortcut redirect and search_fail are known. */
  async function resultsFor(keyword: string): Promise<TypedResults | null> {
    const cached = d.search.cached(keyword);
    if (cached) return cached;
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), SUBMIT_WAIT_MS);
    try {
      return await d.api.typed(keyword.trim(), 'TOT', ctrl.signal);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function submit(value: string, chrcCode?: string): Promise<void> {
    if (isBlankQuery(value)) {
      const b = value === '' ? banner() : null;
      const url = b && safeAbsoluteUrl(b.linkUrl, allowed);
      if (url) {
        d.analytics.selectedBanner(b!, $bannerIndex.get() % d.suggestions.$banners.get().items.length);
        d.links.follow(url);
        return;
      }
      void d.modals.alert({ message: BLANK_QUERY_MESSAGE, unique: true });
      return;
    }
    const keyword = value.trim();
    d.recent.record(keyword);
    const results = await resultsFor(keyword);
    const shortcut = results?.shortcut?.redirect ? safeAbsoluteUrl(results.shortcut.link, allowed) : null;
    const target = d.target ?? 'total';
    const url = shortcut ?? searchResultsUrl(d.env, keyword, { target, chrcCode });
    d.events.emit('search', { keyword, target, url });
    track(d.win, { event: 'search', search_term: keyword });
    if (results && !results.products.length && !shortcut) track(d.win, { event: 'search_fail', search_term: keyword });
    d.links.follow(url);
  }

  function open(row: PopupRow) {
    const { action } = row;
    if (action.kind === 'search') return void submit(action.keyword, action.chrcCode);
    if (action.kind !== 'link') return;
    d.analytics.opened(row);
    d.links.follow(action.url);
  }

  return {
    $rows,
    $active,
    $bannerIndex,
    $nothingFound,
    banner,
    /**
     * The input changed (composing included): the request starts in the next frame; after the typed character
     * is painted, the active row is forgotten and the results shown (a cached answer renders in the next frame).
     */
    input(value: string) {
      afterPaint.schedule(
        () => {
          $active.set(-1);
          d.search.setQuery(value);
          d.popup.open();
        },
        // The request starts in the frame that paints the character: the answer doesn't wait for the render.
        () => d.search.start(value),
      );
    },
    /** Hover or focus: fetch the empty-input sections before they are needed. */
    prefetch() {
      d.suggestions.prefetch(d.recent.$recent.get().items[0]?.keyword ?? '');
      d.warm?.();
      if (rotation === undefined) rotation = setInterval(() => $bannerIndex.set($bannerIndex.get() + 1), AD_ROTATION_MS);
    },
    move(step: 1 | -1) {
      afterPaint.flush();
      d.popup.open();
      $active.set(nextActiveIndex($active.get(), step, $rows.get().length));
    },
    setActive: (index: number) => $active.set(index),
    /** Enter: the active row opens; with none, the typed text is searched. */
    enter(value: string) {
      afterPaint.flush();
      const row = $rows.get()[$active.get()];
      if (row) open(row);
      else void submit(value);
    },
    submit,
    openRow: open,
    /** A cart button is about to be pressed (hovered, touched): fetch the cart code now. */
    preloadCart: () => d.cart.preload(),
    /** The product row's cart button: the cart action `002` for that product (modals, one request, outcome). */
    addToCart: (product: Product) => d.cart.products('002', [product]),
    close() {
      afterPaint.flush();
      $active.set(-1);
      d.popup.close();
    },
    dispose() {
      afterPaint.cancel();
      stops.forEach((stop) => stop());
      clearInterval(rotation);
      rotation = undefined;
    },
  };
}
export type PopupController = ReturnType<typeof createPopupController>;
