import { AD_CHIP_SPARE_PX, AD_IMAGE_PX } from '../core/adImage';

/**
 * Controls that come with the popup's parts. The ad inside the field (views/Banners.tsx): on the desktop a labelled
 * link (a `광고` tag, the banner's image, a chevron) over the start of the field, not a token of the query, and never
 * past its middle (a click there still reaches the box); on a phone the tag alone, after the text. The foot's links
 * (views/PopupFoot.tsx) as targets of at least 24×24 px (WCAG 2.5.8), the foot's layout unchanged (the padding they
 * gain, their negative margin gives back). The ad's image, in a 38 px chip inside the field's 40 px, is drawn 32 px
 * tall at its own aspect (core/adImage.ts), narrowed where the room before the box's middle is short, until its
 * words would be too small to read: then the chip says them as text (`data-text`, views/adFit.ts).
 */
export const controlsCss = `
.sp-field { position: relative; }
.sp-ad { position: absolute; left: 10px; top: 50%; transform: translateY(-50%); z-index: 1;
  display: inline-flex; align-items: center; gap: 6px; max-width: calc(50% - ${AD_CHIP_SPARE_PX}px); overflow: hidden; }
.sp-btn.sp-ad { padding: 0 6px 0 4px; border-color: #e4e5ee; border-radius: 8px; color: var(--sp-color-muted);
  background: #f5f6fa; }
.sp-btn.sp-ad:hover { background: #eaebf3; }
.sp-ad[hidden] { display: none; }
.sp-ad:not([data-loaded]) { visibility: hidden; }
.sp-ad-image { width: auto; height: ${AD_IMAGE_PX}px; min-width: 0; flex: 0 1 auto; object-fit: contain; object-position: left center; }
.sp-ad-text { display: none; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  color: var(--sp-color-text); font-size: 14px; font-weight: 700; }
.sp-ad[data-text] .sp-ad-image { display: none; }
.sp-ad[data-text] .sp-ad-text { display: block; }
.sp-ad-label { flex: none; padding: 0 4px; border: 1px solid #b9b9c3; border-radius: 3px; background: #fff;
  color: #555; font-size: 11px; font-weight: 700; line-height: 16px; }
.sp-ad .sp-icon { flex: none; }
.sp-btn.sp-ad-tag { flex: none; gap: 2px; margin: 0 2px; padding: 0 2px 0 4px; border-color: transparent;
  color: var(--sp-color-muted); }
.sp-ad-tag[hidden] { display: none; }
.sp-ad[data-loaded]:not([hidden]) + .sp-input::placeholder { color: transparent; }
.sp-foot-link { display: inline-block; min-width: 24px; padding: 4px 0; margin: -4px 0; text-align: center; }
`;
