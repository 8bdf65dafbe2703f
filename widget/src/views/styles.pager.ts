/**
 * The mobile swiper's pager between its previous and next buttons (views/ProductSwiper.tsx): 44 px, a thumb's size,
 * and its room while the swiper loads (`.sp-pager-wait`, sections/products.tsx).
 * The phone's later chunk adopts it (entries/mobileParts.ts), before the popup's sheet, as when it was part of the
 * page load's.
 */
export const pagerCss = `
.sp-pager-bar { display: flex; align-items: center; justify-content: center; gap: 16px; margin-top: 8px; }
.sp-pager-wait { height: var(--sp-button-md); }
.sp-pager-bar .sp-pager { margin-top: 0; min-width: 60px; font-size: 13px; }
.sp-pager-bar .sp-btn { padding: 0; border-radius: 50%; color: var(--sp-color-primary); }
.sp-pager-bar .sp-btn[aria-disabled="true"] { color: #c4c4cc; border-color: #ececf0; cursor: default; }
`;
