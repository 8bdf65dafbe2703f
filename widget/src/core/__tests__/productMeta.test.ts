import { authorWords, productMeta } from '../productMeta';

test.each([
  ['author and publisher', { author: '한강', publisher: '창비' }, '한강 · 창비'],
  ['author only', { author: '한강', publisher: '' }, '한강'],
  ['publisher only', { author: '', publisher: '창비' }, '창비'],
  ['neither', { author: '', publisher: '' }, ''],
])('%s → %p', (_case, p, line) => expect(productMeta(p)).toBe(line));

test.each<[string, string, [string, string]]>([
  ['one word', '한강', ['한강', '']],
  ['a given name and a family name', '데이빗 예이츠', ['데이빗', ' 예이츠']],
  ['initials first', 'J.K. 롤링', ['J.K.', ' 롤링']],
  ['several words: the rest keeps its spaces', '앙투안 드 생텍쥐페리', ['앙투안', ' 드 생텍쥐페리']],
  ['co-authors', '유발 하라리, 김영사 편집부', ['유발', ' 하라리, 김영사 편집부']],
  ['spaces around are not words', '  헤르만 헤세 ', ['헤르만', ' 헤세']],
  ['nothing', '', ['', '']],
])('the first word of an author: %s', (_case, author, words) => expect(authorWords(author)).toEqual(words));
