/** Why a gateway call failed. `abort` means a newer call superseded it: not an error to show. */
export type GatewayErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'abort';

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
  accessToken?: string | null;
  /** @default 30000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type Params = Record<string, string | number>;

/**
 * The only code that talks to the network (contract §5): `{base}/{path}` with URL-encoded parameters and
 * `deviceType`, a Bearer token when given, a timeout that fails with `Request timeout after {n}ms`, and the
 * caller's AbortSignal to cancel a superseded call. A non-2xx answer fails with its status and body. The
 * answer is returned as untrusted `unknown` JSON: decoding is the caller's job.
 */
export function createGateway(options: GatewayOptions) {
  const timeoutMs = options.timeoutMs ?? 30000;
  const doFetch = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');

  async function request(path: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
    if (signal?.aborted) throw new GatewayError('Request aborted', 'abort');
    const ctrl = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, timeoutMs);
    const onAbort = () => ctrl.abort();
    signal?.addEventListener('abort', onAbort);
    const failure = (e: unknown) =>
      e instanceof GatewayError ? e
      : timedOut ? new GatewayError('Request timeout after ' + timeoutMs + 'ms', 'timeout')
      : signal?.aborted ? new GatewayError('Request aborted', 'abort')
      : new GatewayError('Network error: ' + ((e as Error)?.message || String(e)), 'network');
    try {
      const headers: Record<string, string> = { Accept: 'application/json', ...(init.headers as Record<string, string>) };
      if (options.accessToken) headers.Authorization = 'Bearer ' + options.accessToken;
      const res = await doFetch(base + '/' + path, { ...init, headers, signal: ctrl.signal, credentials: 'same-origin' });
      const body = await res.text();
      if (!res.ok) throw new GatewayError('Gateway answered ' + res.status + ' for ' + path, 'http', res.status, body.slice(0, 2000));
      if (!body.trim()) return null;
      try {
        return JSON.parse(body);
      } catch {
        throw new GatewayError('Gateway answered malformed JSON for ' + path, 'parse', res.status, body.slice(0, 2000));
      }
    } catch (e) {
      throw failure(e);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    get(path: string, params: Params, signal?: AbortSignal): Promise<unknown> {
      const query = new URLSearchParams();
      for (const key of Object.keys(params)) query.append(key, String(params[key]));
      query.append('deviceType', options.deviceType);
      return request(path + '?' + query.toString(), { method: 'GET' }, signal);
    },
    post(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
      return request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, signal);
    },
  };
}
export type Gateway = ReturnType<typeof createGateway>;
