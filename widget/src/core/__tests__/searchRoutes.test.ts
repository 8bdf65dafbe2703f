import { advancedSearchUrl, gbCodeForTarget, helpUrl, searchResultsUrl } from '../searchRoutes';
import { testEnv } from './fixtures';

const env = testEnv();

test.each([
  ['total', 'TOT'],
  ['kyobo', 'KBO'],
  ['ebook', 'EBK'],
  ['sam', 'SAM'],
  ['hottracks', 'HTS'],
  ['music', 'TOT'],
  ['constructor', 'TOT'],
  ['', 'TOT'],
  [undefined, 'TOT'],
  [3, 'TOT'],
])('target %p → gbCode %p', (target, gb) => expect(gbCodeForTarget(target)).toBe(gb));

test.each([
  [
    '해리 포터',
    {},
    'https://search.example.com/search?keyword=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0&gbCode=TOT&target=total',
  ],
  [
    '  데미안 ',
    { target: 'ebook' },
    'https://search.example.com/search?keyword=%EB%8D%B0%EB%AF%B8%EC%95%88&gbCode=EBK&target=ebook',
  ],
  ['a&b=c', { target: 'hottracks' }, 'https://search.example.com/search?keyword=a%26b%3Dc&gbCode=HTS&target=hottracks'],
  [
    '한강',
    { target: 'kyobo', chrcCode: '1000001', pbcmCode: 'PB01' },
    'https://search.example.com/search?keyword=%ED%95%9C%EA%B0%95&gbCode=KBO&target=kyobo&chrcCode=1000001&pbcmCode=PB01',
  ],
  ['x', { target: 'music' }, 'https://search.example.com/search?keyword=x&gbCode=TOT&target=music'],
])('results URL for %p %p', (keyword, option, url) => expect(searchResultsUrl(env, keyword, option)).toBe(url));

test('advanced search and help', () => {
  expect(advancedSearchUrl(env)).toBe('https://search.example.com/searchDetail?gbCode=TOT&target=kyobo');
  expect(helpUrl(env, false)).toBe('https://shop.example.com/cscenter');
  expect(helpUrl(env, true)).toBe('https://onk.example.com/ONK/cscenter');
});
