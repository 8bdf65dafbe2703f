/** The desktop dropdown is wider than its input (its layout by width: views/styles.popup.ts). */
export const desktopCss = `
:host { --sp-dropdown-width: 1180px; }
.sp-desktop .sp-popup { width: min(var(--sp-dropdown-width), calc(100vw - 32px)); max-width: none; overflow: auto; overscroll-behavior: contain; }
.sp-desktop .sp-empty-mode { display: grid; grid-template-columns: 1fr 1fr; column-gap: 24px; }
`;
