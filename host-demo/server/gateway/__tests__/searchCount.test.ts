/** Issue 38, finding 2: which requests for the results page count as a search, and how often a client counts. */
import { isResultsNavigation, type NavigationHeaders } from '../resultsNavigation';
import { searchTally } from '../searchTally';

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
])('%s counts: %p', (_name, headers, expected) => {
  expect(isResultsNavigation(headers)).toBe(expected);
});

test('a client counts a keyword once per window, and at most perClient keywords in it; clients are apart', () => {
  let t = 0;
  const tally = searchTally({ windowMs: 1000, perClient: 2 }, () => t);
  expect([tally.take('a', '해리'), tally.take('a', '해리'), tally.take('b', '해리')]).toEqual([true, false, true]);
  expect([tally.take('a', '모순'), tally.take('a', '넥서스')]).toEqual([true, false]);
  t += 999;
  expect(tally.take('a', '해리')).toBe(false);
  t += 1;
  expect([tally.take('a', '해리'), tally.take('a', '넥서스'), tally.take('a', '데미안')]).toEqual([true, true, false]);
});

test('past maxClients the client whose window began first is forgotten', () => {
  const tally = searchTally({ maxClients: 2 }, () => 0);
  tally.take('a', 'k');
  tally.take('b', 'k');
  tally.take('c', 'k');
  expect([tally.take('a', 'k'), tally.take('c', 'k')]).toEqual([true, false]);
});
