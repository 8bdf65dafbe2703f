/** The desktop dropdown is wider than its input. */
export const desktopCss = `
.sp-desktop .sp-popup { width: 940px; max-width: calc(100vw - 32px); }
.sp-desktop .sp-empty-mode { display: grid; grid-template-columns: 1fr 1fr; column-gap: 24px; }
`;
