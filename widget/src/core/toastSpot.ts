import { pxScale } from './dropdownPlacement';

/** A vertical span of the viewport, in px: where something starts and ends. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * Where a toast shown "in the middle" goes, its top in the viewport.s px (spec §8: the cart's toasts are in the middle
 * on the desktop): the viewport.s middle, unless it would cover the row the shopper just acted on (a cart button's
 * row, where their eyes are: issue 39) or come within `gap` of it. Then it goes just above or just below that row,
 * whichever is nearer the middle, `gap` from the row and from the viewport.s edges; where neither side has that room,
 * to the side with more, kept in the viewport.
 */
export function middleToastTop(view: Span, height: number, acted: Span | null, gap: number): number {
  const middle = (view.top + view.bottom - height) / 2;
  if (!acted || middle + height + gap <= acted.top || middle >= acted.bottom + gap) return middle;
  const above = acted.top - gap - height;
  const below = acted.bottom + gap;
  const fitsAbove = above >= view.top + gap;
  const fitsBelow = below + height <= view.bottom - gap;
  if (fitsAbove && fitsBelow) return middle - above <= below - middle ? above : below;
  if (fitsAbove) return above;
  if (fitsBelow) return below;
  return acted.top - view.top >= view.bottom - acted.bottom
    ? Math.max(view.top, above)
    : Math.min(view.bottom - height, below);
}

/**
 * The toast group's boxes, in px as `getBoundingClientRect` reports them ("reported" px). Under CSS `zoom` on the
 * page or an ancestor of the widget, engines disagree on those units (as for the dropdown: core/dropdownPlacement.ts):
 * Chromium and Firefox report viewport px while the group's `top` is in its own zoomed px; WebKit reports the
 * group's and the row's boxes in their own zoomed px, and only the viewport's size in viewport px. So nothing here
 * knows a zoom factor: the viewport and the scale are measured in the units of the boxes, from the group itself.
 */
export interface ToastGroupBoxes {
  /** The group where its stylesheet puts it, centred in the viewport: its middle is the viewport's. */
  centred: Span;
  /** The group with `top: 0px`: its top is the viewport's (its containing block's) top. */
  atZero: Span;
  /** Its top with `top: {STEP_PX}px`: with `atZero`'s, the reported px per px of its own (exact, unlike `offset*`). */
  atStep: number;
  /** The row the shopper just acted on (the widget's shadow root shares the group's zoom). */
  acted: Span | null;
}

/** How far the group is moved (in its own px) to measure its scale. */
export const STEP_PX = 100;

/**
 * The group's `top` in its own px (what its `style` takes: whole px), so it shows where `middleToastTop` puts it;
 * `gap` is a design length in its own px, so it zooms with the rest of the widget.
 */
export function middleToastStyleTop(m: ToastGroupBoxes, gap: number): number {
  const top = m.atZero.top;
  const scale = pxScale(m.atStep - top, STEP_PX);
  const view = { top, bottom: m.centred.top + m.centred.bottom - top };
  const at = middleToastTop(view, m.atZero.bottom - top, m.acted, gap * scale);
  return Math.round((at - top) / scale);
}
