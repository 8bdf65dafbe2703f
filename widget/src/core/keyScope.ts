/**
 * Which key events from inside the widget the host page gets to see (issue 16). Outside the shadow root a key
 * event's target is the host element, so a page script can't tell that a text field has focus: jQuery's classic
 * Backspace guard blocks Backspace, a `/` shortcut moves focus to the site's own box, a Bootstrap dropdown takes
 * the arrow keys to its menu items, and a host modal closes on the same Escape that closed our popup.
 *
 * Rule: the widget's keys stay in the widget, as the keys of a focused iframe stay in it, except
 * - Tab (with or without Shift) always reaches the page: a host focus trap (a Bootstrap modal around the widget)
 *   has to see focus move, and in which direction;
 * - Escape reaches the page when nothing of ours was open when it was pressed (popup, mobile overlay, alert or
 *   confirm), so that a second Escape closes the host's modal or dropdown, as it does after a native `<select>`.
 *   The repeats of a held Escape, and its keyup, go where its first keydown went.
 * A key pressed while composing belongs to the IME (core/imeKeys.ts) and stays: an Escape marked composing, and
 * every keydown the IME took (`Process`/`Unidentified`, keyCode 229), which is neither Tab nor Escape. So do the
 * keypress and keyup of every key that stays.
 */
export type KeyScopeEvent = {
  type: 'keydown' | 'keyup' | 'keypress';
  key: string;
  isComposing: boolean;
  repeat: boolean;
  /** Something of ours that Escape closes was open when the key was pressed (read before the widget handled it). */
  layerOpen: boolean;
};

/** Where the key event goes: `widget` stops at the host element, `page` goes on to the host page's listeners. */
export type KeyScope = 'widget' | 'page';

export interface KeyScopeState {
  /** Where the Escape press now going on went (its repeats and keyup follow it), or null. */
  escape: KeyScope | null;
}

export const KEY_SCOPE_IDLE: KeyScopeState = { escape: null };

export function keyScope(state: KeyScopeState, e: KeyScopeEvent): [KeyScopeState, KeyScope] {
  if (e.key === 'Tab') return [state, 'page'];
  if (e.key !== 'Escape') return [state, 'widget'];
  if (e.type === 'keyup') return [{ escape: null }, state.escape ?? (e.isComposing ? 'widget' : 'page')];
  if (e.type === 'keypress' || (e.repeat && state.escape)) return [state, state.escape ?? 'page'];
  const where: KeyScope = e.isComposing || e.layerOpen ? 'widget' : 'page';
  return [{ escape: where }, where];
}
