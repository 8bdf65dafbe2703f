/**
 * The widget's only CSS, adopted into its shadow root. Sizes are in px (a host's `html { font-size }` must not
 * scale the popup) and the inner containers reset every inherited property, because host rules such as
 * `* { color: red !important }` reach the host element and would otherwise be inherited inside.
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
.sp-root a { color: inherit; text-decoration: none; }
.sp-root button { font: inherit; color: inherit; }
.sp-root img { display: block; }
.sp-root h3, .sp-root p { margin: 0; }
.sp-search { position: relative; width: 100%; max-width: 560px; }
.sp-field { margin: 0; display: flex; align-items: center; height: 44px; padding: 0 8px 0 16px;
  border: 2px solid #5055b1; border-radius: 22px; background: #fff; }
.sp-input { all: unset; flex: 1; min-width: 0; height: 100%; font: inherit; font-size: 16px; color: #111; }
.sp-input::placeholder { color: #767676; }
.sp-submit { all: unset; width: 32px; height: 32px; text-align: center; font-size: 20px; color: #5055b1; cursor: pointer; border-radius: 16px; }
.sp-submit:focus-visible { outline: 2px solid #5055b1; }
.sp-popup { position: absolute; z-index: 10; left: 0; top: 52px; right: auto; bottom: auto; margin: 0; color: inherit; width: 100%; background: #fff; border: 1px solid #d5d5d5;
  border-radius: 12px; box-shadow: 0 8px 24px rgba(0,0,0,.14); padding: 16px; }
.sp-popup:not([hidden]) { display: block; }
.sp-popup:popover-open { position: fixed; }
.sp-popup[hidden] { display: none; }
.sp-body { display: flex; gap: 14px; }
.sp-body > [role=grid] { flex: 1; min-width: 0; }
.sp-group { display: block; margin-bottom: 14px; }
.sp-group-row, .sp-group-head { display: block; }
.sp-group-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; flex-wrap: wrap; }
.sp-group-head .sp-empty { flex-basis: 100%; }
.sp-group-title { font-size: 13px; font-weight: 700; color: #111; }
.sp-empty { color: #767676; font-size: 13px; padding: 4px 0; }
.sp-row { display: flex; align-items: center; border-radius: 6px; }
.sp-row.sp-active { background: #eef0fa; }
.sp-cell { flex: 1; min-width: 0; }
.sp-link { display: flex; align-items: center; gap: 8px; padding: 5px 6px; cursor: pointer; min-height: 28px; }
.sp-keyword { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sp-date { color: #767676; font-size: 12px; margin-left: auto; }
.sp-trend .sp-group-rows { display: flex; flex-wrap: wrap; gap: 6px; }
.sp-chip .sp-link { border: 1px solid #d5d5d5; border-radius: 14px; padding: 3px 10px; }
.sp-tools, .sp-filters { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
.sp-text-button, .sp-switch, .sp-filter, .sp-delete { border: 1px solid #d5d5d5; background: #fff; border-radius: 12px; padding: 2px 8px; font-size: 12px; cursor: pointer; color: #444; }
.sp-switch[aria-checked=true], .sp-filter[aria-pressed=true] { background: #5055b1; border-color: #5055b1; color: #fff; }
.sp-delete { border: none; font-size: 16px; color: #767676; padding: 0 6px; }
.sp-recommended .sp-group-rows { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
.sp-mini .sp-link { flex-direction: column; align-items: flex-start; }
.sp-mini-name { font-size: 12px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.sp-thumb { width: 48px; height: 68px; object-fit: cover; flex: none; background: #f1f1f4; border-radius: 3px; }
.sp-mini .sp-thumb { width: 56px; height: 80px; }
.sp-rank-no { width: 18px; font-weight: 700; color: #5055b1; text-align: right; flex: none; }
.sp-rise .sp-group-rows { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12px; }
.sp-badge { margin-left: auto; font-size: 11px; color: #767676; flex: none; }
.sp-badge.sp-up { color: #d93025; } .sp-badge.sp-down { color: #1a5fb4; } .sp-badge.sp-new { color: #fff; background: #d93025; border-radius: 3px; padding: 0 4px; }
.sp-cell-tool { flex: none; padding-right: 4px; }
.sp-popup-foot { display: flex; gap: 14px; justify-content: flex-end; border-top: 1px solid #eee; padding-top: 10px; margin-top: 4px; font-size: 12px; color: #555; }
.sp-foot-link:hover { text-decoration: underline; }
.sp-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
.sp-loading { position: fixed; inset: 0; z-index: 2147483647; width: auto; height: auto; margin: 0; padding: 0; border: 0; overflow: hidden;
  background: rgba(255,255,255,.55); display: flex; align-items: center; justify-content: center; }
.sp-spinner { width: 40px; height: 40px; border: 4px solid #d9dbf0; border-top-color: #5055b1; border-radius: 50%; animation: sp-spin .8s linear infinite; }
@keyframes sp-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sp-spinner { animation-duration: 2.4s; } }
`;
