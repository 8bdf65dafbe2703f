import { own } from './validateEnv';

/**
 * The widget's history entries on mobile (the overlay and each modal push one; spec §2) and what a popstate means
 * for them. A host page's router reads `history.state` as its own: Turbo `turbo`, Turbolinks `turbolinks`,
 * jquery-pjax `id`/`container`, React Router `idx`/`key`/`usr`, Vue Router `position`/`back`/`current`. Our entry's
 * state is therefore a fresh object with one key of ours and nothing of the host's, and the router must never see
 * a popstate that only moves onto, off or over our entries at the same address: we hide it (in the capture phase).
 */
export const LAYER_KEY = 'searchPopupLayer';

/** The state our entry carries: the document that pushed it and the push's sequence number there. */
export interface LayerMark {
  doc: string;
  seq: number;
}

export const layerState = (doc: string, seq: number): Record<string, LayerMark> => ({ [LAYER_KEY]: { doc, seq } });

/**
 * While a layer is open, the host's entry under it holds its state wrapped under this key. A router whose popstate
 * listener runs before ours (listeners at the target run in the order they were added, capture or not, in
 * Chromium) then finds no state of its own on the way back: Turbo only re-stamps the entry, Turbolinks and pjax
 * ignore it. We unwrap it once we are back on it.
 */
export const HOST_KEY = 'searchPopupHost';

export const wrapHost = (doc: string, state: unknown): Record<string, unknown> => ({
  [HOST_KEY]: { doc, state: state === undefined ? null : state },
});

/**
 * The host's own state when `state` is a wrapping of ours, else `{ wrapped: false }`: exactly `wrapHost`'s shape,
 * own properties only, so a page's state that merely holds our key (`{ searchPopupHost: "1" }` from its query) is
 * never rewritten. Any document's wrapping counts: one left by the document before a reload is unwrapped too.
 */
export function unwrapHost(state: unknown): { wrapped: true; state: unknown } | { wrapped: false } {
  const wrap = own(state, HOST_KEY);
  return Object.keys(state ?? 0).length === 1 &&
    typeof own(wrap, 'doc') === 'string' &&
    Object.keys(wrap as object).length === 2 &&
    own(wrap, 'state') !== undefined
    ? { wrapped: true, state: own(wrap, 'state') }
    : { wrapped: false };
}

/**
 * Which of our entries a history state is: its sequence number when it carries this document's mark, else null (the
 * host's entry). A mark counts only in its exact shape, an own `searchPopupLayer` holding `{ doc, seq }` and nothing
 * else, `doc` this document's id and `seq` a positive integer: a page's own state that happens to hold our key (an
 * app keeping its parsed query parameters, `{ searchPopupLayer: "1", q: … }`, or a link's
 * `?searchPopupLayer[doc]=x&searchPopupLayer[seq]=1`) is the page's, and we never step over it. The id is random
 * per document, so neither a page nor a link can write it before reading it; an earlier document's entries (a reload
 * while a layer was open) are the host's too, plain entries of their address. A router may merge keys of its own
 * beside our mark (Vue Router writes the scroll into the current entry): still ours.
 */
export function layerOf(state: unknown, doc: string): number | null {
  const mark = own(state, LAYER_KEY);
  const seq = own(mark, 'seq');
  return own(mark, 'doc') === doc &&
    Object.keys(mark as object).length === 2 &&
    Number.isInteger(seq) &&
    (seq as number) > 0
    ? (seq as number)
    : null;
}

export interface PopInput {
  /** The entry arrived at: `layerOf` its state. */
  arrived: number | null;
  /** The open layers' sequence numbers, oldest first. */
  open: readonly number[];
  /** The entry left was one of ours. */
  leftLayer: boolean;
  /** The address did not change. */
  sameUrl: boolean;
  /** This popstate ends a step we took to carry the host's own move back over an entry of ours. */
  transit: boolean;
}

export interface PopDecision {
  /** Open layers closed by this move, newest first. */
  close: number[];
  /** The host page (its router) must not see this popstate. */
  hide: boolean;
  /** Step back once more, off the entry of ours arrived at. */
  stepBack: boolean;
  /** The step's popstate carries the host's own move (to another address), so the host must see it. */
  passNext: boolean;
}

/**
 * - Arriving at the host's entry closes every open layer. The host sees the move unless it only left our entry
 *   (or closed our layers) at the same address: then, for the host, nothing happened.
 * - Arriving at an open layer's entry at the same address closes the layers above it, hidden from the host.
 * - Arriving at an entry of ours that is dead (its layer already closed: the browser's forward after a back, or
 *   the back from a layer above it) at the same address closes the layers above it and is hidden; the entry
 *   stays, a plain entry of that address (stepping off it would land on the host's entry with its own state, and a
 *   router that listened first would take that for a visit).
 * - Arriving at an entry of ours from another address (the host navigated while a layer was open, then came
 *   back): that layer closes, and we step back, hidden; the step's popstate, which reaches the host's entry under
 *   ours, goes to the host as its own back.
 * - We step back at most once for one move of the shopper's or the host's: when the step lands on another entry of
 *   ours (two of ours under the host's page), it closes what it reaches and goes to the host as its move; the
 *   shopper's next back leaves that entry at the same address, hidden.
 */
export function decidePop(p: PopInput): PopDecision {
  const { arrived, open } = p;
  const above = open.filter((seq) => arrived === null || seq > arrived).reverse();
  if (arrived === null) {
    return {
      close: above,
      hide: !p.transit && p.sameUrl && (p.leftLayer || above.length > 0),
      stepBack: false,
      passNext: false,
    };
  }
  const here = open.includes(arrived) ? [...above, arrived] : above;
  if (p.transit) return { close: here, hide: false, stepBack: false, passNext: false };
  if (p.sameUrl) return { close: above, hide: true, stepBack: false, passNext: false };
  return { close: here, hide: true, stepBack: true, passNext: true };
}
