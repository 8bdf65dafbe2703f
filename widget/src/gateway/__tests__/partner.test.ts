import { waitFor } from '@testing-library/dom';
import { testEnv } from '../../core/__tests__/fixtures';
import { createGateway } from '../client';
import { connect } from '../client';

type Call = { url: string; init: RequestInit };

/** A fetch that answers from `reply` and records each call. */
function fakeFetch(reply: (call: Call) => { status?: number; body?: string } | Error) {
  const calls: Call[] = [];
  const fn = (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    const r = reply(call);
    if (r instanceof Error) return Promise.reject(r);
    const status = r.status ?? 200;
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => r.body ?? '' });
  };
  return { fetch: fn as unknown as typeof fetch, calls };
}
const headers = (c: Call) => c.init.headers as Record<string, string>;

describe('cdnBase: the empty-input answers from the published files first', () => {
  const gw = (f: typeof fetch) =>
    createGateway({
      base: 'https://shop.example.com/api/gw',
      deviceType: 'M',
      fetch: f,
      accessToken: 'secret',
      cdnBase: 'https://cdn.example.net/sp',
    });

  test('a published path is read from the CDN without credentials or token', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: '{"resultDocuments":[{"keywords":"한강"}]}' }));
    await expect(gw(fetch).get('search/risekeyword', { age: '20', sex: '1' })).resolves.toEqual({
      resultDocuments: [{ keywords: '한강' }],
    });
    expect(calls.map((c) => c.url)).toEqual(['https://cdn.example.net/sp/M/risekeyword/20-1.json']);
    expect(calls[0].init.credentials).toBe('omit');
    expect(headers(calls[0]).Authorization).toBeUndefined();
  });

  test.each([[{ status: 404 }], [{ status: 200, body: '<html>' }], [new TypeError('Failed to fetch')]])(
    'a CDN file that fails (%p) falls back to the gateway',
    async (cdnAnswer) => {
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      const { fetch, calls } = fakeFetch((c) => (c.url.startsWith('https://cdn.') ? cdnAnswer : { body: '{"ok":1}' }));
      await expect(gw(fetch).get('search/trendkeyword', {})).resolves.toEqual({ ok: 1 });
      expect(calls[1].url).toBe('https://shop.example.com/api/gw/search/trendkeyword?deviceType=M');
      expect(headers(calls[1]).Authorization).toBe('Bearer secret');
    },
  );

  test('the typed search never goes to the CDN', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: '{}' }));
    await gw(fetch).get('search/commodity', { keyword: '해리' });
    expect(calls[0].url).toMatch(/^https:\/\/shop\.example\.com\/api\/gw\/search\/commodity\?/);
  });

  test('a superseded call is not asked again of the gateway', async () => {
    const ctrl = new AbortController();
    const { fetch, calls } = fakeFetch(() => {
      ctrl.abort();
      return new Error('aborted');
    });
    await expect(gw(fetch).get('search/trendkeyword', {}, ctrl.signal)).rejects.toMatchObject({ kind: 'abort' });
    expect(calls).toHaveLength(1);
  });
});

describe('a gateway on another origin that fails: the console names the cause once', () => {
  const failing = (probe: 'opaque' | 'down') =>
    fakeFetch((c) =>
      c.init.mode === 'no-cors'
        ? probe === 'opaque'
          ? { status: 0 }
          : new TypeError('x')
        : new TypeError('Failed to fetch'),
    );
  // A refusal holds for the page's life (every box of it: gateway/client.ts `refusals`), and a test file is one
  // page: the refused gateway has a base of its own.
  const REFUSING = 'https://refusing.example.com/api/gw';
  const run = async (probe: 'opaque' | 'down', pageOrigin: string, base = 'https://shop.example.com/api/gw') => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, calls } = failing(probe);
    const g = createGateway({ base, deviceType: 'P', fetch, pageOrigin });
    await expect(g.get('search/trendkeyword', {})).rejects.toMatchObject({ kind: 'network' });
    // The probe's answer is what the console line waits for.
    if (calls.some((c) => c.init.mode === 'no-cors')) await waitFor(() => expect(errors).toHaveBeenCalled());
    return {
      g,
      calls,
      errors: errors.mock.calls.map((c) => String(c[0])),
      warnings,
      probes: calls.filter((c) => c.init.mode === 'no-cors'),
    };
  };
  afterEach(() => jest.restoreAllMocks());

  test('refused by CORS (the server answered, the browser kept it from the page): said once, and asked no more', async () => {
    const { g, calls, errors, warnings, probes } = await run('opaque', 'https://blog.partner.example', REFUSING);
    expect(errors).toEqual([
      'SearchPopup: gateway https://refusing.example.com/api/gw refused this origin (CORS): ask the shop to allow https://blog.partner.example (its PARTNER_ORIGINS, docs/partners.md); asked no more from this page (Network error: Failed to fetch)',
    ]);
    expect(probes).toHaveLength(1);
    expect(probes[0].init.credentials).toBe('omit');
    const asked = calls.length;
    const said = warnings.mock.calls.length;
    // Every later call fails at once, without a request or another line; another client of the page (a second
    // box, a remount) too.
    await expect(g.get('search/commodity', { keyword: '해리' })).rejects.toMatchObject({ kind: 'refused' });
    const other = createGateway({ base: REFUSING, deviceType: 'P', fetch: failing('opaque').fetch, pageOrigin: 'x' });
    await expect(other.get('search/author', { keyword: '해리' })).rejects.toMatchObject({ kind: 'refused' });
    expect(calls).toHaveLength(asked);
    expect(warnings.mock.calls).toHaveLength(said);
    expect(errors).toHaveLength(1);
  });
  test('not reachable at all: said once, and asked again on the next need', async () => {
    const { g, calls, errors } = await run('down', 'https://blog.partner.example');
    expect(errors).toEqual([
      'SearchPopup: gateway https://shop.example.com/api/gw cannot be reached from https://blog.partner.example (Network error: Failed to fetch)',
    ]);
    const asked = calls.length;
    await expect(g.get('search/commodity', { keyword: '해리' })).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toHaveLength(asked + 1);
  });
  test('a gateway that answered the page before and then fails with an opaque probe (a proxy’s error page in an outage) is asked again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let down = false;
    const { fetch, calls } = fakeFetch((c) =>
      c.init.mode === 'no-cors' ? { status: 0 } : down ? new TypeError('Failed to fetch') : { body: '{"ok":1}' },
    );
    const base = 'https://outage.example.com/api/gw';
    const g = createGateway({ base, deviceType: 'P', fetch, pageOrigin: 'https://blog.partner.example' });
    await expect(g.get('search/trendkeyword', {})).resolves.toEqual({ ok: 1 });
    down = true;
    await expect(g.get('search/commodity', { keyword: '해리' })).rejects.toMatchObject({ kind: 'network' });
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(String(errors.mock.calls[0][0])).toContain('answered https://blog.partner.example before');
    down = false;
    const asked = calls.length;
    await expect(g.get('search/commodity', { keyword: '해리' })).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(asked + 1);
  });
  test('the page’s own gateway: no probe, the warning only', async () => {
    const { errors, probes } = await run('opaque', 'https://shop.example.com');
    expect(errors).toEqual([]);
    expect(probes).toHaveLength(0);
  });
});

describe('connect: what a partner page sends', () => {
  const env = testEnv();
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
    jest.restoreAllMocks();
  });
  const tokenSent = async (pageUrl: string, raw: Record<string, unknown>) => {
    const { fetch, calls } = fakeFetch(() => ({ body: '{}' }));
    globalThis.fetch = fetch;
    await connect({ accessToken: 'tok', ...raw }, env, pageUrl, 'P').g.get('search/commodity', { keyword: 'a' });
    return [headers(calls[0]).Authorization ?? null, calls[0].init.credentials, calls[0].url.split('/search/')[0]];
  };
  test.each([
    // the shop's own page: its gateway on another of its hosts still gets the token
    // (cookies: `same-origin` sends none to another origin; never `include`)
    ['https://shop.example.com/', { gateway: 'https://api.example.com/gw' }, 'Bearer tok', 'same-origin'],
    // a partner page: a gateway on the shop's origin gets neither token nor cookies
    ['https://blog.partner.example/', { gateway: 'https://shop.example.com/api/gw' }, null, 'same-origin'],
    // a partner page's own proxy (same origin) is trusted with what the config gives
    ['https://blog.partner.example/', { gateway: '/proxy/gw' }, 'Bearer tok', 'same-origin'],
    // a config that names a partner on the shop's own origin
    ['https://shop.example.com/', { gateway: 'https://api.example.com/gw', partner: 'cat' }, null, 'same-origin'],
  ])('%p %j → %p, %p', async (page, raw, auth, credentials) => {
    const [a, c] = await tokenSent(page, raw);
    expect([a, c]).toEqual([auth, credentials]);
  });
  test('a relative gateway resolves against the page, not <base href>', async () => {
    const [, , base] = await tokenSent('https://blog.partner.example/a/b', { gateway: 'proxy/gw' });
    expect(base).toBe('https://blog.partner.example/a/proxy/gw');
  });
  test('a cdnBase that is not http(s) is left out with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, calls } = fakeFetch(() => ({ body: '{}' }));
    globalThis.fetch = fetch;
    const raw = { cdnBase: 'javascript:alert(1)' };
    await connect(raw, env, 'https://blog.partner.example/', 'P').g.get('search/trendkeyword', {});
    expect(calls[0].url).toBe(
      'https://shop.example.com/api/gw/search/trendkeyword?deviceType=P'.replace(
        'https://shop.example.com',
        'https://blog.partner.example',
      ),
    );
    expect(warn).toHaveBeenCalledWith('SearchPopup: config.cdnBase is not an http(s) URL; asking the gateway');
  });
});
