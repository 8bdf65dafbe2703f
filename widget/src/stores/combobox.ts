import { atom, type ReadableAtom } from 'nanostores';
import type { ArrowKey } from '../core/arrowTarget';
import { nextActiveIndex } from '../core/nextActiveIndex';
import type { PopupRow } from '../core/popupRows';
import type { RowSearch } from '../core/searchRoutes';
import { createAfterPaint } from '../platform/afterPaint';
import type { Clock } from '../platform/clock';
import type { LazyModule } from './lazyModule';
import type { CartActions } from './cartActions';
import type { Popup } from './popup';
import type { RowActions } from './rowActions';
import type { Search } from './search';
import type { SuggestionLists } from './suggestionLists';

/** Where an arrow key takes the active row over `rows` (core/arrowTarget.ts); null when the key is the caret's. */
export type ArrowRule = (current: number, key: ArrowKey, rows: readonly PopupRow[]) => number | null;

/** The ad banner text rotates every 2500 ms (spec §9). */
export const AD_ROTATION_MS = 2500;

export interface ComboboxDeps {
  win: Window;
  /** The banner rotation's timer. */
  clock: Pick<Clock, 'setInterval' | 'clearInterval'>;
  /** The typed search's state, and whether it found nothing (both written by the search store, stores/search.ts). */
  search: Pick<Search, '$search' | '$nothingFound'>;
  suggestions: SuggestionLists;
  /** The empty-input answers asked early (gateway/prefetch.ts). */
  prefetch: { ask(): void };
  popup: Popup;
  mobile: boolean;
  /**
   * The popup's parts, once loaded: what submitting and opening a row do, the recent searches, the stores.
   */
  parts: Pick<
    LazyModule<{
      actions: RowActions;
      search: Search;
      /** The empty-input lists not asked yet, and the products others look at for the latest recent search. */
      prefetch(): void;
      cart: CartActions;
    }>,
    'run' | 'need'
  >;
  /** A submit whose parts could not load: the results page all the same (stores/searchAway.ts). */
  away(value: string): void;
}

/**
 * The popup's behaviour, shared by desktop and mobile: which row is active, the banner rotation, and the input's
 * keys. What submitting and opening a row do is stores/rowActions.ts, one of the popup's parts, asked for on hover,
 * focus and typing; a submit before they arrive happens when they do. Views call these and render the stores.
 */
export function createCombobox(d: ComboboxDeps) {
  /**
   * The rows on screen, in keyboard order: none before the popup's parts are there, then theirs (stores/rowActions.ts
   * `$rows`, computed from the search state and the sections' items), followed here from when they are made
   * (`follow`): this store is the one writer.
   */
  const $rows = atom<readonly PopupRow[]>([]);
  const $active = atom(-1);
  const $bannerIndex = atom(0);
  let rotation: ReturnType<Clock['setInterval']> | undefined;
  const afterPaint = createAfterPaint(d.win);

  /** The banner in the placeholder now, and its index among the banners (they take turns). */
  const bannerNow = () => {
    const items = d.suggestions.$banners.get().items;
    const index = $bannerIndex.get() % items.length;
    return items.length ? { banner: items[index], index } : null;
  };

  /** How the arrows move over the rows shown (`setArrows`); without one, up and down the list. */
  let arrows: ArrowRule | null = null;
  /** An arrow key: true when it moved the active row (the key is the popup's, not the caret's). */
  const arrow = (key: ArrowKey): boolean => {
    const rows = $rows.get();
    const now = $active.get();
    const next = arrows
      ? arrows(now, key, rows)
      : key === 'ArrowDown' || key === 'ArrowUp'
        ? nextActiveIndex(now, key === 'ArrowDown' ? 1 : -1, rows.length)
        : null;
    if (next === null) return false;
    afterPaint.flush();
    d.popup.open();
    $active.set(next);
    return true;
  };

  // Parts that can't load (a chunk refused or unreachable) leave a box that still searches.
  const submit = (value: string, limit?: Pick<RowSearch, 'chrcCode' | 'pbcmCode'>): Promise<void> =>
    d.parts.need().then(
      (p) => p.actions.submit(value, limit),
      () => d.away(value),
    );
  const open = (row: PopupRow) => d.parts.run((p) => p.actions.open(row));
  /** Disposed: what the views still send (a focus as they unmount) asks for nothing. */
  let ended = false;

  return {
    $rows: $rows as ReadableAtom<readonly PopupRow[]>,
    /** The active row's index in `$rows` (-1: none). */
    $active: $active as ReadableAtom<number>,
    $bannerIndex: $bannerIndex as ReadableAtom<number>,
    /** Typed input whose every list came back empty (and no shortcut): the desktop popup closes itself. */
    $nothingFound: d.search.$nothingFound as ReadableAtom<boolean>,
    /**
     * The input changed (composing included: `composing` is the InputEvent's `isComposing`, and while it is on an
     * empty answer keeps the results shown). After the typed character is painted, the requests start (four
     * fetches, 17–53 ms at 4× CPU); in the task after that the active row is forgotten and the results shown. A
     * cached answer makes no request: it is shown in the first of them, and painted in the next frame. Neither runs
     * in the frame that paints the character, and the two are two tasks: together they made one long task per
     * keystroke (platform/afterPaint.ts). An answer to the last query that lands in between is not drawn
     * (`search.expect`).
     */
    input(value: string, composing = false) {
      if (ended) return;
      d.parts.run((p) => p.search.expect(value));
      afterPaint.schedule(() => {
        let cached = false;
        d.parts.run((p) => (cached = p.search.start(value, composing)));
        const show = () => {
          $active.set(-1);
          d.parts.run((p) => p.search.setQuery(value, composing));
          d.popup.open();
        };
        // A cached answer or a blank value asks nothing: shown in the same step (the frame after the keystroke's at the
        // latest).
        if (cached) show();
        else return show;
      });
    },
    /**
     * Hover or focus: ask for the empty-input answers and the popup's parts, in parallel, before they are needed
     * (the products others look at follow the latest recent search, read by the popup's parts).
     */
    prefetch() {
      if (ended) return;
      d.prefetch.ask();
      d.parts.run((p) => p.prefetch());
      if (rotation === undefined)
        rotation = d.clock.setInterval(() => $bannerIndex.set($bannerIndex.get() + 1), AD_ROTATION_MS);
    },
    /**
     * An arrow key: ArrowDown and ArrowUp the next or previous row (between the product grid's lines in its column);
     * ArrowRight and ArrowLeft along the product grid in reading order while a product is active. False when the key
     * is not the popup's (the caret moves in the text).
     */
    arrow,
    /**
     * How the arrows move over the rows shown, from the view that lays them out (the desktop's product grid:
     * sections/products.tsx, core/arrowTarget.ts); null for the list's up and down. Kept out of the page load.
     */
    setArrows(rule: ArrowRule | null) {
      arrows = rule;
    },
    /**
     * A click or Alt+ArrowDown in the focused input opens the popup again (after Escape closed it, focus stayed
     * and no focus event will come), without moving the active row (WAI-ARIA APG combobox).
     */
    open() {
      afterPaint.flush();
      d.popup.open();
    },
    /** Enter: the active row opens; with none, the typed text is searched. */
    enter(value: string) {
      afterPaint.flush();
      const row = $rows.get()[$active.get()];
      if (row) open(row);
      else void submit(value);
    },
    /** The pointer is over the row at this index of `$rows`: it becomes the active one. */
    hover(at: number) {
      $active.set(at);
    },
    /** The rows shown from now on are these (the popup's parts' computed rows); returns how to stop. */
    follow: ($source: ReadableAtom<readonly PopupRow[]>) => $source.subscribe((rows) => $rows.set(rows)),
    bannerNow,
    submit,
    openRow: open,
    close() {
      afterPaint.flush();
      $active.set(-1);
      d.popup.close();
    },
    dispose() {
      ended = true;
      afterPaint.cancel();
      d.clock.clearInterval(rotation);
      rotation = undefined;
    },
  };
}
export type Combobox = ReturnType<typeof createCombobox>;
