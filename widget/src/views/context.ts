import type { ReadableAtom } from 'nanostores';
import type { Env } from '../core/types';
import type { CaptureGuard } from '../platform/captureGuard';
import type { Modals } from '../stores/modals';
import type { Popup } from '../stores/popup';
import type { Combobox } from '../stores/combobox';
import type { Recent } from '../stores/recent';
import type { RowActions } from '../stores/rowActions';
import type { CartActions } from '../stores/cartActions';
import type { Loading } from '../stores/loading';
import type { Search } from '../stores/search';
import type { SuggestionLoader } from '../stores/suggestionLoader';
import type { SuggestionLists } from '../stores/suggestionLists';
import type { Toasts } from '../stores/toasts';
import type { LazyModule } from '../stores/lazyModule';
import type { Analytics } from '../stores/analytics';
import type * as PopupPartsExports from '../entries/popupParts';

export type PopupPartsModule = typeof PopupPartsExports;

/** What a mounted widget makes of the later chunk: its views, and the stores and calls made from it. */
export interface PopupParts {
  views: PopupPartsModule;
  toasts: Toasts;
  modals: Modals;
  analytics: Analytics;
  /** The typed search and the empty-input answers, filling the page load's state (`ViewContext`). */
  search: Search;
  suggestions: SuggestionLoader;
  recent: Recent;
  actions: RowActions;
  /** The cart actions of the popup's rows and the host's `cart()` (the cart chunk is fetched on first need). */
  cart: CartActions;
  /** The loading overlay's state (shown by a followed link or an order action, both of this chunk). */
  loading: Loading;
  /** Where a link from the gateway or a host may lead: the env's hosts and the config's `allowedHosts`. */
  allowed: ReadonlySet<string>;
}

/** What every view of a mounted widget reads and calls. */
export interface ViewContext {
  env: Env;
  mobile: boolean;
  controller: Combobox;
  /** The stores' state; the stores that fill it (and their calls) are the later chunk's (`PopupParts`). */
  search: Pick<Search, '$search'>;
  suggestions: SuggestionLists;
  popup: Popup;
  guard: CaptureGuard;
  /** The later chunk: the popup's sections, toasts and the modal layer (rendered once it has arrived). */
  parts: LazyModule<PopupParts>;
  /** The visual viewport's height in px (0 when unknown): the mobile overlay fits it, above the keyboard. */
  viewportHeight: ReadableAtom<number>;
}

export const LIST_ID = 'sp-popup-grid';
