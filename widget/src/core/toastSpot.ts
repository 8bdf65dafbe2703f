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
