/**
 * The popup's CSS, adopted into the shadow root with the popup's parts: the popup, its sections and rows, typed
 * results, the mobile swiper, toasts, modals, the loading overlay. The search box is views/styles.ts.
 *
 * Compositing: Chromium gives the input's blinking caret a layer of its own, and whatever is painted later and
 * overlaps a layer needs one too. The open dropdown's `::backdrop` (a transparent box over the whole viewport) did,
 * so the popup was drawn into a viewport-sized layer; and each product's cart button, absolutely positioned, painted
 * after all the rows' in-flow content, which split the grid into eight more layers. The dropdown has no backdrop
 * (`display: none`), and each product row is its own stacking context (`isolation`), so its button paints with it.
 */
export const popupCss = `
:host { --sp-color-on-primary: #fff; --sp-color-active: #eef0fa; --sp-color-blue: #1c64d8; --sp-color-bluelight: #eef0fb; --sp-color-green: #1e7f45;
  --sp-color-red: #d93025; --sp-color-gray: #f1f1f4; --sp-color-black: #222; --sp-button-lg: 50px; --sp-button-xxs: 24px;
  --sp-z-index: 10; }
.sp-btn-lg { --sp-h: var(--sp-button-lg); --sp-fs: 16px; }
.sp-btn-xxs { --sp-h: var(--sp-button-xxs); --sp-fs: 12px; }
.sp-btn-primary { --sp-bg: var(--sp-color-primary); --sp-fg: var(--sp-color-on-primary); --sp-line: var(--sp-color-primary); }
.sp-btn-blue { --sp-bg: var(--sp-color-blue); --sp-fg: #fff; --sp-line: var(--sp-color-blue); }
.sp-btn-bluelight { --sp-bg: var(--sp-color-bluelight); --sp-fg: var(--sp-color-primary); --sp-line: var(--sp-color-bluelight); }
.sp-btn-green { --sp-bg: var(--sp-color-green); --sp-fg: #fff; --sp-line: var(--sp-color-green); }
.sp-btn-red { --sp-bg: var(--sp-color-red); --sp-fg: #fff; --sp-line: var(--sp-color-red); }
.sp-btn-gray { --sp-bg: var(--sp-color-gray); --sp-fg: var(--sp-color-text); --sp-line: var(--sp-color-gray); }
.sp-btn-black { --sp-bg: var(--sp-color-black); --sp-fg: #fff; --sp-line: var(--sp-color-black); }
.sp-popup { position: absolute; z-index: var(--sp-z-index); left: 0; top: 52px; right: auto; bottom: auto; margin: 0; color: inherit; width: 100%; background: var(--sp-color-background); border: 1px solid var(--sp-color-border);
  border-radius: calc(var(--sp-radius) + 4px); box-shadow: 0 8px 24px rgba(0,0,0,.14); padding: 16px; }
.sp-popup:not([hidden]) { display: block; }
.sp-popup:popover-open { position: fixed; }
.sp-popup::backdrop { display: none; }
.sp-body { display: flex; gap: 14px; }
.sp-body > [role=grid] { flex: 1; min-width: 0; }
.sp-loading { position: fixed; inset: 0; z-index: 2147483647; width: auto; height: auto; margin: 0; padding: 0; border: 0; overflow: hidden;
  background: rgba(255,255,255,.55); display: flex; align-items: center; justify-content: center; }
.sp-spinner { width: 40px; height: 40px; border: 4px solid #d9dbf0; border-top-color: var(--sp-color-primary); border-radius: 50%; animation: sp-spin .8s linear infinite; }
@keyframes sp-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sp-spinner { animation-duration: 2.4s; } }
/* The empty input's sections, kept while typing (views/Sections.tsx): content-visibility keeps their layout. */
@supports (content-visibility: hidden) { .sp-held[hidden] { display: block; content-visibility: hidden; } }
.sp-group { display: block; margin-bottom: 14px; }
.sp-group-row, .sp-group-head { display: block; }
.sp-group-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; flex-wrap: wrap; }
.sp-group-head .sp-empty { flex-basis: 100%; }
.sp-group-title { font-size: 13px; font-weight: 700; color: var(--sp-color-text); }
.sp-empty { color: var(--sp-color-muted); font-size: 13px; padding: 4px 0; overflow-wrap: anywhere; }
.sp-typed-mode[data-narrowed] .sp-empty { visibility: hidden; }
.sp-unavailable { grid-column: 1 / -1; padding: 12px 0; }
.sp-row { display: flex; align-items: center; border-radius: 6px; }
.sp-row.sp-active { background: var(--sp-color-active); }
.sp-cell { flex: 1; min-width: 0; }
.sp-link, .sp-card { display: flex; align-items: center; gap: 8px; padding: 5px 6px; cursor: pointer; min-height: 28px; }
.sp-keyword { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sp-date { color: var(--sp-color-muted); font-size: 12px; margin-left: auto; }
.sp-trend .sp-group-rows { display: flex; flex-wrap: wrap; gap: 6px; }
.sp-chip .sp-link { border: 1px solid #d5d5d5; border-radius: 14px; padding: 3px 10px; }
.sp-tools, .sp-filters { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
.sp-asof { font-size: 12px; color: var(--sp-color-muted); white-space: nowrap; }
.sp-text-button, .sp-switch, .sp-filter, .sp-rise-toggle { border-radius: 12px; padding: 0 8px; }
.sp-delete { padding: 0; border-color: transparent; font-size: 16px; color: var(--sp-color-muted); }
.sp-switch[aria-checked=true], .sp-filter[aria-pressed=true] { --sp-bg: var(--sp-color-primary); --sp-line: var(--sp-color-primary); --sp-fg: var(--sp-color-on-primary); }
.sp-recommended .sp-group-rows { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
.sp-mini .sp-link { flex-direction: column; align-items: flex-start; }
.sp-mini-name { font-size: 12px; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
/* Covers show whole: square and wide art (albums, DVDs, mugs) is letterboxed on the box's neutral ground, not cropped. */
.sp-thumb { width: 48px; height: 68px; object-fit: contain; flex: none; background: #f1f1f4; border-radius: 3px; }
/* An image waiting for the typing to pause (views/ProductImage.tsx): its box, as an image's before it loads. */
.sp-img-wait { display: block; }
.sp-mini .sp-thumb { width: 56px; height: 80px; }
.sp-rank-no { width: 18px; font-weight: 700; color: var(--sp-color-primary); text-align: right; flex: none; }
.sp-rise .sp-group-rows { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 12px; }
/* Folded (a phone's list until 펼치기): its one keyword takes the whole width, not half of it. */
.sp-rise.sp-collapsed .sp-group-rows { grid-template-columns: minmax(0, 1fr); }
.sp-rank .sp-keyword { min-width: 0; }
.sp-badge { margin-left: auto; font-size: 11px; color: var(--sp-color-muted); flex: none; }
.sp-badge.sp-up { color: var(--sp-color-red); } .sp-badge.sp-down { color: #1a5fb4; } .sp-badge.sp-new { color: #fff; background: var(--sp-color-red); border-radius: 3px; padding: 0 4px; }
.sp-cell-tool { flex: none; padding-right: 4px; }
.sp-popup-foot { display: flex; gap: 14px; justify-content: flex-end; border-top: 1px solid #eee; padding-top: 10px; margin-top: 4px; font-size: 12px; color: #555; }
.sp-foot-link:hover { text-decoration: underline; }
.sp-typed-mode { display: flex; gap: 16px; }
.sp-main { flex: 1; min-width: 0; }
.sp-products { flex: 1; min-width: 0; }
.sp-product-grid { display: grid; grid-template-rows: repeat(3, auto); grid-auto-flow: column; grid-template-columns: repeat(4, minmax(0, 1fr)); grid-auto-columns: minmax(0, 1fr); gap: 4px 8px; }
.sp-product { align-items: stretch; position: relative; isolation: isolate; }
/*
 * A product's cell is laid out as a link's would be; its link is the name, stretched over the row (the row is its
 * containing block), so its publisher is a control of its own above the link, as the cart button is.
 */
.sp-card { align-items: flex-start; }
.sp-stretch::after { content: ''; position: absolute; inset: 0; }
/* Above the link as flex items with a z-index, not positioned: a positioned control in the meta line's clip cost
 * Chromium a composited layer per product column (the desktop's cart cell, placed absolutely, is above it already). */
.sp-product .sp-publisher, .sp-overlay .sp-product .sp-cell-tool { z-index: 1; }
/*
 * A meta line with a publisher control is a flex line. Too narrow, the publisher gives way first (its shrink weighs
 * a thousand times the author's) down to a 24px target, then the author's words after the first; the first word
 * stays whole. Its clip takes in the publisher's 24px target (margins draw it into the line).
 */
.sp-meta-line { display: flex; align-items: center; }
.sp-product .sp-meta { padding-block: 4px; margin-block: -4px; }
/* The featured panel's publisher is a Tab stop: its clip takes in its focus ring (2px, 2px off) too. */
.sp-featured .sp-meta { padding: 4px; margin: -4px; }
.sp-author-first, .sp-meta .sp-sep { flex: none; white-space: pre; }
.sp-author-rest, .sp-meta .sp-publisher { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: pre; }
.sp-meta .sp-publisher { flex-shrink: 1000; }
.sp-product-text { display: flex; flex-direction: column; min-width: 0; gap: 1px; }
.sp-label { font-size: 11px; color: var(--sp-color-primary); }
.sp-bundle { font-style: normal; color: var(--sp-color-text); }
.sp-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 700; }
.sp-product .sp-name { white-space: normal; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere; }
.sp-name mark { background: none; color: var(--sp-color-primary); text-decoration: underline; }
.sp-meta { color: #666; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sp-desc { color: var(--sp-color-muted); font-size: 12px; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.sp-price { font-size: 13px; } .sp-rate { color: var(--sp-color-red); font-style: normal; font-weight: 700; }
.sp-adult { display: inline-block; width: 16px; height: 16px; border-radius: 8px; background: var(--sp-color-red); color: #fff; font-size: 9px; text-align: center; line-height: 16px; margin-right: 4px; vertical-align: 1px; }
/* Its edge is the primary colour: 3:1 and more against the row, active (--sp-color-active) or not (WCAG 1.4.11). */
.sp-cart { font-size: 11px; padding: 0 6px; --sp-line: var(--sp-color-primary); }
.sp-featured { width: 170px; flex: none; border-left: 1px solid #eee; padding-left: 12px; display: flex; flex-direction: column; gap: 4px; }
.sp-featured-img { width: 140px; height: 200px; max-width: 100%; object-fit: contain; background: #f1f1f4; }
.sp-featured-name { font-weight: 700; overflow-wrap: anywhere; }
/* A block, not the buttons' flex box: a publisher cut short ends in an ellipsis, as text does. */
.sp-btn.sp-publisher { display: block; padding: 0 2px; margin: -4px 0; border-color: transparent; font: inherit;
  line-height: 22px; color: inherit; text-decoration: underline; text-underline-offset: 2px; }
.sp-list-price { color: var(--sp-color-muted); font-size: 12px; }
.sp-points, .sp-announcement { font-size: 12px; color: #555; }
/*
 * The points carry their separator (ProductCell). In the desktop's narrow cells they take a line of their own and
 * their separator is only read out (as .sp-sr). In a phone's wide rows it fills the price's trailing margin when both
 * share a line; points on a line of their own start 14px left of it, where the line's clip hides it (the desktop
 * grid has no such clip: in Chromium it costs a composited layer per column). A figure never breaks inside.
 */
.sp-price-line { line-height: 19px; display: flex; flex-wrap: wrap; }
.sp-price-line .sp-points { flex-basis: 100%; }
.sp-price-line .sp-sep { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: pre; }
.sp-overlay .sp-price-line { overflow: hidden; }
.sp-overlay .sp-price-line .sp-price { margin-inline-end: 14px; }
.sp-overlay .sp-price-line .sp-points { flex-basis: auto; margin-inline-start: -14px; }
.sp-overlay .sp-price-line .sp-sep { position: static; display: inline-block; width: 14px; height: auto;
  overflow: visible; clip-path: none; text-align: center; }
.sp-price, .sp-list-price, .sp-points { white-space: nowrap; }
.sp-sep { font-size: 12px; color: #555; }
.sp-side { width: 190px; flex: none; }
.sp-portrait { width: 40px; height: 40px; border-radius: 20px; object-fit: cover; flex: none; background: #eef0f6; }
.sp-event .sp-link { font-size: 13px; }
/* An event's banner (3:1) in a fixed box, so a late image never moves the rows; a failed one is gone. */
.sp-event-image { width: 66px; height: 22px; flex: none; object-fit: cover; border-radius: 3px; background: #eef0f6; }
.sp-overlay .sp-event-image { width: 96px; height: 32px; }
.sp-event-name { min-width: 0; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
:is(.sp-event-image, .sp-ad-image):is([data-failed], [hidden]) { display: none; }
.sp-overlay .sp-popup { position: static; width: auto; border: 0; box-shadow: none; border-radius: 0; padding: 12px 16px; }
.sp-overlay :is(.sp-body, .sp-typed-mode, .sp-main) { display: block; }
.sp-overlay .sp-side { width: auto; }
.sp-overlay .sp-product-grid { grid-template-rows: none; grid-auto-flow: row; grid-template-columns: 1fr; }
/*
 * The desktop dropdown (min(1180px, 100vw - 32px) wide) shows all 12 products at once: a 3-row grid of 4 columns
 * (about 180px each: a 48px cover, the name on up to 2 lines, the whole price), the authors and events beside it
 * (190px), the featured panel beside them (170px) when the dropdown has its whole 1180px. Narrower (a 1280 or 1366px
 * window), the authors and events go under the products, two columns side by side, and the featured panel keeps
 * its column and its cover (in a compact dropdown, where height is short, the authors and events stay beside the
 * grid and the featured panel is the strip below). Below 928px (a 960px viewport) the featured panel gives up its column and its cover
 * too, a strip under the grid (the row already shows the cover), so the grid keeps its 4 readable columns. The cart
 * button sits under the cover, so it takes no width from the name or the price. The steps follow the dropdown's
 * own width (data-layout, set with its placement: core/dropdownPlacement.ts), not the viewport's: under a page's
 * CSS zoom the dropdown has fewer of its own pixels than the window has.
 */
.sp-desktop .sp-product { min-height: 108px; }
.sp-desktop .sp-product .sp-cell-tool { position: absolute; left: 6px; top: 78px; padding: 0; }
.sp-desktop .sp-product .sp-cart { width: 48px; padding: 0; }
.sp-overlay .sp-cart { font-size: 12px; }
.sp-desktop .sp-popup:where([data-layout=narrow], [data-layout=mid][data-fit=compact]) .sp-body { flex-wrap: wrap; }
.sp-desktop .sp-popup:where([data-layout=narrow], [data-layout=mid][data-fit=compact]) .sp-body > [role=grid] { flex-basis: 100%; }
.sp-desktop .sp-popup:where([data-layout=narrow], [data-layout=mid][data-fit=compact]) .sp-featured { width: 100%; flex-direction: row;
  flex-wrap: wrap; align-items: baseline; column-gap: 12px; row-gap: 0; border-left: 0; border-top: 1px solid #eee; padding: 8px 6px 0; }
.sp-desktop .sp-popup:where([data-layout=narrow], [data-layout=mid][data-fit=compact]) .sp-featured-img { display: none; }
.sp-desktop .sp-popup:where([data-layout=narrow], [data-layout=mid]:not([data-fit=compact])) .sp-typed-mode { flex-wrap: wrap; }
.sp-desktop .sp-popup:where([data-layout=narrow], [data-layout=mid]:not([data-fit=compact])) .sp-main { flex-basis: 100%; }
.sp-desktop .sp-popup:where([data-layout=narrow], [data-layout=mid]:not([data-fit=compact])) .sp-side { width: 100%; display: grid;
  grid-template-columns: 1fr 1fr; column-gap: 16px; }
.sp-swiper-viewport { overflow: hidden; }
.sp-swiper-track { display: flex; touch-action: pan-y pinch-zoom; }
.sp-swiper-page { flex: 0 0 100%; min-width: 0; }
.sp-pager { text-align: center; font-size: 12px; color: #555; margin-top: 6px; letter-spacing: .5px; }
.sp-pager-current { font-weight: 700; color: #222; }
.sp-toasts { position: fixed; inset: auto; margin: 0; padding: 0; border: 0; background: none; color: inherit; overflow: visible; left: 50%; transform: translateX(-50%); z-index: 2147483647; display: flex; flex-direction: column; gap: 8px; width: max-content; max-width: calc(100vw - 32px); pointer-events: none; }
.sp-toasts:empty { display: none; }
.sp-toasts-top { top: calc(16px + env(safe-area-inset-top)); }
.sp-toasts-center { top: 50%; transform: translate(-50%, -50%); }
.sp-toasts-bottom { bottom: calc(24px + max(var(--sp-kb, 0px), env(safe-area-inset-bottom))); }
/*
 * A phone's on-screen keyboard shrinks only the visual viewport (iOS, Android Chrome): while the overlay is open
 * the containers carry the part it leaves visible (platform/visibleArea.ts; unset without a keyboard), and the
 * overlay, its bottom toasts and the prompts keep to it. The overlay's top stays put when the keyboard hides.
 */
.sp-overlay { top: var(--sp-vv-top, 0px); height: var(--sp-vv-height, 100%); }
.sp-modal { inset-block: var(--sp-vv-top, 0px) var(--sp-kb, 0px); }
.sp-toast-text { overflow-wrap: anywhere; text-wrap: balance; }
.sp-toast { pointer-events: auto; background: rgba(34,34,34,.94); color: #fff; border-radius: 8px; padding: 12px 16px; font-size: 14px; white-space: pre-line; display: flex; gap: 12px; align-items: center; box-shadow: 0 4px 16px rgba(0,0,0,.2); }
.sp-modal { padding: 0; border: 0; border-radius: 12px; width: min(360px, calc(100vw - 32px)); max-width: none; max-height: calc(var(--sp-vv-height, 100vh) - 32px);
  background: var(--sp-color-background); color: var(--sp-color-text); font: inherit; box-shadow: 0 12px 40px rgba(0,0,0,.25); }
.sp-modal::backdrop { background: rgba(0,0,0,.45); }
.sp-modal:not([open]) { display: none; }
.sp-modal-box { padding: 28px 20px 16px; }
.sp-modal-text { font-size: 15px; line-height: 1.5; text-align: center; white-space: pre-line; overflow-wrap: anywhere; text-wrap: balance; max-height: 50vh; overflow: auto; }
.sp-modal-buttons { display: flex; gap: 8px; margin-top: 20px; }
.sp-modal-buttons .sp-btn { flex: 1; font-weight: 700; }
.sp-modal-buttons .sp-btn:focus-visible { outline: 3px solid #1b1f7a; }
.sp-toast-link { color: #c9cdfa; text-decoration: underline; font-weight: 700; white-space: nowrap; }
`;
