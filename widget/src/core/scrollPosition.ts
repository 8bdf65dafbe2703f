// The kept scroll position's key and format (spec §2, §4: restored when the shopper comes back to the page).
// What a click does and how long the loading overlay shows are core/linkFollow.ts.

/** The session-storage key under which a page's scroll position is kept: the path, query included. */
export function scrollKey(url: string): string {
  try {
    const u = new URL(url);
    return 'sp-scroll:' + u.pathname + u.search;
  } catch {
    return 'sp-scroll:' + url;
  }
}

/** A kept scroll position as stored (`"x,y"`), or null when the stored text is not two whole pixel counts. */
export function parseScrollPosition(raw: string | null | undefined): [number, number] | null {
  const m = /^(\d{1,7}),(\d{1,7})$/.exec(raw ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}
