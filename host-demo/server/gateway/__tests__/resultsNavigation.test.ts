/**
 * Issue 38, finding 2: which requests for the results page count as a search (and, issue 52, for a product page as a
 * view). How often a client counts (the tallies) is the store's (../../store/__tests__/).
 */
import { isResultsNavigation, type NavigationHeaders } from '../resultsNavigation';

const NAVIGATE: NavigationHeaders = { mode: 'navigate', dest: 'document', site: 'same-origin' };

test.each<[string, NavigationHeaders, boolean]>([
  ["the search box's form or the widget, on this site", NAVIGATE, true],
  ['a typed or bookmarked address', { ...NAVIGATE, site: 'none' }, true],
  ['a script (no browser headers)', {}, false],
  ["another site's link", { ...NAVIGATE, site: 'cross-site' }, false],
  ["a sibling subdomain's link", { ...NAVIGATE, site: 'same-site' }, false],
  ['an image on a page of this site', { mode: 'no-cors', dest: 'image', site: 'same-origin' }, false],
  ['a fetch of this site', { mode: 'cors', dest: 'empty', site: 'same-origin' }, false],
  ['a frame', { ...NAVIGATE, dest: 'iframe' }, false],
  ['the mode alone', { mode: 'navigate' }, false],
  // Issue 52: a navigation the browser makes ahead of the shopper (catalogueRoutes.ts joins the four headers' values).
  ['no purpose given (the four headers absent)', { ...NAVIGATE, purpose: '   ' }, true],
  ['an unrelated purpose', { ...NAVIGATE, purpose: 'navigate' }, true],
  ["a speculation rule's prefetch (Sec-Purpose)", { ...NAVIGATE, purpose: 'prefetch   ' }, false],
  ["a speculation rule's prerender (Sec-Purpose)", { ...NAVIGATE, purpose: 'prefetch;prerender   ' }, false],
  ['a typed-address prefetch', { ...NAVIGATE, site: 'none', purpose: 'prefetch   ' }, false],
  ['a legacy link prefetch (Purpose)', { ...NAVIGATE, purpose: ' prefetch  ' }, false],
  ["Firefox's legacy link prefetch (X-Moz)", { ...NAVIGATE, purpose: '   prefetch' }, false],
  ['a link preview (X-Purpose)', { ...NAVIGATE, purpose: '  preview ' }, false],
  ['a prefetch in another case', { ...NAVIGATE, purpose: 'Prefetch   ' }, false],
])('%s counts: %p', (_name, headers, expected) => {
  expect(isResultsNavigation(headers)).toBe(expected);
});
