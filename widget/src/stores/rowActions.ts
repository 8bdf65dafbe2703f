import { computed, type WritableAtom } from 'nanostores';
import { BLANK_QUERY_MESSAGE, isBlankQuery } from '../core/isBlankQuery';
import { searchFailed } from '../core/noResults';
import { visibleRows, type PopupRow } from '../core/popupRows';
import { queryKey } from '../core/queryKey';
import { gbCodeForTarget, searchResultsUrl } from '../core/searchRoutes';
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
  /** The config's search target: the submit's URL and the group code asked (core/searchRoutes.ts). */
  target: string;
  /** The mobile overlay (an event row leads to its mobile page). */
  mobile: boolean;
  /** The controller's rows, kept up to date from here. */
  $rows: WritableAtom<readonly PopupRow[]>;
  /** The banner in the input's placeholder now, and its index (a blank submit follows its link). */
  banner(): { banner: AdBanner; index: number } | null;
}

/**
 * What the popup's rows are and what submitting and opening one do. Keeps the controller's `$rows`
 * (core/popupRows.ts visibleRows: the rows the views render and the keys move through) computed from the stores,
 * rebuilt only when what they show changed (not on a loading-state change), so the views listing them don't
 * render again for nothing.
 */
export function createRowActions(d: RowActionsDeps) {
  const { allowed } = d;
  const g = d.suggestions;
  const $mode = computed(d.search.$search, (s) => s.mode);
  const $results = computed(d.search.$search, (s) => (s.mode === 'typed' ? s.results : null));
  const shown = { env: d.env, allowed, mobile: d.mobile };
  /**
   * The empty input's rows, whichever mode is shown: its sections stay mounted (hidden) while the shopper types,
   * so emptying the box shows them again without building them again (views/Sections.tsx).
   */
  const $emptyRows = computed(
    [g.$trend, d.recent.$recent, g.$recommended, g.$rise, g.$riseCollapsed],
    (trend, recent, recommended, rise, riseCollapsed): PopupRow[] =>
      visibleRows({
        ...shown,
        mode: 'empty',
        results: null,
        trend: trend.items,
        recent,
        recommended: recommended.items,
        rise: rise.items,
        riseCollapsed,
      }),
  );
  const $visible = computed([$mode, $results, $emptyRows], (mode, results, empty): readonly PopupRow[] =>
    mode === 'typed'
      ? visibleRows({
          ...shown,
          mode,
          results,
          trend: [],
          recent: { saving: false, items: [] },
          recommended: [],
          rise: [],
          riseCollapsed: false,
        })
      : empty,
  );
  const stop = $visible.subscribe((rows) => d.$rows.set(rows));

  /** The answer for a query: cached, or asked now (briefly) so a shortcut redirect and search_fail are known. */
  async function resultsFor(keyword: string): Promise<TypedResults | null> {
    const cached = d.search.cached(keyword);
    if (cached) return cached;
    const ctrl = new AbortController();
    const timer = d.clock.setTimeout(() => ctrl.abort(), SUBMIT_WAIT_MS);
    try {
      return await d.typed(keyword.trim(), gbCodeForTarget(d.target), ctrl.signal);
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
    const { target } = d;
    const url = shortcut ?? searchResultsUrl(d.env, keyword, { target, chrcCode });
    d.events.emit('search', { keyword, target, url });
    track(d.win, { event: 'search', search_term: keyword });
    if (results && searchFailed(results, !!shortcut)) track(d.win, { event: 'search_fail', search_term: keyword });
    d.links.follow(url);
  }

  function open(row: PopupRow) {
    const { action } = row;
    if (action.kind === 'search') return void submit(action.keyword, action.chrcCode);
    if (action.kind !== 'link') return;
    d.analytics.opened(row);
    d.links.follow(action.url);
  }

  return { submit, open, $emptyRows, dispose: () => stop() };
}
export type RowActions = ReturnType<typeof createRowActions>;
