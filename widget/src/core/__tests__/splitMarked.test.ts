import { HIGHLIGHT_POST as E, HIGHLIGHT_PRE as S, plainName, splitMarked } from '../splitMarked';

describe('splitMarked', () => {
  test.each([
    ['no markers', '어린 왕자', [{ text: '어린 왕자', marked: false }]],
    [
      'one marked prefix',
      `${S}해리${E} 포터`,
      [
        { text: '해리', marked: true },
        { text: ' 포터', marked: false },
      ],
    ],
    [
      'two marked parts',
      `${S}해${E}리 ${S}포${E}터`,
      [
        { text: '해', marked: true },
        { text: '리 ', marked: false },
        { text: '포', marked: true },
        { text: '터', marked: false },
      ],
    ],
    ['unclosed marker: text stays plain', `해리 ${S}포터`, [{ text: '해리 포터', marked: false }]],
    ['stray close marker dropped', `해리${E} 포터`, [{ text: '해리 포터', marked: false }]],
    ['nested open marker dropped', `${S}해${S}리${E}`, [{ text: '해리', marked: true }]],
    ['empty marked part', `${S}${E}데미안`, [{ text: '데미안', marked: false }]],
    [
      'HTML stays text',
      `${S}<img src=x onerror=alert(1)>${E}`,
      [{ text: '<img src=x onerror=alert(1)>', marked: true }],
    ],
    ['empty name', '', []],
  ])('%s', (_n, name, segments) => expect(splitMarked(name)).toEqual(segments));

  test('custom marker strings are exact, not patterns', () => {
    expect(splitMarked('[[b]]해리[[/b]] 포터', '[[b]]', '[[/b]]')).toEqual([
      { text: '해리', marked: true },
      { text: ' 포터', marked: false },
    ]);
    expect(splitMarked('a.*b.*c', '.*', '.*')).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: true },
      { text: 'c', marked: false },
    ]);
  });

  test('plainName drops every marker', () => expect(plainName(`${S}해리${E} 포터${E}`)).toBe('해리 포터'));
});

import { parseRprsInfo } from '../rprsInfo';

test.each([
  ['한강@@소설가@@노벨문학상 수상', { keyword: '한강', category: '소설가', description: '노벨문학상 수상' }],
  ['한강@@소설가', { keyword: '한강', category: '소설가', description: '' }],
  ['한강', { keyword: '한강', category: '', description: '' }],
  ['', { keyword: '', category: '', description: '' }],
  ['a@@b@@c@@d@@<img src=x>', { keyword: 'a', category: 'b', description: 'c d <img src=x>' }],
  ['@@@@', { keyword: '', category: '', description: '' }],
])('rprs_INFO %p', (info, parts) => expect(parseRprsInfo(info)).toEqual(parts));
