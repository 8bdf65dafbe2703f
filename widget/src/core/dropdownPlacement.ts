/**
 * Where the desktop dropdown goes, from measurements only. Under CSS `zoom` (on `html`, `body` or an ancestor of
 * the widget) engines disagree on units: Chromium ≥ 128 and Firefox report `getBoundingClientRect` in viewport
 * pixels while the dropdown's `style` lengths are in its own zoomed pixels; WebKit reports both in the element's
 * own zoomed pixels and only `innerWidth`/`innerHeight` in viewport pixels. So nothing here knows a zoom factor:
 * - "reported" px are whatever `getBoundingClientRect` gives for the field and the dropdown (they share a zoom:
 *   the dropdown is inside the field's box), and the viewport is measured in the same units (the dropdown
 *   stretched over its containing block, the viewport, while in the top layer);
 * - "style" px are the dropdown's own CSS pixels; `scale` (reported px per style px) is its reported width over
 *   its own `offsetWidth`;
 * - the gap under the field, the margins at the window's edges and the least height are design lengths in style
 *   px, so they zoom with the rest of the widget.
 */

/** A box as `getBoundingClientRect` reports it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PlacementInput {
  /** The field the dropdown hangs from. */
  anchor: Box;
  /** The dropdown where it is now. */
  placed: Box;
  /** Its `left` and `top` now, in style px: what put it at `placed`. */
  style: { left: number; top: number };
  /** Its own width (`offsetWidth`), in style px. */
  ownWidth: number;
  /** The width it is drawn at where the window has room (`--sp-dropdown-width`), in style px. */
  want: number;
  /** The viewport (the dropdown's containing block in the top layer), in reported px. */
  view: Box;
  /** Between the field's bottom and the dropdown, in style px. */
  gap: number;
  /** Kept free at the window's edges, in style px. */
  margin: number;
  /** The dropdown is never cut shorter than this (a short window scrolls the page instead), in style px. */
  minHeight: number;
  /** It is narrowed down to this width to stay aligned with the field, no further, in style px. */
  minWidth: number;
}

/** Style values, in px of the dropdown's own coordinate space. */
export interface Placement {
  left: number;
  top: number;
  maxWidth: number;
  maxHeight: number;
}

/** Reported px per style px of a box `reported` px wide whose own width is `own` px; 1 when it can't be told. */
export function pxScale(reported: number, own: number): number {
  const s = reported / own;
  return Number.isFinite(s) && s > 0 ? s : 1;
}

/**
 * A style position moved so its box goes from `at` to `to` (reported px): whole style px, and unchanged when the
 * box is already within half a style px of `to`, so a placement that rounding can't improve is never rewritten.
 */
function moved(style: number, at: number, to: number, scale: number): number {
  const by = (to - at) / scale;
  return Math.abs(by) <= 0.5 ? style : Math.round(style + by);
}

/**
 * The dropdown directly under the field (`gap` below its bottom), lined up with it, inside the window less `margin`
 * at each edge (issue 39: a dropdown starting 165 px left of its field reads as something else's). Its width is
 * `want`, or the window less both margins if that is less; in order of preference:
 * 1. left edge on the field's left edge, when it fits there whole;
 * 2. right edge on the field's right edge (a box at the page's right end), when it fits there whole;
 * 3. left edge on the field's, narrowed to end at the right margin, when that leaves it `minWidth` or more;
 * 4. right edge on the field's, narrowed to start at the left margin, likewise;
 * 5. otherwise (a field in the middle of a narrow window) as wide as it may be, moved left from the field until it
 *    ends at the right margin (never past the left one).
 * Narrowed, its layout steps down with its width (`dropdownLayout`). As tall as the room under it less `margin`, but
 * at least `minHeight`. Sizes are whole style px, rounded down so they stay inside. The position is corrected from
 * where the dropdown is now (`placed` at `style`), so whatever offsets the containing block adds, the result lands
 * where wanted.
 */
export function placeUnder(p: PlacementInput): Placement {
  const scale = pxScale(p.placed.width, p.ownWidth);
  const margin = p.margin * scale;
  const inLeft = p.view.left + margin;
  const inRight = p.view.left + p.view.width - margin;
  const room = Math.max(0, inRight - inLeft);
  const width = Math.min(p.want * scale, room);
  const least = Math.min(width, p.minWidth * scale);
  const fieldLeft = p.anchor.left;
  const fieldRight = p.anchor.left + p.anchor.width;
  // The room from each of the field's edges to the far margin, when that edge is itself inside the margins.
  const fromLeft = fieldLeft >= inLeft - 0.5 ? inRight - fieldLeft : -1;
  const fromRight = fieldRight <= inRight + 0.5 ? fieldRight - inLeft : -1;
  let left: number;
  let narrowed = -1;
  if (fromLeft >= width) left = fieldLeft;
  else if (fromRight >= width) left = fieldRight - width;
  else if (fromLeft >= least) [left, narrowed] = [fieldLeft, fromLeft];
  else if (fromRight >= least) [left, narrowed] = [inLeft, fromRight];
  else left = Math.max(inLeft, Math.min(fieldLeft, inRight - width));
  const top = p.anchor.top + p.anchor.height + p.gap * scale;
  const below = p.view.top + p.view.height - top - margin;
  return {
    left: moved(p.style.left, p.placed.left, left, scale),
    top: moved(p.style.top, p.placed.top, top, scale),
    maxWidth: Math.floor((narrowed >= 0 ? narrowed : room) / scale),
    maxHeight: Math.max(p.minHeight, Math.floor(below / scale)),
  };
}

/** The desktop dropdown's layout steps (views/styles.popup.ts), by its own width in px. */
export type DropdownLayout = 'wide' | 'mid' | 'narrow';

/**
 * The layout for the dropdown's own width — the lesser of its width and the most the window gives it, in its own
 * px: under a page's CSS `zoom` that is fewer px than the window has, so a viewport media query would choose the
 * wrong step (and WebKit's container queries count zoomed px). Its whole 1180 px: the featured panel beside the
 * sections (from 1160 px: a dropdown lined up with a field 250 px from a 1440 px window's left edge keeps it); from
 * 928 px (a 960 px window): the featured panel as a strip under the grid; narrower: the authors and events under
 * the products too.
 */
export function dropdownLayout(ownWidth: number, maxWidth: number): DropdownLayout {
  const width = Math.min(ownWidth, maxWidth);
  return width >= 1160 ? 'wide' : width >= 928 ? 'mid' : 'narrow';
}

/**
 * How the typed results are drawn: `full` (the product rows with their whole covers, two-line names, meta lines),
 * or `compact` (smaller covers, one-line names, the foot's links on the top line: views/styles.desktop.ts) where
 * the room under the field is short and the page can't scroll to make more (a partner's sidebar box on a page of
 * one screen: issue 39). `need` is the height the full drawing took when it last did not fit.
 */
export interface DropdownFit {
  fit: 'full' | 'compact';
  need: number;
}

export const FIT_FULL: DropdownFit = { fit: 'full', need: 0 };

/**
 * The drawing for what the dropdown holds now, after the placement (`room`: its most height; `height`: what its
 * content takes, both in its own px). The full drawing of typed results that takes more than the room becomes
 * compact, and stays compact (its compact height says nothing of the full one) until the room holds what the full
 * one took: one change per change of room, never back and forth, and none as answers follow one another while the
 * shopper types (each moved every row). Typing from the empty input, or in a new opening, starts again from
 * `FIT_FULL`, measured full (views/topLayer.ts). The empty input's sections are drawn one way: nothing changes while
 * it shows.
 */
export function dropdownFit(state: DropdownFit, m: { typed: boolean; room: number; height: number }): DropdownFit {
  if (!m.typed) return state;
  if (state.fit === 'full') return m.height > m.room + 1 ? { fit: 'compact', need: m.height } : state;
  return m.room >= state.need ? { fit: 'full', need: state.need } : state;
}

/** How the placement loop measures next: every frame, or on a slow timer (and at once on scroll, resize, a change). */
export type PlacementPace = { next: 'frame' } | { next: 'idle'; ms: number };

/**
 * Frames in a row with nothing moved (about 50 ms) before the loop stops asking for frames. Each frame asked for
 * is one the page draws (6–9 ms of main thread at 4× CPU): at 20 (a third of a second), every answer that grew the
 * dropdown bought 20 more while the shopper typed, and the keystrokes' paints queued behind them. A movement that
 * pauses longer and goes on is found by the slow look.
 */
export const STILL_FRAMES = 3;
/** While still: how often it looks anyway, for what no event announces (a host script moving the header). */
export const IDLE_CHECK_MS = 250;

/**
 * The placement loop's pace after a measurement, from how many measurements in a row (this one included) found
 * the field, the dropdown, the viewport and the content where they were. A frame asked for is a frame the page
 * draws: an open dropdown that re-measured every frame kept the browser drawing 60 frames a second for nothing
 * (about a tenth of a CPU core in Chromium). So it follows every frame while anything moves, and once all has been
 * still for `STILL_FRAMES` frames it only looks every `IDLE_CHECK_MS`; scrolling, resizing or new content wakes it
 * at once (views/topLayer.ts).
 */
export function placementPace(stillCount: number): PlacementPace {
  return stillCount < STILL_FRAMES ? { next: 'frame' } : { next: 'idle', ms: IDLE_CHECK_MS };
}
