/**
 * The search box's CSS (the popup stays hidden until its parts are there), adopted into its shadow root at mount;
 * the popup and what it shows are styled by views/styles.popup.ts, adopted with the popup's parts.
 * Sizes are in px (a host's `html { font-size }` must not scale the popup) and the inner containers reset every
 * inherited property, because host rules such as `* { color: red !important }` reach the host element and would
 * otherwise be inherited inside.
 */
export const baseCss = `
:host { all: initial; display: block !important; padding: 0 !important; border: 0 !important; box-sizing: border-box !important; }
:host([hidden]) { display: none !important; }
.sp-root {
  all: initial; display: block; position: relative;
  font-family: "Nanum Gothic", "NanumGothic", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif;
  font-size: 14px; line-height: 1.45; color: #222; letter-spacing: normal; word-spacing: normal;
  text-align: left; text-transform: none; text-indent: 0; white-space: normal; direction: ltr;
  visibility: inherit; cursor: auto; -webkit-text-size-adjust: 100%;
}
.sp-layer { position: static; display: contents; }
.sp-root *, .sp-root *::before, .sp-root *::after { box-sizing: border-box; line-height: inherit; letter-spacing: inherit; }
/* Resets carry no class weight (:where), so every component rule wins over them (a cart button's 11px font). */
:where(.sp-root) a { color: inherit; text-decoration: none; }
:where(.sp-root) button { font: inherit; color: inherit; }
:where(.sp-root) img { display: block; }
:where(.sp-root) :is(h3, p) { margin: 0; }
.sp-search { position: relative; width: 100%; max-width: 560px; }
.sp-field { margin: 0; display: flex; align-items: center; height: 44px; padding: 0 8px 0 16px;
  border: 2px solid #5055b1; border-radius: 22px; background: #fff; }
.sp-input { all: unset; flex: 1; min-width: 0; height: 100%; font: inherit; font-size: 16px; color: #111; }
.sp-input::placeholder { color: #767676; }
.sp-submit { all: unset; width: 32px; height: 32px; text-align: center; font-size: 20px; color: #5055b1; cursor: pointer; border-radius: 16px; }
.sp-submit:focus-visible { outline: 2px solid #5055b1; }
.sp-popup[hidden] { display: none; }
.sp-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
`;
