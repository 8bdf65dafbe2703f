import { GATEWAY_PATHS } from '../../core/gatewayPaths';
import { answerCap, MAX_ANSWER_DEPTH } from '../../core/answerLimits';
import { createGateway, GatewayError, HTTP_METHODS } from '../client';

const PRODUCTS_CAP = answerCap('search/commodity');

type Call = { url: string; init: RequestInit };

/** A fetch that answers from `reply`, recording each call; it honours the abort signal like the real one. */
function fakeFetch(reply: (call: Call) => { status?: number; body?: string } | 'hang' | Error) {
  const calls: Call[] = [];
  const fn = (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    const r = reply(call);
    return new Promise((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      if (r === 'hang') return;
      if (r instanceof Error) return reject(r);
      const status = r.status ?? 200;
      resolve({ ok: status >= 200 && status < 300, status, text: async () => r.body ?? '' });
    });
  };
  return { fetch: fn as unknown as typeof fetch, calls };
}

const gw = (f: typeof fetch, extra: Partial<Parameters<typeof createGateway>[0]> = {}) =>
  createGateway({ base: 'https://shop.example.com/api/gw/', deviceType: 'P', fetch: f, ...extra });

/** The error a call ends with (a call that succeeds fails the test). */
const failed = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: GatewayError) => e,
  );

test('GET builds {base}/{path} with URL-encoded UTF-8 parameters and deviceType', async () => {
  const { fetch, calls } = fakeFetch(() => ({ body: '{"resultDocuments":[]}' }));
  await expect(gw(fetch).get('search/commodity', { keyword: '해리 포터&x=1', page: 1 })).resolves.toEqual({
    resultDocuments: [],
  });
  expect(calls[0].url).toBe(
    'https://shop.example.com/api/gw/search/commodity?keyword=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0%26x%3D1&page=1&deviceType=P',
  );
  expect(calls[0].init.method).toBe('GET');
  expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
});

test('the access token goes in a Bearer header; mobile sends deviceType=M', async () => {
  const { fetch, calls } = fakeFetch(() => ({ body: '{}' }));
  await gw(fetch, { accessToken: 'abc', deviceType: 'M' }).get('search/trendkeyword', {});
  expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  expect(calls[0].url).toMatch(/\?deviceType=M$/);
});

test('the ad banners are asked bare: no deviceType, no query (contract §5 and spec §7 list no parameter)', async () => {
  const { fetch, calls } = fakeFetch(() => ({ body: '[]' }));
  await gw(fetch, { deviceType: 'M' }).get(GATEWAY_PATHS.banners, {});
  expect(calls[0].url).toBe('https://shop.example.com/api/gw/' + GATEWAY_PATHS.banners);
});

test('POST sends JSON', async () => {
  const { fetch, calls } = fakeFetch(() => ({ body: '{"data":[{"resultCode":"INS"}]}' }));
  await expect(gw(fetch).post('cart/addCartProc', '{"addCartProcList":[]}')).resolves.toEqual({
    data: [{ resultCode: 'INS' }],
  });
  expect(calls[0].init.body).toBe('{"addCartProcList":[]}');
  expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
});

test.each<[(typeof HTTP_METHODS)[number], (g: ReturnType<typeof gw>) => Promise<unknown>, string, string | undefined]>([
  ['GET', (g) => g.get('myr/wish', { id: 'S1' }), '/myr/wish?id=S1&deviceType=P', undefined],
  ['POST', (g) => g.post('myr/wish', '{"id":"S1"}'), '/myr/wish', '{"id":"S1"}'],
  ['PUT', (g) => g.put('myr/wish/S1', '{"qty":2}'), '/myr/wish/S1', '{"qty":2}'],
  ['DELETE', (g) => g.delete('myr/wish', { id: '해리' }), '/myr/wish?id=%ED%95%B4%EB%A6%AC&deviceType=P', undefined],
  ['PATCH', (g) => g.patch('myr/wish/S1', '{"qty":3}'), '/myr/wish/S1', '{"qty":3}'],
])(
  'every method the spec lists (§7): %s, with the Bearer token, the JSON body where it has one',
  async (method, call, path, body) => {
    const { fetch, calls } = fakeFetch(() => ({ body: '{"ok":true}' }));
    await expect(call(gw(fetch, { accessToken: 'abc' }))).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].init.method).toBe(method);
    expect(calls[0].url).toBe('https://shop.example.com/api/gw' + path);
    expect(calls[0].init.body).toBe(body);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe(body === undefined ? undefined : 'application/json');
  },
);

test('the client has a call for each of them, and a failure of any is the same error', async () => {
  expect(HTTP_METHODS).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  const { fetch } = fakeFetch(() => ({ status: 409, body: 'taken' }));
  const g = gw(fetch);
  for (const err of await Promise.all([
    failed(g.put('a', '{}')),
    failed(g.patch('a', '{}')),
    failed(g.delete('a', {})),
  ]))
    expect([err.kind, err.status, err.body]).toEqual(['http', 409, 'taken']);
});

test.each([
  ['a 500', { status: 500, body: 'boom' }, 'http', 500, 'boom'],
  ['a 404', { status: 404, body: '{"error":"nope"}' }, 'http', 404, '{"error":"nope"}'],
  ['malformed JSON', { body: '{"resultDocuments": [' }, 'parse', 200, '{"resultDocuments": ['],
])('%s fails with its kind, status and body', async (_n, answer, kind, status, body) => {
  const { fetch } = fakeFetch(() => answer);
  const err = await failed(gw(fetch).get('search/event', {}));
  expect(err).toBeInstanceOf(GatewayError);
  expect([err.kind, err.status, err.body]).toEqual([kind, status, body]);
});

test('an empty body is null, not an error', async () => {
  const { fetch } = fakeFetch(() => ({ body: '  ' }));
  await expect(gw(fetch).get('search/event', {})).resolves.toBeNull();
});

test('a refused connection is a network error', async () => {
  const { fetch } = fakeFetch(() => new TypeError('Failed to fetch'));
  const err = await failed(gw(fetch).get('search/event', {}));
  expect([err.kind, err.message]).toEqual(['network', 'Network error: Failed to fetch']);
});

describe('timeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The error a call to a gateway that never answers ends with. */
  const failureOf = (options?: Parameters<typeof gw>[1]) =>
    failed(gw(fakeFetch(() => 'hang').fetch, options).get('search/commodity', { keyword: 'a' }));

  test('30000 ms by default, then "Request timeout after 30000ms"', async () => {
    const p = failureOf();
    jest.advanceTimersByTime(29999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    const err = await p;
    expect([err.kind, err.message]).toEqual(['timeout', 'Request timeout after 30000ms']);
  });

  test('a configured timeout says its own figure', async () => {
    const p = failureOf({ timeoutMs: 800 });
    jest.advanceTimersByTime(800);
    expect((await p).message).toBe('Request timeout after 800ms');
  });
});

test('a fetch that ignores its signal (an old polyfill) still times out and still aborts', async () => {
  jest.useFakeTimers();
  const deaf = (() => new Promise(() => {})) as unknown as typeof fetch;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const timedOut = gw(deaf, { timeoutMs: 500 })
    .get('search/commodity', { keyword: 'a' })
    .then(
      () => null,
      (e: GatewayError) => e,
    );
  jest.advanceTimersByTime(500);
  expect((await timedOut)!.message).toBe('Request timeout after 500ms');
  const ctrl = new AbortController();
  const aborted = gw(deaf)
    .get('search/commodity', { keyword: 'a' }, ctrl.signal)
    .then(
      () => null,
      (e: GatewayError) => e,
    );
  ctrl.abort();
  expect((await aborted)!.kind).toBe('abort');
  jest.useRealTimers();
  expect(warn.mock.calls.map((c) => c[0])).toEqual(['SearchPopup: Request timeout after 500ms']);
  warn.mockRestore();
});

test('the caller aborting a superseded call fails it as abort, not as an error to show', async () => {
  const { fetch, calls } = fakeFetch(() => 'hang');
  const ctrl = new AbortController();
  const p = failed(gw(fetch).get('search/commodity', { keyword: 'a' }, ctrl.signal));
  ctrl.abort();
  expect((await p).kind).toBe('abort');
  expect(calls[0].init.signal!.aborted).toBe(true);
  const already = await failed(gw(fetch).get('x', {}, ctrl.signal));
  expect(already.kind).toBe('abort');
  expect(calls).toHaveLength(1);
});

/** Issue 15 #4, issue 38 #7: an answer body over its path's cap (256 KB for products) is refused before it is parsed. */
describe('the answer size limit', () => {
  const respond = (res: Record<string, unknown>) =>
    (() => Promise.resolve({ ok: true, status: 200, ...res })) as unknown as typeof fetch;
  // jsdom has no TextDecoder: node's, for the streamed bodies.
  const g = globalThis as { TextDecoder?: unknown };
  const had = g.TextDecoder;
  beforeAll(async () => {
    g.TextDecoder ??= (await import('node:util')).TextDecoder;
  });
  afterAll(() => {
    g.TextDecoder = had;
  });

  test('a body read with text() (a polyfill without streams) over the limit fails as size; at the limit it is read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const over = '{"resultDocuments":[' + ' '.repeat(PRODUCTS_CAP) + ']}';
    await expect(gw(respond({ text: async () => over })).get('search/commodity', {})).rejects.toMatchObject({
      kind: 'size',
      message: expect.stringContaining('over 262144 bytes'),
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('over 262144 bytes'));
    const at = '{"resultDocuments":[' + ' '.repeat(PRODUCTS_CAP - 22) + ']}';
    await expect(gw(respond({ text: async () => at })).get('search/commodity', {})).resolves.toEqual({
      resultDocuments: [],
    });
    warn.mockRestore();
  });

  test('a streamed body stops being read at the limit and its stream is cancelled', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let reads = 0;
    let cancelled = false;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = {
      getReader: () => ({
        read: async () => {
          reads++;
          return { done: false, value: chunk };
        },
        cancel: async () => void (cancelled = true),
      }),
    };
    const text = jest.fn(async () => '');
    await expect(gw(respond({ body, text })).get('search/commodity', {})).rejects.toMatchObject({ kind: 'size' });
    expect(reads).toBe(5);
    expect(cancelled).toBe(true);
    expect(text).not.toHaveBeenCalled();
    // A small streamed answer, in UTF-8 split across chunks, reads whole.
    const bytes = new (await import('node:util')).TextEncoder().encode('{"resultDocuments":[{"keywords":"해리"}]}');
    const parts = [bytes.slice(0, 25), bytes.slice(25)];
    const small = {
      getReader: () => ({
        read: async () => (parts.length ? { done: false, value: parts.shift() } : { done: true, value: undefined }),
        cancel: async () => {},
      }),
    };
    await expect(gw(respond({ body: small, text })).get('search/trendkeyword', {})).resolves.toEqual({
      resultDocuments: [{ keywords: '해리' }],
    });
    warn.mockRestore();
  });

  test('each path has its own cap: 800 KB of keywords (under the old 1 MB limit) is cut off at 16 KB', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let reads = 0;
    const chunk = new Uint8Array(4 * 1024).fill(0x20);
    const body = {
      getReader: () => ({
        read: async () => (reads++ < 200 ? { done: false, value: chunk } : { done: true, value: undefined }),
        cancel: async () => {},
      }),
    };
    await expect(gw(respond({ body })).get('search/trendkeyword', {})).rejects.toMatchObject({
      kind: 'size',
      message: expect.stringContaining('over 16384 bytes'),
    });
    expect(reads).toBe(5);
    const big = '{"resultDocuments":[' + ' '.repeat(100 * 1024) + ']}';
    await expect(gw(respond({ text: async () => big })).get('search/author', {})).rejects.toMatchObject({
      kind: 'size',
    });
    await expect(gw(respond({ text: async () => big })).get('search/commodity', {})).resolves.toEqual({
      resultDocuments: [],
    });
    warn.mockRestore();
  });

  test('a declared Content-Length over the limit is refused before anything is read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const text = jest.fn(async () => '{}');
    const headers = { get: (name: string) => (name === 'content-length' ? String(30 * 1024 * 1024) : null) };
    await expect(gw(respond({ headers, text })).get('search/commodity', {})).rejects.toMatchObject({ kind: 'size' });
    expect(text).not.toHaveBeenCalled();
    // An error status with a huge body is still the status's error.
    await expect(
      gw(respond({ ok: false, status: 502, headers, text })).get('search/commodity', {}),
    ).rejects.toMatchObject({ kind: 'http', status: 502 });
    warn.mockRestore();
  });
});

/** Issue 38 #7: 800 KB of arrays nested 400,000 deep took 0.6–1 s to parse; refused unparsed. */
describe('nesting', () => {
  test.each<[string, string]>([
    ['arrays 100,000 deep (200 KB, under the cap)', '['.repeat(100000) + ']'.repeat(100000)],
    [
      'one level past the limit in a row',
      '{"resultDocuments":[{"a":' + '['.repeat(MAX_ANSWER_DEPTH) + ']'.repeat(MAX_ANSWER_DEPTH) + '}]}',
    ],
  ])('%s: a parse error, JSON.parse never called', async (_, body) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const parse = jest.spyOn(JSON, 'parse');
    const { fetch } = fakeFetch(() => ({ body }));
    await expect(gw(fetch).get('search/commodity', {})).rejects.toMatchObject({
      kind: 'parse',
      message: 'Gateway answer for search/commodity?deviceType=P nests deeper than 8 levels: not parsed',
    });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    warn.mockRestore();
  });

  test('the hostile shapes (a wrong type in a field, __proto__ keys) parse', async () => {
    const body = '{"__proto__":{"x":1},"resultDocuments":[{"rprs_INFO":{"@@":[1]},"cmdt_NAME":"[[[[[[[[[["}]}';
    const { fetch } = fakeFetch(() => ({ body }));
    await expect(gw(fetch).get('search/author', {})).resolves.toMatchObject({
      resultDocuments: [{ cmdt_NAME: '[[[[[[[[[[' }],
    });
  });
});

/**
 * Issue 38: on a page whose Object.prototype.then is a function, fetch's promise of its Response never settles: the
 * client goes through XMLHttpRequest. Polluted only while the call starts (synchronously, where the client chooses):
 * the test runner's own promises stay clean.
 */
describe('a polluted Object.prototype.then', () => {
  class FakeXhr {
    static made: FakeXhr[] = [];
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown;
    status = 0;
    responseText = '';
    aborted = false;
    onload: (() => void) | null = null;
    onprogress: ((e: { loaded: number }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      FakeXhr.made.push(this);
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.body = body;
    }
    abort() {
      this.aborted = true;
      this.status = 0;
    }
    answer(status: number, text: string) {
      this.status = status;
      this.onprogress?.({ loaded: text.length });
      if (this.aborted) return;
      this.responseText = text;
      this.onload?.();
    }
  }
  const g = globalThis as { XMLHttpRequest?: unknown };
  const had = g.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.made = [];
    g.XMLHttpRequest = FakeXhr;
  });
  afterEach(() => {
    g.XMLHttpRequest = had;
  });
  /** `call` started while Object.prototype.then is a function that never calls back. */
  const polluted = <T>(call: () => T): T => {
    const proto = Object.prototype as { then?: unknown };
    proto.then = function () {};
    try {
      return call();
    } finally {
      delete proto.then;
    }
  };

  test('the call goes through XMLHttpRequest with its headers (none from the prototype), not fetch', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: '{}' }));
    const answer = polluted(() => gw(fetch, { accessToken: 'tok' }).post('cart/addCartProc', '{"addCartProcList":[]}'));
    const [x] = FakeXhr.made;
    expect([x.method, x.url, x.body]).toEqual([
      'POST',
      'https://shop.example.com/api/gw/cart/addCartProc',
      '{"addCartProcList":[]}',
    ]);
    expect(x.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
    });
    x.answer(200, '{"data":[{"resultCode":"INS"}]}');
    expect(await answer).toEqual({ data: [{ resultCode: 'INS' }] });
    expect(calls).toHaveLength(0);
  });

  test('a body past the path cap is cut off as it arrives (size); an error status is http; an abort aborts it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = fakeFetch(() => ({ body: '{}' }));
    const big = polluted(() => gw(fetch).get('search/trendkeyword', {}));
    FakeXhr.made[0].answer(200, '[' + ' '.repeat(16 * 1024) + ']');
    await expect(big).rejects.toMatchObject({ kind: 'size' });
    expect(FakeXhr.made[0].aborted).toBe(true);
    const down = polluted(() => gw(fetch).get('search/author', {}));
    FakeXhr.made[1].answer(502, '{"error":"bad_gateway"}');
    await expect(down).rejects.toMatchObject({ kind: 'http', status: 502, body: '{"error":"bad_gateway"}' });
    const ctrl = new AbortController();
    const gone = polluted(() => gw(fetch).get('search/author', {}, ctrl.signal));
    ctrl.abort();
    await expect(gone).rejects.toMatchObject({ kind: 'abort' });
    expect(FakeXhr.made[2].aborted).toBe(true);
    warn.mockRestore();
  });
});
