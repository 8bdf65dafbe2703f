import { sectionRows, visibleRows, type ShownInput } from '../popupRows';
import { allowedOrigins } from '../urlPolicy';
import { product, testEnv } from './fixtures';

const env = testEnv();
const kw = (keyword: string) => ({ keyword, diff: null, regDate: '' });
const author = (name: string) => ({ name, code: '', keyword: name, category: '', description: '' });
const event = (id: string) => ({ name: id, id, imageUrl: '', mobileImageUrl: '', mobileUrl: '' });
const results = {
  products: [product({ code: 'P1', saleId: 'S1' }), product({ code: 'P2', saleId: 'S2' })],
  authors: [author('한강')],
  events: [event('218200')],
};
const shown: ShownInput = {
  mode: 'empty',
  results: null,
  trend: [kw('한강')],
  recent: { saving: true, items: [{ keyword: '데미안', date: '' }] },
  recommended: [{ name: '모순', imageUrl: '', type: 'KOR', code: '978', saleId: 'S1' }],
  rise: [kw('넥서스'), kw('소년이 온다'), kw('채식주의자')],
  riseCollapsed: false,
  env,
  allowed: allowedOrigins(env),
  mobile: false,
};

/** Each case: what the stores hold → the ids of the rows on screen (and in keyboard order). */
test.each<[string, Partial<ShownInput>, string[]]>([
  ['empty input: every section', {}, ['trend-0', 'recent-0', 'recommended-0', 'rise-0', 'rise-1', 'rise-2']],
  [
    'saving off: no recent searches',
    { recent: { saving: false, items: [{ keyword: '데미안', date: '' }] } },
    ['trend-0', 'recommended-0', 'rise-0', 'rise-1', 'rise-2'],
  ],
  ['live keywords folded: only the first', { riseCollapsed: true }, ['trend-0', 'recent-0', 'recommended-0', 'rise-0']],
  [
    'empty input with typed results kept: the empty sections',
    { results },
    ['trend-0', 'recent-0', 'recommended-0', 'rise-0', 'rise-1', 'rise-2'],
  ],
  ['typed input, no answer yet: no rows', { mode: 'typed' }, []],
  [
    'typed input: products, authors, events',
    { mode: 'typed', results },
    ['products-0', 'products-1', 'authors-0', 'events-0'],
  ],
  ['typed input, nothing found', { mode: 'typed', results: { products: [], authors: [], events: [] } }, []],
])('%s', (_case, over, ids) =>
  expect(visibleRows({ ...shown, ...over }).map((r) => r.id)).toEqual(ids.map((id) => 'sp-row-' + id)),
);

test('each row carries the item it shows; a section lists its own rows in order', () => {
  const typed = visibleRows({ ...shown, mode: 'typed', results });
  expect(sectionRows(typed, 'products').map((r) => [r.index, r.item])).toEqual([
    [0, results.products[0]],
    [1, results.products[1]],
  ]);
  expect(sectionRows(typed, 'authors').map((r) => r.item.name)).toEqual(['한강']);
  expect(sectionRows(typed, 'trend')).toEqual([]);
  const empty = visibleRows({ ...shown, riseCollapsed: true });
  expect(sectionRows(empty, 'rise').map((r) => [r.index, r.item.keyword])).toEqual([[0, '넥서스']]);
  expect(sectionRows(empty, 'recent').map((r) => r.item)).toEqual([{ keyword: '데미안', date: '' }]);
});
