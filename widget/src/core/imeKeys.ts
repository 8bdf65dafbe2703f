/**
 * Keys and Korean composition, across the browsers' event orders for a key pressed while a syllable is composed:
 *
 *   Chrome:  keydown(isComposing) → compositionend → keydown(Enter, not composing)
 *   Safari:  compositionend → keydown(Enter, not composing, keyCode 229)
 *   Firefox: keydown(isComposing) → compositionend        (no keydown after it)
 *
 * Rule: a key pressed while composing belongs to the IME and does nothing itself. An Enter pressed while composing
 * submits once the composition ends (Firefox sends nothing after), and the Enter keydown Chrome sends right after
 * that is swallowed; so Enter on a composing syllable submits the full text exactly once in every order. Other
 * keys (arrows, Escape) act only on a keydown outside composition: once in Chrome and Safari, not at all in
 * Firefox, never twice.
 */
export interface ImeState {
  composing: boolean;
  /** Enter was pressed during the composition now ending. */
  enterPending: boolean;
  /** Enter was just submitted at compositionend: swallow Chrome's Enter keydown that follows. */
  swallowEnter: boolean;
}

export type ImeEvent =
  | { type: 'compositionstart' }
  | { type: 'compositionend' }
  | { type: 'input' }
  | { type: 'keydown'; key: string; isComposing: boolean };

/** `submit`: submit the input's value now. `key`: act on the key (arrows, Escape, Enter…). `none`: nothing. */
export type ImeAction = 'submit' | 'key' | 'none';

export const IME_IDLE: ImeState = { composing: false, enterPending: false, swallowEnter: false };

export function imeStep(state: ImeState, event: ImeEvent): [ImeState, ImeAction] {
  switch (event.type) {
    case 'compositionstart':
      return [{ composing: true, enterPending: false, swallowEnter: false }, 'none'];
    case 'compositionend':
      return state.enterPending ? [{ composing: false, enterPending: false, swallowEnter: true }, 'submit'] : [{ ...state, composing: false }, 'none'];
    case 'input':
      // Chrome may fire input between compositionend and its Enter keydown: only a new composition or another
      // key ends the swallow.
      return [state, 'none'];
    case 'keydown':
      if (event.isComposing || state.composing) {
        return [event.key === 'Enter' ? { ...state, composing: true, enterPending: true } : state, 'none'];
      }
      if (state.swallowEnter) return [{ ...state, swallowEnter: false }, event.key === 'Enter' ? 'none' : 'key'];
      return [state, event.key === 'Enter' ? 'submit' : 'key'];
  }
}
