import { searchAway } from '../searchAway';
import { testEnv } from './fixtures';

const env = testEnv();
const SEARCH = 'https://search.example.com/search?';

describe('searchAway: the results page a submit opens when the popup’s parts could not load', () => {
  test.each([
    // the working submit's URL (core/searchRoutes.ts): the keyword trimmed, the whole shop
    ['해리', {}, 'keyword=%ED%95%B4%EB%A6%AC&gbCode=TOT&target=total'],
    ['  어린 왕자 ', {}, 'keyword=%EC%96%B4%EB%A6%B0+%EC%99%95%EC%9E%90&gbCode=TOT&target=total'],
    // decomposed Hangul (NFD) searched as its syllables (core/queryKey.ts)
    ['\u1112\u1162\u1105\u1175', {}, 'keyword=%ED%95%B4%EB%A6%AC&gbCode=TOT&target=total'],
    ['gofl', { target: 'ebook' }, 'keyword=gofl&gbCode=EBK&target=ebook'],
    // a target the config rules refuse is the whole shop, as in the working submit
    ['gofl', { target: 'music' }, 'keyword=gofl&gbCode=TOT&target=total'],
    // a partner page's links to the shop carry its id
    ['gofl', { partner: 'bookcat-blog' }, 'keyword=gofl&gbCode=TOT&target=total&partner=bookcat-blog'],
  ])('%p with %j → %s', (value, raw, query) => {
    expect(searchAway(env, raw, value)).toEqual({
      keyword: value.normalize('NFC').trim(),
      target: (raw as { target?: string }).target === 'ebook' ? 'ebook' : 'total',
      url: SEARCH + query,
    });
  });

  test.each(['', '   ', '\u3000'])('blank text %p: nothing', (value) => expect(searchAway(env, {}, value)).toBeNull());
});
