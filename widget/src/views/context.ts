import type { ReadableAtom } from 'nanostores';
import type { Env } from '../core/types';
import type { CaptureGuard } from '../platform/captureGuard';
import type { Modals } from '../stores/modals';
import type { Popup } from '../stores/popup';
import type { PopupController } from '../stores/popupController';
import type { Recent } from '../stores/recent';
import type { PopupActions } from '../stores/popupActions';
import type { CartActions } from '../stores/cartActions';
import type { Loading } from '../stores/loading';
import type { Search } from '../stores/search';
import type { Suggestions } from '../stores/suggestions';
import type { SuggestionState } from '../stores/suggestionState';
import type { Toasts } from '../stores/toasts';
import type { Later } from '../stores/later';
import type { Analytics } from '../stores/analytics';
import type * as LaterViews from '../entries/later';

export type LaterModule = typeof LaterViews;

/** What a mounted widget makes of the later chunk: its views, and the stores and calls made from it. */
export interface LaterParts {
  views: LaterModule;
  toasts: Toasts;
  modals: Modals;
  analytics: Analytics;
  /** The typed search and the empty-input answers, filling the page load's state (`ViewContext`). */
  search: Search;
  suggestions: Suggestions;
  recent: Recent;
  actions: PopupActions;
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
  controller: PopupController;
  /** The stores' state; the stores that fill it (and their calls) are the later chunk's (`LaterParts`). */
  search: Pick<Search, '$search'>;
  suggestions: SuggestionState;
  popup: Popup;
  guard: CaptureGuard;
  /** The later chunk: the popup's sections, toasts and the modal layer (rendered once it has arrived). */
  later: Later<LaterParts>;
  /** The visual viewport's height in px (0 when unknown): the mobile overlay fits it, above the keyboard. */
  viewportHeight: ReadableAtom<number>;
}

export const LIST_ID = 'sp-popup-grid';
