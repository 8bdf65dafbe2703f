import { IME_IDLE, imeStep, type ImeAction, type ImeEvent } from '../imeKeys';
import { documented } from './fixtures/ime-documented';
import * as measured from './fixtures/ime-linux-ibus';
import type { Measured } from './fixtures/ime-linux-ibus';

/** The events the view hands the rule (compositionupdate and beforeinput it does not listen to). */
function toEvent(m: Measured): ImeEvent | null {
  const value = m.value ?? '';
  switch (m.t) {
    case 'compositionstart':
    case 'compositionend':
    case 'input':
      return { type: m.t, value };
    case 'keydown':
    case 'keyup':
      return { type: m.t, key: m.key!, isComposing: !!m.isComposing, value };
    default:
      return null;
  }
}

/**
 * Replays a timeline from idle as the view does: a `submit-later` runs its task after `delay` more events of the
 * timeline (clamped to its end), with the field's value at that point (the next event's value, or the last
 * event's value one task later). Returns the values submitted and how many keys acted.
 */
function replay(timeline: Measured[], delay = 0): { submits: string[]; keys: number } {
  const events = timeline.filter((m) => m.t !== 'search');
  const valueAfter = (i: number) => events[i + 1]?.value ?? events[i].later ?? events[i].value ?? '';
  let state = IME_IDLE;
  const submits: string[] = [];
  let keys = 0;
  const tasks: { at: number; task: number }[] = [];
  const apply = (event: ImeEvent, i: number) => {
    const [next, action]: [typeof state, ImeAction] = imeStep(state, event);
    state = next;
    if (action.type === 'submit') submits.push(action.value);
    else if (action.type === 'key') keys++;
    else if (action.type === 'submit-later')
      tasks.push({ at: Math.min(i + delay, events.length - 1), task: action.task });
  };
  events.forEach((m, i) => {
    const event = toEvent(m);
    if (event) apply(event, i);
    for (const t of tasks.filter((t) => t.at === i)) apply({ type: 'task', task: t.task, value: valueAfter(i) }, i);
  });
  return { submits, keys };
}

/** Every task timing from "right after compositionend" to "after everything else". */
const delays = (timeline: Measured[]) => Array.from({ length: timeline.length + 1 }, (_, d) => d);

/**
 * The same measured timeline with the composing keydown of the Enter press reporting `key: "Enter"`, as the
 * documented Chrome and Firefox orders do (ibus-hangul here reports `Process`/`Unidentified`): the last keydown
 * flagged composing before the trailing Enter keydown, when its code says Enter (WebKit says Unidentified).
 */
function enterKeyedAsEnter(timeline: Measured[]): Measured[] | null {
  const trailing = timeline.findIndex((m) => m.t === 'keydown' && m.key === 'Enter' && !m.isComposing);
  for (let i = trailing - 1; i >= 0; i--) {
    const m = timeline[i];
    if (m.t === 'keydown' && m.isComposing)
      return m.code === 'Enter' || m.code === 'Unidentified'
        ? timeline.map((e, j) => (j === i ? { ...e, key: 'Enter' } : e))
        : null;
  }
  return null;
}

const enterTimelines: [string, Measured[]][] = [
  ['Chromium', measured.chromiumEnter],
  ['Firefox', measured.firefoxEnter],
  ['Firefox (composing keydown lost, keyup only)', measured.firefoxEnterKeyupOnly],
  ['WebKit', measured.webkitEnter],
];

describe('measured with ibus-hangul: 달빛 typed, Enter on the composing 빛', () => {
  test.each(enterTimelines)('%s: the fixture is what the page searched (달빛, once)', (_engine, timeline) => {
    expect(timeline.filter((m) => m.t === 'search').map((m) => m.keyword)).toEqual(['달빛']);
    // The defect's premise, measured: the field holds 달 at the last compositionend before the trailing Enter.
    const trailing = timeline.findIndex((m) => m.t === 'keydown' && m.key === 'Enter');
    expect(
      timeline.slice(0, trailing).filter((m) => m.t === 'compositionend' && m.value === '달').length,
    ).toBeGreaterThan(0);
    expect(timeline[trailing].value).toBe('달빛');
  });

  test.each(enterTimelines)('%s: one search for the full word, at every task timing', (_engine, timeline) => {
    for (const delay of delays(timeline)) expect([delay, replay(timeline, delay).submits]).toEqual([delay, ['달빛']]);
  });

  test.each(enterTimelines.filter(([, t]) => enterKeyedAsEnter(t)))(
    '%s, composing keydown reported as key "Enter": one search for 달빛, at every task timing',
    (_engine, timeline) => {
      const keyed = enterKeyedAsEnter(timeline)!;
      for (const delay of delays(keyed)) expect([delay, replay(keyed, delay).submits]).toEqual([delay, ['달빛']]);
    },
  );

  test.each([
    ['Chromium', measured.chromiumBackspace],
    ['Firefox', measured.firefoxBackspace],
    ['WebKit', measured.webkitBackspace],
  ])('%s: Backspace while composing (빛 → 비 → ㅂ → gone) submits nothing and acts on no key', (_engine, timeline) => {
    const inputs = timeline
      .filter(
        (m, i, all) => m.t === 'input' && m.value !== all.filter((p, j) => j < i && p.t === 'input').at(-1)?.value,
      )
      .map((m) => m.value);
    expect(inputs.slice(inputs.lastIndexOf('달빛'))).toEqual(['달빛', '달비', '달ㅂ', '달']);
    expect(replay(timeline)).toEqual({ submits: [], keys: 0 });
  });
});

describe('documented orders', () => {
  test.each(Object.entries(documented))(
    '%s: Enter on a composing 포 submits 해리포 exactly once, at every task timing',
    (_order, timeline) => {
      for (const delay of delays(timeline))
        expect([delay, replay(timeline, delay).submits]).toEqual([delay, ['해리포']]);
    },
  );

  test.each(Object.entries(documented))("%s: the shopper's next Enter submits again", (_order, timeline) => {
    const next: Measured[] = [
      { t: 'keydown', key: 'Enter', code: 'Enter', keyCode: 13, isComposing: false, value: '해리포' },
      { t: 'keyup', key: 'Enter', code: 'Enter', keyCode: 13, isComposing: false, value: '해리포' },
    ];
    for (const delay of [0, 1, 2, 99])
      expect([delay, replay([...timeline, ...next], delay).submits]).toEqual([delay, ['해리포', '해리포']]);
  });
});

const ev = {
  start: (value = '해') => ({ t: 'compositionstart', value }),
  end: (value = '해') => ({ t: 'compositionend', value }),
  input: (value = '해') => ({ t: 'input', value }),
  down: (key: string, isComposing = false, value = '해') => ({ t: 'keydown', key, isComposing, value }),
  up: (key: string, isComposing = false, value = '해') => ({ t: 'keyup', key, isComposing, value }),
};
const typing: Measured[] = [ev.start(''), ev.input('ㅎ'), ev.input('해')];

test('Enter outside composition submits the value; a second Enter submits again', () => {
  expect(replay([ev.down('Enter'), ev.up('Enter'), ev.down('Enter')]).submits).toEqual(['해', '해']);
});

test.each([
  ['Chrome', [...typing, ev.down('ArrowDown', true), ev.end(), ev.down('ArrowDown')], 1],
  ['Safari', [...typing, ev.end(), ev.down('ArrowDown')], 1],
  ['Firefox', [...typing, ev.down('ArrowDown', true), ev.end()], 0],
  ['Chrome Escape', [...typing, ev.down('Escape', true), ev.end(), ev.down('Escape')], 1],
  ['Firefox Escape', [...typing, ev.down('Escape', true), ev.end()], 0],
  ['IME placeholder keys outside composition', [ev.down('Process'), ev.down('Unidentified')], 0],
])('%s: arrows and Escape while composing never act twice', (_n, events, keys) => {
  expect(replay(events as Measured[])).toEqual({ submits: [], keys });
});

test('a key pressed before the commit landed submits the committed text once and does not act', () => {
  // keydown(Enter, composing) → compositionend (달) → ArrowDown before the input that puts 빛 back.
  const events = [
    ...typing,
    ev.down('Enter', true, '달빛'),
    ev.end('달'),
    ev.down('ArrowDown', false, '달빛'),
    ev.input('달빛'),
    ev.down('Enter', false, '달빛'),
  ];
  expect(replay(events, 99)).toEqual({ submits: ['달빛', '달빛'], keys: 0 });
});

test('the keyup of the Enter press submits if nothing landed before it; a task or input after it does not submit again', () => {
  const events = [...typing, ev.down('Enter', true), ev.end(), ev.up('Enter'), ev.input('해리')];
  expect(replay(events, 99).submits).toEqual(['해']);
});

test('after a submit on a composing Enter, another key or a new composition ends the swallow', () => {
  const chrome = [...typing, ev.down('Enter', true), ev.end(), ev.input('해리')];
  expect(replay([...chrome, ev.down('a'), ev.down('Enter', false, '해리a')])).toEqual({
    submits: ['해리', '해리a'],
    keys: 1,
  });
  expect(
    replay([...chrome, ev.start('해리'), ev.input('해리ㅍ'), ev.end('해리ㅍ'), ev.down('Enter', false, '해리ㅍ')])
      .submits,
  ).toEqual(['해리', '해리ㅍ']);
  // A keyup still flagged composing (Firefox reports one for the IME's key) is not the end of the press.
  expect(replay([...chrome, ev.up('Enter', true), ev.down('Enter', false, '해리')]).submits).toEqual(['해리']);
});

test('a new composition before the commit landed submits the value it starts from', () => {
  expect(replay([...typing, ev.down('Enter', true), ev.end(), ev.start('해'), ev.input('해ㄱ')], 99).submits).toEqual([
    '해',
  ]);
});

test('a stale task (from an earlier Enter) does not submit for a later one', () => {
  const seq: ImeEvent[] = [
    { type: 'compositionstart', value: '' },
    { type: 'keydown', key: 'Enter', isComposing: true, value: '해' },
    { type: 'compositionend', value: '해' },
  ];
  let s = IME_IDLE;
  const actions: ImeAction[] = [];
  for (const e of seq) {
    const [n, a] = imeStep(s, e);
    s = n;
    actions.push(a);
  }
  expect(actions.at(-1)).toEqual({ type: 'submit-later', task: 1 });
  [s] = imeStep(s, { type: 'input', value: '해리' }); // landed: submitted by the input
  for (const e of seq) [s] = imeStep(s, e);
  expect(s.awaiting).toEqual({ endValue: '해', taken: false, task: 2 });
  expect(imeStep(s, { type: 'task', task: 1, value: '해' })[1]).toEqual({ type: 'none' });
  expect(imeStep(s, { type: 'task', task: 2, value: '해' })[1]).toEqual({ type: 'submit', value: '해' });
});

test('a keydown flagged composing outside a known composition still belongs to the IME', () => {
  expect(replay([ev.down('Enter', true), ev.end(), ev.up('Enter')]).submits).toEqual(['해']);
});

/**
 * Android's keyboards leave a word-long composition open on Enter (docs/ime.md, "Phone keyboards"): Gboard flags
 * the Enter keydown and keyup composing (VSCodroid#434, lurker#623), Samsung Keyboard's is derived unflagged. No
 * compositionend comes: the keyup submits the field's word, once; a composition ending later (a blur, a space)
 * submits nothing more, and the shopper's next Enter submits again.
 */
test.each([
  ['Gboard', true],
  ['Samsung Keyboard', false],
])('%s: Enter on a word still composed submits the whole word once, at its keyup', (_keyboard, flagged) => {
  const word: Measured[] = [ev.start(''), ev.input('ㅎ'), ev.input('해'), ev.input('핼'), ev.input('해리')];
  const enter = [ev.down('Enter', flagged, '해리'), ev.up('Enter', flagged, '해리')];
  for (const delay of [0, 1, 99]) {
    expect(replay([...word, ...enter], delay)).toEqual({ submits: ['해리'], keys: 0 });
    expect(replay([...word, ...enter, ev.end('해리'), ev.input('해리 ')], delay).submits).toEqual(['해리']);
    expect(replay([...word, ...enter, ...enter], delay).submits).toEqual(['해리', '해리']);
  }
});
