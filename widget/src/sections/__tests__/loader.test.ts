import { GATEWAY_PATHS as P, type CallParams } from '../../core/gatewayPaths';
import { createSuggestionLists } from '../../stores/suggestionLists';
import { createSuggestionLoader } from '../../stores/suggestionLoader';
import { liveKeywords } from '../liveKeywords';
import { recent } from '../recent';
import { recommended } from '../recommended';
import { calls } from '../registry';
import { trend } from '../trend';

/*
 * The empty input's calls as the sections declare them (stores/suggestionLoader.ts): what is asked when, with which
 * parameters, and what each list shows; for the shipped empty-input sections of today, by their modules (a section
 * added to the registry is not one of these cases).
 */

/** A gateway whose answers the test settles: each call recorded with its resolve and reject. */
function setUp() {
  const asked: { path: string; params: CallParams; resolve(v: unknown): void; reject(e: Error): void }[] = [];
  const get = (path: string, params: CallParams) =>
    new Promise<unknown>((resolve, reject) => asked.push({ path, params, resolve, reject }));
  const loader = createSuggestionLoader(
    get,
    createSuggestionLists(),
    calls([trend, recent, recommended, liveKeywords]),
  );
  const last = (path: string) => asked.filter((a) => a.path === path).pop()!;
  return { asked, loader, last, settle: () => new Promise((r) => setTimeout(r)) };
}
const keywords = (...k: string[]) => ({ resultDocuments: k.map((keywords) => ({ keywords })) });
const products = (...names: string[]) => ({
  resultDocuments: names.map((product_NM, i) => ({ product_NM, cmdtcode: '97' + i, sale_CMDTID: 'S' + i })),
});

test('the first need asks each call it can (not the products others look at before the latest recent search)', () => {
  const { asked, loader } = setUp();
  loader.prefetch();
  loader.prefetch();
  expect(asked.map((a) => [a.path, a.params])).toEqual([
    [P.trend, {}],
    [P.rise, { age: 'all', sex: 'all' }],
    [P.banners, {}],
  ]);
  loader.recommend('데미안');
  loader.recommend('데미안');
  expect(asked.slice(3).map((a) => [a.path, a.params])).toEqual([
    [P.recommended, { keyword: '데미안', page: 1, pageSize: 8 }],
  ]);
});

test('nothing for the latest recent search: asked again without a keyword; a new one empties the list meanwhile', async () => {
  const { asked, loader, last, settle } = setUp();
  loader.recommend('데미안');
  last(P.recommended).resolve(products());
  await settle();
  expect(last(P.recommended).params).toEqual({ keyword: '', page: 1, pageSize: 8 });
  last(P.recommended).resolve(products('총 균 쇠'));
  await settle();
  expect(loader.lists.recommended.get()).toEqual({
    status: 'ready',
    items: [expect.objectContaining({ name: '총 균 쇠' })],
  });
  loader.recommend('모순');
  expect(loader.lists.recommended.get()).toEqual({ status: 'loading', items: [] });
  // Only the call that reads the latest recent search.
  expect(asked.map((a) => a.path)).toEqual([P.recommended, P.recommended, P.recommended]);
});

test('a failure shows nothing and is asked again at the next need; a lossy answer is shown and asked again', async () => {
  const { asked, loader, last, settle } = setUp();
  loader.prefetch();
  last(P.trend).reject(new Error('500'));
  await settle();
  expect(loader.lists.trend.get()).toEqual({ status: 'error', items: [] });
  loader.prefetch();
  expect(asked.filter((a) => a.path === P.trend)).toHaveLength(2);
  last(P.trend).resolve({ resultDocuments: [{ keywords: '한강' }, { nope: 1 }] });
  await settle();
  expect(loader.lists.trend.get()).toEqual({ status: 'idle', items: [expect.objectContaining({ keyword: '한강' })] });
  loader.prefetch();
  expect(asked.filter((a) => a.path === P.trend)).toHaveLength(3);
});

test('live keywords: each filter asked once and kept; an answer for a filter no longer chosen is not shown', async () => {
  const { asked, loader, last, settle } = setUp();
  loader.prefetch();
  last(P.rise).resolve(keywords('넥서스'));
  await settle();
  loader.setFilter({ age: '20' });
  const twenties = last(P.rise);
  expect(twenties.params).toEqual({ age: '20', sex: 'all' });
  // The rows shown stay while the next filter's answer comes.
  expect(loader.lists.rise.get()).toEqual({
    status: 'loading',
    items: [expect.objectContaining({ keyword: '넥서스' })],
  });
  loader.setFilter({ age: 'all' });
  expect(loader.lists.rise.get().status).toBe('ready');
  twenties.resolve(keywords('데미안'));
  await settle();
  expect(loader.lists.rise.get().items.map((k) => (k as { keyword: string }).keyword)).toEqual(['넥서스']);
  loader.setFilter({ age: '20' });
  expect(loader.lists.rise.get().items.map((k) => (k as { keyword: string }).keyword)).toEqual(['데미안']);
  expect(asked.filter((a) => a.path === P.rise)).toHaveLength(2);
  // A filter asks only the live keywords.
  expect(asked.map((a) => a.path).filter((p) => p !== P.rise)).toEqual([P.trend, P.banners]);
});

test("a filter's failure keeps the live keywords shown; all ages and sexes failing leaves them out", async () => {
  const { loader, last, settle } = setUp();
  loader.prefetch();
  last(P.rise).reject(new Error('500'));
  await settle();
  expect(loader.$shownStatus.get().rise).toBe('error');
  loader.setFilter({ sex: '2' });
  last(P.rise).reject(new Error('500'));
  await settle();
  expect(loader.lists.rise.get().status).toBe('error');
  expect(loader.$shownStatus.get().rise).toBe('ready');
  // Its filters are the way to try again: the same one asks again.
  loader.setFilter({ sex: '2' });
  expect(last(P.rise).params).toEqual({ age: 'all', sex: '2' });
  expect(loader.lists.rise.get().status).toBe('loading');
});
