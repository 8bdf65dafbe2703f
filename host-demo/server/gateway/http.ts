/**
 * The reference gateway over HTTP: what a shop's server puts in front of ./answers.ts (docs/deploy.md, "The
 * gateway a shop copies"). `gatewayHttp` answers the gateway's base (`/api/gw/…`) and the static empty-input
 * answers (`/cdn/search-popup/…`, docs/partners.md); the rest of this file is what every answer of the shop's server
 * needs as well:
 * - `limitedServer`: at most OPEN_REQUESTS_PER_CLIENT requests of one client (its address) open at once, more
 *   answer 429 at once; a thrown error becomes a JSON answer (a malformed escape or request target 400, a slow body
 *   408, a large one 413, else 500);
 * - each client's work budget (./clientBudget.ts): the gateway's work is charged to it, a spent one answers 429;
 * - `readBody`: a body of at most 1 MiB (413) that arrives within the body timeout (10 s; 408);
 * - `refusedWrite`: a write (a POST) only from the site's own pages, in the body types it takes (./writeGuard.ts);
 * - the anonymous cart's owner cookie handed to the gateway (on http only one bound to the client), and both
 *   temporary member cookies when the cart answer issued a number (./tempMembers.ts);
 * - CORS for the partner origins, the CDN files' caching (./partners.ts).
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { MAX_CONNECTIONS, OPEN_REQUESTS_PER_CLIENT } from '../store/limits';
import type { GatewayAnswer, GatewayCall } from './answers';
import { clientBudget } from './clientBudget';
import { cdnAnswer, gatewayCors } from './partners';
import { clientId } from './clientId';
import { cookieJar } from './cookies';
import type { TempMembers } from './tempMembers';
import { checkWrite } from './writeGuard';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** Where the gateway answers (the widget's default `gateway`, contract §5) and where its CDN files are. */
export const GATEWAY_BASE = '/api/gw/';
export const CDN_BASE = '/cdn/search-popup/';
const MAX_BODY = 1 << 20;
/** A body must arrive within this many ms of the request's head (a slow upload holds a socket and memory). */
const BODY_TIMEOUT_MS = 10_000;

/** Who the request counts as for every per-client rule: its IPv4 address or IPv6 /64 (./clientId.ts). */
export const clientOf = (req: IncomingMessage): string => clientId(req.socket.remoteAddress);

/** Reads a request's body: at most 1 MiB (else a 413 error), within `timeoutMs` (else a 408 error). */
export function readBody(req: IncomingMessage, timeoutMs = BODY_TIMEOUT_MS): Promise<string> {
  return new Promise((res, rej) => {
    let size = 0;
    const chunks: Buffer[] = [];
    // The rest is read and dropped; the error answer goes out with `Connection: close`, which ends the connection
    // once both are done. Destroying the request here would drop the answer with it (and an unread body makes the
    // close a reset that can discard the answer on the client's side).
    const refuse = (status: number, message: string) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      req.resume();
      rej(Object.assign(new Error(message), { status }));
    };
    const timer = setTimeout(() => refuse(408, 'body too slow'), timeoutMs);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) refuse(413, 'body too large');
      else chunks.push(c);
    });
    req.on('end', () => {
      clearTimeout(timer);
      res(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      rej(e);
    });
  });
}

/** One request and the means to answer it, as the gateway and the shop's routes both use them. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The request's path, as sent (percent escapes kept). */
  path: string;
  /** The site's configured origin, never the request's Host header (issue 20: a forged Host made URLs elsewhere). */
  origin: string;
  cookies: Record<string, string>;
  /** A request header; several values joined with commas. */
  header(name: string): string | undefined;
  /** Adds a cookie to whatever this request answers (a temporary member number the request lacked). */
  setCookie(line: string): void;
  /** Answers, with `X-Content-Type-Options: nosniff` and the cookies added; nothing once an answer went out. */
  send(status: number, type: string, body: string | Buffer, headers?: Record<string, string>): void;
  /** A 303 to `to`. */
  redirect(to: string, headers?: Record<string, string>): void;
  /** The request's body, within the limits of `readBody`. */
  readBody(): Promise<string>;
}

/**
 * The request target as a URL: origin-form (`/path?q`), or absolute-form (`http://host/path`, which a proxy's client
 * sends), of which the path and query are kept. A target the URL parser refuses (`http://[bad/`, `http://a:99999/`)
 * is the client's error: a 400 with nothing in the log (`limitedServer`; issue 52: it was a 500 and a stack trace).
 */
function requestUrl(target: string | undefined): URL {
  const url = URL.parse(target ?? '/', 'http://localhost');
  if (!url) throw Object.assign(new Error('malformed request target'), { status: 400 });
  return url;
}

export function exchange(
  req: IncomingMessage,
  res: ServerResponse,
  { origin, bodyTimeoutMs }: { origin: string; bodyTimeoutMs?: number },
): Exchange {
  const url = requestUrl(req.url);
  const cookiesToSet: string[] = [];
  const withCookies = (headers: Record<string, string>): OutgoingHttpHeaders => {
    const all = [...(headers['Set-Cookie'] ? [headers['Set-Cookie']] : []), ...cookiesToSet];
    return all.length ? { ...headers, 'Set-Cookie': all } : headers;
  };
  return {
    req,
    res,
    url,
    path: url.pathname,
    origin,
    cookies: cookieJar(req.headers.cookie),
    header(name) {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(',') : v;
    },
    setCookie: (line) => void cookiesToSet.push(line),
    send(status, type, body, headers = {}) {
      if (res.writableEnded) return;
      res.writeHead(status, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...withCookies(headers) });
      res.end(body);
    },
    redirect(to, headers = {}) {
      res.writeHead(303, { Location: to, 'X-Content-Type-Options': 'nosniff', ...withCookies(headers) });
      res.end();
    },
    readBody: () => readBody(req, bodyTimeoutMs),
  };
}

/**
 * Whether a write (a cart add, a sign-in) is refused: it must come from the site's own pages, with a body of one of
 * `types` (./writeGuard.ts); `browserOnly`, from a browser that says so (`Origin` or `Sec-Fetch-Site`). A refused
 * one has been answered (403 or 415).
 */
export function refusedWrite(x: Exchange, types: readonly string[], browserOnly = false): boolean {
  const verdict = checkWrite(
    { contentType: x.header('content-type'), origin: x.header('origin'), secFetchSite: x.header('sec-fetch-site') },
    { origins: [x.origin], types, browserOnly },
  );
  if (verdict.ok) return false;
  x.send(verdict.status, JSON_TYPE, JSON.stringify({ error: verdict.error, message: verdict.message }));
  return true;
}

export interface GatewayHttpOptions {
  /**
   * The partner origins whose pages may read the gateway (CORS, docs/partners.md); read on each request, so a
   * caller may fill it later (once it knows the partner site's port).
   */
  partnerOrigins?: readonly string[];
  /** How much work one client may take (./clientBudget.ts). */
  clientBudget?: Parameters<typeof clientBudget>[0];
  /**
   * The shop's temporary member numbers (./tempMembers.ts): the owner cookies a request carries (on http only those
   * bound to its client) and the cookies of a number a cart answer issued. Without it no request has an owner and an
   * issued number sets no cookie.
   */
  tempMembers?: Pick<TempMembers, 'ownersIn' | 'cookies'>;
  /** Test mode only: each gateway answer waits a random 0..n ms, so answers arrive out of order. */
  jitterMs?: number;
}

/** The signed-in member of the shop's own session, which a same-origin gateway call also carries. */
type Account = GatewayCall['sessionAccount'];

/** The gateway's HTTP side, around its answers (`createGateway(…)` of ./answers.ts). */
export function gatewayHttp(answer: (call: GatewayCall) => Promise<GatewayAnswer>, options: GatewayHttpOptions = {}) {
  const budget = clientBudget(options.clientBudget);
  const partners = options.partnerOrigins ?? [];

  /** The gateway's answer for a path under its base (`search/commodity`), asked by this request. */
  const call = (x: Exchange, path: string, body: string | undefined, account: Account): Promise<GatewayAnswer> => {
    const auth = /^Bearer (.+)$/.exec(x.req.headers.authorization ?? '');
    const method = x.req.method ?? 'GET';
    const params = x.url.searchParams;
    return answer({
      method,
      path,
      params,
      body,
      origin: x.origin,
      token: auth ? auth[1] : null,
      sessionAccount: account,
      tempOwner: options.tempMembers?.ownersIn(x.header('cookie'), x.origin, clientOf(x.req)) ?? [],
      client: clientOf(x.req),
    });
  };

  /**
   * Work for this request, charged to its client's budget; null once the budget is spent, when `refuse` answered
   * (by default a JSON 429). The charge is the CPU time the work takes before its first wait (a search of the index,
   * a page's HTML: the work this process does); what the store does after is the store's (its own limits).
   */
  const charged = async <T>(
    x: Exchange,
    work: () => T | Promise<T>,
    refuse = () =>
      x.send(429, JSON_TYPE, '{"error":"too_many_requests"}', { 'Retry-After': '1', 'Cache-Control': 'no-store' }),
  ): Promise<T | null> => {
    const client = clientOf(x.req);
    if (!budget.admit(client)) {
      refuse();
      return null;
    }
    // CPU time, not wall time (a busy machine stretches wall time: every client would pay for the others).
    const started = process.cpuUsage();
    let pending: T | Promise<T>;
    try {
      pending = work();
    } finally {
      const used = process.cpuUsage(started);
      budget.charge(client, (used.user + used.system) / 1000);
    }
    return await pending;
  };

  /** Answers the request with the gateway's answer for its path under `prefix`. */
  const answerUnder = async (x: Exchange, prefix: string, body: string | undefined, account: Account) => {
    const answered = await charged(x, () => call(x, decodeURIComponent(x.path.slice(prefix.length)), body, account));
    if (!answered) return;
    if (answered.issuedTempMember)
      for (const line of options.tempMembers?.cookies(answered.issuedTempMember, x.origin, clientOf(x.req)) ?? [])
        x.setCookie(line);
    x.send(answered.status, JSON_TYPE, JSON.stringify(answered.body), { 'Cache-Control': 'no-store' });
  };

  /** The static empty-input answers (the spec's CDN json variant): any page may read them. */
  const cdnFile = async (x: Exchange) => {
    // Worked out like any gateway answer, so charged to the client's budget like one (a CDN in front caches it).
    const file = await charged(x, () =>
      cdnAnswer(x.path.slice(CDN_BASE.length), (path, params) =>
        answer({ method: 'GET', path, params, body: undefined, origin: x.origin, token: null, sessionAccount: null }),
      ),
    );
    if (x.res.writableEnded) return; // the 429
    if (!file) return x.send(404, JSON_TYPE, '{"error":"not_found"}', { 'Access-Control-Allow-Origin': '*' });
    if (x.header('if-none-match') === file.headers.ETag) {
      x.res.writeHead(304, file.headers);
      return void x.res.end();
    }
    x.send(200, JSON_TYPE, file.body, file.headers);
  };

  return {
    call,
    answerUnder,
    charged,
    /** Answers a request under GATEWAY_BASE or CDN_BASE (true), or leaves it (false). */
    async handle(x: Exchange, account: Account): Promise<boolean> {
      if (x.path.startsWith(CDN_BASE)) {
        cdnFile(x);
        return true;
      }
      if (!x.path.startsWith(GATEWAY_BASE)) return false;
      const post = x.req.method === 'POST';
      // Another origin's page reads the gateway only when it is a partner's (CORS); writes answer to the write check.
      const cors = post
        ? { headers: { Vary: 'Origin' } }
        : gatewayCors(x.req.method ?? 'GET', x.header('origin'), x.origin, partners);
      if (cors.refuse) {
        x.send(403, JSON_TYPE, JSON.stringify({ error: 'origin_not_allowed', message: cors.refuse }), {
          Vary: 'Origin',
          'Cache-Control': 'no-store',
        });
        return true;
      }
      if (cors.preflight) {
        x.res.writeHead(204, cors.headers);
        x.res.end();
        return true;
      }
      for (const [k, v] of Object.entries(cors.headers)) x.res.setHeader(k, v);
      if (post && refusedWrite(x, ['application/json'])) return true;
      const body = post ? await x.readBody() : undefined;
      if (options.jitterMs) {
        // Said in the answer (Server-Timing), so a test tells a delayed answer from a prompt one without a clock.
        const ms = Math.round(Math.random() * options.jitterMs);
        x.res.setHeader('Server-Timing', 'jitter;dur=' + ms);
        await new Promise((r) => setTimeout(r, ms));
      }
      await answerUnder(x, GATEWAY_BASE, body, account);
      return true;
    },
  };
}

/**
 * An HTTP server for `handle` that counts each client's open requests (past `perClient` a request waits for
 * nothing: a 429 at once) and turns an error `handle` throws into a JSON answer.
 */
export function limitedServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  perClient = OPEN_REQUESTS_PER_CLIENT,
) {
  const inFlight = new Map<string, number>();
  const server = createServer((req, res) => {
    const client = clientOf(req);
    const busy = inFlight.get(client) ?? 0;
    if (busy >= perClient) {
      res.writeHead(429, { 'Content-Type': JSON_TYPE, 'Retry-After': '1', 'X-Content-Type-Options': 'nosniff' });
      return void res.end('{"error":"too_many_requests"}');
    }
    inFlight.set(client, busy + 1);
    res.once('close', () => {
      const n = (inFlight.get(client) ?? 1) - 1;
      if (n) inFlight.set(client, n);
      else inFlight.delete(client);
    });
    handle(req, res).catch((e: Error & { status?: number }) => {
      // A path with a malformed percent escape (`/api/gw/search/%E0%A4%A`) is the client's error: a 400, not a
      // 500 with a stack trace in the log.
      const status = e instanceof URIError ? 400 : (e.status ?? 500);
      if (status === 500) console.error('demo server:', e);
      if (!res.headersSent) {
        res.writeHead(status, {
          'Content-Type': JSON_TYPE,
          'X-Content-Type-Options': 'nosniff',
          ...(status === 413 || status === 408 ? { Connection: 'close' } : {}),
        });
        const error =
          { 400: 'bad_request', 408: 'request_timeout', 413: 'payload_too_large' }[status as 400 | 408 | 413] ??
          'internal_error';
        res.end(JSON.stringify({ error }));
      } else res.end();
    });
  });
  // The in-flight map holds a client per open request at most: connections are bounded too.
  server.maxConnections = MAX_CONNECTIONS;
  return server;
}
