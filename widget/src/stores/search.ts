import { atom, type WritableAtom } from 'nanostores';
import { searchFoundNothing } from '../core/foundNothing';
import { isBlankQuery } from '../core/isBlankQuery';
import { initialSearchState, type SearchState } from '../core/search';
import { TARGET_GB_CODES } from '../core/searchTargets';
import {
  cachedAnswer,
  initialTypedSearch,
  isTyping,
  STALL_MS,
  typedSearch,
  type Narrow,
  type TypedSearchEffect,
  type TypedSearchEvent,
} from '../core/typedSearch';
import type { GatewayError } from '../gateway/client';
import type { SearchApi, TypedResults } from '../gateway/search';
import { realClock, type Clock } from '../platform/clock';

/**
 * The stores a mounted widget makes at mount (the popup's frame renders them before the search store exists): the
 * search state, and whether typed input found nothing (core/foundNothing.ts `searchFoundNothing`: the desktop popup
 * closes itself). Only this store writes them, both from the one machine state in the same step. `$nothingFound`
 * is written here rather than a nanostores `computed`: `computed` and its lifecycle would cost the page load about
 * 310 B gzip, and the page load reads it.
 */
export interface SearchStores {
  $search: WritableAtom<SearchState<TypedResults>>;
  $nothingFound: WritableAtom<boolean>;
}

/**
 * The typed-input search of one mounted widget: the runner of the pure machine core/typedSearch.ts, which holds the
 * policy (what is asked, aborted, cached and shown, in what order). This store keeps the machine's one state, sends
 * it the events (the input's, the gateway's answers, the stall timer) and runs the effects it returns: each call is
 * a gateway request with its own AbortController, the stall timer is the injected clock's. What is shown is written
 * to `$search` when it changed.
 */
export function createSearch(
  api: Pick<SearchApi, 'typed'>,
  { $search, $nothingFound }: SearchStores = {
    $search: atom(initialSearchState<TypedResults>()),
    $nothingFound: atom(false),
  },
  /** The stall timer's clock. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = realClock,
  /** The group code the box searches (core/searchRoutes.ts: the config's target). */
  gbCode: string = TARGET_GB_CODES.total,
  /** Instant narrowing (core/narrowing.ts), unless the config turned it off. */
  narrow?: Narrow<TypedResults>,
) {
  let state = initialTypedSearch($search.get());
  /** The requests on the wire, by call id. */
  const requests = new Map<number, AbortController>();
  let stall: ReturnType<Clock['setTimeout']> | undefined;

  function send(event: TypedSearchEvent<TypedResults>): void {
    const step = typedSearch(state, event, narrow);
    state = step.state;
    step.effects.forEach(run);
    if (state.view === $search.get()) return;
    // First, so that a listener of `$search` reads the two alike.
    $nothingFound.set(searchFoundNothing(state.view));
    $search.set(state.view);
  }

  function run(effect: TypedSearchEffect): void {
    switch (effect.type) {
      case 'ask': {
        const { id, key } = effect;
        const ctrl = new AbortController();
        requests.set(id, ctrl);
        const done = () => requests.get(id) === ctrl && requests.delete(id);
        api.typed(key, gbCode, ctrl.signal).then(
          (results) => {
            done();
            send({ type: 'answer', id, key, results });
          },
          (e: GatewayError) => {
            done();
            send({ type: e.kind === 'abort' ? 'aborted' : 'failed', id });
          },
        );
        return;
      }
      case 'abort':
        requests.get(effect.id)?.abort();
        requests.delete(effect.id);
        return;
      case 'startTimer':
        stall = clock.setTimeout(() => send({ type: 'stalled' }), STALL_MS);
        return;
      case 'clearTimer':
        clock.clearTimeout(stall);
        return;
    }
  }

  return {
    $search,
    $nothingFound,
    /** The input's text changed; `composing`: its last syllable is still being composed (an IME's InputEvent). */
    setQuery: (query: string, composing = false) => send({ type: 'set', query, composing }),
    /**
     * Starts the request for a query (or shares the one on its way) with no state change: `setQuery` follows. True
     * when nothing was asked: its answer is cached, or the value is blank (the empty input's sections, drawn
     * already). A value that narrows what is shown is shown narrowed at once.
     */
    start: (query: string, composing = false): boolean => {
      send({ type: 'start', query, composing });
      // Not cached, and it narrows what is shown: drawn now, in the task that starts its fetches (a task later the
      // narrowed paint missed a frame; asked a task later, the answers came about 40 ms later: docs/performance.md).
      const hit = isBlankQuery(query) || !!cachedAnswer(state, query);
      if (narrow && !hit) send({ type: 'narrow', query });
      return hit;
    },
    /**
     * A value was just typed; `setQuery` follows once it is painted. Until then an answer for another query that
     * lands is kept in the cache but not shown (it would be replaced at once, and its render and frame would come
     * before the typed character's paint).
     */
    expect: (query: string) => send({ type: 'expect', query }),
    /** Whether a value was typed and not set yet (`expect`, then `setQuery`). */
    typing: () => isTyping(state),
    /** The cached answer for a query, if any (the submit uses it to tell a search without results). */
    cached: (query: string) => cachedAnswer(state, query),
    dispose: () => send({ type: 'dispose' }),
  };
}
export type Search = ReturnType<typeof createSearch>;
