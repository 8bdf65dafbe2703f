/** The lists a typed search answers with (gateway/search.ts TypedResults has them). */
export interface TypedLists {
  products: readonly unknown[];
  authors: readonly unknown[];
  events: readonly unknown[];
  shortcut: unknown;
}

/**
 * A typed search found nothing (contract §4a): products, authors and events all empty and no shortcut. The desktop
 * popup then closes itself, unless a syllable is still composing (stores/search.ts keeps what is shown).
 */
export const foundNothing = (r: TypedLists): boolean =>
  !r.products.length && !r.authors.length && !r.events.length && !r.shortcut;
