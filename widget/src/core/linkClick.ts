// The page-load side of links (spec §2, §4): the overlay's cap, the kept scroll position's key and format.
// What a click does is core/linkAction.ts (later chunk).

/** The most the loading overlay may ever stay (spec §9). */
export const LOADING_OVERLAY_MAX_MS = 5000;

/** The session-storage key under which a page's scroll position is kept: the path, query included. */
export function scrollKey(url: string): string {
  try {
    const u = new URL(url);
    return 'sp-scroll:' + u.pathname + u.search;
  } catch {
    return 'sp-scroll:' + url;
  }
}

/** How long the loading overlay shows when asked for `ms`: never past LOADING_OVERLAY_MAX_MS, never negative. */
export function overlayDuration(ms: number = LOADING_OVERLAY_MAX_MS): number {
  return typeof ms === 'number' && ms > 0 ? Math.min(ms, LOADING_OVERLAY_MAX_MS) : 0;
}

/** A kept scroll position as stored (`"x,y"`), or null when the stored text is not two whole pixel counts. */
export function parseScrollPosition(raw: string | null | undefined): [number, number] | null {
  const m = /^(\d{1,7}),(\d{1,7})$/.exec(raw ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}
