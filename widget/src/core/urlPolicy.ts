import type { Env } from './types';

/**
 * The hosts a URL from the gateway may point to: every env host (with its port) and the integrator's
 * `allowedHosts`. Host names are compared lower-case.
 */
export function allowedHostSet(env: Env, extra: readonly string[] = []): Set<string> {
  const hosts = new Set<string>();
  const add = (origin: string) => {
    try {
      hosts.add(new URL(origin).host.toLowerCase());
    } catch {
      // validateEnv only lets absolute origins through; anything else adds nothing.
    }
  };
  add(env.mainHost);
  add(env.searchHost);
  add(env.eventHost);
  add(env.imageHost);
  for (const code of Object.keys(env.serviceHosts) as (keyof Env['serviceHosts'])[]) add(env.serviceHosts[code]);
  for (const h of extra) if (h) hosts.add(h.trim().toLowerCase());
  return hosts;
}

/**
 * URL policy (contract §5): an absolute URL from the gateway is usable only when it is `https:` or `http:`,
 * carries no credentials, and its host is an allowed one. Everything else — `javascript:`, `data:`,
 * `vbscript:` in any case or with tabs, NULs or spaces spliced in, protocol-relative `//evil`, `/\evil`,
 * `https://good@evil/` — is unusable and returns null. The URL is returned as the parser normalised it.
 */
export function safeAbsoluteUrl(raw: unknown, allowed: ReadonlySet<string>): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^https?:/i.test(text.replace(/[\u0000-\u0020]/g, ''))) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.host.toLowerCase();
  if (!allowed.has(host) && !allowed.has(url.hostname.toLowerCase())) return null;
  return url.href;
}
