/**
 * Keys and Korean composition, across the event orders browsers produce for a key pressed while a syllable is
 * composed. Each event comes with the field's value at that moment, because the value is not final when the
 * composition ends: with a real IME on Linux (ibus-hangul) the composing syllable is taken out before
 * `compositionend` and put back by an `input` right after it (`달빛` → `달` at compositionend → `달빛`), in
 * Chromium, Firefox and WebKit alike (measured: docs/ime.md, core/__tests__/fixtures/ime-*.ts).
 *
 * Documented orders for Enter on a composing syllable (values as the field holds them):
 *   Chrome:  keydown(Enter, composing) → compositionend → input → keydown(Enter) → keyup(Enter)
 *   Safari:  compositionend → input → keydown(Enter, keyCode 229) → keyup(Enter)
 *   Firefox: keydown(Enter, composing) → compositionend → input → keyup(Enter)      (no keydown after it)
 * Measured with ibus-hangul (Chromium 156, Firefox ESR 153, WebKitGTK 2.50): the composing keydown says
 * `Process`/`Unidentified` (keyCode 229), compositionend holds `달`, an input puts `달빛` back, then a real
 * keydown(Enter) follows; WebKit adds a second compositionend after the put-back.
 *
 * Android's keyboards (Gboard, Samsung Keyboard: docs/ime.md, "Phone keyboards") compose a whole word and leave the
 * composition open on Enter: keydown(Enter, 13, composing) → keyup(Enter), no compositionend.
 *
 * Rule: a key pressed while composing belongs to the IME and does nothing itself. An Enter pressed while composing
 * submits once the commit has landed: at the first input after compositionend that changed the value, at the
 * Enter keydown (or keyup) that follows, or a task later (`submit-later`: the view sends a `task` event from a
 * setTimeout(0)) unless the syllable taken out is still missing then (WebKit), whichever comes first, and only once. The trailing Enter keydown of that same press is
 * swallowed; the press ends at its keyup (or at another key or composition), so the shopper's next Enter submits
 * again. An Enter whose keyup comes with no compositionend since its keydown submits the field's value at that keyup
 * (Android). Other keys (arrows, Escape) act only on a keydown outside composition: once in Chrome and Safari, not at
 * all in Firefox, never twice. IME placeholder keydowns (`Process`, `Unidentified`) never act.
 */
export interface ImeState {
  composing: boolean;
  /** Enter was pressed during the composition now going on: the field's value at that keydown, else null. */
  enterPending: string | null;
  /**
   * The composition ended with Enter pending: the value at compositionend, whether the IME took the composing
   * syllable out before it (`taken`: the value then differs from the one at the Enter keydown), and the task asked for.
   */
  awaiting: { endValue: string; taken: boolean; task: number } | null;
  /** Enter on a composing syllable was submitted: swallow that press's trailing Enter keydown. */
  swallowEnter: boolean;
  /** The last task id handed out. */
  tasks: number;
}

export type ImeEvent =
  | { type: 'compositionstart'; value: string }
  | { type: 'compositionend'; value: string }
  | { type: 'input'; value: string }
  | { type: 'keydown'; key: string; isComposing: boolean; value: string }
  | { type: 'keyup'; key: string; isComposing: boolean; value: string }
  /** The setTimeout(0) a `submit-later` asked for has run. */
  | { type: 'task'; task: number; value: string };

/**
 * `submit`: submit `value` now (the view calls Enter with it). `submit-later`: send `{ type: 'task', task }` with
 * the field's value from a setTimeout(0). `key`: act on the key (arrows, Escape, Tab). `none`: nothing.
 */
export type ImeAction =
  { type: 'submit'; value: string } | { type: 'submit-later'; task: number } | { type: 'key' } | { type: 'none' };

export const IME_IDLE: ImeState = {
  composing: false,
  enterPending: null,
  awaiting: null,
  swallowEnter: false,
  tasks: 0,
};

const NONE: ImeAction = { type: 'none' };
const KEY: ImeAction = { type: 'key' };
/** What an IME's keydown says when the key went to the input method (keyCode 229). */
const IME_KEYS = new Set(['Process', 'Unidentified']);

/** The commit has landed: submit once, and swallow the trailing Enter keydown of the same press if `swallow`. */
const landed = (state: ImeState, value: string, swallow: boolean): [ImeState, ImeAction] => [
  { ...state, awaiting: null, swallowEnter: swallow },
  { type: 'submit', value },
];

export function imeStep(state: ImeState, event: ImeEvent): [ImeState, ImeAction] {
  switch (event.type) {
    case 'compositionstart': {
      // A new word: no trailing Enter can belong to the last press any more.
      const [s, action] = state.awaiting ? landed(state, event.value, false) : [state, NONE];
      return [{ ...s, composing: true, enterPending: null, swallowEnter: false }, action];
    }
    case 'compositionend':
      if (state.enterPending === null) return [{ ...state, composing: false }, NONE];
      return [
        {
          ...state,
          composing: false,
          enterPending: null,
          awaiting: { endValue: event.value, taken: event.value !== state.enterPending, task: state.tasks + 1 },
          tasks: state.tasks + 1,
        },
        { type: 'submit-later', task: state.tasks + 1 },
      ];
    case 'input':
      // The syllable put back after compositionend; an input that changed nothing (Firefox sends one) proves nothing.
      if (state.awaiting && !state.composing && event.value !== state.awaiting.endValue)
        return landed(state, event.value, true);
      return [state, NONE];
    case 'task':
      // A task later the commit has landed, except where the syllable was taken out and is still missing (WebKit
      // puts it back only with the IME's next key event): then the input, the Enter keydown or keyup will do.
      if (state.awaiting?.task !== event.task) return [state, NONE];
      return state.awaiting.taken && event.value === state.awaiting.endValue
        ? [state, NONE]
        : landed(state, event.value, true);
    case 'keyup':
      if (event.key !== 'Enter') return [state, NONE];
      // An Enter pressed while composing, and no compositionend since: the keyboard keeps its composition open
      // (Gboard, Samsung Keyboard: a word-long composition ends at a space or a suggestion, not at Enter), so the
      // word in the field is the one to search, once.
      if (state.enterPending !== null)
        return [
          { ...state, enterPending: null },
          { type: 'submit', value: event.value },
        ];
      if (event.isComposing) return [state, NONE];
      // The Enter press is over: submit now if nothing landed yet; its trailing keydown can't come any more.
      return state.awaiting ? landed(state, event.value, false) : [{ ...state, swallowEnter: false }, NONE];
    case 'keydown':
      if (event.isComposing || state.composing) {
        return [event.key === 'Enter' ? { ...state, composing: true, enterPending: event.value } : state, NONE];
      }
      if (IME_KEYS.has(event.key)) return [state, NONE];
      // A key after an Enter whose commit had not landed yet: the commit is in; submit it (once).
      if (state.awaiting) return landed(state, event.value, false);
      if (event.key === 'Enter')
        return state.swallowEnter
          ? [{ ...state, swallowEnter: false }, NONE]
          : [state, { type: 'submit', value: event.value }];
      return [{ ...state, swallowEnter: false }, KEY];
  }
}
