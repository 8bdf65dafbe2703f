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
 * The shipped sections in keyboard order: the empty input's (recommended keywords, recent searches, products others
 * look at, live keywords), then the typed input's (products, authors, events). Frozen: a widget's list is this one or
 * one composed from it (`withSection`), handed to its popup's parts (entries/popupParts.ts `sections`), so one
 * widget's sections never leak into another's. Everything that lists sections loops over the widget's list: the rows
 * and their order (core/popupRows.ts), the empty input's calls (stores/suggestionLoader.ts), the typed search's calls
 * (gateway/typed.ts), what analytics report (stores/analytics.ts), the views (views/EmptySections.tsx,
 * views/TypedSections.tsx), each section's CSS. A new section is one line here (docs/architecture.md, "Where a
 * newcomer adds").
 */
export const SHIPPED: readonly AnySection[] = Object.freeze([
  trend,
  recent,
  recommended,
  liveKeywords,
  products,
  authors,
  events,
]);

/**
 * `list` with `section` before the section `before` (at the end of its mode's sections without one): a new list, for
 * one widget (a build's own, or a test's). An id already in `list` is refused. Nothing that ships calls it.
 *
 * @internal
 */
export function withSection(list: readonly AnySection[], section: AnySection, before?: string): readonly AnySection[] {
  if (list.some((s) => s.id === section.id)) throw new Error('section ' + section.id + ' is in the list already');
  const next = list.slice();
  const at = before === undefined ? -1 : next.findIndex((s) => s.id === before);
  next.splice(at >= 0 ? at : next.map((s) => s.mode).lastIndexOf(section.mode) + 1, 0, section);
  return Object.freeze(next);
}

/** The empty input's calls: each empty-input section's of `list`, and the banners'. */
export const calls = (list: readonly AnySection[] = SHIPPED): readonly LoadedSection<unknown>[] => [
  ...list.filter((s): s is EmptySection<unknown> => s.mode === 'empty'),
  banners,
];

/** The typed search's calls, asked at once per query in this order: each typed section's of `list`, then the shortcut's. */
export const typedCalls = (list: readonly AnySection[] = SHIPPED): readonly TypedCall[] => [
  ...list.filter((s): s is TypedSection<unknown> => s.mode === 'typed').map((s) => s.call),
  shortcut,
];
