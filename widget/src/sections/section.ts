import { computed, type ReadableAtom } from 'nanostores';
import type { Decoded } from '../gateway/decodeRows';
import type { TypedCall, TypedPart, TypedResults } from '../gateway/search';
import type { SectionAnalytics, TrackedSection } from '../stores/analytics';
import type { SectionStores, ShownSection } from '../stores/rowActions';
import type { LoadedSection, SectionCall } from '../stores/suggestionLoader';
import type { SectionView } from '../views/context';

/**
 * A section of the popup, all in one module (sections/<name>.tsx): where its items come from (its gateway call:
 * path, parameters, decoder — an empty-input section's asked by stores/suggestionLoader.ts, a typed section's by the
 * typed search, gateway/typed.ts, which fills its part of the typed answer), what opening a row does, its title and
 * empty text, what it reports to analytics, and its view fragment. Each layer reads the slice it needs:
 * core/popupRows.ts the rows and actions, stores/rowActions.ts the items, stores/analytics.ts the reports,
 * views/EmptySections.tsx and views/TypedSections.tsx the view. sections/registry.ts lists them in keyboard order.
 */
export interface Section<T> extends ShownSection<T>, TrackedSection, SectionView<T> {
  mode: 'empty' | 'typed';
  /** The group's heading (spec text, character for character). */
  title: string;
  /** The text under the heading when the section shows no rows; none: the heading alone. */
  empty?: string;
  analytics?: SectionAnalytics;
  /** Its CSS (its view's own classes), adopted with the popup's parts when the widget lists it. */
  css?: string;
}

/** An empty-input section: filled by its gateway call (or by a store of its own, with `items`). */
export interface EmptySection<T> extends Section<T>, LoadedSection<T> {
  mode: 'empty';
  call?: SectionCall<T>;
}

/**
 * A typed-input section: its call, one of the typed search's (gateway/typed.ts: all asked at once per query, one
 * answer cached per query), fills its part of the typed answer, which it shows in the main column or at the side.
 */
export interface TypedSection<T> extends Section<T> {
  mode: 'typed';
  call: TypedCall;
  part: TypedPart;
  slot: 'main' | 'side';
}

/** A list's decoder (gateway/decodeRows.ts, decodeTypedSearch.ts) as a typed call's: its value is the field named. */
export const decodedAs =
  <K extends keyof TypedResults>(field: K, decode: (answer: unknown) => Decoded<TypedResults[K]>) =>
  (answer: unknown): Decoded<Pick<TypedResults, K>> => {
    const { value, lossy } = decode(answer);
    return { value: { [field]: value } as Pick<TypedResults, K>, lossy };
  };

const NONE: readonly never[] = [];

/** An empty-input section's items: its list as its call filled it (stores/suggestionLoader.ts). */
export const listItems =
  <T>(id: string) =>
  (s: SectionStores): ReadableAtom<readonly T[]> =>
    computed(s.suggestions.lists[id], (l) => l.items as T[]);

/** A typed section's items: its part of the answer shown (none before one came). */
export const answerPart =
  <K extends TypedPart>(part: K) =>
  (s: SectionStores): ReadableAtom<readonly TypedResults[K][number][]> =>
    computed(s.search.$search, (state) => (state.results ? state.results[part] : NONE));
