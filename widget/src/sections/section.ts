import { computed, type ReadableAtom } from 'nanostores';
import type { TypedResults } from '../gateway/search';
import type { SectionAnalytics, TrackedSection } from '../stores/analytics';
import type { SectionStores, ShownSection } from '../stores/rowActions';
import type { LoadedSection, SectionCall } from '../stores/suggestionLoader';
import type { SectionView } from '../views/context';

/**
 * A section of the popup, all in one module (sections/<name>.tsx): where its items come from (an empty-input
 * section's gateway call: path, parameters, decoder; a typed section's part of the typed answer), what opening a
 * row does, its title and empty text, what it reports to analytics, and its view fragment. Each layer reads the
 * slice it needs: core/popupRows.ts the rows and actions, stores/suggestionLoader.ts the call,
 * stores/rowActions.ts the items, stores/analytics.ts the reports, views/EmptySections.tsx and
 * views/TypedSections.tsx the view. sections/registry.ts lists them in keyboard order.
 */
export interface Section<T> extends LoadedSection<T>, ShownSection<T>, TrackedSection, SectionView<T> {
  mode: 'empty' | 'typed';
  /** The group's heading (spec text, character for character). */
  title: string;
  /** The text under the heading when the section shows no rows; none: the heading alone. */
  empty?: string;
  analytics?: SectionAnalytics;
}

/** An empty-input section: filled by its gateway call (or by a store of its own, with `items`). */
export interface EmptySection<T> extends Section<T> {
  mode: 'empty';
  call?: SectionCall<T>;
}

/** Parts of the typed answer (gateway/typed.ts: one answer of four calls) that are lists a section can show. */
export type TypedPart = 'products' | 'authors' | 'events';

/** A typed-input section: it reads its part of the typed answer, shown in the main column or at the side. */
export interface TypedSection<T> extends Section<T> {
  mode: 'typed';
  part: TypedPart;
  slot: 'main' | 'side';
}

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
