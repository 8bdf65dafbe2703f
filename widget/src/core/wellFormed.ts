/**
 * Whether a string is well-formed UTF-16: every surrogate is half of a pair. `encodeURIComponent` throws a
 * URIError on anything else (a lone surrogate), so an id that fails this can't go into a URL.
 * (`String.prototype.isWellFormed` is missing from engines the widget still runs in.)
 */
export function isWellFormed(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c > 0xdbff) return false;
    const next = s.charCodeAt(i + 1);
    if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/** The string with every lone surrogate replaced by U+FFFD, as a URL parser reads it. */
export function toWellFormed(s: string): string {
  if (isWellFormed(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += s[i] + s[i + 1];
      i++;
    } else out += c >= 0xd800 && c <= 0xdfff ? '\ufffd' : s[i];
  }
  return out;
}
