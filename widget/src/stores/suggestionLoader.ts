import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { CallParams } from '../core/gatewayPaths';
import { thenSafe } from '../core/thenSafe';
import type { Decoded } from '../gateway/decodeRows';
import { idle, type AgeFilter, type Loadable, type SexFilter, type SuggestionLists } from './suggestionLists';

/** What the shopper chose that an empty-input call may be asked with. */
export interface AskInput {
  age: AgeFilter;
  sex: SexFilter;
  /** The latest recent search ('' for none); null until the popup's parts have read it. */
  recent: string | null;
}

/** The input before the shopper chose anything: each call asked early is asked with this (core/gatewayPaths.ts). */
export const FIRST_INPUT: AskInput = { age: 'all', sex: 'all', recent: null };

/** A section's gateway call on the empty input (sections/*.tsx `call`). */
export interface SectionCall<T> {
  path: string;
  /** The parameters for what the shopper chose; null: not asked yet (it needs what is not known yet). */
  params(input: AskInput): CallParams | null;
  /** What of the shopper's choices the parameters read: choosing one again asks this call (and no other). */
  reads?: readonly (keyof AskInput)[];
  /** The untrusted answer as rows, and whether decoding lost any (gateway/decodeRows.ts). */
  decode(answer: unknown): Decoded<T[]>;
  /** Asked next when the answer came back empty (null: that answer stands). */
  fallback?(params: CallParams): CallParams | null;
  /** Answers kept per parameters, each asked once (the live keywords per age and sex). */
  cached?: boolean;
  /** New parameters empty the list while their answer comes (default: the rows shown stay until it lands). */
  clears?: boolean;
  /** Whether a failed answer for these parameters keeps the section shown (core/suggestionsShown.ts). */
  failureKeepsGroup?(input: AskInput): boolean;
}

/** A section as the loader sees it: its id and, for one the gateway fills, its call. */
export interface LoadedSection<T> {
  id: string;
  call?: SectionCall<T>;
}

/** The empty-input calls (the gateway's `get`, with the answers asked early: gateway/prefetch.ts). */
export type Get = (path: string, params: CallParams) => Promise<unknown>;

const keyOf = (params: CallParams) => JSON.stringify(params);

/**
 * What the empty input shows: each registered section's list from its call (sections/registry.ts), and the ad
 * banners. A list is asked with the parameters of what the shopper chose (the live keywords' age and sex, the latest
 * recent search): once per parameters while it is on its way or answered; again after a failure or a lossy answer
 * (shown, left `idle`), and when the parameters change. An answer for parameters no longer chosen is not shown. A
 * mounted widget asks for most of them at the first hover or focus (gateway/prefetch.ts), before this store is there.
 */
export function createSuggestionLoader(
  get: Get,
  state: SuggestionLists,
  /** The registered sections, and the banners (sections/banners.ts: their list is the state's `$banners`). */
  sections: readonly LoadedSection<unknown>[],
) {
  const { $filters, $riseCollapsed } = state;
  let input: AskInput = FIRST_INPUT;
  const lists: Record<string, WritableAtom<Loadable<unknown>>> = { banners: state.$banners };
  /** Each list's parameters (by key) now asked or shown. */
  const asked: Record<string, string> = {};
  const caches: Record<string, Map<string, unknown[]>> = {};
  for (const s of sections) lists[s.id] ??= atom(idle());
  const called = sections.filter((s): s is Required<LoadedSection<unknown>> => !!s.call);

  /** A lossy answer (decoding dropped rows) is shown but left `idle`, not `ready`: the next need asks again. */
  const settled = <T>({ value, lossy }: Decoded<T[]>): Loadable<T> => ({
    status: lossy ? 'idle' : 'ready',
    items: value,
  });

  function load(id: string, call: SectionCall<unknown>): void {
    const $list = lists[id];
    const params = call.params(input);
    if (!params) return;
    const key = keyOf(params);
    const { status, items } = $list.get();
    if (asked[id] === key && (status === 'loading' || status === 'ready')) return;
    const changed = asked[id] !== key;
    asked[id] = key;
    const hit = caches[id]?.get(key);
    if (hit) return $list.set({ status: 'ready', items: hit });
    $list.set({ status: 'loading', items: changed && call.clears ? [] : items });
    const current = () => asked[id] === key;
    // Each decoded answer marked (core/thenSafe.ts): a page's `then` on Object.prototype would hold it.
    const decode = (answer: unknown) => thenSafe(call.decode(answer));
    get(call.path, params)
      .then(decode)
      .then((answer) => {
        const other = !answer.value.length && call.fallback?.(params);
        return other ? get(call.path, other).then(decode) : answer;
      })
      .then(
        (answer) => {
          if (call.cached && !answer.lossy) (caches[id] ??= new Map()).set(key, answer.value);
          if (current()) $list.set(settled(answer));
        },
        () => current() && $list.set({ status: 'error', items: [] }),
      );
  }
  const loadAll = () => called.forEach((s) => load(s.id, s.call));
  const ask = (next: Partial<AskInput>) => {
    input = { ...input, ...next };
    for (const s of called) if (s.call.reads?.some((k) => k in next)) load(s.id, s.call);
  };

  return {
    ...state,
    /** Each section's list, by its id. */
    lists: lists as Record<string, ReadableAtom<Loadable<unknown>>>,
    /**
     * Each called section's status as the popup reads it to leave out what failed (core/suggestionsShown.ts): a
     * failure that keeps its section shown (`failureKeepsGroup`) counts as ready.
     */
    $shownStatus: computed([$filters, ...called.map((s) => lists[s.id])], (filters, ...all: Loadable<unknown>[]) => {
      const out: Record<string, Loadable<unknown>['status']> = {};
      all.forEach(({ status }, i) => {
        const keeps = status === 'error' && called[i].call.failureKeepsGroup?.({ ...input, ...filters });
        out[called[i].id] = keeps ? 'ready' : status;
      });
      return out;
    }),
    toggleRise: () => $riseCollapsed.set(!$riseCollapsed.get()),
    /** Asks each call not asked yet that can be asked with what is known. */
    prefetch: loadAll,
    /** The latest recent search is known (the products others look at follow it). */
    recommend: (latestRecent: string) => ask({ recent: latestRecent }),
    setFilter(filter: { age?: AgeFilter; sex?: SexFilter }) {
      $filters.set({ ...$filters.get(), ...filter });
      ask($filters.get());
    },
  };
}
export type SuggestionLoader = ReturnType<typeof createSuggestionLoader>;
