/**
 * Whether a request for the results page is a shopper's own navigation to it, the only kind of request that counts
 * as a search for the live popular keywords (issue 38, finding 2), and of a product page, the only kind that counts
 * as a view for "others look at" (issue 52). A browser says what a request is for (`Sec-Fetch-Mode`,
 * `Sec-Fetch-Dest`) and where it comes from (`Sec-Fetch-Site`): the search box's form or the widget's navigation on
 * this site (`same-origin`), or a typed or bookmarked address (`none`). A request without these headers (a script, a
 * crawler, a browser from before 2023), an image or a fetch, or a link on another site (even a sibling subdomain) is
 * served the page but counts nothing. Nor does a navigation the browser makes ahead of the shopper: a prefetch or
 * prerender of a page's speculation rules (`Sec-Purpose: prefetch`, `prefetch;prerender`, sent with the navigation's
 * own `Sec-Fetch-*` headers), a legacy `<link rel=prefetch>` (`Purpose: prefetch`, `X-Moz: prefetch`) or a link
 * preview (`X-Purpose: preview`).
 */
export interface NavigationHeaders {
  mode?: string;
  dest?: string;
  site?: string;
  /** `Sec-Purpose`, `Purpose`, `X-Purpose` and `X-Moz` as sent, joined: any of them saying prefetch, prerender or preview. */
  purpose?: string;
}

export const isResultsNavigation = (h: NavigationHeaders): boolean =>
  h.mode === 'navigate' &&
  h.dest === 'document' &&
  (h.site === 'same-origin' || h.site === 'none') &&
  !/prefetch|prerender|preview/i.test(h.purpose ?? '');
