/** How long a followed link shows the loading state (spec §9). */
export const LINK_LOADING_MS = 1500;

/** The most the loading overlay may ever stay (spec §9). */
export const LOADING_OVERLAY_MAX_MS = 5000;

/** How long the loading overlay shows when asked for `ms`: never past LOADING_OVERLAY_MAX_MS, never negative. */
export function overlayDuration(ms: number = LOADING_OVERLAY_MAX_MS): number {
  return typeof ms === 'number' && ms > 0 ? Math.min(ms, LOADING_OVERLAY_MAX_MS) : 0;
}

export interface LinkClick {
  /** The link's resolved URL. */
  href: string;
  /** The page's current URL. */
  current: string;
  /** The link's `target` attribute. */
  target?: string | null;
  button?: number;
  metaKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  download?: boolean;
}

/**
 * What a click on a link does (spec §2, §4): `native` lets the browser handle it with no loading state (a hash
 * link, a new window, a modified or non-primary click, a download); `stay` follows nothing (a link to the page
 * already shown); `navigate` follows it and shows the loading state for LINK_LOADING_MS.
 */
export function linkClickAction(click: LinkClick): { action: 'native' | 'stay' | 'navigate'; loadingMs: number } {
  const native = { action: 'native' as const, loadingMs: 0 };
  if ((click.button ?? 0) !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.download)
    return native;
  if (click.target && click.target.toLowerCase() !== '_self') return native;
  if (click.href.trim().startsWith('#')) return native;
  let to: URL;
  let from: URL;
  try {
    to = new URL(click.href, click.current);
    from = new URL(click.current);
  } catch {
    return native;
  }
  const sameDocument = to.origin === from.origin && to.pathname === from.pathname && to.search === from.search;
  if (sameDocument && to.hash && to.hash !== from.hash) return native;
  if (sameDocument) return { action: 'stay', loadingMs: 0 };
  return { action: 'navigate', loadingMs: LINK_LOADING_MS };
}
