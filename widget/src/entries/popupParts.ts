/**
 * The later chunk (issue 9): what the popup shows and does once the shopper reaches for it (hover, focus, touch,
 * typing) — its CSS, sections and rows, the recent searches and their cookies, submitting and opening a row,
 * following links, the typed search and results, the stores that fill the empty input's state from the answers
 * asked early, the cart handle, the loading overlay, the desktop dropdown's placement, the toast and modal
 * stores and views, and the analytics pushes.
 * `mountWidget` fetches it on first need (see stores/later.ts), in parallel with the empty-input answers.
 */
export { EmptySections } from '../views/EmptySections';
export { PopupFoot } from '../views/PopupFoot';
export { searchAnnouncement } from '../core/searchAnnouncement';
export { FeaturedProduct, TypedSections } from '../views/TypedSections';
export { createRowActions } from '../stores/rowActions';
export { createCartActions } from '../stores/cartActions';
export { createRecent } from '../stores/recent';
export { documentCookies } from '../platform/cookies';
export { createLinks } from '../platform/links';
export { ToastLayer } from '../views/ToastLayer';
export { LoadingOverlay } from '../views/LoadingOverlay';
export { createLoading } from '../stores/loading';
export { TopLayer } from '../views/topLayer';
export { Layers } from '../views/Layers';
export { createAnalytics } from '../stores/analytics';
export { createModals } from '../stores/modals';
export { createToasts, hostToast } from '../stores/toasts';
export { popupCss } from '../views/styles.popup';
export { typedApi } from '../gateway/typed';
export { emptyApi } from '../gateway/search';
export { createSearch } from '../stores/search';
export { createSuggestionLoader } from '../stores/suggestionLoader';
export { allowedOrigins } from '../core/urlPolicy';
