import { IME_IDLE, imeStep, type ImeAction, type ImeEvent } from '../imeKeys';

/** Replays a browser's events from idle and returns the actions taken. */
function replay(events: ImeEvent[]): ImeAction[] {
  let state = IME_IDLE;
  const actions: ImeAction[] = [];
  for (const e of events) {
    const [next, action] = imeStep(state, e);
    state = next;
    if (action !== 'none') actions.push(action);
  }
  return actions;
}

const start: ImeEvent = { type: 'compositionstart' };
const end: ImeEvent = { type: 'compositionend' };
const input: ImeEvent = { type: 'input' };
const key = (k: string, isComposing: boolean): ImeEvent => ({ type: 'keydown', key: k, isComposing });
/** Typing 해리포 with 포 still composing. */
const typing: ImeEvent[] = [start, input, input, end, start, input, input, end, start, input, input];

test.each([
  ['Chrome', [...typing, key('Enter', true), end, input, key('Enter', false)]],
  ['Safari', [...typing, end, input, key('Enter', false)]],
  ['Firefox', [...typing, key('Enter', true), end, input]],
  ['Chrome without the trailing keydown', [...typing, key('Enter', true), end, input]],
])('%s: Enter on a composing syllable submits exactly once', (_browser, events) => {
  expect(replay(events)).toEqual(['submit']);
});

test('Enter outside composition submits; a second Enter submits again', () => {
  expect(replay([key('Enter', false), key('Enter', false)])).toEqual(['submit', 'submit']);
});

test.each([
  ['Chrome', [...typing, key('ArrowDown', true), end, key('ArrowDown', false)], ['key']],
  ['Safari', [...typing, end, key('ArrowDown', false)], ['key']],
  ['Firefox', [...typing, key('ArrowDown', true), end], []],
  ['Chrome Escape', [...typing, key('Escape', true), end, key('Escape', false)], ['key']],
  ['Firefox Escape', [...typing, key('Escape', true), end], []],
])('%s: arrows and Escape while composing never act twice', (_n, events, actions) => {
  expect(replay(events as ImeEvent[])).toEqual(actions);
});

test('after a submit at compositionend, the next key that is not Enter acts', () => {
  expect(replay([...typing, key('Enter', true), end, key('ArrowDown', false)])).toEqual(['submit', 'key']);
});

test('after a submit at compositionend, a new composition or another key ends the swallow', () => {
  expect(replay([...typing, key('Enter', true), end, input, key('Enter', false)])).toEqual(['submit']);
  expect(replay([...typing, key('Enter', true), end, key('a', false), key('Enter', false)])).toEqual(['submit', 'key', 'submit']);
  expect(replay([...typing, key('Enter', true), end, start, input, end, input, key('Enter', false)])).toEqual(['submit', 'submit']);
});

test('a keydown flagged composing but outside a known composition still belongs to the IME', () => {
  expect(replay([key('Enter', true), end])).toEqual(['submit']);
});
