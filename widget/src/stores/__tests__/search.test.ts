import { createGateway } from '../../gateway/client';
import { typedApi } from '../../gateway/typed';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../core/splitMarked';
import { createSearch, STALL_MS } from '../search';

/** A gateway whose answers the test releases by hand, in any order. */
const failing = { all: false };
function controlledGateway() {
  const pending: {
    keyword: string;
    url: string;
    signal: AbortSignal;
    answer(names: string[]): void;
    fail(status: number): void;
  }[] = [];
  const fetch = ((url: string, init: RequestInit) =>
    new Promise((resolve, reject) => {
      const keyword = new URL(url).searchParams.get('keyword')!;
      init.signal!.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      if (!url.includes('search/commodity')) {
        return resolve(
          failing.all
            ? { ok: false, status: 500, text: async () => 'down' }
            : { ok: true, status: 200, text: async () => '{"resultDocuments":[]}' },
        );
      }
      pending.push({
        keyword,
        url,
        signal: init.signal!,
        answer: (names) =>
          resolve({
            ok: true,
            status: 200,
            text: async () => JSON.stringify({ resultDocuments: names.map((n) => ({ cmdt_NAME: n })) }),
          }),
        fail: (status) => resolve({ ok: false, status, text: async () => 'error' }),
      });
    })) as unknown as typeof globalThis.fetch;
  return {
    gateway: typedApi(createGateway({ base: 'https://gw.example.com/api/gw', deviceType: 'P', fetch })),
    pending,
  };
}
// Fake clocks: the store's stall timer and the client's timeouts wait for the test, never for the machine.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
/** Lets the answers released so far reach the store (their promise chains, and any timer due now). */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** A small seeded PRNG (mulberry32): the shuffled orders are the same on every run; SHUFFLE_SEED picks others. */
const SEED = Number(process.env.SHUFFLE_SEED ?? 20261123);
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Fisher-Yates with the seeded PRNG. */
function shuffled<T>(items: T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

test('asks search/commodity with gbCode, 12 per page and the widget markers', async () => {
  const { gateway, pending } = controlledGateway();
  createSearch(gateway).setQuery(' 해리 ');
  const params = new URL(pending[0].url).searchParams;
  expect(Object.fromEntries(params)).toEqual({
    keyword: '해리',
    gbCode: 'TOT',
    page: '1',
    pageSize: '12',
    highlightPre: HIGHLIGHT_PRE,
    highlightPost: HIGHLIGHT_POST,
    deviceType: 'P',
  });
});

test('the call before the newest may land first and shows meanwhile; older calls are aborted; an answer never replaces a newer one', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('해');
  search.setQuery('해리');
  search.setQuery('해리포');
  // Two calls on their way at most: 해 is aborted, 해리 may still land first.
  expect(pending.map((p) => p.signal.aborted)).toEqual([true, false, false]);
  pending[1].answer(['해리 포터와 마법사의 돌']);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '해리포', status: 'loading', resultsFor: '해리' });
  pending[2].answer(['해리포터 세트']);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '해리포', status: 'idle', resultsFor: '해리포' });
  // The other way round: the newest lands first; the one before it is aborted and can't replace it.
  search.setQuery('해리포ㅌ');
  search.setQuery('해리포터');
  pending[4].answer(['해리포터 전집']);
  await settle();
  expect(pending[3].signal.aborted).toBe(true);
  pending[3].answer(['해리포트']);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '해리포터', status: 'idle', resultsFor: '해리포터' });
  expect(search.$search.get().results!.products.map((p) => p.name)).toEqual(['해리포터 전집']);
});

test('an earlier answer that found nothing is not shown meanwhile (the results shown stay)', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('모');
  pending[0].answer(['모순']);
  await settle();
  search.setQuery('모ㅅ');
  search.setQuery('모수');
  pending[1].answer([]);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '모수', status: 'loading', resultsFor: '모' });
});

test(`shuffled answer orders never leave a stale result (seed ${SEED})`, async () => {
  const random = seeded(SEED);
  const seen = new Set<string>();
  for (let run = 0; run < 50; run++) {
    const { gateway, pending } = controlledGateway();
    const search = createSearch(gateway);
    const typed = ['ㅎ', '해', '핼', '해리', '해리ㅍ', '해리포'];
    // Every query whose results were shown, in order: earlier answers may show meanwhile, never after a later one.
    const shown: number[] = [];
    search.$search.listen((s) => {
      const at = typed.indexOf(s.resultsFor);
      if (at >= 0 && at !== shown[shown.length - 1]) shown.push(at);
    });
    for (const q of typed) search.setQuery(q);
    const order = shuffled(
      pending.map((_, i) => i),
      random,
    );
    seen.add(order.join());
    for (const i of order) pending[i].answer([pending[i].keyword + ' 결과']);
    await settle();
    expect(search.$search.get().results!.products.map((p) => p.name)).toEqual(['해리포 결과']);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.slice(-1)).toEqual([typed.length - 1]);
  }
  // The seed gives many different orders, not one order fifty times.
  expect(seen.size).toBeGreaterThan(40);
  // 50 runs of CPU work (no timers): about a second on a quiet machine, over 5 s (Jest's default) on a loaded one.
}, 30000);

test('an answer slower than STALL_MS marks the search stalled, and its arrival settles it', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('모순');
  await jest.advanceTimersByTimeAsync(STALL_MS - 1);
  expect(search.$search.get().status).toBe('loading');
  await jest.advanceTimersByTimeAsync(1);
  expect(search.$search.get().status).toBe('stalled');
  pending[0].answer(['모순']);
  await settle();
  expect(search.$search.get()).toMatchObject({ status: 'idle', resultsFor: '모순' });
  // An answer in time never stalls.
  search.setQuery('모순 2');
  pending[1].answer(['모순 2']);
  await jest.advanceTimersByTimeAsync(STALL_MS * 2);
  expect(search.$search.get()).toMatchObject({ status: 'idle', resultsFor: '모순 2' });
});

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
  expect(search.$search.get()).toMatchObject({
    status: 'idle',
    resultsFor: '데미안 ',
    results: { products: [{ name: '데미안' }] },
  });
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
  expect(search.$search.get()).toMatchObject({
    status: 'idle',
    resultsFor: '해리',
    results: { products: [{ name: '해리 포터' }] },
  });
});

test('an answer that lands after another value was typed (not set yet) is kept for later, not shown', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('해');
  pending[0].answer(['해변의 카프카']);
  await settle();
  search.setQuery('해리');
  expect(search.typing()).toBe(false);
  // 포 is typed: the keystroke is painted before setQuery; 해리's answer lands in between.
  search.expect('해리포');
  expect(search.typing()).toBe(true);
  pending[1].answer(['해리 포터']);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '해리', status: 'loading', resultsFor: '해' });
  // The shopper took 포 back: 해리 is answered from the cache, with no request.
  search.setQuery('해리');
  expect(search.typing()).toBe(false);
  expect(pending).toHaveLength(2);
  expect(search.$search.get()).toMatchObject({
    status: 'idle',
    resultsFor: '해리',
    results: { products: [{ name: '해리 포터' }] },
  });
});

test('an earlier answer that landed while a typed value waited for its paint shows when that value is set', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('해');
  pending[0].answer(['해변의 카프카']);
  await settle();
  search.setQuery('해리');
  search.expect('해리포');
  pending[1].answer(['해리 포터']);
  await settle();
  expect(search.$search.get()).toMatchObject({ query: '해리', status: 'loading', resultsFor: '해' });
  // 해리포 is set (asked), and 해리's answer shows while 해리포's is on its way.
  search.setQuery('해리포');
  expect(pending).toHaveLength(3);
  expect(search.$search.get()).toMatchObject({
    query: '해리포',
    status: 'loading',
    resultsFor: '해리',
    results: { products: [{ name: '해리 포터' }] },
  });
});

test('a value typed for the same query lets its answer show', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('모순');
  search.expect('모순 ');
  pending[0].answer(['모순']);
  await settle();
  expect(search.$search.get()).toMatchObject({ resultsFor: '모순', results: { products: [{ name: '모순' }] } });
});

test('an identical query already on its way is not asked twice', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('모순');
  search.setQuery('모순 ');
  expect(pending).toHaveLength(1);
  pending[0].answer(['모순']);
  await settle();
  expect(search.$search.get()).toMatchObject({
    query: '모순 ',
    resultsFor: '모순 ',
    results: { products: [{ name: '모순' }] },
  });
});

test('dispose aborts the call in flight and ignores its answer', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('코스모스');
  search.dispose();
  expect(pending[0].signal.aborted).toBe(true);
});

/** A gateway answering every path at once; `mode` chooses how (issue 15 #3). */
function faultGateway() {
  const state = { mode: 'ok' as 'ok' | 'malformed' | 'html' | 'emptyBody' | 'wrongTypes' | 'commodityDown', calls: 0 };
  const fetch = (async (url: string) => {
    const path = new URL(url).pathname;
    if (path.endsWith('search/commodity')) state.calls++;
    const body = (text: string, status = 200) => ({ ok: status < 300, status, text: async () => text });
    switch (state.mode) {
      case 'malformed':
        return body('{"resultDocuments": [{"cmdt_NAME": "끊긴');
      case 'html':
        return body('<html><body><h1>502 Bad Gateway</h1></body></html>');
      case 'emptyBody':
        return body('');
      case 'wrongTypes':
        return body(
          JSON.stringify({
            resultDocuments: path.endsWith('commodity') ? [{ cmdt_NAME: '데미안' }, { cmdt_NAME: ['x'] }, 7] : [],
          }),
        );
      case 'commodityDown':
        return path.endsWith('commodity') ? body('down', 500) : body('{"resultDocuments":[]}');
      default:
        return body(
          JSON.stringify({
            resultDocuments: path.endsWith('commodity')
              ? [{ cmdt_NAME: '데미안' }, { cmdt_NAME: '데미안 (양장)' }]
              : [],
          }),
        );
    }
  }) as unknown as typeof globalThis.fetch;
  return { api: typedApi(createGateway({ base: 'https://gw.example.com/api/gw', deviceType: 'P', fetch })), state };
}

describe('issue 15 #3: a bad answer is never cached', () => {
  // The client's console line for each failure.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());
  test.each(['malformed', 'html', 'emptyBody', 'wrongTypes', 'commodityDown'] as const)(
    '%s: after the gateway recovers, the same word asks again and shows the real results',
    async (mode) => {
      const { api, state } = faultGateway();
      const search = createSearch(api);
      state.mode = mode;
      search.setQuery('데미안');
      await settle();
      const bad = search.$search.get();
      expect(bad.status === 'error' || bad.results!.products.length < 2).toBe(true);
      expect(search.cached('데미안')).toBeNull();
      state.mode = 'ok';
      search.setQuery('');
      search.setQuery('데미안');
      await settle();
      expect(state.calls).toBe(2);
      expect(search.$search.get().results!.products.map((p) => p.name)).toEqual(['데미안', '데미안 (양장)']);
      // A whole answer is cached: typed again, no request.
      search.setQuery('');
      search.setQuery('데미안');
      expect(state.calls).toBe(2);
      expect(search.$search.get().results!.products).toHaveLength(2);
    },
  );

  test('an answer that lost rows is still shown (the rows that decoded)', async () => {
    const { api, state } = faultGateway();
    const search = createSearch(api);
    state.mode = 'wrongTypes';
    search.setQuery('데미안');
    await settle();
    expect(search.$search.get()).toMatchObject({
      status: 'idle',
      resultsFor: '데미안',
      results: { products: [{ name: '데미안' }], lossy: true },
    });
  });
});

describe('issue 15 #8: while composing, an empty answer keeps the popup', () => {
  const names = (search: ReturnType<typeof createSearch>) => search.$search.get().results?.products.map((p) => p.name);

  test('닯 finds nothing: its split form 달ㅂ is asked and shown', async () => {
    const { gateway, pending } = controlledGateway();
    const search = createSearch(gateway);
    search.setQuery('달', true);
    pending[0].answer(['달의 궁전']);
    await settle();
    search.setQuery('닯', true);
    expect(pending[1].keyword).toBe('닯');
    pending[1].answer([]);
    await settle();
    // Nothing empty shown meanwhile: the results for 달 stay.
    expect(names(search)).toEqual(['달의 궁전']);
    expect(pending[2].keyword).toBe('달ㅂ');
    pending[2].answer(['달빛 소리']);
    await settle();
    expect(search.$search.get()).toMatchObject({ query: '닯', status: 'idle', resultsFor: '닯' });
    expect(names(search)).toEqual(['달빛 소리']);
    // Typed again while composing: both answers are cached, no request.
    search.setQuery('달', true);
    search.setQuery('닯', true);
    expect(pending).toHaveLength(3);
    expect(names(search)).toEqual(['달빛 소리']);
  });

  test('both forms empty: the results shown stay (the popup does not close), and the state settles', async () => {
    const { gateway, pending } = controlledGateway();
    const search = createSearch(gateway);
    search.setQuery('달', true);
    pending[0].answer(['달의 궁전']);
    await settle();
    search.setQuery('닯', true);
    pending[1].answer([]);
    await settle();
    pending[2].answer([]);
    await settle();
    expect(search.$search.get()).toMatchObject({ query: '닯', status: 'idle', resultsFor: '달' });
    expect(names(search)).toEqual(['달의 궁전']);
    // From the cache too.
    search.setQuery('달', true);
    search.setQuery('닯', true);
    expect(pending).toHaveLength(3);
    expect(search.$search.get()).toMatchObject({ query: '닯', status: 'idle', resultsFor: '달' });
  });

  test('not composing, an empty answer is shown as nothing found (the popup closes) and no other form is asked', async () => {
    const { gateway, pending } = controlledGateway();
    const search = createSearch(gateway);
    search.setQuery('달');
    pending[0].answer(['달의 궁전']);
    await settle();
    search.setQuery('닯');
    pending[1].answer([]);
    await settle();
    expect(pending).toHaveLength(2);
    expect(search.$search.get()).toMatchObject({
      query: '닯',
      status: 'idle',
      resultsFor: '닯',
      results: { products: [] },
    });
    // The same word composing later keeps instead, asking the split form.
    search.setQuery('달', true);
    search.setQuery('닯', true);
    await settle();
    expect(pending[2].keyword).toBe('달ㅂ');
    expect(search.$search.get()).toMatchObject({ resultsFor: '달' });
  });
});

test('a pasted decomposed (NFD) query is asked and cached as its composed form: the same answer as the typed one', async () => {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  search.setQuery('해리'.normalize('NFD'));
  expect(new URL(pending[0].url).searchParams.get('keyword')).toBe('해리');
  pending[0].answer(['해리 포터']);
  await settle();
  search.setQuery('해리');
  expect(pending).toHaveLength(1);
  expect(search.$search.get().results!.products.map((p) => p.name)).toEqual(['해리 포터']);
});
