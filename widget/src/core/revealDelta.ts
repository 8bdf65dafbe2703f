/** A span along one axis: where something starts and ends (top and bottom, or left and right). */
export interface Span {
  start: number;
  end: number;
}

/**
 * How far a scrolling box must scroll along one axis so an item in it is wholly in view, moving as little as
 * possible (the keyboard-active row is revealed the way `scrollIntoView({ block: 'nearest' })` would, without
 * touching any other box): 0 when the item is already in view, negative to scroll back, positive to scroll on.
 * An item longer than the box is aligned at its start, so its first line is what shows.
 */
export function revealDelta(item: Span, view: Span): number {
  if (item.start >= view.start && item.end <= view.end) return 0;
  if (item.start < view.start || item.end - item.start > view.end - view.start) return item.start - view.start;
  return item.end - view.end;
}

/**
 * How far to scroll the page so a dropdown of `content` px, `gap` under the field, fits the window with `margin`
 * to spare: 0 when it fits; else its overhang, but never so far that the field itself leaves the window (it keeps
 * `margin` from the top) nor further than the page can scroll (`scrollable`).
 */
export function pageScrollForRoom(
  field: Span,
  content: number,
  view: number,
  gap: number,
  margin: number,
  scrollable: number,
): number {
  const overhang = field.end + gap + content + margin - view;
  if (overhang <= 0) return 0;
  return Math.max(0, Math.min(overhang, field.start - margin, scrollable));
}
