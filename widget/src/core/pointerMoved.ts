/** Where the pointer was at the last `mousemove` a row got (screen px), or null before the first. */
export type PointerAt = readonly [x: number, y: number] | null;

/**
 * Whether a `mousemove` over a row is the pointer moving, and where the pointer is now. A row that appears, or
 * scrolls, under a resting pointer is not: Chromium and Firefox send it only `mouseover` then (measured with each
 * engine's driver), and a `mousemove` at the last one's place is not a move in any engine. The movement the event
 * reports is not used: Chromium's first `mousemove` after a page loads says 0 for a real move.
 */
export function pointerMoved(last: PointerAt, e: { screenX: number; screenY: number }): [boolean, PointerAt] {
  return [!last || last[0] !== e.screenX || last[1] !== e.screenY, [e.screenX, e.screenY]];
}
