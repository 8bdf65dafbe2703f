/**
 * The phone popup's CSS that comes with the later chunk (entries/mobileParts.ts adopts it before the popup's sheet):
 * the overlay's scrolling body, which holds only the popup drawn from the parts, and the mobile swiper's pager
 * between its previous and next buttons (views/ProductSwiper.tsx): 44 px, a thumb's size, and its room while the
 * swiper loads (`.sp-pager-wait`, sections/products.tsx).
 */
export const pagerCss = `
.sp-overlay-body { flex: 1; overflow: auto; padding-bottom: env(safe-area-inset-bottom); }
.sp-pager-bar { display: flex; align-items: center; justify-content: center; gap: 16px; margin-top: 8px; }
.sp-pager-wait { height: var(--sp-button-md); }
.sp-pager-bar .sp-pager { margin-top: 0; min-width: 60px; font-size: 13px; }
.sp-pager-bar .sp-btn { padding: 0; border-radius: 50%; color: var(--sp-color-primary); }
.sp-pager-bar .sp-btn[aria-disabled="true"] { color: #c4c4cc; border-color: #ececf0; cursor: default; }
`;
