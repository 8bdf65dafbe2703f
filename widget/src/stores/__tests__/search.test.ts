import { createGateway } from '../../gateway/client';
import { typedApi } from '../../gateway/typed';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../core/splitMarked';
import { createSearch } from '../search';

/** A gateway whose answers the test releases by hand, in any order. */
const failing = { all: false };
function controlledGateway() {
  const pending: { keyword: string; url: string; signal: AbortSignal; answer(names: string[]): void; fail(status: number): void }[] = [];
  const fetch = ((url: string, init: RequestInit) =>
    new Promise((resolve, reject) => {
      const keyword = new URL(url).searchParams.get('keyword')!;
      init.signal!.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      if (!url.includes('search/commodity')) {
        return resolve(failing.all ? { ok: false, status: 500, text: async () => 'down' } : { ok: true, status: 200, text: async () => '{"resultDocuments":[]}' });
      }
      pending.push({
        keyword, url, signal: init.signal!,
        answer: (names) => resolve({ ok: true, status: 200, text: async () => JSON.stringify({ resultDocuments: names.map((n) => ({ cmdt_NAME: n })) }) }),
        fail: (status) => resolve({ ok: false, status, text: async () => 'error' }),
      });
    })) as unknown as typeof globalThis.fetch;
  return { gateway: typedApi(createGateway({ base: 'https://gw.example.com/api/gw', deviceType: 'P', fetch })), pending };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

test('asks search/commodity with gbCode, 12 per page and the widget markers', async () => {
  const { gateway, pending } = controlledGateway();
  createSearch(gateway).setQuery(' 해리 ');
  const params = new URL(pending[0].url).searchParams;
  expect(Object.fromEntries(params)).toEqual({
    keyword: '해리', gbCode: 'TOT', page: '1', pageSize: '12', highlightPre: HIGHLIGHT_PRE, highlightPost: HIGHLIGHT_POST, deviceType: 'P',
  });
});

test('a newer query aborts the older call, and the older answer never replaces the newer one', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('해');
  search.setQuery('해리');
  expect(pending[0].signal.aborted).toBe(true);
  pending[1].answer(['해리 포터']);
  pending[0].answer(['해변의 카프카']);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '해리', status: 'idle', resultsFor: '해리' });
  expect(search.$search.get().results!.products.map((p) => p.name)).toEqual(['해리 포터']);
});

test('randomised answer orders never leave a stale result', async () => {
  for (let run = 0; run < 50; run++) {
    const { gateway, pending } = controlledGateway();
    const search = createSearch(gateway);
    const typed = ['ㅎ', '해', '핼', '해리', '해리ㅍ', '해리포'];
    for (const q of typed) search.setQuery(q);
    const order = pending.map((_, i) => i).sort(() => Math.random() - 0.5);
    for (const i of order) pending[i].answer([pending[i].keyword + ' 결과']);
    await settle();
    expect(search.$search.get().results!.products.map((p) => p.name)).toEqual(['해리포 결과']);
  }
  // 50 runs: about a second on a quiet machine, but a loaded CI machine took over 5 s (Jest's default).
}, 30000);

test('blank text sends nothing and clears the results', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('모순');
  search.setQuery(' \u3000');
  expect(pending).toHaveLength(1);
  expect(pending[0].signal.aborted).toBe(true);
  expect(search.$search.get()).toMatchObject({ mode: 'empty', status: 'idle' });
});

test('a gateway error is a quiet error state, and the next query works again', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  failing.all = true;
  search.setQuery('데미안');
  pending[0].fail(500);
  await settle();
  expect(search.$search.get().status).toBe('error');
  failing.all = false;
  search.setQuery('데미안 ');
  pending[1].answer(['데미안']);
  await settle();
  expect(search.$search.get()).toMatchObject({ status: 'idle', resultsFor: '데미안 ', results: { products: [{ name: '데미안' }] } });
});

test('a query seen before is answered at once from the cache, with no request', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('해리');
  pending[0].answer(['해리 포터']);
  await settle();
  search.setQuery('해리ㅍ');
  search.setQuery('해리');
  expect(pending).toHaveLength(2);
  expect(pending[1].signal.aborted).toBe(true);
  expect(search.$search.get()).toMatchObject({ status: 'idle', resultsFor: '해리', results: { products: [{ name: '해리 포터' }] } });
});

test('an identical query already on its way is not asked twice', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('모순');
  search.setQuery('모순 ');
  expect(pending).toHaveLength(1);
  pending[0].answer(['모순']);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '모순 ', resultsFor: '모순 ', results: { products: [{ name: '모순' }] } });
});

test('dispose aborts the call in flight and ignores its answer', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('코스모스');
  search.dispose();
  expect(pending[0].signal.aborted).toBe(true);
});
