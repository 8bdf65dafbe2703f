import { answerCap, MAX_ANSWER_DEPTH, nestsDeeper } from '../core/answerLimits';
import { gatewayFailure } from '../core/gatewayRefusal';
import { cdnUrl, isPartnerPage, readPartnerKeys } from '../core/partner';
import { readConfig } from '../core/readConfig';
import { thenSafe } from '../core/thenSafe';
import type { Env } from '../core/types';
import { createPrefetch } from './prefetch';
/**
 * Why a gateway call failed. `abort` means a newer call superseded it: not an error to show. `size`: the answer's
 * body was over its path's cap (core/answerLimits.ts) and was not read to its end. `parse`: not JSON, or JSON
 * nested deeper than the contract's shapes need (refused before it is parsed). `refused`: the gateway refused this
 * page's origin (CORS) earlier, and is not asked again (`refusals`).
 */
export type GatewayErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'size' | 'abort' | 'refused';

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly kind: GatewayErrorKind,
    readonly status: number | null = null,
    readonly body: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface GatewayOptions {
  /** The gateway's base URL, absolute (the entry resolves a relative one against the page). */
  base: string;
  deviceType: 'P' | 'M';
  /** Sent as a Bearer token; the entry gives none to a gateway on another origin of a partner page. */
  accessToken?: string | null;
  /** The page's own origin: a failed call to a gateway on another origin is diagnosed (CORS or unreachable). */
  pageOrigin?: string;
  /** Where the empty-input answers are published as static JSON (core/partner.ts cdnUrl); the gateway is the fallback. */
  cdnBase?: string | null;
  /** @default 30000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type Params = Record<string, string | number>;

/**
 * The HTTP methods the spec's request layer knows (§7: GET, POST, PUT, DELETE, PATCH). The popup's own calls are
 * GETs and the cart's POST (contract §5); the others are there for a shop's other services on the same client.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

class TooLarge extends Error {}

/**
 * The gateways (their bases) that refused this page's origin (CORS, core/gatewayRefusal.ts): asked nothing more for
 * the page's life, by any box of the page. The popup's views show their calm line for them (entries/popupParts.ts
 * listens here).
 */
const refusedBases = new Set<string>();
/** The gateways that answered this page (CORS let it read them): a later failure of theirs is no refusal. */
const answeredBases = new Set<string>();
const hearers = new Set<() => void>();
export const refusals = {
  has: (base: string) => refusedBases.has(base),
  /** Called on each new refusal; returns the undo. */
  listen(hear: () => void): () => void {
    hearers.add(hear);
    return () => void hearers.delete(hear);
  },
};

/** A config's gateway as an absolute base without a trailing slash, resolved against the page's own address. */
export const gatewayBase = (gateway: string, pageUrl: string) => new URL(gateway, pageUrl).href.replace(/\/+$/, '');

/** How long a CDN file may take before the gateway is asked instead. */
export const CDN_TIMEOUT_MS = 3000;

/**
 * A response's body as text, read no further than `cap` bytes: through its stream where there is one (the
 * read stops and the stream is cancelled at the limit), else `text()` (a host's fetch polyfill) checked after.
 * A declared Content-Length over the limit is refused before anything is read.
 */
async function readCapped(res: Response, cap: number): Promise<string> {
  const declared = Number(res.headers?.get?.('content-length'));
  if (declared > cap) throw new TooLarge();
  const reader =
    res.body && typeof res.body.getReader === 'function' && typeof TextDecoder === 'function'
      ? res.body.getReader()
      : null;
  if (!reader) {
    const body = String(await res.text());
    // UTF-16 units, not bytes: a body of this many units is over the limit in UTF-8 too.
    if (body.length > cap) throw new TooLarge();
    return body;
  }
  const decoder = new TextDecoder();
  let size = 0;
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return body + decoder.decode();
    size += value.byteLength;
    if (size > cap) {
      reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    body += decoder.decode(value, { stream: true });
  }
}

/**
 * `fetch` through XMLHttpRequest, for a page that put a `then` function on Object.prototype (core/thenSafe.ts):
 * there fetch's promise of its Response adopts that `then` and never settles, and so does a stream reader's read.
 * The answer's text is cut off as it arrives once past `cap` bytes (its `text()` then fails as too large). No
 * credentials: cookies go to the page's own origin only, as with `same-origin`.
 */
function viaXhr(url: string, init: RequestInit, cap: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const x = new XMLHttpRequest();
    const answer = (over: boolean) =>
      resolve(
        thenSafe({
          ok: x.status > 199 && x.status < 300,
          status: x.status,
          text: () => (over ? Promise.reject(new TooLarge()) : Promise.resolve(x.responseText)),
        } as unknown as Response),
      );
    x.open(init.method!, url);
    const headers = init.headers as Record<string, string>;
    // Own keys only: a polluted prototype's names are no headers.
    for (const k of Object.keys(headers)) x.setRequestHeader(k, headers[k]);
    x.onload = () => answer(false);
    x.onprogress = (e) => {
      if (e.loaded <= cap) return;
      answer(true);
      x.abort();
    };
    x.onerror = () => reject(new Error('XMLHttpRequest failed'));
    init.signal!.addEventListener('abort', () => x.abort());
    x.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/**
 * The only code that talks to the network (contract §5): `{base}/{path}` with URL-encoded parameters and
 * `deviceType`, a Bearer token when given, a timeout that fails with `Request timeout after {n}ms`, and the
 * caller's AbortSignal to cancel a superseded call. A non-2xx answer fails with its status and body; a body over
 * its path's cap fails unread (`size`), one nested deeper than MAX_ANSWER_DEPTH unparsed (`parse`), both
 * core/answerLimits.ts. The answer is returned as untrusted `unknown` JSON (safe to settle a promise with:
 * core/thenSafe.ts): decoding is the caller's job.
 */
export function createGateway(options: GatewayOptions) {
  const timeoutMs = options.timeoutMs ?? 30000;
  const doFetch = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');
  const gatewayOrigin = new URL(base).origin;
  // A quiet line for integrators (the shopper sees a quiet Korean state): once per message while it repeats.
  let last = '';
  const report = (message: string) => {
    if (message === last) return;
    last = message;
    console.warn('SearchPopup: ' + message);
  };
  // A gateway on another origin that can't be reached or refuses this page: said once, as an error naming the cause.
  // One that refused (the probe answered: CORS) is asked nothing more on this page.
  let diagnosed = false;
  const diagnose = (url: string, error: GatewayError) => {
    const page = options.pageOrigin;
    if (diagnosed || !page || page === gatewayOrigin || typeof doFetch !== 'function') return;
    diagnosed = true;
    const said = (answered: boolean) => {
      const kind = error.kind === 'timeout' ? 'timeout' : 'network';
      const seen = { kind, probeAnswered: answered, answeredBefore: answeredBases.has(base) } as const;
      const { refused, line } = gatewayFailure(seen, base, page, error.message);
      if (refused) {
        refusedBases.add(base);
        hearers.forEach((hear) => hear());
      }
      console.error(line);
    };
    doFetch(url, { mode: 'no-cors', credentials: 'omit' }).then(
      () => said(true),
      () => said(false),
    );
  };

  async function request(
    path: string,
    init: RequestInit,
    signal?: AbortSignal,
    at: { url: string; token: boolean; timeoutMs?: number } = { url: base + '/' + path, token: true },
  ): Promise<unknown> {
    const waitMs = at.timeoutMs ?? timeoutMs;
    const cap = answerCap(path);
    if (signal?.aborted) throw new GatewayError('Request aborted', 'abort');
    // Said once already (diagnose): no request, no other line.
    if (at.token && refusedBases.has(base))
      throw new GatewayError('Gateway ' + base + ' refused this origin', 'refused');
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort = () => {};
    // The timeout and the caller's abort settle the call themselves: a host's fetch polyfill may ignore signals.
    const stop = new Promise<never>((_, reject) => {
      // Settle first, then abort: the fetch's own abort error must not win the race.
      timer = setTimeout(() => {
        reject(new GatewayError('Request timeout after ' + waitMs + 'ms', 'timeout'));
        ctrl.abort();
      }, waitMs);
      onAbort = () => {
        reject(new GatewayError('Request aborted', 'abort'));
        ctrl.abort();
      };
      signal?.addEventListener('abort', onAbort);
    });
    stop.catch(() => {});
    try {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...(init.headers as Record<string, string>),
      };
      if (options.accessToken && at.token) headers.Authorization = 'Bearer ' + options.accessToken;
      const req: RequestInit = {
        ...init,
        headers,
        signal: ctrl.signal,
        credentials: at.token ? 'same-origin' : 'omit',
      };
      const polluted = typeof ({} as { then?: unknown }).then == 'function';
      const res = await Promise.race([polluted ? viaXhr(at.url, req, cap) : doFetch(at.url, req), stop]);
      if (at.token) answeredBases.add(base);
      const body = await Promise.race([readCapped(res, cap), stop]).catch((e: unknown) => {
        if (!(e instanceof TooLarge)) throw e;
        if (!res.ok)
          throw new GatewayError('Gateway answered ' + res.status + ' for ' + path, 'http', res.status, null);
        throw new GatewayError(
          'Gateway answer for ' + path + ' is over ' + cap + ' bytes: not read',
          'size',
          res.status,
        );
      });
      if (!res.ok)
        throw new GatewayError(
          'Gateway answered ' + res.status + ' for ' + path,
          'http',
          res.status,
          body.slice(0, 2000),
        );
      last = '';
      if (!body.trim()) return null;
      if (nestsDeeper(body))
        throw new GatewayError(
          'Gateway answer for ' + path + ' nests deeper than ' + MAX_ANSWER_DEPTH + ' levels: not parsed',
          'parse',
          res.status,
        );
      try {
        return thenSafe(JSON.parse(body) as unknown);
      } catch {
        throw new GatewayError('Gateway answered malformed JSON for ' + path, 'parse', res.status, body.slice(0, 2000));
      }
    } catch (e) {
      const error =
        e instanceof GatewayError
          ? e
          : signal?.aborted
            ? new GatewayError('Request aborted', 'abort')
            : new GatewayError('Network error: ' + ((e as Error)?.message || String(e)), 'network');
      if (error.kind !== 'abort') report(error.message);
      if ((error.kind === 'network' || error.kind === 'timeout') && at.token) diagnose(at.url, error);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * `path?{params}&deviceType=…`, the parameters URL-encoded (UTF-8). An `advertising/` path is asked bare: the
   * contract's table (§5) and spec §7 give it no parameter, not even `deviceType`.
   */
  const withQuery = (path: string, params: Params) => {
    const query = new URLSearchParams();
    for (const key of Object.keys(params)) query.append(key, String(params[key]));
    if (!path.startsWith('advertising/')) query.append('deviceType', options.deviceType);
    const text = query.toString();
    return text ? path + '?' + text : path;
  };
  /** A call with a JSON body (`json` is its text: core/json.ts writes it). */
  const withBody = (method: HttpMethod, path: string, json: string, signal?: AbortSignal) =>
    request(path, { method, body: json, headers: { 'Content-Type': 'application/json' } }, signal);

  return {
    get(path: string, params: Params, signal?: AbortSignal): Promise<unknown> {
      const gateway = () => request(withQuery(path, params), { method: 'GET' }, signal);
      const cdn = options.cdnBase ? cdnUrl(options.cdnBase, path, params, options.deviceType) : null;
      if (!cdn) return gateway();
      // The published file first, without credentials; the gateway when it fails (a superseded call stays failed).
      // A file that doesn't answer within CDN_TIMEOUT_MS is given up for the gateway (a CDN answers at once or not).
      const cdnAt = { url: cdn, token: false, timeoutMs: Math.min(timeoutMs, CDN_TIMEOUT_MS) };
      return request(path, { method: 'GET' }, signal, cdnAt).catch((e: GatewayError) => {
        if (e.kind === 'abort') throw e;
        return gateway();
      });
    },
    /** `json` is the body's JSON text (core/json.ts writes it). */
    post: (path: string, json: string, signal?: AbortSignal): Promise<unknown> => withBody('POST', path, json, signal),
    put: (path: string, json: string, signal?: AbortSignal): Promise<unknown> => withBody('PUT', path, json, signal),
    patch: (path: string, json: string, signal?: AbortSignal): Promise<unknown> =>
      withBody('PATCH', path, json, signal),
    /** A DELETE, its parameters in the query like a GET's (never from the CDN). */
    delete: (path: string, params: Params, signal?: AbortSignal): Promise<unknown> =>
      request(withQuery(path, params), { method: 'DELETE' }, signal),
  };
}
/** The whole client: every method the spec lists. */
type GatewayClient = ReturnType<typeof createGateway>;
/** What the popup calls (contract §5: its GETs and the cart's POST); test doubles provide only these. */
export type Gateway = Pick<GatewayClient, 'get' | 'post'>;

/**
 * The gateway client of a mounted widget and its early answers. The gateway's base resolves against the page's own
 * address, not a host page's `<base href>` (a partner page that points `<base>` elsewhere still reaches its
 * gateway). On a partner page (contract §6) a gateway on another origin gets no access token and no cookies, and
 * the empty-input answers come from `cdnBase` when the config gives one.
 */
export function connect(raw: unknown, env: Env, pageUrl: string, deviceType: 'P' | 'M') {
  const { config } = readConfig(raw, env);
  const keys = readPartnerKeys(raw);
  const base = gatewayBase(config.gateway, pageUrl);
  const page = new URL(pageUrl).origin;
  const partner = isPartnerPage(page, config.env, keys.partner);
  // A shop page on an origin its env doesn't name would hand its carts off without saying why: said once here.
  if (partner && !keys.partner)
    console.info('SearchPopup: ' + page + ' is none of the env hosts: a partner page (docs/partners.md)');
  let cdnBase: string | null = null;
  if (keys.cdnBase) {
    try {
      const u = new URL(keys.cdnBase, pageUrl);
      if (/^https?:$/.test(u.protocol)) cdnBase = u.href;
    } catch {
      // not a URL: said below
    }
    if (!cdnBase) console.warn('SearchPopup: config.cdnBase is not an http(s) URL; asking the gateway');
  }
  const g = createGateway({
    base,
    deviceType,
    accessToken: partner && new URL(base).origin !== page ? null : config.accessToken,
    timeoutMs: config.timeoutMs,
    pageOrigin: page,
    cdnBase,
  });
  return { g, prefetch: createPrefetch(g) };
}
