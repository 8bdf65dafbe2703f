import type { SearchState } from './search';

/** The lists a typed search answers with (gateway/search.ts TypedResults has them). */
export interface TypedLists {
  products: readonly unknown[];
  authors: readonly unknown[];
  events: readonly unknown[];
  shortcut: unknown;
}

/**
 * A typed search found nothing (contract §4a): products, authors and events all empty and no shortcut. The desktop
 * popup then closes itself, unless a syllable is still composing (core/typedSearch.ts keeps what is shown). What the
 * live region announces and when `search_fail` is pushed read this rule in core/noResults.ts.
 */
export const foundNothing = (r: TypedLists): boolean =>
  !r.products.length && !r.authors.length && !r.events.length && !r.shortcut;

/** Typed input whose answer, for the query typed now, found nothing: the desktop popup closes itself. */
export const searchFoundNothing = (s: SearchState<TypedLists>): boolean =>
  s.mode === 'typed' && !!s.results && s.resultsFor === s.query && foundNothing(s.results);
