/** The mobile trigger and the full-screen overlay (a modal dialog in the top layer), safe areas respected. */
export const mobileCss = `
.sp-mobile { max-width: none; }
.sp-trigger { all: unset; box-sizing: border-box; display: flex; align-items: center; width: 100%; height: 44px; padding: 0 16px;
  border: 2px solid #5055b1; border-radius: 22px; background: #fff; color: #767676; font-size: 16px; cursor: text; }
.sp-trigger:focus-visible { outline: 3px solid #5055b1; outline-offset: 2px; }
.sp-overlay { position: fixed; inset: 0; width: 100%; max-width: none; height: 100%; max-height: none; margin: 0; padding: 0;
  border: 0; background: #fff; color: #222; overflow: hidden; display: flex; flex-direction: column;
  font-family: "Nanum Gothic", "NanumGothic", "Apple SD Gothic Neo", sans-serif; font-size: 14px; line-height: 1.45;
  padding-top: env(safe-area-inset-top); padding-left: env(safe-area-inset-left); padding-right: env(safe-area-inset-right); }
.sp-overlay:not([open]) { display: none; }
.sp-overlay::backdrop { background: #fff; }
.sp-overlay-head { display: flex; align-items: center; gap: 6px; padding: 8px 12px; border-bottom: 1px solid #eee; flex: none; }
.sp-overlay-head .sp-field { flex: 1; }
.sp-back { all: unset; width: 36px; height: 36px; text-align: center; font-size: 28px; line-height: 34px; color: #222; cursor: pointer; border-radius: 18px; }
.sp-back:focus-visible { outline: 2px solid #5055b1; }
.sp-overlay-body { flex: 1; overflow: auto; -webkit-overflow-scrolling: touch; padding-bottom: env(safe-area-inset-bottom); }
.sp-overlay .sp-popup { position: static; width: auto; border: 0; box-shadow: none; border-radius: 0; padding: 12px 16px; }
.sp-overlay .sp-body { display: block; }
`;
