/**
 * The mobile trigger and the full-screen overlay (a modal dialog in the top layer), safe areas respected: the page
 * load's. What the overlay's body shows is drawn and styled by the later chunk (views/styles.pager.ts, styles.popup.ts).
 */
export const mobileCss = `
.sp-mobile { max-width: none; }
.sp-trigger { justify-content: flex-start; width: 100%; padding: 0 16px; border: 2px solid var(--sp-color-primary);
  border-radius: var(--sp-field-radius); background: var(--sp-color-background); color: var(--sp-color-muted); font-size: 16px; cursor: text; }
.sp-trigger:focus-visible { outline-width: 3px; }
.sp-trigger-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sp-trigger-value { color: var(--sp-color-text); }
.sp-overlay { position: fixed; inset: 0; width: 100%; max-width: none; height: 100%; max-height: none; margin: 0;
  border: 0; background: var(--sp-color-background); color: var(--sp-color-text); overflow: hidden; display: flex; flex-direction: column;
  padding: env(safe-area-inset-top) env(safe-area-inset-right) 0 env(safe-area-inset-left); }
.sp-overlay:not([open]) { display: none; }
.sp-overlay::backdrop { background: var(--sp-color-background); }
.sp-overlay-head { display: flex; align-items: center; gap: 6px; padding: 8px 12px; border-bottom: 1px solid #eee; flex: none; }
.sp-overlay-head .sp-field { flex: 1; }
.sp-overlay-head .sp-input { text-overflow: ellipsis; }
.sp-back { padding: 0; border-color: transparent; border-radius: 50%; }
`;
