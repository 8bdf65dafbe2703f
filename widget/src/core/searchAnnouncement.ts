import { noResults } from './noResults';
import type { SearchState } from './search';

/** What the announcement counts of typed results. */
interface Counted {
  products: readonly unknown[];
  authors: readonly unknown[];
  events: readonly unknown[];
}

/**
 * The popup's polite live-region text for the typed search's state (contract §4: counts and state changes are
 * announced in Korean): the counts once the results for the current query are in, that nothing was found, or
 * that they could not be loaded; nothing while loading or for the empty input.
 */
export function searchAnnouncement(s: SearchState<Counted>): string {
  if (s.mode !== 'typed') return '';
  if (s.status === 'error') return '검색 결과를 불러오지 못했습니다.';
  const r = s.results;
  if (!r || s.resultsFor !== s.query || s.status !== 'idle') return '';
  if (noResults(r)) return '검색 결과가 없습니다.';
  return `상품 ${r.products.length}개, 인물 ${r.authors.length}명, 이벤트 ${r.events.length}개가 검색되었습니다.`;
}
