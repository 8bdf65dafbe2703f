import { isBlankQuery } from './isBlankQuery';
import type { SearchState } from './search';

export { initialSearchState, type SearchState } from './search';

export type SearchAction<R> =
  | { type: 'input'; query: string }
  | { type: 'request' }
  | { type: 'stall'; requestId: number }
  | { type: 'success'; requestId: number; query: string; results: R }
  /** An earlier query's answer, while the latest's is on its way: shown meanwhile (the store keeps their order). */
  | { type: 'earlier'; query: string; results: R }
  /** The latest request settled with nothing to show while composing: the results shown stay. */
  | { type: 'keep'; requestId: number }
  | { type: 'failure'; requestId: number };

/**
 * The search state machine (its states: core/search.ts). Only the latest request may settle the state: an
 * answer older than the latest request, or than a blank input, is ignored. While the latest is on its way an
 * earlier query's answer may be shown (`earlier`), the state still waiting for the latest.
 */
export function searchReducer<R>(state: SearchState<R>, action: SearchAction<R>): SearchState<R> {
  switch (action.type) {
    case 'input':
      // Blank input asks nothing, no answer still on its way may land after it, and the results of the search
      // before it are not shown under the next one (the cache still answers a query typed again).
      return isBlankQuery(action.query)
        ? {
            ...state,
            query: action.query,
            mode: 'empty',
            status: 'idle',
            requestId: state.requestId + 1,
            results: null,
            resultsFor: '',
          }
        : { ...state, query: action.query, mode: 'typed' };
    case 'request':
      return { ...state, status: 'loading', requestId: state.requestId + 1 };
    case 'stall':
      return action.requestId === state.requestId && state.status === 'loading'
        ? { ...state, status: 'stalled' }
        : state;
    case 'success':
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: 'idle', results: action.results, resultsFor: action.query };
    case 'earlier':
      return state.mode === 'typed' && (state.status === 'loading' || state.status === 'stalled')
        ? { ...state, results: action.results, resultsFor: action.query }
        : state;
    case 'keep':
      return action.requestId === state.requestId ? { ...state, status: 'idle' } : state;
    case 'failure':
      return action.requestId === state.requestId ? { ...state, status: 'error' } : state;
  }
}
