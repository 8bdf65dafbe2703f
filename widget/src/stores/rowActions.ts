import type { WritableAtom } from 'nanostores';
import { BLANK_QUERY_MESSAGE, isBlankQuery } from '../core/isBlankQuery';
import { popupRows, type PopupRow } from '../core/popupRows';
import { queryKey } from '../core/queryKey';
import { searchResultsUrl, TARGET_GB_CODES } from '../core/searchRoutes';
import type { AdBanner, Env } from '../core/types';
import { safeAbsoluteUrl } from '../core/urlPolicy';
import type { SearchApi, TypedResults } from '../gateway/search';
import type { Clock } from '../platform/clock';
import type { HostEvents } from '../platform/hostEvents';
import { track } from '../platform/hostPage';
import type { Links } from '../platform/links';
import type { Analytics } from './analytics';
import type { Dialogs } from './modals';
import type { Recent } from './recent';
import type { Search } from './search';
import type { SuggestionLoader } from './suggestionLoader';

/** How long a submit waits for the shortcut and result count it doesn't know yet. */
const SUBMIT_WAIT_MS = 1500;

export interface RowActionsDeps {
  win: Window;
  /** The submit's wait for an answer. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  env: Env;
  /** Where a link from the gateway may lead (core/urlPolicy). */
  allowed: ReadonlySet<string>;
  typed: SearchApi['typed'];
  search: Search;
  suggestions: SuggestionLoader;
  recent: Recent;
  events: HostEvents;
  modals: Dialogs;
  links: Links;
  analytics: Analytics;
  target?: string;
  /** The controller's rows, kept up to date from here. */
  $rows: WritableAtom<PopupRow[]>;
  /** The banner in the input's placeholder now, and its index (a blank submit follows its link). */
  banner(): { banner: AdBanner; index: number } | null;
}

/**
 * What the popup's rows are and what submitting and opening one do. Keeps the controller's `$rows` in keyboard order, rebuilt only when what
 * they show changed (not on a loading-state change), so the views listing them don't render again for nothing.
 */
export function createRowActions(d: RowActionsDeps) {
  const { allowed } = d;
  const rowsNow = (): PopupRow[] => {
    const s = d.search.$search.get();
    const r = s.mode === 'typed' ? s.results : null;
    const rise = d.suggestions.$rise.get().items;
    const recent = d.recent.$recent.get();
    return popupRows({
      mode: s.mode,
      trend: d.suggestions.$trend.get().items,
      recent: recent.saving ? recent.items : [],
      recommended: d.suggestions.$recommended.get().items,
      rise: d.suggestions.$riseCollapsed.get() ? rise.slice(0, 1) : rise,
      products: r?.products ?? [],
      authors: r?.authors ?? [],
      events: r?.events ?? [],
      env: d.env,
      allowed,
    });
  };
  const shows = () => {
    const s = d.search.$search.get();
    const g = d.suggestions;
    return [
      s.mode,
      s.mode === 'typed' ? s.results : null,
      g.$trend.get(),
      d.recent.$recent.get(),
      g.$recommended.get(),
      g.$rise.get(),
      g.$riseCollapsed.get(),
    ];
  };
  let shown = shows();
  d.$rows.set(rowsNow());
  const derive = () => {
    const now = shows();
    if (now.some((v, i) => v !== shown[i])) {
      shown = now;
      d.$rows.set(rowsNow());
    }
  };
  const stops = [
    d.search.$search,
    d.suggestions.$trend,
    d.recent.$recent,
    d.suggestions.$recommended,
    d.suggestions.$rise,
    d.suggestions.$riseCollapsed,
  ].map((s) => s.listen(derive));

  /** The answer for a query: cached, or asked now (briefly) so a shortcut redirect and search_fail are known. */
  async function resultsFor(keyword: string): Promise<TypedResults | null> {
    const cached = d.search.cached(keyword);
    if (cached) return cached;
    const ctrl = new AbortController();
    const timer = d.clock.setTimeout(() => ctrl.abort(), SUBMIT_WAIT_MS);
    try {
      return await d.typed(keyword.trim(), TARGET_GB_CODES.total, ctrl.signal);
    } catch {
      return null;
    } finally {
      d.clock.clearTimeout(timer);
    }
  }

  async function submit(value: string, chrcCode?: string): Promise<void> {
    if (isBlankQuery(value)) {
      const b = value === '' ? d.banner() : null;
      const url = b && safeAbsoluteUrl(b.banner.linkUrl, allowed);
      if (url) {
        d.analytics.selectedBanner(b.banner, b.index);
        d.links.follow(url);
        return;
      }
      void d.modals.alert({ message: BLANK_QUERY_MESSAGE, unique: true });
      return;
    }
    const keyword = queryKey(value);
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

  return { submit, open, dispose: () => stops.forEach((stop) => stop()) };
}
export type RowActions = ReturnType<typeof createRowActions>;
