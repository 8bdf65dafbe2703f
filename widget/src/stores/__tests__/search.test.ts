import { createGateway } from '../../gateway/client';
import { typedApi } from '../../gateway/typed';
import { typedCalls } from '../../sections/registry';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../core/splitMarked';
import { STALL_MS } from '../../core/typedSearch';
import { prng } from '../../../../host-demo/server/seed';
import { createSearch, type Search } from '../search';

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
    gateway: typedApi(createGateway({ base: 'https://gw.example.com/api/gw', deviceType: 'P', fetch }), typedCalls()),
    pending,
  };
}
// Fake clocks: the store's stall timer and the client's timeouts wait for the test, never for the machine.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
/** Lets the answers released so far reach the store (their promise chains, and any timer due now). */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** The shuffled orders are the same on every run (the demo's seeded PRNG); SHUFFLE_SEED picks others. */
const SEED = Number(process.env.SHUFFLE_SEED ?? 20261123);
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

test(`shuffled answer orders never leave a stale result (seed ${SEED})`, async () => {
  const random = prng(SEED);
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

/** What the popup shows: `query status | the query the results answer: their names` (`–`: no results). */
function shown(search: Search): string {
  const v = search.$search.get();
  const quoted = (q: string) => (q && q.trim() === q ? q : JSON.stringify(q));
  const names = v.results?.products.map((p) => p.name).join(', ');
  return `${quoted(v.query)} ${v.status} | ` + (v.results ? `${quoted(v.resultsFor)}: ${names}`.trimEnd() : '–');
}

/**
 * Plays a script against the store and the controlled gateway; each line one of: `set 해리` / `compose 닯` (its
 * last syllable composing) / `expect 해리포` / `dispose`: the store's calls; `answer 해리: 해리 포터, …` / `fail
 * 데미안`: the gateway answers the request for that keyword, and the answer lands; `gateway down|up`: its other
 * three calls fail from now on, or answer; `wait 299`: the clock moves;
 * `asked 해 ✕, 해리`: the requests sent so far (✕: aborted); `shows …`: the store's state; `typing yes|no`;
 * `nothingFound yes|no` (`$nothingFound`: the desktop popup closes itself). A
 * query with spaces at its ends is written in JSON quotes. The script as played is compared with the one written.
 */
async function play(script: string) {
  const { gateway, pending } = controlledGateway();
  const search = createSearch(gateway);
  const lines = script
    .trim()
    .split('\n')
    .map((l) => l.trim());
  const played: string[] = [];
  for (const line of lines) {
    const [, verb, rest = ''] = /^(\w+)(?: (.*))?$/.exec(line)!;
    const query = () => (rest.startsWith('"') ? (JSON.parse(rest) as string) : rest);
    const asked = (keyword: string) => pending.filter((p) => p.keyword === keyword).pop()!;
    const [keyword, names = ''] = rest.split(': ');
    const actions: Record<string, () => unknown> = {
      set: () => search.setQuery(query()),
      compose: () => search.setQuery(query(), true),
      expect: () => search.expect(query()),
      dispose: () => search.dispose(),
      answer: () => asked(keyword.replace(/:$/, '')).answer(names.split(', ').filter(Boolean)),
      fail: () => asked(keyword).fail(500),
      wait: () => jest.advanceTimersByTimeAsync(Number(rest)),
      gateway: () => (failing.all = rest === 'down'),
    };
    const checks: Record<string, () => string> = {
      asked: () => pending.map((p) => p.keyword + (p.signal.aborted ? ' ✕' : '')).join(', '),
      shows: shown.bind(null, search),
      typing: () => (search.typing() ? 'yes' : 'no'),
      nothingFound: () => (search.$nothingFound.get() ? 'yes' : 'no'),
    };
    if (checks[verb]) played.push(verb + ' ' + checks[verb]());
    else {
      await actions[verb]();
      await settle();
      played.push(line);
    }
  }
  expect(played.join('\n')).toBe(lines.join('\n'));
}

/** The machine's rules (core/typedSearch.ts, its table tests) as the store runs them on a gateway and a clock. */
const scripts: Record<string, string> = {
  'the call before the newest may land first and shows meanwhile; older calls are aborted; an answer never replaces a newer one': `
    set 해
    set 해리
    set 해리포
    asked 해 ✕, 해리, 해리포
    answer 해리: 해리 포터와 마법사의 돌
    shows 해리포 loading | 해리: 해리 포터와 마법사의 돌
    answer 해리포: 해리포터 세트
    shows 해리포 idle | 해리포: 해리포터 세트
    set 해리포ㅌ
    set 해리포터
    answer 해리포터: 해리포터 전집
    asked 해 ✕, 해리, 해리포, 해리포ㅌ ✕, 해리포터
    answer 해리포ㅌ: 해리포트
    shows 해리포터 idle | 해리포터: 해리포터 전집`,
  'an earlier answer that found nothing is not shown meanwhile (the results shown stay)': `
    set 모
    answer 모: 모순
    set 모ㅅ
    set 모수
    answer 모ㅅ:
    shows 모수 loading | 모: 모순`,
  'an answer slower than STALL_MS marks the search stalled, and its arrival settles it': `
    set 모순
    wait ${STALL_MS - 1}
    shows 모순 loading | –
    wait 1
    shows 모순 stalled | –
    answer 모순: 모순
    shows 모순 idle | 모순: 모순
    set 모순 2
    answer 모순 2: 모순 2
    wait ${STALL_MS * 2}
    shows 모순 2 idle | 모순 2: 모순 2`,
  'a gateway error is a quiet error state, and the next query works again': `
    gateway down
    set 데미안
    fail 데미안
    shows 데미안 error | –
    gateway up
    set "데미안 "
    answer 데미안: 데미안
    shows "데미안 " idle | "데미안 ": 데미안`,
  'blank text sends nothing and clears the results': `
    set 모순
    set " \u3000"
    asked 모순 ✕
    shows " \u3000" idle | –`,
  'a query seen before is answered at once from the cache, with no request': `
    set 해리
    answer 해리: 해리 포터
    set 해리ㅍ
    set 해리
    asked 해리, 해리ㅍ ✕
    shows 해리 idle | 해리: 해리 포터`,
  'an answer that lands after another value was typed (not set yet) is kept, then shown from the cache or meanwhile': `
    set 해
    answer 해: 해변의 카프카
    set 해리
    typing no
    expect 해리포
    typing yes
    answer 해리: 해리 포터
    shows 해리 loading | 해: 해변의 카프카
    set 해리포
    typing no
    shows 해리포 loading | 해리: 해리 포터
    set 해리
    asked 해, 해리, 해리포 ✕
    shows 해리 idle | 해리: 해리 포터`,
  'a value typed for the same query lets its answer show': `
    set 모순
    expect "모순 "
    answer 모순: 모순
    shows 모순 idle | 모순: 모순`,
  'an identical query already on its way is not asked twice': `
    set 모순
    set "모순 "
    asked 모순
    answer 모순: 모순
    shows "모순 " idle | "모순 ": 모순`,
  'dispose aborts the call in flight': `
    set 코스모스
    dispose
    asked 코스모스 ✕
    shows "" idle | –`,
  'a pasted decomposed (NFD) query is asked and cached as its composed form': `
    set ${JSON.stringify('해리'.normalize('NFD'))}
    asked 해리
    answer 해리: 해리 포터
    set 해리
    asked 해리
    shows 해리 idle | 해리: 해리 포터`,
  'issue 15 #8: while composing, an empty answer asks the split form: shown when it found something, else the results stay; both cached': `
    compose 달
    answer 달: 달의 궁전
    compose 닯
    answer 닯:
    shows 닯 loading | 달: 달의 궁전
    asked 달, 닯, 달ㅂ
    answer 달ㅂ: 달빛 소리
    shows 닯 idle | 닯: 달빛 소리
    compose 닭
    answer 닭:
    answer 달ㄱ:
    shows 닭 idle | 닯: 달빛 소리
    nothingFound no
    compose 달
    compose 닯
    shows 닯 idle | 닯: 달빛 소리
    compose 닭
    asked 달, 닯, 달ㅂ, 닭, 달ㄱ
    shows 닭 idle | 닯: 달빛 소리`,
  'issue 15 #8: not composing, an empty answer is nothing found and no other form is asked; composing later, it is': `
    set 달
    answer 달: 달의 궁전
    set 닯
    answer 닯:
    asked 달, 닯
    shows 닯 idle | 닯:
    nothingFound yes
    compose 달
    compose 닯
    asked 달, 닯, 달ㅂ
    shows 닯 loading | 달: 달의 궁전
    nothingFound no`,
};

test.each(Object.keys(scripts))('%s', (name) => play(scripts[name]));

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
  return {
    api: typedApi(createGateway({ base: 'https://gw.example.com/api/gw', deviceType: 'P', fetch }), typedCalls()),
    state,
  };
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
