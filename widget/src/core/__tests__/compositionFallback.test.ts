import { compositionFallback } from '../compositionFallback';

/** Issue 15 #8: what else to ask while the last syllable is composing. */
test.each<[string, string | null]>([
  ['닯', '달ㅂ'],
  ['달', '다ㄹ'],
  ['빛', '비ㅊ'],
  ['달빛', '달비ㅊ'],
  ['해리퐅', '해리포ㅌ'],
  ['값', '갑ㅅ'],
  ['않', '안ㅎ'],
  ['곽', '과ㄱ'],
  ['낚', '나ㄲ'],
  ['있', '이ㅆ'],
  [' 닯 ', '달ㅂ'],
  // nothing can move: no final consonant, a bare jamo, Latin, blank
  ['다', null],
  ['달ㅂ', null],
  ['ㄷ', null],
  ['harry', null],
  ['', null],
  ['   ', null],
])('%p → %p', (query, out) => expect(compositionFallback(query)).toBe(out));
