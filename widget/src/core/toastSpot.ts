import { pxScale } from './dropdownPlacement';

/** A vertical span of the viewport, in px: where something starts and ends. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * Where a toast shown "in the middle" goes, its top in the viewport's px (spec §8: the cart's toasts are in the middle
 * on the desktop): the viewport's middle, unless it would cover the row the shopper just acted on (a cart button's
 * row, where their eyes are: issue 39) or another row under it (`rows`: issue 54 item 9, a product covered while
 * the toast showed), or come within `gap` of one. Then it goes just above or just below one of them, where it covers
 * none, whichever spot is nearest the middle, `gap` from the rows and from the viewport's edges. Where no spot covers
 * none, it is kept off the acted row alone: above or below it, as near the middle; where neither side has that
 * room, to the side with more, kept in the viewport.
 */
export function middleToastTop(
  view: Span,
  height: number,
  acted: Span | null,
  gap: number,
  rows: readonly Span[] = [],
): number {
  const middle = (view.top + view.bottom - height) / 2;
  const clear = (top: number, of: readonly Span[]) =>
    of.every((r) => top + height + gap <= r.top || top >= r.bottom + gap);
  const inView = (top: number) => top >= view.top + gap && top + height <= view.bottom - gap;
  const nearest = (spots: number[]) =>
    spots.reduce<number | null>((a, b) => (a === null || Math.abs(b - middle) < Math.abs(a - middle) ? b : a), null);
  const all = acted ? [acted, ...rows] : rows;
  if (clear(middle, all)) return middle;
  const free = nearest(
    all.flatMap((r) => [r.top - gap - height, r.bottom + gap]).filter((t) => inView(t) && clear(t, all)),
  );
  if (free !== null) return free;
  if (!acted || clear(middle, [acted])) return middle;
  const above = acted.top - gap - height;
  const below = acted.bottom + gap;
  const side = nearest([above, below].filter(inView));
  if (side !== null) return side;
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
  /** The other rows across the group's width, to be left uncovered where there is room. */
  rows?: readonly Span[];
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
  const at = middleToastTop(view, m.atZero.bottom - top, m.acted, gap * scale, m.rows);
  return Math.round((at - top) / scale);
}
