import { compileMatch, findUnits, flattenText, queryVariants, type MatchMode } from './hangulMatch';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE, plainName } from './splitMarked';
import type { Author, EventItem, Product } from './types';

/*
 * Instant narrowing (issue 55): most keystrokes narrow what is shown (달 → 달ㅂ → 달빛, 해리 → 해리포), and the shown
 * products that still match the new value are known before any call returns. The rule is the reference gateway's
 * (host-demo/server/searchIndex.ts and gateway/answers.ts), by the same Hangul matching (core/hangulMatch.ts): a
 * product by its name, author or publisher (their initials: its name and author only), an author by name (and, for
 * two letters or more, by the works its description names), an event by its name. A shop whose gateway matches
 * otherwise turns narrowing off (config `narrowing: false`).
 */

/**
 * A product's texts by the query's form they are looked for in (core/hangulMatch.ts `queryVariants`): its publisher
 * is not matched by its initials (host-demo/server/searchIndex.ts); an author or event matches as `compileMatch` says.
 */
type Texts = (mode: MatchMode) => readonly string[];

function matcher(query: string) {
  const variants = queryVariants(query);
  return (texts: Texts) =>
    variants.some((v) => texts(v.mode).some((t) => !!t && findUnits(flattenText(t, v.mode), v.units) >= 0));
}

/** The jamo of a value as the matching rule reads it (white space left out, Latin lower-cased). */
const units = (value: string) => flattenText(value.replace(/\s+/g, ''), 'jamo').flat;

/**
 * Whether `next` narrows `from`: typed on from it, so that what matches `next` matched `from` (its jamo extend
 * `from`'s: 해리 → 해리포, 달 → 닭, ㅎㄹ → ㅎㄹㅍ). Backspace, another word or the same value do not.
 */
export function narrows(from: string, next: string): boolean {
  const [a, b] = [units(from), units(next)];
  return !!a && b.length > a.length && b.startsWith(a);
}

/** A product's name with the markers moved to where `next` matches it (as the gateway marks it: the first form). */
function remark(name: string, at: (text: string) => [number, number] | null): string {
  const plain = plainName(name);
  const m = at(plain);
  if (!m) return plain;
  return plain.slice(0, m[0]) + HIGHLIGHT_PRE + plain.slice(m[0], m[1]) + HIGHLIGHT_POST + plain.slice(m[1]);
}

/** Rows narrowed to a value, not an answer for it: a section says no "no results" of them. */
interface Narrowed {
  narrowed: true;
  /** How many products the answer on its way is expected to hold: the grid keeps their lines (`heldCells`). */
  expected: number;
}

export interface NarrowLists {
  products: readonly Product[];
  /** How many products the gateway found (more than shown: the answer was its first page). */
  total: number;
  authors: readonly Author[];
  events: readonly EventItem[];
  /** Narrowed already: what its answer was expected to hold. */
  expected?: number;
}

/**
 * The rows of `lists` that still match `next`, in their order; the products' names marked where `next` matches.
 * The other fields of `lists` are kept, except its shortcut (a gateway's decision for its own query): none.
 *
 * Its `expected` is how many products the answer for `next` is expected to hold, so that nothing moves when it lands
 * (issue 55 #2). Its `total` is an estimate: the products that still match, and as large a share of those the
 * gateway found but did not show (none where it showed all it found). The answer is expected to hold that many, as
 * far as the grid the rows came from held. The authors and events show the rows that still match: their lists are
 * short and their gateway says no total.
 */
export function narrowLists<R extends NarrowLists & { shortcut: unknown }>(lists: R, next: string): R & Narrowed {
  const match = matcher(next);
  const at = compileMatch(next);
  const long = next.replace(/\s+/g, '').length > 1;
  const rows = {
    products: lists.products
      .filter((p) =>
        match((mode) => (mode === 'jamo' ? [plainName(p.name), p.author, p.publisher] : [plainName(p.name), p.author])),
      )
      .map((p) => ({ ...p, name: remark(p.name, at) })),
    authors: lists.authors.filter((a) => !!(at(a.name) ?? (long ? at(a.description) : null))),
    events: lists.events.filter((e) => !!at(e.name)),
  };
  const [shown, left] = [lists.products.length, rows.products.length];
  const total = shown ? Math.round(left + (Math.max(lists.total, shown) - shown) * (left / shown)) : 0;
  return {
    ...lists,
    ...rows,
    total,
    expected: Math.min(lists.expected ?? shown, total),
    shortcut: null,
    narrowed: true,
  };
}

/**
 * The empty cells a narrowed grid (`shown` products, `expected` by its answer) holds after its products, so that it
 * keeps the lines its answer is expected to fill: none where that is less than a line (`line` cells), since the few
 * products' layout is as wide as they are (views/TypedSections.tsx), and none for an answer.
 */
export const heldCells = (expected: number | undefined, shown: number, line: number) =>
  expected !== undefined && expected >= line ? Math.max(0, expected - shown) : 0;

/**
 * What results shown for `from` show while the answer for `next` is on its way (core/typedSearch.ts `Narrow`): the
 * rows that still match `next` when it narrows `from` and some products still do; else null (the results shown
 * stay, marked as waiting, and nothing is said to be found or not before the answer).
 */
export function narrowAnswer<R extends NarrowLists & { shortcut: unknown }>(results: R, from: string, next: string) {
  if (!narrows(from, next)) return null;
  const lists = narrowLists(results, next);
  return lists.products.length ? lists : null;
}
