import { compileMatch, queryVariants } from '../hangulMatch';

const matchRange = (text: string, query: string) => compileMatch(query)(text);
const marked = (text: string, query: string) => {
  const r = matchRange(text, query);
  return r ? text.slice(r[0], r[1]) : null;
};

test.each([
  ['prefix', '해리 포터와 마법사의 돌', '해리', '해리'],
  ['infix', '해리 포터와 마법사의 돌', '마법사', '마법사'],
  ['partial last syllable: initial consonant', '해리 포터와 마법사의 돌', '해리ㅍ', '해리 포'],
  ['partial last syllable: vowel typed', '해리 포터와 마법사의 돌', '해리포', '해리 포'],
  ['partial last syllable: final that becomes the next initial', '해리 포터와 마법사의 돌', '해리퐅', '해리 포터'],
  ['a syllable still composing in the middle of a word', '한강', '하', '한'],
  ['chosung', '해리 포터', 'ㅎㄹㅍㅌ', '해리 포터'],
  ['chosung infix', '채식주의자', 'ㅈㅇ', '주의'],
  ['spacing-insensitive query', '어린 왕자', '어린왕', '어린 왕'],
  ['spacing in the query', '어린왕자', '어린 왕자', '어린왕자'],
  ['English layout', '해리 포터', 'gofl', '해리'],
  ['English layout, partial syllable', '해리 포터', 'goflv', '해리 포'],
  ['Latin, case-insensitive', 'Harry Potter', 'harry p', 'Harry P'],
  ['Latin that is also a word', 'The Little Prince', 'prince', 'Prince'],
  ['digits', '트렌드 코리아 2027', '2027', '2027'],
  ['compound vowel and double final', '닭갈비 맛집', '닭', '닭'],
  ['compound vowel partial', '과학', '고', '과'],
  ['mixed Hangul and Latin', 'eBook 리더', 'ebook리', 'eBook 리'],
  ['no match: different final', '핼리', '해리', null],
  ['no match: jamo not at a syllable start', '소년이 온다', 'ㅗ', null],
  ['no match: Latin that converts to nothing in the text', '해리 포터', 'xyz', null],
  ['empty query', '해리', '  ', null],
  ['empty text', '', '해', null],
])('%s', (_n, text, query, expected) => expect(marked(text, query)).toBe(expected));

test('chosung over text with Latin and digits', () => {
  expect(matchRange('eBook 해리 포터 2', 'ㅎㄹ')).toEqual([6, 8]);
});

test.each([
  [
    'gofl',
    [
      { units: 'gofl', mode: 'jamo' },
      { units: 'ㅎㅐㄹㅣ', mode: 'jamo' },
    ],
  ],
  [
    'ㅎㄹ',
    [
      { units: 'ㅎㄹ', mode: 'jamo' },
      { units: 'ㅎㄹ', mode: 'initial' },
    ],
  ],
  ['해리 ㅍ', [{ units: 'ㅎㅐㄹㅣㅍ', mode: 'jamo' }]],
  [
    'Harry',
    [
      { units: 'harry', mode: 'jamo' },
      { units: 'ㅗㅁㄱㄱㅛ', mode: 'jamo' },
    ],
  ],
  ['2027', [{ units: '2027', mode: 'jamo' }]],
  ['  ', []],
])('query variants of %p', (q, variants) => expect(queryVariants(q)).toEqual(variants));

test('one compiled query over many texts answers as a fresh one for each', () => {
  const texts = ['해리 포터', '', '어린 왕자', 'Harry Potter', '해리', '마법사 해리'];
  for (const query of ['해리', 'gofl', 'ㅎㄹ', 'harry', '  '])
    expect(texts.map(compileMatch(query))).toEqual(texts.map((t) => compileMatch(query)(t)));
  expect(texts.map(compileMatch('gofl'))).toEqual([[0, 2], null, null, null, [0, 2], [4, 6]]);
});
