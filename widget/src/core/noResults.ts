import { foundNothing, type TypedLists } from './foundNothing';

/*
 * "Nothing found" is one rule (core/foundNothing.ts); two more places read it, each with what it adds stated here
 * (the fixture table in __tests__/foundNothing.test.ts sets the three side by side).
 */

/**
 * No results: nothing found, whatever the shortcut (a shortcut is no result to list). The live region then
 * announces `검색 결과가 없습니다.` (core/searchAnnouncement.ts).
 */
export const noResults = (r: Omit<TypedLists, 'shortcut'>): boolean => foundNothing({ ...r, shortcut: null });

/**
 * A submitted search that its shortcut does not redirect and that lists no product pushes GA4 `search_fail`
 * (products only: authors or events alone are no item found).
 */
export const searchFailed = (r: Pick<TypedLists, 'products'>, redirected: boolean): boolean =>
  !r.products.length && !redirected;
