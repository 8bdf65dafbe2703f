import { adSeen } from '../core/adSeen';
import type { PopupRow } from '../core/popupRows';
import { computed, type ReadableAtom } from 'nanostores';
import { featuredProduct } from '../core/popupRows';
import { SETTLED_IDLE, settledView, type SettledEvent, type Shown } from '../core/settledView';
import {
  promotion,
  promotionEvent,
  selectItem,
  viewItem,
  viewItemList,
  type ItemList,
  type Listed,
  type Promoted,
} from '../core/tracking';
import type { AdBanner, EventItem, Product } from '../core/types';
import type { TypedPart } from '../gateway/search';
import type { Clock } from '../platform/clock';
import { track } from '../platform/hostPage';
import type { Popup } from './popup';
import type { Search } from './search';
import type { SuggestionLoader } from './suggestionLoader';

/**
 * What a section reports (contract §3): its products as a GA4 item list (`view_item_list` when shown,
 * `select_item` when one is opened), or its items as promotions (`view_promotion` once per item shown,
 * `select_promotion` when one is opened).
 */
export type SectionAnalytics = { list: ItemList } | { promotion: 'event' };

/** A section as analytics see it: its id, mode, and what it reports; the typed ones, where their items are. */
export interface TrackedSection {
  id: string;
  mode: 'empty' | 'typed';
  analytics?: SectionAnalytics;
  /** A typed section's part of the typed answer. */
  part?: TypedPart;
}

/**
 * The popup's GA4 pushes besides cart and search (contract §3), for each section that reports (its `analytics`):
 * a typed section's `view_item_list` (and its promoted items' `view_promotion`) once the answer for the query in the
 * box was shown settled or acted on, once per query in an opening (core/settledView.ts: not the answers on the way to
 * the typed word), an empty-input section's once per mount when shown; `view_promotion` once per banner and per
 * promoted item shown; `select_item` and `select_promotion` when a listed or promoted row is opened; `view_item`
 * when the featured panel has shown a product settled, once per query and product in an opening
 * (core/settledView.ts; desktop: pass the combobox's rows; mobile has no panel).
 */
export function createAnalytics(d: {
  win: Window;
  search: Search;
  suggestions: SuggestionLoader;
  popup: Popup;
  /** The registered sections, in keyboard order (sections/registry.ts). */
  sections: readonly TrackedSection[];
  rows: { $rows: ReadableAtom<readonly PopupRow[]>; $active: ReadableAtom<number> } | null;
  /** A partner page's attribution id: the GA4 items' `affiliation`. */
  partner?: string | null;
  /** The time a product must stay on the featured panel to count as viewed runs on this clock. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout' | 'now'>;
  /**
   * The phone's overlay (not the desktop field), the banner in the box now and its turn (stores/combobox.ts
   * `bannerNow`, `$bannerIndex`: the banners take turns every 2.5 s).
   */
  mobile: boolean;
  bannerNow(): { banner: AdBanner; index: number } | null;
  $bannerIndex: ReadableAtom<number>;
}) {
  const listed = new Set<string>();
  const promoted = new Set<string>();
  const push = (entry: Record<string, unknown> | null) => entry && track(d.win, entry, d.partner);

  const byId = new Map(d.sections.map((s) => [s.id, s]));
  const typed = d.sections.filter((s) => s.mode === 'typed' && s.analytics && s.part);
  const { clock } = d;
  const stops: (() => void)[] = [];
  /** A settled-view machine (core/settledView.ts) on the clock: `viewed` runs when what it is shown counts. */
  const settler = (viewed: () => void) => {
    let state = SETTLED_IDLE;
    let wake: ReturnType<Clock['setTimeout']> | undefined;
    const step = (event: SettledEvent) => {
      const r = settledView(state, event);
      state = r.state;
      clock.clearTimeout(wake);
      wake = r.wake === null ? undefined : clock.setTimeout(() => step({ type: 'time', at: clock.now() }), r.wake);
      if (r.viewed) viewed();
    };
    stops.push(() => clock.clearTimeout(wake));
    return {
      show: (shown: Shown | null) => step({ type: 'show', at: clock.now(), shown }),
      close: () => step({ type: 'close' }),
      act: () => step({ type: 'act', at: clock.now() }),
    };
  };
  /** The answer for the query in the box, shown in the open popup. */
  const current = () => {
    const s = d.search.$search.get();
    return d.popup.$open.get() && s.mode === 'typed' && s.resultsFor === s.query ? s : null;
  };

  // A typed answer's lists and promotions, once it was shown settled (not the answers on the way to the typed word).
  const answer = settler(() => {
    const r = d.search.$search.get().results;
    if (!r) return;
    for (const section of typed) {
      const items = r[section.part!] as readonly unknown[];
      const a = section.analytics!;
      if ('list' in a) push(viewItemList(a.list, items as Listed[]));
      else {
        const fresh = (items as EventItem[]).map((e, i) => [e, i] as const).filter(([e]) => !promoted.has('e:' + e.id));
        fresh.forEach(([e]) => promoted.add('e:' + e.id));
        push(
          promotionEvent(
            'view_promotion',
            fresh.map(([e, i]) => promotion(a.promotion, e, i)),
          ),
        );
      }
    }
  });
  const shownAnswer = () => {
    const s = current();
    answer.show(s && s.status === 'idle' && s.results ? { query: s.query, key: '' } : null);
  };

  // The empty-input sections on screen with an item list: their items, once per mount.
  const listedEmpty = d.sections.filter((s) => s.mode === 'empty' && s.analytics && 'list' in s.analytics);
  const shownEmpty = () => {
    if (!d.popup.$open.get() || d.search.$search.get().mode !== 'empty') return;
    for (const section of listedEmpty) {
      const items = d.suggestions.lists[section.id].get().items as Listed[];
      if (!items.length || listed.has(section.id)) continue;
      listed.add(section.id);
      push(viewItemList((section.analytics as { list: ItemList }).list, items));
    }
  };
  stops.push(
    d.search.$search.subscribe(shownAnswer),
    d.popup.$open.listen((open) => (open ? shownAnswer() : answer.close())),
    d.popup.$open.listen(shownEmpty),
    ...listedEmpty.map((s) => d.suggestions.lists[s.id].listen(shownEmpty)),
  );
  let featuredSeen: ReturnType<typeof settler> | undefined;
  if (d.rows) {
    // view_item: the featured panel's product once it has stayed there (core/settledView.ts).
    const { $rows, $active } = d.rows;
    const $featured = computed([$rows, $active], featuredProduct);
    let featured: PopupRow<Product> | null = null;
    const seen = (featuredSeen = settler(() => featured && push(viewItem(featured.item, featured.index))));
    const shownFeatured = () => {
      const s = current();
      featured = $featured.get();
      // Only the answer for the query in the box: one left on screen while the next is asked is on its way out.
      const key = featured && featured.item.code + '/' + featured.item.saleId;
      seen.show(s && key ? { query: s.query, key } : null);
    };
    stops.push(
      $featured.subscribe(shownFeatured),
      d.search.$search.listen(shownFeatured),
      d.popup.$open.listen((open) => (open ? shownFeatured() : seen.close())),
    );
  }
  /**
   * The shopper acted on what is shown (opened a row, added a product to the cart): the answer and the featured
   * product count as seen now, before the action's own event.
   */
  const acted = () => {
    answer.act();
    featuredSeen?.act();
  };
  // Created when the shopper reaches for the box: the popup may already show them.
  shownEmpty();

  /**
   * The banner in the box now, counted once if the shopper can see it (core/adSeen.ts): when it takes its turn, when
   * the banners come, when the phone's overlay opens, when the box is emptied again; and as these parts are made.
   */
  const bannerSeen = () => {
    const now = d.bannerNow();
    const place = { mobile: d.mobile, open: d.popup.$open.get(), query: d.search.$search.get().query };
    if (!now || !adSeen(place) || promoted.has('b:' + now.banner.id)) return;
    promoted.add('b:' + now.banner.id);
    push(promotionEvent('view_promotion', [promotion('banner', now.banner, now.index)]));
  };
  stops.push(
    d.$bannerIndex.listen(bannerSeen),
    d.suggestions.$banners.listen(bannerSeen),
    d.popup.$open.listen(bannerSeen),
    d.search.$search.listen(bannerSeen),
  );
  bannerSeen();

  return {
    selectedBanner: (b: AdBanner, index: number) =>
      push(promotionEvent('select_promotion', [promotion('banner', b, index)])),
    /** The shopper acted on what is shown (added a product to the cart): it counts as seen now. */
    acted,
    /** A row with a link was opened: the item it shows. */
    opened(row: PopupRow): void {
      acted();
      const a = byId.get(row.section)?.analytics;
      if (!a) return;
      if ('list' in a) push(selectItem(a.list, row.item as Listed, row.index));
      else push(promotionEvent('select_promotion', [promotion(a.promotion, row.item as Promoted, row.index)]));
    },
    dispose: () => stops.forEach((stop) => stop()),
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
