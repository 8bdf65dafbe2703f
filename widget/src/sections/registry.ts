import type { TypedCall } from '../gateway/search';
import type { LoadedSection } from '../stores/suggestionLoader';
import { authors } from './authors';
import { banners } from './banners';
import { events } from './events';
import { liveKeywords } from './liveKeywords';
import { products } from './products';
import { recent } from './recent';
import { recommended } from './recommended';
import type { EmptySection, TypedSection } from './section';
import { shortcut } from './shortcut';
import { trend } from './trend';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of sections of different item types
export type AnySection = EmptySection<any> | TypedSection<any>;

/**
 * The popup's sections in keyboard order: the empty input's (recommended keywords, recent searches, products
 * others look at, live keywords), then the typed input's (products, authors, events). Everything that lists
 * sections loops over these: the rows and their order (core/popupRows.ts), the empty input's calls
 * (stores/suggestionLoader.ts), the typed search's calls (gateway/typed.ts), what analytics report
 * (stores/analytics.ts), the views (views/EmptySections.tsx, views/TypedSections.tsx). A new section is one module
 * here (docs/architecture.md, "Where a newcomer adds").
 */
const registered: AnySection[] = [trend, recent, recommended, liveKeywords, products, authors, events];

/** The registered sections, in keyboard order. */
export const sections = (): readonly AnySection[] => registered.slice();

/** The empty input's calls: each empty-input section's, and the banners'. */
export const calls = (): readonly LoadedSection<unknown>[] => [
  ...registered.filter((s): s is EmptySection<unknown> => s.mode === 'empty'),
  banners,
];

/** The typed search's calls, asked at once per query in this order: each typed section's, then the shortcut's. */
export const typedCalls = (): readonly TypedCall[] => [
  ...registered.filter((s): s is TypedSection<unknown> => s.mode === 'typed').map((s) => s.call),
  shortcut,
];

/**
 * Registers a section (a build's own, or a test's) before the section `before` (at the end of its mode's sections
 * without one); returns how to take it out again. A widget mounted after this shows it. Nothing that ships calls it
 * (the shipped sections are the list above): tests do (sections/__tests__/, test/browser/sections.test.ts).
 *
 * @internal
 */
export function registerSection(section: AnySection, before?: string): () => void {
  if (registered.some((s) => s.id === section.id)) throw new Error('section ' + section.id + ' is registered already');
  const at = before === undefined ? -1 : registered.findIndex((s) => s.id === before);
  if (at >= 0) registered.splice(at, 0, section);
  else {
    const last = registered.map((s) => s.mode).lastIndexOf(section.mode);
    registered.splice(last + 1, 0, section);
  }
  return () => {
    const i = registered.indexOf(section);
    if (i >= 0) registered.splice(i, 1);
  };
}
