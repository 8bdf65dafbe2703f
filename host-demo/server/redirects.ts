/**
 * Where a login, logout or adult check sends the shopper back to (`continue`): a path on this site, or `/`. The value
 * is resolved against the site's origin (so `%2F`-encoded, dot-segment and backslash spellings are read as a browser
 * reads them) and kept only as a path that starts with exactly one slash: a Location of `//evil.example/` or
 * `/\evil.example` is another site to a browser, and `/.//evil.example/` or `/a/..//evil.example` resolve to it.
 */
export function safeContinue(value: string | null | undefined, origin: string): string {
  if (!value) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = url.pathname + url.search + url.hash;
  return /^\/(?![/\\])/.test(path) ? path : '/';
}
