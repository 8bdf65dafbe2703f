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
  /** The viewport (the dropdown's containing block in the top layer), in reported px. */
  view: Box;
  /** Between the field's bottom and the dropdown, in style px. */
  gap: number;
  /** Kept free at the window's edges, in style px. */
  margin: number;
  /** The dropdown is never cut shorter than this (a short window scrolls the page instead), in style px. */
  minHeight: number;
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
 * The dropdown directly under the field (`gap` below its bottom) and left-aligned with it; where that would run
 * past the window's right edge, moved left until it ends `margin` before it (never past `margin` from the left);
 * never wider than the window less both margins; as tall as the room under it less `margin`, but at least
 * `minHeight`. Sizes are whole style px, rounded down so they stay inside. The position is corrected from where the dropdown is now (`placed` at `style`), so whatever
 * offsets the containing block adds, the result lands where wanted.
 */
export function placeUnder(p: PlacementInput): Placement {
  const scale = pxScale(p.placed.width, p.ownWidth);
  const margin = p.margin * scale;
  const viewRight = p.view.left + p.view.width;
  const width = Math.min(p.placed.width, p.view.width - 2 * margin);
  const left = Math.max(p.view.left + margin, Math.min(p.anchor.left, viewRight - margin - width));
  const top = p.anchor.top + p.anchor.height + p.gap * scale;
  const room = p.view.top + p.view.height - top - margin;
  return {
    left: moved(p.style.left, p.placed.left, left, scale),
    top: moved(p.style.top, p.placed.top, top, scale),
    maxWidth: Math.floor(Math.max(0, p.view.width - 2 * margin) / scale),
    maxHeight: Math.max(p.minHeight, Math.floor(room / scale)),
  };
}

/** The desktop dropdown's layout steps (views/styles.popup.ts), by its own width in px. */
export type DropdownLayout = 'wide' | 'mid' | 'narrow';

/**
 * The layout for the dropdown's own width — the lesser of its width and the most the window gives it, in its own
 * px: under a page's CSS `zoom` that is fewer px than the window has, so a viewport media query would choose the
 * wrong step (and WebKit's container queries count zoomed px). Its whole 1180 px: the featured panel beside the
 * sections; from 928 px (a 960 px window): the featured panel as a strip under the grid; narrower: the authors and
 * events under the products too.
 */
export function dropdownLayout(ownWidth: number, maxWidth: number): DropdownLayout {
  const width = Math.min(ownWidth, maxWidth);
  return width >= 1180 ? 'wide' : width >= 928 ? 'mid' : 'narrow';
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
