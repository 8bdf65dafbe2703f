import { queryKey } from '../queryKey';

test.each([
  ['composed Hangul stays', '해리', '해리'],
  ['decomposed (NFD) Hangul is composed', '해리'.normalize('NFD'), '해리'],
  ['NFD with spaces around', '  달빛 조각사 '.normalize('NFD'), '달빛 조각사'],
  ['a lone compatibility jamo (chosung search) stays', 'ㄷㅂ', 'ㄷㅂ'],
  ['a syllable still composing stays', '달ㅂ', '달ㅂ'],
  ['Latin with a combining accent is composed', 'Cafe\u0301', 'Café'],
  ['blank stays blank', ' \u3000', ''],
])('%s', (_name, typed, key) => {
  expect(queryKey(typed)).toBe(key);
  expect(queryKey(typed).length).toBe([...key].length);
});
