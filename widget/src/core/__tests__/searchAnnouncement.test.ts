import { initialSearchState, type SearchState } from '../search';
import { searchAnnouncement } from '../searchAnnouncement';

type Results = { products: unknown[]; authors: unknown[]; events: unknown[] };
const found: Results = { products: [1, 2, 3], authors: [1], events: [] };
const none: Results = { products: [], authors: [], events: [] };
const typed = (over: Partial<SearchState<Results>>): SearchState<Results> => ({
  ...initialSearchState<Results>(),
  mode: 'typed',
  query: '해리',
  resultsFor: '해리',
  results: found,
  ...over,
});

test.each([
  ['the empty input', initialSearchState<Results>(), ''],
  ['results for the query', typed({}), '상품 3개, 인물 1명, 이벤트 0개가 검색되었습니다.'],
  ['nothing anywhere', typed({ results: none }), '검색 결과가 없습니다.'],
  ['a failed search (the earlier results stay)', typed({ status: 'error' }), '검색 결과를 불러오지 못했습니다.'],
  ['still loading', typed({ status: 'loading' }), ''],
  ['stalled', typed({ status: 'stalled' }), ''],
  ['results of an earlier query', typed({ query: '해리포', resultsFor: '해리' }), ''],
  ['no answer yet', typed({ results: null, resultsFor: '' }), ''],
])('%s → %p', (_, state, text) => expect(searchAnnouncement(state)).toBe(text));
