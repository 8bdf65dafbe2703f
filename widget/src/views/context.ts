import type { ReactNode } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { PopupRow, RowsSection } from '../core/popupRows';
import type { Env } from '../core/types';
import type { CaptureGuard } from '../platform/captureGuard';
import type { Modals } from '../stores/modals';
import type { Popup } from '../stores/popup';
import type { Combobox } from '../stores/combobox';
import type { Recent } from '../stores/recentKeywords';
import type { RowActions } from '../stores/rowActions';
import type { CartActions } from '../stores/cartActions';
import type { Loading } from '../stores/loading';
import type { Search } from '../stores/search';
import type { SuggestionLoader } from '../stores/suggestionLoader';
import type { SuggestionLists } from '../stores/suggestionLists';
import type { SessionStore } from '../stores/session';
import type { Toasts } from '../stores/toasts';
import type { LazyModule } from '../stores/lazyModule';
import type { Analytics } from '../stores/analytics';
import type { ImagePaceStore } from '../stores/imagePace';
import type { popupViews } from './popupViews';
import type { RowsView } from './Row';

/** What a section's view (sections/*.tsx `View`) is given: its rows, and the rows' view (active row, props). */
export interface SectionViewProps<T> {
  ctx: ViewContext;
  parts: PopupParts;
  rows: PopupRow<T>[];
  view: RowsView;
  /**
   * The typed answer shown (typed sections): a new answer is a new object; `narrowed`, rows narrowed to a value
   * typed since, its answer on its way, `expected` products in it (core/narrowing.ts).
   */
  answer?: { narrowed?: boolean; expected?: number };
}

/** A section as the popup's views see it: its mode, its place, and its view fragment. */
export interface SectionView<T> extends RowsSection<T> {
  mode: 'empty' | 'typed';
  /** Where a typed section goes: the main column (the product grid) or the side. */
  slot?: 'main' | 'side';
  /** Its view fragment: a group of rows (views/Row.tsx `Group`, `Row`). */
  View(props: SectionViewProps<T>): ReactNode;
}

/** The popup's parts (entries/popupParts.ts) as a mounted widget makes them: views, and the stores made from them. */
export interface PopupParts {
  views: typeof popupViews;
  toasts: Toasts;
  modals: Modals;
  analytics: Analytics;
  /** The typed search and the empty-input answers, filling the state made at mount (`ViewContext`). */
  search: Search;
  suggestions: SuggestionLoader;
  /** Whether a typed answer's new images wait while the shopper types (stores/imagePace.ts). */
  images: ImagePaceStore;
  recent: Recent;
  actions: RowActions;
  /** The cart actions of the popup's rows and the host's `cart()`. */
  cart: CartActions;
  /** The loading overlay's state (shown by a followed link or an order action). */
  loading: Loading;
  /** Where a link from the gateway or a host may lead: the env's hosts and the config's `allowedHosts`. */
  allowed: ReadonlySet<string>;
  /** The registered sections, in keyboard order (sections/registry.ts). */
  sections: readonly SectionView<unknown>[];
  /** The gateway refused this page's origin (CORS): asked nothing more, the calm line shown (core/gatewayRefusal.ts). */
  refused: ReadableAtom<boolean>;
}

/** What every view of a mounted widget reads and calls. */
export interface ViewContext {
  env: Env;
  mobile: boolean;
  /** The config's webp switch: images asked as webp. */
  webp: boolean;
  controller: Combobox;
  /** The stores' state; the stores that fill it (and their calls) are among the popup's parts. */
  search: Pick<Search, '$search'>;
  suggestions: SuggestionLists;
  popup: Popup;
  /** The shopper's session (signed in, adult, the loading overlay). */
  session: SessionStore;
  guard: CaptureGuard;
  /** The popup's parts: its sections, toasts and the modal layer (rendered once they have arrived). */
  parts: LazyModule<PopupParts>;
}

export const LIST_ID = 'sp-popup-grid';
