/**
 * The typed search's state as the popup shows it, after Algolia Autocomplete's stateReducer: `idle` (nothing asked,
 * or the latest query settled), `loading` (its request is out), `stalled` (still out after the stall delay: show a
 * quiet spinner), `error` (the latest request failed; the previous results stay), and results for the query they
 * answer. The machine that moves it is core/typedSearch.ts (out of the page load: the frame needs only this).
 */
export interface SearchState<R> {
  query: string;
  /** Empty input shows suggestions; typed input shows autocomplete. */
  mode: 'empty' | 'typed';
  status: 'idle' | 'loading' | 'stalled' | 'error';
  results: R | null;
  /** The query `results` answer. */
  resultsFor: string;
  /**
   * Set while `results` are an answer narrowed to the value typed since (core/narrowing.ts): the shown rows that
   * still match it, until its own answer lands. Not an answer: nothing is announced or counted from it.
   */
  narrowedTo?: string;
}

export function initialSearchState<R>(): SearchState<R> {
  return { query: '', mode: 'empty', status: 'idle', results: null, resultsFor: '' };
}
