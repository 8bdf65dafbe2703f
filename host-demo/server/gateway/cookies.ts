/**
 * The server's one reader of the `Cookie` header (issue 52), as browsers write it (RFC 6265 §4.2, §5.4): pairs
 * separated by `;`, each name and value stripped of spaces and tabs around them, nothing else. A name is compared
 * byte for byte: `\xA0demo_session` (Node reads header bytes as latin1, and JavaScript's `trim()` strips U+00A0),
 * `Demo_session` or `__host-…` is another cookie, which a sibling subdomain can set (only `__Host-` names and
 * host-only cookies are safe from it) and which must never stand for ours.
 */
const OWS = /^[ \t]+|[ \t]+$/g;

/** The header's pairs, in the order sent; a part without `=` is skipped. */
export function cookiePairs(header: string | undefined): [name: string, value: string][] {
  const out: [string, string][] = [];
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    out.push([part.slice(0, i).replace(OWS, ''), part.slice(i + 1).replace(OWS, '')]);
  }
  return out;
}

/** Every value of the cookie `name`, raw, in the order sent (a name can arrive more than once). */
export const cookieValues = (header: string | undefined, name: string): string[] =>
  cookiePairs(header)
    .filter(([n]) => n === name)
    .map(([, v]) => v);

/**
 * The request's cookies by name, each URI-decoded (as set, raw where not decodable), holding only the names that
 * arrived exactly once: two of one name are ours and a sibling's `Domain=` cookie, and neither is trusted.
 */
export function cookieJar(header: string | undefined): Record<string, string> {
  const seen = new Map<string, string | null>();
  for (const [name, value] of cookiePairs(header)) seen.set(name, seen.has(name) ? null : value);
  const out: Record<string, string> = {};
  for (const [name, value] of seen) {
    if (value === null) continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}
