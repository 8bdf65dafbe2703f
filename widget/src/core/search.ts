/**
 * The typed search's state, after Algolia Autocomplete's stateReducer: `idle` (nothing asked), `loading` (a
 * request is out), `stalled` (still out after the stall delay: show a quiet spinner), `error` (the last request
 * failed; the previous results stay), and results for the query they answer. The machine that moves it is
 * core/searchReducer.ts.
 */
export interface SearchState<R> {
  query: string;
  /** Empty input shows suggestions; typed input shows autocomplete. */
  mode: 'empty' | 'typed';
  status: 'idle' | 'loading' | 'stalled' | 'error';
  /** The id of the latest request; answers carry the id of the request they answer. */
  requestId: number;
  results: R | null;
  /** The query `results` answer. */
  resultsFor: string;
}

export function initialSearchState<R>(): SearchState<R> {
  return { query: '', mode: 'empty', status: 'idle', requestId: 0, results: null, resultsFor: '' };
}
