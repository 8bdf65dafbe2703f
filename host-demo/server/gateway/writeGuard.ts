/**
 * Which writes the shop accepts (issue 20): a cart add or a sign-in must come from the shop's own pages. A browser
 * says where a request comes from (`Sec-Fetch-Site`, and `Origin` on every POST); a page of another site, even a
 * sibling subdomain that SameSite=Lax cookies trust, is refused. The body type is checked too: a form of another
 * site can send `text/plain` or `multipart/form-data` without asking, but not `application/json` (that needs a
 * CORS preflight, which this server grants only for a partner's reads: `GET` with `Accept`, ./partners.ts). A
 * request with neither header comes from no browser (a script with its own credentials), which no other site can
 * make a shopper's browser send. `browserOnly` refuses that too, for a form only a page posts (the sign-in: issue
 * 38, finding 3, where a script's 10,000 sign-ins with neither header filled the session table).
 */
export interface WriteHeaders {
  contentType?: string;
  origin?: string;
  secFetchSite?: string;
}

export type WriteVerdict = { ok: true } | { ok: false; status: 403 | 415; error: string; message: string };

export function checkWrite(
  h: WriteHeaders,
  rule: { origins: readonly string[]; types: readonly string[]; browserOnly?: boolean },
): WriteVerdict {
  const type = (h.contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!rule.types.includes(type))
    return {
      ok: false,
      status: 415,
      error: 'unsupported_media_type',
      message: `the body must be ${rule.types.join(' or ')}`,
    };
  if (h.secFetchSite !== undefined && h.secFetchSite !== 'same-origin')
    return { ok: false, status: 403, error: 'forbidden', message: 'a write must come from this site’s own pages' };
  if (h.origin !== undefined && !rule.origins.includes(h.origin))
    return { ok: false, status: 403, error: 'forbidden', message: 'a write must come from this site’s own pages' };
  if (rule.browserOnly && h.origin === undefined && h.secFetchSite === undefined)
    return { ok: false, status: 403, error: 'forbidden', message: 'this form is posted by this site’s own pages only' };
  return { ok: true };
}
