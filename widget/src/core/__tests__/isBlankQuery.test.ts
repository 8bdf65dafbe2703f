import { BLANK_QUERY_MESSAGE, isBlankQuery } from '../isBlankQuery';

test.each([
  ['', true],
  ['   ', true],
  ['\t\n', true],
  ['\u3000', true],
  ['\u200b\u200c\u200d\u2060\ufeff', true],
  [' \u3000 \u200b', true],
  ['해', false],
  ['ㅎ', false],
  [' a ', false],
  ['0', false],
])('isBlankQuery(%p) → %p', (q, blank) => expect(isBlankQuery(q)).toBe(blank));

test('the blank-submit message is the spec text', () => expect(BLANK_QUERY_MESSAGE).toBe('검색어를 입력해 주세요.'));
