import type { Env } from './types';

/** The origin a URL string names (`scheme://host[:port]`, as the URL parser normalises it), or null. */
/** The text parsed as an `https:` or `http:` URL, else null (it never throws). */
function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const originOf = (text: string): string | null => httpUrl(text)?.origin ?? null;

/**
 * The origin an `allowedHosts` entry pins, or null when it is not one. A full origin (`https://cdn.example.com`,
 * `http://127.0.0.1:8080`, a trailing `/` allowed) pins exactly that scheme, host and port; a bare host name
 * (`cdn.example.com`, or `cdn.example.com:8443` with a port) means `https://` on that host, on the default port
 * unless one is written. Anything with a path, query, fragment or credentials is no origin: it allows nothing.
 */
export function allowedHostOrigin(entry: string): string | null {
  const text = entry.trim();
  if (!text) return null;
  const full = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : 'https://' + text;
  const url = httpUrl(full);
  if (!url) return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // `new URL` forgives `https:/x` and `https:\\x`; only the written form `scheme://host` pins an origin.
  if (!/^https?:\/\/[^/\\?#@]+\/?$/i.test(full)) return null;
  return url.origin;
}

/**
 * The origins a URL from the gateway may point to: every env host's origin (scheme, host and port) and the
 * integrator's `allowedHosts` (allowedHostOrigin). Origins are compared as the URL parser writes them: host
 * lower-case and punycode, the scheme's default port left out.
 */
export function allowedOrigins(env: Env, extra: readonly string[] = []): Set<string> {
  const origins = new Set<string>();
  const add = (origin: string | null) => origin && origins.add(origin);
  // validateEnv only lets absolute origins through; anything else adds nothing.
  add(originOf(env.mainHost));
  add(originOf(env.searchHost));
  add(originOf(env.eventHost));
  add(originOf(env.imageHost));
  for (const code of Object.keys(env.serviceHosts) as (keyof Env['serviceHosts'])[])
    add(originOf(env.serviceHosts[code]));
  for (const h of extra) if (typeof h === 'string') add(allowedHostOrigin(h));
  return origins;
}

/**
 * URL policy (contract §5): an absolute URL from the gateway is usable only when it is `https:` or `http:`,
 * carries no credentials, and its origin — scheme, host and port — is exactly an allowed one (allowedOrigins):
 * plain `http:` on an `https:` host, or another port, is not. Everything else — `javascript:`, `data:`,
 * `vbscript:` in any case or with tabs, NULs or spaces spliced in, protocol-relative `//evil`, `/\evil`,
 * `https://good@evil/` — is unusable and returns null. The URL is returned as the parser normalised it.
 */
export function safeAbsoluteUrl(raw: unknown, allowed: ReadonlySet<string>): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters and spaces in a scheme
  if (!/^https?:/i.test(text.replace(/[\u0000-\u0020]/g, ''))) return null;
  const url = httpUrl(text);
  if (!url || url.username || url.password) return null;
  return allowed.has(url.origin) ? url.href : null;
}
