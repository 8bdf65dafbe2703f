import type { PopupRow } from '../core/popupRows';
import { computed, type ReadableAtom } from 'nanostores';
import { featuredProduct } from '../core/popupRows';
import { promotion, promotionEvent, selectItem, viewItem, viewItemList } from '../core/tracking';
import type { AdBanner } from '../core/types';
import { track } from '../platform/hostPage';
import type { Popup } from './popup';
import type { Search } from './search';
import type { SuggestionLoader } from './suggestionLoader';

/**
 * The popup's GA4 pushes besides cart and search (contract §3): `view_item_list` once per answered query with
 * products (and for the recommended products when shown), `view_promotion` once per banner and per event
 * shown, `select_item` and `select_promotion` when a product or an event is opened, `view_item` once per product per
 * opening when the featured panel shows it (desktop: pass the combobox's rows; mobile has no panel).
 */
export function createAnalytics(d: {
  win: Window;
  search: Search;
  suggestions: SuggestionLoader;
  popup: Popup;
  rows: { $rows: ReadableAtom<readonly PopupRow[]>; $active: ReadableAtom<number> } | null;
  /** A partner page's attribution id: the GA4 items' `affiliation`. */
  partner?: string | null;
}) {
  const listed = new Set<string>();
  /** The products the featured panel showed since the popup opened. */
  const viewed = new Set<string>();
  const promoted = new Set<string>();
  const push = (entry: Record<string, unknown> | null) => entry && track(d.win, entry, d.partner);

  const stopSearch = d.search.$search.subscribe((s) => {
    const r = s.results;
    if (s.mode !== 'typed' || !r || s.status !== 'idle' || s.resultsFor !== s.query || listed.has('q:' + s.query))
      return;
    listed.add('q:' + s.query);
    push(viewItemList('products', r.products));
    const fresh = r.events.map((e, i) => [e, i] as const).filter(([e]) => !promoted.has('e:' + e.id));
    fresh.forEach(([e]) => promoted.add('e:' + e.id));
    push(
      promotionEvent(
        'view_promotion',
        fresh.map(([e, i]) => promotion('event', e, i)),
      ),
    );
  });

  // The empty-input sections on screen: their recommended products, once per mount.
  const shownEmpty = () => {
    const items = d.suggestions.$recommended.get().items;
    if (!d.popup.$open.get() || d.search.$search.get().mode !== 'empty' || !items.length || listed.has('recommended'))
      return;
    listed.add('recommended');
    push(viewItemList('recommended', items));
  };
  const stops = [stopSearch, d.popup.$open.listen(shownEmpty), d.suggestions.$recommended.listen(shownEmpty)];
  if (d.rows) {
    const { $rows, $active } = d.rows;
    const $featured = computed([$rows, $active], featuredProduct);
    const shownFeatured = () => {
      const row = $featured.get();
      if (!row || !d.popup.$open.get() || d.search.$search.get().mode !== 'typed') return;
      const key = row.item.code + '/' + row.item.saleId;
      if (viewed.has(key)) return;
      viewed.add(key);
      push(viewItem(row.item, row.index));
    };
    stops.push(
      $featured.subscribe(shownFeatured),
      d.popup.$open.listen((open) => (open ? shownFeatured() : viewed.clear())),
    );
  }
  // Created when the shopper reaches for the box: the popup may already show them.
  shownEmpty();

  return {
    /** A banner's text is on screen. */
    shownBanner(b: AdBanner | null, index: number): void {
      if (!b || promoted.has('b:' + b.id)) return;
      promoted.add('b:' + b.id);
      push(promotionEvent('view_promotion', [promotion('banner', b, index)]));
    },
    selectedBanner: (b: AdBanner, index: number) =>
      push(promotionEvent('select_promotion', [promotion('banner', b, index)])),
    /** A row with a link was opened: the item it shows. */
    opened(row: PopupRow): void {
      if (row.section === 'products' || row.section === 'recommended')
        push(selectItem(row.section, row.item, row.index));
      if (row.section === 'events') push(promotionEvent('select_promotion', [promotion('event', row.item, row.index)]));
    },
    dispose: () => stops.forEach((stop) => stop()),
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
