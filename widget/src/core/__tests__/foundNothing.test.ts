import { foundNothing, searchFoundNothing } from '../foundNothing';
import { initialSearchState } from '../search';
import { noResults, searchFailed } from '../noResults';

const none = { products: [], authors: [], events: [], shortcut: null };

test.each([
  ['every list empty, no shortcut', none, true],
  ['a product', { ...none, products: [{}] }, false],
  ['an author', { ...none, authors: [{}] }, false],
  ['an event', { ...none, events: [{}] }, false],
  ['only a shortcut', { ...none, shortcut: { link: '/x' } }, false],
])('%s → %p', (_case, lists, nothing) => expect(foundNothing(lists)).toBe(nothing));

/** The three readings side by side, on the same answers: where they differ, they differ on purpose. */
test.each([
  // case, lists, redirected by the shortcut: [announced as none, popup closes itself, search_fail]
  ['every list empty, no shortcut', none, false, [true, true, true]],
  [
    'every list empty, a shortcut that does not redirect',
    { ...none, shortcut: { link: '/x' } },
    false,
    [true, false, true],
  ],
  ['every list empty, a redirecting shortcut', { ...none, shortcut: { link: '/x' } }, true, [true, false, false]],
  ['only an author', { ...none, authors: [{}] }, false, [false, false, true]],
  ['only an event', { ...none, events: [{}] }, false, [false, false, true]],
  ['a product', { ...none, products: [{}] }, false, [false, false, false]],
])('%s', (_case, lists, redirected, readings) =>
  expect([noResults(lists), foundNothing(lists), searchFailed(lists, redirected)]).toEqual(readings),
);

/** The popup's state: nothing found for the query typed now, not for one typed before or while suggestions show. */
test.each([
  ['nothing found for the query typed', { query: '닯', resultsFor: '닯', results: none }, true],
  [
    'nothing found for an earlier query, the latest on its way',
    { query: '닯ㅣ', resultsFor: '닯', results: none },
    false,
  ],
  ['found something', { query: '달', resultsFor: '달', results: { ...none, products: [{}] } }, false],
  ['no results yet', { query: '달', resultsFor: '', results: null }, false],
  ['the empty input', { mode: 'empty' as const, query: '', resultsFor: '', results: none }, false],
])('searchFoundNothing: %s → %p', (_case, state, nothing) =>
  expect(searchFoundNothing({ ...initialSearchState(), mode: 'typed', ...state })).toBe(nothing),
);
