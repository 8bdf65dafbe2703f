/**
 * The later chunk (issue 9): what the popup needs once the shopper reaches for it, not to open it — the typed
 * search and results, the toast and modal stores and views, their CSS, and the analytics pushes. `mountWidget` fetches it
 * on first need (see stores/later.ts).
 */
export { FeaturedProduct, TypedSections } from '../views/TypedSections';
export { ToastLayer } from '../views/ToastLayer';
export { Layers } from '../views/Layers';
export { createAnalytics } from '../stores/analytics';
export { createModals } from '../stores/modals';
export { createToasts } from '../stores/toasts';
export { laterCss } from '../views/styles.later';
export { typedApi } from '../gateway/typed';
