/**
 * The part of the screen a shopper sees while a phone's on-screen keyboard is up. Safari on iOS, and Chrome on
 * Android since 108, shrink only the visual viewport for the keyboard: the layout viewport (what `position: fixed`
 * and `100dvh` follow) stays the whole screen, so a full-screen overlay's lower half, its toast at the bottom and a
 * prompt's buttons sit under the keyboard. The overlay follows the visual viewport instead: its top at the visual
 * viewport's top and its height the visual viewport's (docs/ime.md, "The on-screen keyboard").
 *
 * A pinch zoom shrinks the visual viewport too, but scaled: the shopper zoomed in to look closer and pans over the
 * page, so the overlay keeps the layout viewport then (a keyboard leaves the scale at 1).
 */
export interface Viewports {
  /** The layout viewport's height (CSS px). */
  layoutHeight: number;
  /** The visual viewport's height, its offset from the layout viewport's top, and its scale. */
  height: number;
  offsetTop: number;
  scale: number;
}

export interface VisibleArea {
  /** Where the overlay's top goes and how tall it is, in the layout viewport's px. */
  top: number;
  height: number;
  /** What the keyboard (or any inset) takes at the bottom: 0 when none. */
  keyboard: number;
}

/** An inset smaller than this is the browser's own bars moving (Safari's toolbar), not a keyboard. */
export const KEYBOARD_MIN = 120;

export function visibleArea(v: Viewports | null): VisibleArea | null {
  if (!v || !(v.layoutHeight > 0) || !(v.height > 0)) return null;
  if (Math.abs(v.scale - 1) > 0.01) return null;
  const top = Math.max(0, Math.round(v.offsetTop));
  const height = Math.min(Math.round(v.height), Math.round(v.layoutHeight) - top);
  const keyboard = Math.round(v.layoutHeight) - top - height;
  if (keyboard < KEYBOARD_MIN) return null;
  return { top, height, keyboard };
}
