/**
 * Why a chunk of a pinned release did not load (docs/deploy.md, "How the pinned loader checks its chunks"), from two
 * fetches the pinned loader makes once its import failed: the chunk's URL as it is (`status`: its HTTP status, or
 * null when no answer came: offline, refused, or blocked before it was sent), then the same URL with the release's
 * hash as `integrity` (`checked`: whether that fetch succeeded). No answer is the network; an answer that is not 2xx
 * is its status; bytes that fail the hash are integrity; both fine, the engine refused the loader's integrity map
 * (Firefox ESR ignores an import map added after the page's first module, a CSP refuses its inline script), so the
 * import could not resolve. Said in one console line per chunk, after its URL.
 */
export function chunkFailure(status: number | null, checked: boolean): string {
  return status === null
    ? 'network: no answer'
    : status < 200 || status > 299
      ? 'HTTP ' + status
      : checked
        ? 'integrity map refused: by Firefox ESR after a module or import map of the page, or by the CSP'
        : 'integrity: bytes differ from the release hash';
}
