/**
 * Whether a request for the results page is a shopper's own navigation to it, the only kind of request that counts
 * as a search for the live popular keywords (issue 38, finding 2). A browser says what a request is for
 * (`Sec-Fetch-Mode`, `Sec-Fetch-Dest`) and where it comes from (`Sec-Fetch-Site`): the search box's form or the
 * widget's navigation on this site (`same-origin`), or a typed or bookmarked address (`none`). A request without
 * these headers (a script, a crawler, a browser from before 2023), an image or a fetch, or a link on another site
 * (even a sibling subdomain) is served the page but counts no search.
 */
export interface NavigationHeaders {
  mode?: string;
  dest?: string;
  site?: string;
}

export const isResultsNavigation = (h: NavigationHeaders): boolean =>
  h.mode === 'navigate' && h.dest === 'document' && (h.site === 'same-origin' || h.site === 'none');
