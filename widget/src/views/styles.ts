/**
 * The widget's only CSS, adopted into its shadow root. Sizes are in px (a host's `html { font-size }` must not
 * scale the popup) and the inner containers reset every inherited property, because host rules such as
 * `* { color: red !important }` reach the host element and would otherwise be inherited inside.
 */
export const baseCss = `
:host { all: initial; display: block; contain: layout style; }
:host([hidden]) { display: none; }
.sp-root {
  all: initial; display: block; position: relative;
  font-family: "Nanum Gothic", "NanumGothic", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif;
  font-size: 14px; line-height: 1.45; color: #222; letter-spacing: normal; word-spacing: normal;
  text-align: left; text-transform: none; text-indent: 0; white-space: normal; direction: ltr;
  visibility: inherit; cursor: auto; -webkit-text-size-adjust: 100%;
}
.sp-layer { position: static; display: contents; }
.sp-root *, .sp-root *::before, .sp-root *::after { box-sizing: border-box; }
.sp-search { position: relative; width: 100%; max-width: 560px; }
.sp-field { margin: 0; display: flex; align-items: center; height: 44px; padding: 0 16px;
  border: 2px solid #5055b1; border-radius: 22px; background: #fff; }
.sp-input { all: unset; flex: 1; min-width: 0; height: 100%; font: inherit; font-size: 16px; color: #111; }
.sp-input::placeholder { color: #888; }
.sp-list { list-style: none; margin: 6px 0 0; padding: 6px 0; position: absolute; z-index: 10; left: 0; right: 0;
  background: #fff; border: 1px solid #d5d5d5; border-radius: 12px; box-shadow: 0 8px 24px rgba(0,0,0,.12);
  max-height: 420px; overflow: auto; }
.sp-list[hidden] { display: none; }
.sp-option { display: flex; gap: 8px; align-items: baseline; padding: 8px 16px; cursor: pointer; }
.sp-option.sp-active { background: #f1f2fb; }
.sp-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #222; }
.sp-name mark { background: none; color: #474c98; font-weight: 700; }
.sp-meta { flex: none; max-width: 40%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  color: #767676; font-size: 12px; }
.sp-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
`;
