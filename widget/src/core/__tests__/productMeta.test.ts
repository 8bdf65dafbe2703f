import { productMeta } from '../productMeta';

test.each([
  ['author and publisher', { author: '한강', publisher: '창비' }, '한강 · 창비'],
  ['author only', { author: '한강', publisher: '' }, '한강'],
  ['publisher only', { author: '', publisher: '창비' }, '창비'],
  ['neither', { author: '', publisher: '' }, ''],
])('%s → %p', (_case, p, line) => expect(productMeta(p)).toBe(line));
