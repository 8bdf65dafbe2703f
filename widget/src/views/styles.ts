/**
 * The theme a partner may change (README "Theming"): custom properties on the host element, inherited into the
 * shadow root (a host rule on the element wins over these defaults; nothing else of the host's CSS gets in).
 * The search box's here; the popup's in views/styles.popup.ts.
 */
const THEME = `--sp-color-primary: #5055b1; --sp-color-text: #222; --sp-color-muted: #767676;
  --sp-color-border: #d5d5d5; --sp-color-background: #fff; --sp-button-md: 44px; --sp-button-sm: 38px; --sp-button-xs: 30px;
  --sp-radius: 8px; --sp-field-radius: 22px; --sp-font-size: 14px;
  --sp-font-family: "Nanum Gothic", "NanumGothic", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif;`;

/**
 * The search box's CSS (the popup stays hidden until its parts are there), adopted into its shadow root at mount;
 * the popup and what it shows are styled by views/styles.popup.ts, adopted with the popup's parts.
 * Sizes are in px (a host's `html { font-size }` must not scale the popup) and the inner containers reset every
 * inherited property, because host rules such as `* { color: red !important }` reach the host element and would
 * otherwise be inherited inside. Korean text breaks between words (`keep-all`), a token wider than its line where
 * it must; sentences and titles in the popup's CSS add `overflow-wrap: anywhere` for long tokens.
 */
export const baseCss = `
:host { all: initial; display: block !important; padding: 0 !important; border: 0 !important; box-sizing: border-box !important;${THEME} }
:host([hidden]) { display: none !important; }
/* all: initial resets every inherited property a host's rules gave the host element (letter-spacing, white-space,
   text-transform, cursor…) except direction, which all leaves alone. */
.sp-root {
  all: initial; display: block; position: relative;
  font-family: var(--sp-font-family); font-size: var(--sp-font-size); line-height: 1.45; color: var(--sp-color-text);
  text-align: left; direction: ltr; word-break: keep-all; overflow-wrap: break-word;
  visibility: inherit; -webkit-text-size-adjust: 100%;
}
.sp-layer { position: static; display: contents; }
.sp-root *, .sp-root *::before, .sp-root *::after { box-sizing: border-box; line-height: inherit; letter-spacing: inherit; }
/* Resets carry no class weight (:where), so every component rule wins over them (a cart button's 11px font); those
   of elements only the popup shows (links, images, headings) come with it (views/styles.resets.ts). */
:where(.sp-root) button { font: inherit; color: inherit; }
.sp-btn { all: unset; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center;
  height: var(--sp-h); min-width: var(--sp-h); padding: 0 10px; border: 1px solid var(--sp-line);
  border-radius: var(--sp-radius); background: var(--sp-bg); color: var(--sp-fg); font-family: inherit;
  font-size: var(--sp-fs); line-height: 1; white-space: nowrap; cursor: pointer; }
.sp-btn:focus-visible { outline: 2px solid var(--sp-color-primary); outline-offset: 2px; }
.sp-btn-md { --sp-h: var(--sp-button-md); --sp-fs: 15px; }
.sp-btn-sm { --sp-h: var(--sp-button-sm); --sp-fs: 14px; }
.sp-btn-xs { --sp-h: var(--sp-button-xs); --sp-fs: 13px; }
.sp-btn-ghost { --sp-bg: transparent; --sp-fg: var(--sp-color-text); --sp-line: var(--sp-color-border); }
.sp-search { position: relative; width: 100%; max-width: 560px; }
.sp-field { margin: 0; display: flex; align-items: center; height: 44px; padding: 0 8px 0 16px;
  border: 2px solid var(--sp-color-primary); border-radius: var(--sp-field-radius); background: var(--sp-color-background); }
.sp-input { all: unset; flex: 1; min-width: 0; height: 100%; font: inherit; font-size: 16px; color: var(--sp-color-text); }
.sp-input::placeholder { color: var(--sp-color-muted); }
.sp-submit { padding: 0; border-color: transparent; border-radius: 50%; font-size: 20px; color: var(--sp-color-primary); }
.sp-icon { fill: none; stroke: currentColor; stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round; }
.sp-popup[hidden] { display: none; }
.sp-sr { position: absolute; width: 1px; height: 1px; margin: 0; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0; }
`;
