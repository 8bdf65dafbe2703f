/**
 * The widget's parts a test may name, in one table: the only place outside the views where the widget's class
 * names are written (eslint.config.mjs forbids `.sp-` selectors in tests elsewhere). A class renamed in a view
 * changes one line here, and `widget/src/__tests__/parts.test.ts` fails until it does.
 *
 * A test composes its selectors from these (`${P.products} [role=gridcell][id]`), and gives them as arguments to
 * what runs in the page (`w.inShadow((root, s) => root.querySelector(s), P.toast)`): a function sent to the page
 * can't see this module. Prefer roles and accessible names where the widget has them (`[role=grid]`,
 * `button[aria-label="… 장바구니 담기"]`); a part is for what a person sees but no role names.
 */
export const P = {
  // The box and its frame.
  /** The desktop dropdown, or the popup in the phone's overlay. */
  popup: '.sp-popup',
  /** The desktop view's root (the phone's has none). */
  desktop: '.sp-desktop',
  /** The phone's full-screen search overlay, its body, and the trigger that opens it. */
  overlay: '.sp-overlay',
  overlayBody: '.sp-overlay-body',
  trigger: '.sp-trigger',
  triggerText: '.sp-trigger-text',
  triggerValue: '.sp-trigger-value',
  /** The search field's frame, the input inside it, its submit and (phone) back buttons. */
  field: '.sp-field',
  input: '.sp-input',
  submit: '.sp-submit',
  back: '.sp-back',
  /** The popup's two faces: the empty input's suggestions, and what was typed's results. */
  emptyMode: '.sp-empty-mode',
  typedMode: '.sp-typed-mode',
  /** The popup's footer and its links (도움말, 상세검색, 닫기). */
  foot: '.sp-popup-foot',
  footLink: '.sp-foot-link',

  // Sections (each section's element; its rows are `[role=gridcell][id]` inside).
  trend: '.sp-trend',
  rise: '.sp-rise',
  recommended: '.sp-recommended',
  products: '.sp-products',
  authors: '.sp-authors',
  events: '.sp-events',
  /** The typed results' product grid, a group of rows with its title, the side column. */
  productGrid: '.sp-product-grid',
  group: '.sp-group',
  groupTitle: '.sp-group-title',
  side: '.sp-side',
  /** The live keywords' "as of" time, and the line shown when the gateway could not answer. */
  asOf: '.sp-asof',
  unavailable: '.sp-unavailable',

  // Rows and what is in them.
  row: '.sp-row',
  /** The active row (the one aria-activedescendant names). */
  active: '.sp-active',
  product: '.sp-product',
  name: '.sp-name',
  miniName: '.sp-mini-name',
  publisher: '.sp-publisher',
  meta: '.sp-meta',
  priceLine: '.sp-price-line',
  price: '.sp-price',
  badge: '.sp-badge',
  thumb: '.sp-thumb',
  /** The button system's class (views/button.ts); a button's size and colour are `sp-btn-<size>`, `sp-btn-<colour>`. */
  button: '.sp-btn',
  /** A product's 장바구니 button. */
  cart: '.sp-cart',
  keyword: '.sp-keyword',
  label: '.sp-label',
  link: '.sp-link',
  icon: '.sp-icon',
  desc: '.sp-desc',
  /** The live keywords' filter buttons (age, gender). */
  filter: '.sp-filter',
  event: '.sp-event',
  eventName: '.sp-event-name',
  eventImage: '.sp-event-image',
  /** The featured panel (the active product's cover and name). */
  featured: '.sp-featured',
  featuredName: '.sp-featured-name',

  // The ad chip.
  ad: '.sp-ad',
  adImage: '.sp-ad-image',
  adLabel: '.sp-ad-label',
  adTag: '.sp-ad-tag',
  adText: '.sp-ad-text',

  // The phone's pager and the carousels.
  pager: '.sp-pager',
  pagerBar: '.sp-pager-bar',
  pagerCurrent: '.sp-pager-current',
  swiper: '.sp-swiper',
  swiperPage: '.sp-swiper-page',
  swiperTrack: '.sp-swiper-track',
  swiperViewport: '.sp-swiper-viewport',

  // What is still on its way.
  /** An image still loading (its placeholder shown). */
  imageWaiting: '.sp-img-wait',
  /** A column drawn in a later frame (views/staged.ts). */
  later: '.sp-later',
  /** The empty input's sections, kept (hidden) while the shopper types. */
  held: '.sp-held',

  // Prompts.
  toast: '.sp-toast',
  toastText: '.sp-toast-text',
  toastsTop: '.sp-toasts-top',
  toastsCenter: '.sp-toasts-center',
  toastsBottom: '.sp-toasts-bottom',
  modalText: '.sp-modal-text',
  modalOk: '.sp-modal-ok',
  /** Text only a screen reader reads. */
  screenReaderOnly: '.sp-sr',
} as const;
