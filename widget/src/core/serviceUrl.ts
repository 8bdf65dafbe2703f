import { SERVICE_CODES } from './validateEnv';
import type { Env, ServiceCode } from './types';
import { safeAbsoluteUrl } from './urlPolicy';

/**
 * Where a link goes (spec §2, contract reading in docs/spec-readings.md). A path whose first segment is a
 * service code (`/PDT/…`, `/ord/…`, any case) is rewritten to that service's host, keeping the whole path;
 * any other site-relative path resolves on `mainHost`. An absolute URL passes only through the URL policy.
 * Protocol-relative and backslash tricks (`//evil`, `/\evil`, `\\evil`) and anything unparseable give null.
 */
export function serviceUrl(link: unknown, env: Env, allowed: ReadonlySet<string>): string | null {
  if (typeof link !== 'string') return null;
  const text = link.trim();
  if (!text) return null;
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters and spaces in a scheme
  if (/^[a-z][a-z0-9+.-]*:/i.test(text.replace(/[\u0000-\u0020]/g, ''))) return safeAbsoluteUrl(text, allowed);
  // eslint-disable-next-line no-control-regex -- a control character in a path is refused
  if (!text.startsWith('/') || /^[/\\]{2}|^\/[\\/]/.test(text) || /[\u0000-\u001f\\]/.test(text)) return null;
  const first = text.slice(1).split(/[/?#]/)[0].toLowerCase();
  const host = SERVICE_CODES.indexOf(first as ServiceCode) >= 0 ? env.serviceHosts[first as ServiceCode] : env.mainHost;
  try {
    const url = new URL(text, host + '/');
    return url.origin === new URL(host).origin ? url.href : null;
  } catch {
    return null;
  }
}
