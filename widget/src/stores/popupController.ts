import { atom, computed } from 'nanostores';
import { BLANK_QUERY_MESSAGE, isBlankQuery } from '../core/isBlankQuery';
import { adultVerifyUrl, loginUrl } from '../core/memberRoutes';
import { productDetailPath } from '../core/productRoute';
import { serviceUrl } from '../core/serviceUrl';
import { nextActiveIndex } from '../core/nextActiveIndex';
import { popupRows, type PopupRow, type RowAction } from '../core/popupRows';
import { searchResultsUrl } from '../core/searchRoutes';
import type { Env, Product } from '../core/types';
import { allowedHostSet, safeAbsoluteUrl } from '../core/urlPolicy';
import type { SearchApi, TypedResults } from '../gateway/search';
import type { HostEvents } from '../platform/hostEvents';
import { navigate, track } from '../platform/hostPage';
import type { Cart } from './cart';
import type { Popup } from './popup';
import type { Recent } from './recent';
import type { Search } from './search';
import type { Toasts } from './toasts';
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
  cart: Cart;
  toasts: Toasts;
  target?: string;
}

/** A message the popup shows (role=alert), with the action it offers. */
export interface Notice {
  text: string;
  link?: { label: string; url: string };
}

/**
 * The popup's behaviour, shared by desktop and mobile: which rows it shows and which is active, what submitting
 * and opening a row do, the banner rotation. Views call these and render the stores.
 */
export function createPopupController(d: ControllerDeps) {
  const allowed = allowedHostSet(d.env, d.allowedHosts);
  const $active = atom(-1);
  const $message = atom<Notice | null>(null);
  const $bannerIndex = atom(0);
  let rotation: ReturnType<typeof setInterval> | undefined;

  const $rows = computed(
    [d.search.$search, d.suggestions.$trend, d.recent.$recent, d.suggestions.$recommended, d.suggestions.$rise, d.suggestions.$riseCollapsed],
    (s, trend, recent, recommended, rise, collapsed): PopupRow[] => {
      const r = s.mode === 'typed' ? s.results : null;
      return popupRows({
        mode: s.mode, trend: trend.items, recent: recent.saving ? recent.items : [], recommended: recommended.items, rise: collapsed ? rise.items.slice(0, 1) : rise.items,
        products: r?.products ?? [], authors: r?.authors ?? [], events: r?.events ?? [], env: d.env, allowed,
      });
    },
  );

  /** Typed input whose every list came back empty (and no shortcut): the desktop popup closes itself. */
  const $nothingFound = computed(d.search.$search, (s) => {
    const r = s.results;
    return s.mode === 'typed' && !!r && s.resultsFor === s.query && !r.products.length && !r.authors.length && !r.events.length && !r.shortcut;
  });

  const banner = () => {
    const items = d.suggestions.$banners.get().items;
    return items.length ? items[$bannerIndex.get() % items.length] : null;
  };

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
        track(d.win, { event: 'select_promotion', ecommerce: { promotion_id: b!.id, promotion_name: b!.alt || b!.text, creative_name: b!.publisherId } });
        return navigate(d.win, d.events, url);
      }
      $message.set({ text: BLANK_QUERY_MESSAGE });
      return;
    }
    const keyword = value.trim();
    $message.set(null);
    d.recent.record(keyword);
    const results = await resultsFor(keyword);
    const shortcut = results?.shortcut?.redirect ? safeAbsoluteUrl(results.shortcut.link, allowed) : null;
    const target = d.target ?? 'total';
    const url = shortcut ?? searchResultsUrl(d.env, keyword, { target, chrcCode });
    d.events.emit('search', { keyword, target, url });
    track(d.win, { event: 'search', search_term: keyword });
    if (results && !results.products.length && !shortcut) track(d.win, { event: 'search_fail', search_term: keyword });
    navigate(d.win, d.events, url);
  }

  function run(action: RowAction) {
    if (action.kind === 'search') return void submit(action.keyword, action.chrcCode);
    if (action.kind === 'link') navigate(d.win, d.events, action.url);
  }

  return {
    $rows,
    $active,
    $message,
    $bannerIndex,
    $nothingFound,
    banner,
    /** The input changed (composing included): ask for suggestions, forget the active row and any message. */
    input(value: string) {
      $active.set(-1);
      $message.set(null);
      d.search.setQuery(value);
      d.popup.open();
    },
    /** Hover or focus: fetch the empty-input sections before they are needed. */
    prefetch() {
      d.suggestions.prefetch(d.recent.$recent.get().items[0]?.keyword ?? '');
      if (rotation === undefined) rotation = setInterval(() => $bannerIndex.set($bannerIndex.get() + 1), AD_ROTATION_MS);
    },
    move(step: 1 | -1) {
      d.popup.open();
      $active.set(nextActiveIndex($active.get(), step, $rows.get().length));
    },
    setActive: (index: number) => $active.set(index),
    /** Enter: the active row opens; with none, the typed text is searched. */
    enter(value: string) {
      const row = $rows.get()[$active.get()];
      if (row) run(row.action);
      else void submit(value);
    },
    submit,
    openRow: (row: PopupRow) => run(row.action),
    /** The product row's cart button: the cart rules, then one request; the outcome is shown as a notice. */
    async addToCart(product: Product) {
      const attempt = await d.cart.add('002', [product]);
      if (attempt.kind === 'busy') return;
      const here = d.win.location.href;
      const site = (path: string | null) => serviceUrl(path, d.env, allowed);
      if (attempt.kind === 'blocked') {
        const e = attempt.eligibility;
        const url = e.kind === 'login' ? loginUrl(d.env, here, true) : e.kind === 'verify' ? adultVerifyUrl(d.env, here)
          : e.kind === 'options' || e.kind === 'episodes' ? site(productDetailPath(product)) : null;
        return $message.set({ text: e.message, link: url && 'confirmLabel' in e ? { label: e.confirmLabel, url } : undefined });
      }
      const o = attempt.outcome;
      if (o.kind === 'toast') {
        const url = o.link ? site(o.link.path) : null;
        return d.toasts.show({ message: o.message, position: o.position, ...(url ? { url, linkLabel: o.link!.label } : {}) });
      }
      // Confirm and alert outcomes show as a notice until the modal layer (issue 7).
      const url = o.kind === 'confirm' ? site(o.path) : null;
      $message.set({ text: o.message, link: url && o.kind === 'confirm' ? { label: o.confirmLabel, url } : undefined });
    },
    close() {
      $active.set(-1);
      d.popup.close();
    },
    dispose() {
      clearInterval(rotation);
      rotation = undefined;
    },
  };
}
export type PopupController = ReturnType<typeof createPopupController>;
