import { computed, type ReadableAtom } from 'nanostores';
import { BLANK_QUERY_MESSAGE, isBlankQuery } from '../core/isBlankQuery';
import { searchFailed } from '../core/noResults';
import { popupRows, type PopupRow, type RowsContext, type RowsSection } from '../core/popupRows';
import { queryKey } from '../core/queryKey';
import { gbCodeForTarget, searchResultsUrl, type RowSearch } from '../core/searchRoutes';
import type { AdBanner, Env } from '../core/types';
import { safeAbsoluteUrl } from '../core/urlPolicy';
import type { SearchApi, TypedResults } from '../gateway/search';
import type { Clock } from '../platform/clock';
import type { HostEvents } from '../platform/hostEvents';
import { track } from '../platform/hostPage';
import type { Links } from '../platform/links';
import type { Analytics } from './analytics';
import type { Dialogs } from './modals';
import type { Recent } from './recentKeywords';
import type { Search } from './search';
import type { SuggestionLoader } from './suggestionLoader';

/** What a section's items are read from: the popup's stores. */
export interface SectionStores {
  search: Pick<Search, '$search'>;
  suggestions: SuggestionLoader;
  recent: Recent;
}

/** A section as the popup's rows see it: its mode, the items it shows now, and what opening one does. */
export interface ShownSection<T> extends RowsSection<T> {
  mode: 'empty' | 'typed';
  /** The items on screen, from the popup's stores (typed sections read their part of the typed answer). */
  items(s: SectionStores): ReadableAtom<readonly T[]>;
}

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
  /** The registered sections, in keyboard order (sections/registry.ts). */
  sections: readonly ShownSection<unknown>[];
  /** The banner in the input's placeholder now, and its index (a blank submit follows its link). */
  banner(): { banner: AdBanner; index: number } | null;
}

/** The rows of one mode's sections, in the order given, built again when one of their items changed. */
export function sectionsRows(
  sections: readonly ShownSection<unknown>[],
  mode: 'empty' | 'typed',
  stores: SectionStores,
  c: RowsContext,
): ReadableAtom<readonly PopupRow[]> {
  const list = sections.filter((s) => s.mode === mode);
  return computed(
    list.map((s) => s.items(stores)),
    (...items: (readonly unknown[])[]): readonly PopupRow[] =>
      popupRows(
        list.map((section, i) => ({ section, items: items[i] })),
        c,
      ),
  );
}

/**
 * What the popup's rows are and what submitting and opening one do. The rows (`$rows`: the rows the views render and
 * the keys move through, which the controller shows) are computed from the sections' items: the empty input's
 * sections in empty mode, the typed sections in typed mode, each in the registry's order. A mode's rows are built
 * again only when one of its sections' items changed (not on a loading-state change, nor for each keystroke), so the
 * views listing them don't render again for nothing.
 */
export function createRowActions(d: RowActionsDeps) {
  const { allowed } = d;
  const stores = { search: d.search, suggestions: d.suggestions, recent: d.recent };
  const shown = { env: d.env, allowed, mobile: d.mobile };
  const rowsOf = (mode: 'empty' | 'typed') => sectionsRows(d.sections, mode, stores, shown);
  /**
   * The empty input's rows, whichever mode is shown: its sections stay mounted (hidden) while the shopper types,
   * so emptying the box shows them again without building them again (views/Sections.tsx).
   */
  const $emptyRows = rowsOf('empty');
  const $mode = computed(d.search.$search, (s) => s.mode);
  const $rows = computed([$mode, $emptyRows, rowsOf('typed')], (mode, empty, typed) =>
    mode === 'typed' ? typed : empty,
  );

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

  /** A search: the box's text, or a row's (an author's, a publisher's: limited to its code). */
  async function submit(value: string, limit: Pick<RowSearch, 'chrcCode' | 'pbcmCode'> = {}): Promise<void> {
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
    const { chrcCode, pbcmCode } = limit;
    const url = shortcut ?? searchResultsUrl(d.env, keyword, { target, chrcCode, pbcmCode });
    d.events.emit('search', { keyword, target, url });
    track(d.win, { event: 'search', search_term: keyword });
    if (results && searchFailed(results, !!shortcut)) track(d.win, { event: 'search_fail', search_term: keyword });
    d.links.follow(url);
  }

  function open(row: PopupRow) {
    const { action } = row;
    if (action.kind === 'search') return void submit(action.keyword, action);
    if (action.kind !== 'link') return;
    d.analytics.opened(row);
    d.links.follow(action.url);
  }

  return { submit, open, $emptyRows, $rows };
}
export type RowActions = ReturnType<typeof createRowActions>;
