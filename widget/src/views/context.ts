import type { ReadableAtom } from 'nanostores';
import type { Env } from '../core/types';
import type { CaptureGuard } from '../platform/captureGuard';
import type { Modals } from '../stores/modals';
import type { Popup } from '../stores/popup';
import type { PopupController } from '../stores/popupController';
import type { Recent } from '../stores/recent';
import type { PopupActions } from '../stores/popupActions';
import type { Search } from '../stores/search';
import type { Suggestions } from '../stores/suggestions';
import type { Toasts } from '../stores/toasts';
import type { Later } from '../stores/later';
import type { Analytics } from '../stores/analytics';
import type { SearchApi } from '../gateway/search';
import type * as LaterViews from '../entries/later';

export type LaterModule = typeof LaterViews;

/** What a mounted widget makes of the later chunk: its views, and the stores and calls made from it. */
export interface LaterParts {
  views: LaterModule;
  toasts: Toasts;
  modals: Modals;
  analytics: Analytics;
  typed: SearchApi['typed'];
  recent: Recent;
  actions: PopupActions;
  /** Where a link from the gateway or a host may lead: the env's hosts and the config's `allowedHosts`. */
  allowed: ReadonlySet<string>;
}

/** What every view of a mounted widget reads and calls. */
export interface ViewContext {
  env: Env;
  mobile: boolean;
  controller: PopupController;
  search: Search;
  suggestions: Suggestions;
  popup: Popup;
  guard: CaptureGuard;
  /** The later chunk: the popup's sections, toasts and the modal layer (rendered once it has arrived). */
  later: Later<LaterParts>;
  /** The visual viewport's height in px (0 when unknown): the mobile overlay fits it, above the keyboard. */
  viewportHeight: ReadableAtom<number>;
}

export const LIST_ID = 'sp-popup-grid';
