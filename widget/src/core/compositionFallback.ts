import { combineCharacter, disassembleCompleteCharacter } from 'es-hangul';

/**
 * The other form of a query whose last syllable is still being composed. A final consonant may yet move on to
 * the next syllable (2-beolsik: 달 + ㅂ shows 닯 until ㅣ makes it 달비), so while composing, the query is also
 * that consonant split off as the next syllable's initial: 닯 → 달ㅂ, 빛 → 비ㅊ, 달 → 다ㄹ, 값 → 갑ㅅ, 낚 → 나ㄲ
 * (a double final splits, its last part moves; ㄲ and ㅆ move whole). The gateway's chosung matching answers
 * that form. Null when the query does not end in a complete syllable with a final consonant.
 */
export function compositionFallback(query: string): string | null {
  const text = query.trim();
  const last = text.slice(-1);
  const parts = last ? disassembleCompleteCharacter(last) : undefined;
  if (!parts || !parts.jongseong) return null;
  const { choseong, jungseong, jongseong } = parts;
  const stays = jongseong.length > 1 ? jongseong.slice(0, -1) : '';
  return text.slice(0, -1) + combineCharacter(choseong, jungseong, stays) + jongseong.slice(-1);
}
