/**
 * When a product counts as viewed (GA4 `view_item`, the featured panel being the popup's product view): once the
 * panel has shown it settled, the same product for the same query for SETTLED_MS on end — the answer for the query
 * the shopper stopped at, or a product the arrow keys stayed on. A product that only flashed by does not count: the
 * answer to a query on the way to the one typed (`해` on the way to `해리`), an answer left on screen while the next
 * one is asked (the caller says `null` then), a product the keys passed over. A product counts once per query in an
 * opening of the popup; closing the popup starts over. The shopper acting on what is shown (opening one of its rows,
 * adding one to the cart) is proof it was seen: it counts then, settled or not, so the view comes before the action's
 * own event.
 *
 * The same rule counts a typed answer's lists as shown (`view_item_list`, `view_promotion`): the key is then the
 * answer's, not a product's.
 */
export const SETTLED_MS = 1000;

/** What the panel shows: a product (its key) in the answer for a query. */
export interface Shown {
  query: string;
  key: string;
}

export interface SettledState {
  /** What the panel shows now, and since when (ms); null when it shows nothing that can count. */
  shown: (Shown & { since: number }) | null;
  /** The views counted in this opening (`query` and `key`, joined by a line break). */
  counted: readonly string[];
}

export type SettledEvent =
  /** The panel shows this now (null: nothing, or an answer that isn't for the query in the box). */
  | { type: 'show'; at: number; shown: Shown | null }
  /** The clock reached `at` (the wake-up the last step asked for). */
  | { type: 'time'; at: number }
  /** The popup closed. */
  | { type: 'close' }
  /** The shopper acted on what is shown (opened a row, added to the cart): it counts now. */
  | { type: 'act'; at: number };

export interface SettledStep {
  state: SettledState;
  /** What counts as viewed now, if anything. */
  viewed: Shown | null;
  /** When to step again with `time` (ms from the event), if something may still count. */
  wake: number | null;
}

export const SETTLED_IDLE: SettledState = { shown: null, counted: [] };

const id = (s: Shown) => s.query + '\n' + s.key;

export function settledView(state: SettledState, event: SettledEvent): SettledStep {
  if (event.type === 'close') return { state: SETTLED_IDLE, viewed: null, wake: null };
  let { shown } = state;
  if (event.type === 'show') {
    const next = event.shown;
    const same = !!next && !!shown && id(next) === id(shown);
    if (!same) shown = next ? { query: next.query, key: next.key, since: event.at } : null;
  }
  if (!shown || state.counted.includes(id(shown))) return { state: { ...state, shown }, viewed: null, wake: null };
  const left = event.type === 'act' ? 0 : shown.since + SETTLED_MS - event.at;
  if (left > 0) return { state: { ...state, shown }, viewed: null, wake: left };
  const viewed = { query: shown.query, key: shown.key };
  return { state: { shown, counted: [...state.counted, id(shown)] }, viewed, wake: null };
}
