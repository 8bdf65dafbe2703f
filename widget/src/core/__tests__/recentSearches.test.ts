import { TextDecoder } from 'node:util';
import {
  addRecent,
  decodeRecent,
  encodeRecent,
  isoDay,
  normaliseKeyword,
  RECENT_COOKIE_DAYS,
  RECENT_COOKIE_MAX,
  RECENT_OFF_COOKIE_DAYS,
  removeRecent,
  shortDay,
  TEMP_MEMBER_COOKIE_HOURS,
  type RecentKeyword,
} from '../recentSearches';
import { percentDecode } from '../percentDecode';

const eucKr = (bytes: Uint8Array) => new TextDecoder('euc-kr', { fatal: true }).decode(bytes);
const day = '2026-11-22';
const list = (...keywords: string[]): RecentKeyword[] => keywords.map((keyword) => ({ keyword, date: day }));

test('lifetimes', () =>
  expect([RECENT_COOKIE_DAYS, RECENT_OFF_COOKIE_DAYS, TEMP_MEMBER_COOKIE_HOURS]).toEqual([30, 365, 3]));

describe('round trip', () => {
  test.each([
    '해리 포터',
    'a|b',
    'a^b',
    'x;y',
    'x,y',
    '100%',
    '%E1%84',
    'a=b',
    'say "hi"',
    '<img src=x onerror=alert(1)>',
    'tab\there',
    '  spaced   out  ',
    '😀 이모지',
    '__proto__',
    'constructor',
  ])('%p survives', (keyword) => {
    const value = encodeRecent(addRecent([], keyword, day));
    expect(value).toMatch(/^[!#$%&'()*+\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]*$/);
    expect(decodeRecent(value)).toEqual([{ keyword: normaliseKeyword(keyword), date: day }]);
  });
});

test('newest first, de-duplicated (case-insensitively), at most 10', () => {
  let l: RecentKeyword[] = [];
  for (const k of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', 'Harry', '5']) l = addRecent(l, k, day);
  l = addRecent(l, 'harry', day);
  expect(l.map((x) => x.keyword)).toEqual(['harry', '5', '11', '10', '9', '8', '7', '6', '4', '3']);
  expect(decodeRecent(encodeRecent(l))).toEqual(l);
});

test('blank keywords are not recorded', () => {
  expect(addRecent(list('a'), ' \u3000\u200b ', day)).toEqual(list('a'));
});

test('a bad date is not written', () => expect(encodeRecent([{ keyword: 'a', date: 'yesterday' }])).toBe('a^'));

test('remove one', () => expect(removeRecent(list('a', 'b', 'c'), 'b')).toEqual(list('a', 'c')));

test('a long keyword is cut to 100 characters; the cookie stays under its bound', () => {
  const long = '가'.repeat(10240);
  const l = addRecent([], long, day);
  expect(l[0].keyword).toHaveLength(100);
  let many: RecentKeyword[] = [];
  for (let i = 0; i < 10; i++) many = addRecent(many, i + '가'.repeat(99), day);
  const value = encodeRecent(many);
  expect(value.length).toBeLessThanOrEqual(RECENT_COOKIE_MAX);
  expect(decodeRecent(value)[0].keyword.startsWith('9')).toBe(true);
});

describe('tolerant decoding', () => {
  test.each([
    ['garbage', '%%%|^^^|||%80%FF', [{ keyword: '%%%', date: '' }]],
    ['legacy EUC-KR escapes', '%C7%D8%B8%AE^2026-11-01', [{ keyword: '해리', date: '2026-11-01' }]],
    ['truncated UTF-8 escape', '%ED%95%B4%EB%A6^2026-11-01', [{ keyword: '해', date: '2026-11-01' }]],
    [
      'lone percent and a bad escape',
      '100%^|%zz',
      [
        { keyword: '100%', date: '' },
        { keyword: '%zz', date: '' },
      ],
    ],
    [
      'no date, a bad date',
      'a|b^yesterday',
      [
        { keyword: 'a', date: '' },
        { keyword: 'b', date: '' },
      ],
    ],
    ['control characters dropped', '%00a%1Fb%7F', [{ keyword: 'ab', date: '' }]],
    ['duplicates keep the newest', 'a^2026-11-22|A^2026-11-01', [{ keyword: 'a', date: '2026-11-22' }]],
    ['raw non-ASCII text', '해리 포터^2026-11-01', [{ keyword: '해리 포터', date: '2026-11-01' }]],
    ['not a string', 42, []],
    ['empty', '', []],
  ])('%s', (_n, value, out) => expect(decodeRecent(value, eucKr)).toEqual(out));

  test('without a legacy decoder, EUC-KR bytes are dropped rather than shown as garbage', () => {
    expect(decodeRecent('%C7%D8%B8%AE|ok')).toEqual([{ keyword: 'ok', date: '' }]);
  });

  test('a legacy decoder that throws or yields replacement characters is ignored', () => {
    expect(
      percentDecode('%C7%D8a', () => {
        throw new Error('no');
      }),
    ).toBe('');
    expect(percentDecode('%C7%D8a', () => '\ufffda')).toBe('');
    expect(percentDecode('%C7%D8a', () => '해a')).toBe('해a');
  });

  test.each([
    ['%F0%9F%98%80', '😀'],
    ['%41가😀', 'A가😀'],
    ['plain', 'plain'],
    ['%ED%95%B4%EB%A6', '해'],
    ['%ED%95%B4%EB', '해'],
    ['%F0%9F%98', ''],
    ['%C0%AF', ''],
    ['%ED%A0%80x', ''],
    ['%F4%90%80%80y', ''],
    ['%80abc', ''],
    ['%E1%84%zz', ''],
    ['%80%E1%84', ''],
    ['%41é', 'Aé'],
  ])('percentDecode(%p) → %p', (text, out) => expect(percentDecode(text)).toBe(out));
});

test('dates: recorded as YYYY-MM-DD, shown as MM.DD', () => {
  expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  expect(shortDay('2026-01-05')).toBe('01.05');
  expect(shortDay('')).toBe('');
});
