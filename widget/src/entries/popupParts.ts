/**
 * The popup's parts: what the popup shows and does once the shopper reaches for it (hover, focus, touch,
 * typing) — its views (views/popupViews.ts) and CSS, the recent searches and their cookies, submitting and opening
 * a row, following links, the typed search, the stores that fill the empty input's state from the answers asked
 * early, the cart handle, the loading overlay, the toast and modal stores, and the analytics pushes.
 * `mountWidget` fetches them on first need (stores/lazyModule.ts), in parallel with the empty-input answers.
 */
export * from '../views/popupViews';
export { createRowActions } from '../stores/rowActions';
export { createCartActions } from '../stores/cartActions';
export { createRecent } from '../stores/recent';
export { documentCookies } from '../platform/cookies';
export { randomBytes } from '../platform/random';
export { realClock } from '../platform/clock';
export { createLinks } from '../platform/links';
export { createLoading } from '../stores/loading';
export { createAnalytics } from '../stores/analytics';
export { createModals } from '../stores/modals';
export { createToasts, hostToast } from '../stores/toasts';
export { popupCss } from '../views/styles.popup';
export { typedApi } from '../gateway/typed';
export { emptyApi } from '../gateway/search';
export { createSearch } from '../stores/search';
export { createSuggestionLoader } from '../stores/suggestionLoader';
export { allowedOrigins } from '../core/urlPolicy';
