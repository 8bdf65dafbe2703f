import { PRODUCT_COLUMNS } from '../core/nextActiveIndex';

/**
 * The desktop's later chunk adopts this sheet (entries/desktopParts.ts), before the popup's: the dropdown stays hidden
 * until its parts are there, so none of it is the page load's.
 *
 * The desktop dropdown is wider than its input (its layout by width: views/styles.popup.ts), lined up with it
 * (core/dropdownPlacement.ts placeUnder). Its product grid reads as Korean text does, left to right, line by line:
 * ranks 1–4 on the first line (docs/spec-readings.md; the arrow keys follow it: core/arrowTarget.ts); its lines are
 * as tall as its tallest row, so a line whose cells are still to be drawn (views/staged.ts) moves nothing. Fewer
 * products than a line: the grid only as wide as they are, the authors and events beside them, one over the other
 * (side by side where the side has 496 px or more: `data-few`, views/TypedSections.tsx). In a narrowed dropdown
 * (758 px in a 1024 px window) the side keeps 160 px and the products give up width, 190 px each down to 150 px; the
 * side goes under them only where even that does not fit (the products' flex basis is 0 and their least width
 * `min-content`: their least width decides the wrap, not their whole one). Compact (`data-fit`, where the room under
 * the field is short and the page can't scroll: core/dropdownPlacement.ts dropdownFit): a smaller cover beside the
 * name, the price and the cart button on the row's last line, no label, meta or points (the featured strip has
 * them), and the foot's links on the top line (the side's headings start under them), so all 12 products and the
 * links fit without scrolling inside.
 */
export const desktopCss = `
:host { --sp-dropdown-width: 1180px; }
.sp-desktop .sp-popup { width: min(var(--sp-dropdown-width), calc(100vw - 32px)); max-width: none; overflow: auto; overscroll-behavior: contain; }
.sp-desktop .sp-empty-mode { display: grid; grid-template-columns: 1fr 1fr; column-gap: 24px; }
.sp-desktop .sp-popup .sp-product-grid { grid-template-rows: none; grid-auto-flow: row; grid-template-columns: repeat(${PRODUCT_COLUMNS}, minmax(0, 1fr)); grid-auto-rows: 1fr; }
.sp-desktop .sp-popup .sp-typed-mode[data-few] .sp-main { flex: 1000 1 0; min-width: min-content; max-width: max-content; }
.sp-desktop .sp-popup .sp-typed-mode[data-few] .sp-product-grid { grid-template-columns: none; grid-auto-flow: column; grid-auto-columns: minmax(150px, 190px); }
.sp-desktop .sp-popup .sp-typed-mode[data-few] .sp-side { flex: 1 1 160px; width: auto; display: grid; align-content: start;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr)); column-gap: 16px; }
.sp-desktop .sp-popup[data-fit=compact] { padding-top: 10px; padding-bottom: 10px; }
.sp-desktop .sp-popup[data-fit=compact] .sp-group { margin-bottom: 6px; }
.sp-desktop .sp-popup[data-fit=compact] .sp-body { row-gap: 6px; }
.sp-desktop .sp-popup[data-fit=compact] .sp-product { min-height: 80px; }
.sp-desktop .sp-popup[data-fit=compact] .sp-product .sp-thumb { width: 32px; height: 44px; }
.sp-desktop .sp-popup[data-fit=compact] .sp-product :is(.sp-label, .sp-meta, .sp-points) { display: none; }
.sp-desktop .sp-popup[data-fit=compact] .sp-product .sp-price-line { position: absolute; left: 6px; bottom: 7px; }
.sp-desktop .sp-popup[data-fit=compact] .sp-product .sp-cell-tool { left: auto; right: 6px; top: auto; bottom: 5px; }
.sp-desktop .sp-popup[data-fit=compact] .sp-featured-img { display: none; }
.sp-desktop .sp-popup[data-fit=compact] .sp-popup-foot { position: absolute; top: 10px; right: 16px; margin: 0; padding: 0; border: 0; line-height: 19px; }
.sp-desktop .sp-popup[data-fit=compact][data-layout=wide] .sp-featured, .sp-desktop .sp-popup[data-fit=compact] .sp-side { padding-top: 24px; }
`;
