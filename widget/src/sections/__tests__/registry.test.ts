import { atom } from 'nanostores';
import { SECTION_REFERENCES } from '../../../../host-demo/server/gateway/sections';
import { allowedOrigins } from '../../core/urlPolicy';
import { EARLY_CALLS, GATEWAY_PATHS } from '../../core/gatewayPaths';
import { product, testEnv } from '../../core/__tests__/fixtures';
import { initialSearchState } from '../../core/search';
import type { Author, EventItem, Keyword, Product } from '../../core/types';
import type { TypedResults } from '../../gateway/search';
import type { Recent } from '../../stores/recentKeywords';
import { sectionsRows } from '../../stores/rowActions';
import { FIRST_INPUT, type SuggestionLoader } from '../../stores/suggestionLoader';
import { installShopGateway } from '../../views/__tests__/harness/shopGateway';
import { products } from '../products';
import { calls, SHIPPED, typedCalls, withSection, type AnySection } from '../registry';
import { weeklyPicks } from './weeklyPicks';

/*
 * The registry as data: every section complete, the calls asked early asked by their sections with the same
 * parameters, and the rows each mode shows in keyboard order (the fixtures the rows' rules had before the sections
 * were modules).
 */

const env = testEnv();
const c = { env, allowed: allowedOrigins(env), mobile: false };
const kw = (keyword: string): Keyword => ({ keyword, diff: null, regDate: '' });
const author = (name: string, code = ''): Author => ({ name, code, keyword: name, category: '', description: '' });
const event = (id: string): EventItem => ({ name: id, id, imageUrl: '', mobileImageUrl: '', mobileUrl: '' });

/** The sections that ship today, in keyboard order. */
const KNOWN = ['trend', 'recent', 'recommended', 'rise', 'products', 'authors', 'events'];

test('every section has its id, mode, title, items, action and view; a typed one its part and place', () => {
  // The shipped sections in this order (a new one may come between them), the empty input's before the typed.
  const ids = SHIPPED.map((s) => s.id);
  expect(ids.filter((id) => KNOWN.includes(id))).toEqual(KNOWN);
  const modes = SHIPPED.map((s) => s.mode);
  expect(modes.lastIndexOf('empty')).toBeLessThan(modes.indexOf('typed'));
  expect(Object.isFrozen(SHIPPED)).toBe(true);
  for (const s of SHIPPED) {
    expect([s.id, typeof s.title, typeof s.items, typeof s.action, typeof s.View]).toEqual([
      s.id,
      'string',
      'function',
      'function',
      'function',
    ]);
    if (s.mode === 'typed') expect([s.id, s.part, s.slot]).toEqual([s.id, expect.any(String), expect.any(String)]);
  }
});

/** The sections (either mode) and other calls of `list` whose call asks a path that is not in the one table. */
function unknownPaths(list: readonly AnySection[] = SHIPPED): string[] {
  const paths = Object.values(GATEWAY_PATHS) as string[];
  const asked: [string, string][] = [
    ...calls(list).flatMap((s) => (s.call ? [[s.id, s.call.path] as [string, string]] : [])),
    ...list.flatMap((s) => (s.mode === 'typed' ? [[s.id, s.call.path] as [string, string]] : [])),
    ...typedCalls(list).map((c): [string, string] => ['typed search', c.path]),
  ];
  return asked.filter(([, path]) => !paths.includes(path)).map(([id, path]) => id + ': ' + path);
}

test("each call's path is one of the gateway's paths, a typed section's too; the calls asked early are asked by a section with those parameters", () => {
  expect(unknownPaths()).toEqual([]);
  for (const [path, params] of EARLY_CALLS) {
    const asking = calls().filter((s) => s.call?.path === path);
    expect(asking.map((s) => s.call!.params(FIRST_INPUT))).toEqual([params]);
  }
});

test('the check fails for a typed section whose call asks a path not in the table', () => {
  const stray = withSection(SHIPPED, { ...products, id: 'stray', call: { ...products.call, path: 'search/stray' } });
  expect(unknownPaths(stray)).toEqual(['stray: search/stray', 'typed search: search/stray']);
});

test("the typed search's calls: each typed section's, in keyboard order, then the shortcut's; together every field of the answer", () => {
  const typed = SHIPPED.filter((s) => s.mode === 'typed');
  expect(typedCalls().map((c) => c.path)).toEqual([
    GATEWAY_PATHS.commodity,
    GATEWAY_PATHS.author,
    GATEWAY_PATHS.event,
    GATEWAY_PATHS.shortcut,
  ]);
  expect(typedCalls().slice(0, -1)).toEqual(typed.map((s) => s.mode === 'typed' && s.call));
  // A failed call leaves its fields as its decoder makes them of no answer: each typed section's part empty.
  for (const s of typed) if (s.mode === 'typed') expect([s.id, s.call.decode(null).value[s.part]]).toEqual([s.id, []]);
  const none = Object.assign({}, ...typedCalls().map((c) => c.decode(null).value)) as Record<string, unknown>;
  expect(none).toEqual({ products: [], total: 0, authors: [], events: [], shortcut: null });
  // Calls only the typed search asks: the empty input's loader never sees them.
  expect(calls().map((s) => s.id)).toEqual([...SHIPPED.filter((s) => s.mode === 'empty').map((s) => s.id), 'banners']);
});

test("the popup tests' fake gateway answers every call of the sections and the typed search", async () => {
  installShopGateway();
  for (const path of Object.values(GATEWAY_PATHS)) {
    const cart = path === GATEWAY_PATHS.cart;
    const init = cart ? { method: 'POST', body: JSON.stringify({ addCartProcList: [{ saleCmdtid: 'S1' }] }) } : {};
    const answer = await fetch('https://shop.example.com/api/gw/' + path + '?keyword=해', init);
    expect([path, answer.status]).toEqual([path, 200]);
  }
});

test("each section reference's path is a line of the path table, asked by a shipped section, and routed once", () => {
  const table = Object.values(GATEWAY_PATHS) as string[];
  const asked = SHIPPED.flatMap((s) => (s.call ? [s.call.path] : []));
  for (const ref of SECTION_REFERENCES)
    expect([ref.path, table.includes(ref.path), asked.includes(ref.path)]).toEqual([ref.path, true, true]);
  const paths = SECTION_REFERENCES.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('a section is composed before the one named, or at the end of its mode, into a new list; twice is an error', () => {
  const shipped = SHIPPED.map((s) => s.id);
  const list = withSection(withSection(SHIPPED, { ...weeklyPicks, id: 'extra' }), weeklyPicks, 'trend');
  const ids = (mode: string) => SHIPPED.filter((s) => s.mode === mode).map((s) => s.id);
  expect(list.map((s) => s.id)).toEqual(['picks', ...ids('empty'), 'extra', ...ids('typed')]);
  expect(list.map((s) => s.id).slice(0, 2)).toEqual(['picks', 'trend']);
  expect(() => withSection(list, weeklyPicks)).toThrow('section picks is in the list already');
  // The shipped list is untouched: a widget composed from it never changes another's.
  expect(SHIPPED.map((s) => s.id)).toEqual(shipped);
  expect(Object.isFrozen(list)).toBe(true);
});

/** The popup's stores as the sections read them, holding what a case gives. */
function stores(over: {
  mode?: 'empty' | 'typed';
  results?: Pick<TypedResults, 'products' | 'authors' | 'events'> | null;
  saving?: boolean;
  riseCollapsed?: boolean;
}) {
  const ready = <T>(items: T[]) => atom({ status: 'ready' as const, items });
  const search = initialSearchState<TypedResults>();
  return {
    search: {
      $search: atom({ ...search, mode: over.mode ?? 'empty', results: (over.results ?? null) as TypedResults | null }),
    },
    suggestions: {
      lists: {
        // Every empty-input section's list, empty unless given below.
        ...Object.fromEntries(SHIPPED.map((s) => [s.id, ready([])])),
        trend: ready([kw('한강')]),
        recommended: ready([{ name: '모순', imageUrl: '', type: 'KOR', code: '978', saleId: 'S1' }]),
        rise: ready([kw('넥서스'), kw('소년이 온다'), kw('채식주의자')]),
      },
      $riseCollapsed: atom(!!over.riseCollapsed),
    } as unknown as SuggestionLoader,
    recent: {
      $recent: atom({ saving: over.saving ?? true, items: [{ keyword: '데미안', date: '' }] }),
    } as unknown as Recent,
  };
}
const results = {
  products: [product({ code: 'P1', saleId: 'S1' }), product({ type: 'EBK', saleId: 'E1' }), product({ type: 'KOR' })],
  authors: [author('한강', '100'), { ...author('무명'), keyword: '' }],
  events: [event('218200')],
};
const rows = (mode: 'empty' | 'typed', over: Parameters<typeof stores>[0] = {}) =>
  sectionsRows(SHIPPED, mode, stores({ mode, ...over }), c).get();

/** Each case: what the stores hold → the rows on screen, in keyboard order, and what opening each does. */
test.each<[string, 'empty' | 'typed', Parameters<typeof stores>[0], [string, unknown][]]>([
  [
    'empty input: trend, recent, products others look at, live keywords',
    'empty',
    {},
    [
      ['trend-0', { kind: 'search', keyword: '한강' }],
      ['recent-0', { kind: 'search', keyword: '데미안' }],
      ['recommended-0', { kind: 'link', url: 'https://pdt.example.com/PDT/detail/S1' }],
      ['rise-0', { kind: 'search', keyword: '넥서스' }],
      ['rise-1', { kind: 'search', keyword: '소년이 온다' }],
      ['rise-2', { kind: 'search', keyword: '채식주의자' }],
    ],
  ],
  [
    'saving off: no recent searches; live keywords folded: only the first',
    'empty',
    { saving: false, riseCollapsed: true },
    [
      ['trend-0', { kind: 'search', keyword: '한강' }],
      ['recommended-0', { kind: 'link', url: 'https://pdt.example.com/PDT/detail/S1' }],
      ['rise-0', { kind: 'search', keyword: '넥서스' }],
    ],
  ],
  ['typed input, no answer yet: no rows', 'typed', {}, []],
  [
    'typed input: products by route, authors search with their code, events on the event host',
    'typed',
    { results },
    [
      ['products-0', { kind: 'link', url: 'https://pdt.example.com/PDT/detail/S1' }],
      ['products-1', { kind: 'link', url: 'https://ebp.example.com/EBP/dig/epd/ebook/E1' }],
      ['products-2', { kind: 'none' }],
      ['authors-0', { kind: 'search', keyword: '한강', chrcCode: '100' }],
      ['authors-1', { kind: 'search', keyword: '무명', chrcCode: undefined }],
      ['events-0', { kind: 'link', url: 'https://event.example.com/detail/218200' }],
    ],
  ],
  ['typed input, nothing found', 'typed', { results: { products: [], authors: [], events: [] } }, []],
])('%s', (_case, mode, over, out) =>
  expect(rows(mode, over).map((r) => [r.id.replace('sp-row-', ''), r.action])).toEqual(out),
);

test('each row carries the item it shows; the empty rows are built again only when an item list changed', () => {
  const typed = rows('typed', { results });
  expect(typed.filter((r) => r.section === 'products').map((r) => (r.item as Product).code)).toEqual(['P1', '', '']);
  const s = stores({});
  const $rows = sectionsRows(SHIPPED, 'empty', s, c);
  const seen: unknown[] = [];
  const stop = $rows.subscribe((r) => seen.push(r));
  const trend = s.suggestions.lists.trend as ReturnType<typeof atom<{ status: string; items: unknown[] }>>;
  trend.set({ status: 'loading', items: trend.get().items });
  expect(seen).toHaveLength(1);
  s.suggestions.$riseCollapsed.set(true);
  expect(seen).toHaveLength(2);
  stop();
});
