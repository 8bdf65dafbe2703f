import { phoneKeyboards, type PhoneCase, type PhoneEvent } from './fixtures/phoneKeyboards';

// The phone keyboards' timelines keep what their sources say (fixtures/phoneKeyboards.ts header, docs/ime.md).
const find = (cases: PhoneCase[], name: string) => cases.find((c) => c.name.startsWith(name))!;
const events = (c: PhoneCase) => c.steps.flatMap((s) => s.events);
const brief = (e: PhoneEvent) =>
  [e.type, e.key, e.inputType, e.data ?? undefined, e.isComposing ? 'composing' : undefined, e.value]
    .filter((x) => x !== undefined)
    .join(' ');

test.each(Object.entries(phoneKeyboards))('%s: every event leaves the caret at the end of the value', (_m, cases) => {
  for (const e of cases.flatMap(events)) expect(e.selection).toEqual([e.value.length, e.value.length]);
});

describe('iOS', () => {
  const ios = phoneKeyboards.ios;
  test('no composition event and nothing flagged composing (lexical#5841)', () => {
    const all = ios.flatMap(events);
    expect(all.filter((e) => e.type.startsWith('composition') || e.isComposing)).toEqual([]);
  });

  test('ㅣ after 닯: the syllable deleted, 달비 inserted whole (openradar-mirror#18797: deleteBackward, insertText "원재")', () => {
    expect(find(ios, '달빛').steps[4].events.map(brief)).toEqual([
      'keydown ㅣ 닯',
      'beforeinput deleteContentBackward 닯',
      'input deleteContentBackward ',
      'beforeinput insertText 달비 ',
      'input insertText 달비 달비',
      'keyup ㅣ 달비',
    ]);
  });

  test('a jamo that only adds is an insertText of that jamo (ruffle#19896: keydown ㄱ, insertText ㄱ, keyup ㄱ)', () => {
    expect(find(ios, 'ㅎㄹ').steps[1].events.map(brief)).toEqual([
      'keydown ㄹ ㅎ',
      'beforeinput insertText ㄹ ㅎ',
      'input insertText ㄹ ㅎㄹ',
      'keyup ㄹ ㅎㄹ',
    ]);
  });

  test('Backspace is keyCode 8 and the keyboard re-assembles what is left (lexical#4814: 가나다 → 가낟)', () => {
    const backspace = find(ios, 'Backspace').steps[6];
    expect(backspace.events[0]).toMatchObject({ type: 'keydown', key: 'Backspace', keyCode: 8, value: '해리포' });
    expect(backspace.events.at(-1)!.value).toBe('해맆');
  });
});

describe.each([['gboard'], ['samsung']] as const)('%s', (model) => {
  const cases = phoneKeyboards[model];
  test('every keydown but Enter is Unidentified/229, Backspace included (vditor#434, roosterjs#2402)', () => {
    const keys = cases.flatMap(events).filter((e) => e.type === 'keydown' && e.key !== 'Enter');
    expect(new Set(keys.map((e) => `${e.key}/${e.keyCode}`))).toEqual(new Set(['Unidentified/229']));
  });

  test('one composition for the word, its data the whole word; Backspace is a composition change (EaglerMobile#13)', () => {
    const c = find(cases, 'Backspace');
    const all = events(c);
    expect(all.filter((e) => e.type === 'compositionstart')).toHaveLength(1);
    expect(all.filter((e) => e.type === 'compositionend')).toHaveLength(0);
    expect(all.filter((e) => e.type === 'input').map((e) => e.data)).toEqual([
      'ㅎ',
      '해',
      '핼',
      '해리',
      '해맆',
      '해리포',
      '해리ㅍ',
      '해리',
    ]);
  });

  test('Enter on the composing word: no compositionend; the keydown flagged composing by Gboard only', () => {
    const enter = find(cases, 'Enter (the search key)').steps.at(-1)!.events;
    expect(enter.map(brief)).toEqual(
      model === 'gboard'
        ? ['keydown Enter composing 해리포', 'keyup Enter composing 해리포']
        : ['keydown Enter 해리포', 'keyup Enter 해리포'],
    );
  });
});
