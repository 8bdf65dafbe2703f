import type { PhoneEvent } from '../../widget/src/core/__tests__/fixtures/phoneKeyboards';

/**
 * Issue 40: a phone keyboard's events, replayed in a real engine (serialisable: the driver runs it in the page, on the
 * widget's shadow root: `w.inShadow(replayEvents, json, broken)`).
 * The value timelines are the fixtures of widget/src/core/__tests__/fixtures/phoneKeyboards.ts (iOS's keyboard, Gboard,
 * Samsung Keyboard; sources in docs/ime.md). For each event the field first holds the value (and caret) the event
 * leaves, as the keyboard's edit does, then the event is dispatched at it, composed, as the engine would.
 *
 * `json`: the events (JSON, for every driver). `broken`: a deliberately broken handler above the field, to show the
 * journeys catch one — `end` reads the value only at compositionend (inputs while composing never reach the widget).
 */
export function replayEvents(root: ShadowRoot, json: string, broken: string): number {
  const events = JSON.parse(json) as PhoneEvent[];
  const input = root.querySelector<HTMLInputElement>('input[role=combobox]')!;
  const w = window as unknown as { __brokenHandler?: boolean };
  // The journeys read the gateway's requests from resource timing: keep them all (the buffer holds 250 by default,
  // and a page of covers fills it).
  performance.setResourceTimingBufferSize(100000);
  if (broken === 'end' && !w.__brokenHandler) {
    w.__brokenHandler = true;
    root.addEventListener(
      'input',
      (e) => (e as InputEvent).isComposing && e.target === input && e.stopImmediatePropagation(),
      true,
    );
  }
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const e of events) {
    if (input.value !== e.value) setValue.call(input, e.value);
    input.setSelectionRange(e.selection[0], e.selection[1]);
    const base = { bubbles: true, composed: true };
    if (e.type === 'keydown' || e.type === 'keyup')
      input.dispatchEvent(
        new KeyboardEvent(e.type, {
          ...base,
          cancelable: true,
          key: e.key,
          keyCode: e.keyCode,
          which: e.keyCode,
          isComposing: !!e.isComposing,
        } as KeyboardEventInit),
      );
    else if (e.type === 'beforeinput' || e.type === 'input')
      input.dispatchEvent(
        new InputEvent(e.type, {
          ...base,
          cancelable: e.type === 'beforeinput',
          inputType: e.inputType,
          data: e.data ?? null,
          isComposing: !!e.isComposing,
        }),
      );
    else input.dispatchEvent(new CompositionEvent(e.type, { ...base, data: e.data ?? '' }));
  }
  return events.length;
}

/** In the page: whether the widget asked the gateway's product search for `q` (resource timing, kept whole above). */
export const askedFor = (q: string): boolean =>
  performance
    .getEntriesByType('resource')
    .some((r) => r.name.includes('/search/commodity?') && new URL(r.name).searchParams.get('keyword') === q);
