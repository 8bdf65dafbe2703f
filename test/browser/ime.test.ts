/** The IME helper's composition steps, as a 2-beolsik keyboard shows them (one state per key). */
import { compositionSteps } from '../helpers/ime';

test.each([
  ['포', ['ㅍ', '포']],
  ['빛', ['ㅂ', '비', '빛']],
  ['뭐', ['ㅁ', '무', '뭐']],
  ['닭', ['ㄷ', '다', '달', '닭']],
  ['왕', ['ㅇ', '오', '와', '왕']],
  ['a', ['a']],
  [' ', [' ']],
])('%s → %j', (syllable, steps) => expect(compositionSteps(syllable)).toEqual(steps));
