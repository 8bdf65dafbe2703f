import type { ApiBasePathKey, Env, ServiceCode } from './types';

/** Every service code that needs its own host (contract §1), in the contract's order. */
// Written as word lists: fewer bytes than array literals.
export const SERVICE_CODES = 'onk pdt myr evt bcf mbr ord sch ebk ebp ecs eli sam hotf store ecp htr'.split(
  ' ',
) as readonly ServiceCode[];
const HOST_KEYS = 'mainHost searchHost eventHost imageHost'.split(' ') as readonly (
  'mainHost' | 'searchHost' | 'eventHost' | 'imageHost'
)[];
const BASE_PATH_KEYS = 'member hotf ecp schf backOffice'.split(' ') as readonly ApiBasePathKey[];

/** The prefix every env failure message starts with (contract §1). */
export const ENV_ERROR_PREFIX = 'Environment validation failed';

export type EnvResult = { ok: true; env: Env } | { ok: false; error: string };

type Rec = Record<string, unknown>;

/** An own property of an object; prototype junk a hostile page added is never read. */
export const own = (o: unknown, k: string): unknown =>
  o !== null && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k) ? (o as Rec)[k] : undefined;

/** The JSON kind of a value, for messages: null, array, object, string… */
export const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Validates the config's `env` (contract §1), with `shopOrigin` (contract §6) in place of every host it leaves out.
 * Every host string is required and must be an absolute http(s) origin (kept without its trailing slash); `apiBasePaths.*` are optional but strings when present. Any
 * offending key fails the whole env with one message that starts with `Environment validation failed` and
 * lists every offending key as a dotted path, then says what each one was.
 */
export function validateEnv(raw: unknown, shopOrigin?: unknown): EnvResult {
  const bad: string[] = [];
  const detail: string[] = [];
  const refuse = (path: string, why: string) => {
    bad.push(path);
    detail.push(path + ': ' + why);
  };
  const host = (path: string, v: unknown): string => {
    // A partner's compact env (contract §6): `shopOrigin` stands for every host left out, and is checked as each.
    if (v === undefined) v = shopOrigin;
    if (typeof v === 'string' && /^https?:\/\/[^/\s?#@\\]+(\/[^\s?#]*)?$/i.test(v.trim()))
      return v.trim().replace(/\/+$/, '');
    refuse(
      path,
      v === undefined ? 'missing' : typeof v === 'string' ? 'got "' + v.slice(0, 40) + '"' : 'got ' + kind(v),
    );
    return '';
  };

  const env = { serviceHosts: {}, apiBasePaths: {} } as Env;
  for (const k of HOST_KEYS) env[k] = host(k, own(raw, k));
  const hosts = own(raw, 'serviceHosts');
  for (const code of SERVICE_CODES) env.serviceHosts[code] = host('serviceHosts.' + code, own(hosts, code));
  const paths = own(raw, 'apiBasePaths');
  for (const k of BASE_PATH_KEYS) {
    const v = own(paths, k);
    if (typeof v === 'string') env.apiBasePaths[k] = v;
    else if (v !== undefined) refuse('apiBasePaths.' + k, 'got ' + kind(v));
  }
  if (!bad.length) return { ok: true, env };
  return {
    ok: false,
    error:
      ENV_ERROR_PREFIX +
      ': ' +
      bad.join(', ') +
      '. Each host must be an absolute origin string such as "https://product.example.com" (' +
      detail.join('; ') +
      ').',
  };
}

/**
 * The config's env (with `shopOrigin` filling what it leaves out), validated, or a thrown error marked `config`
 * whose message the loader reports as is. The entry validates (not the loader, whose every byte counts): a bad env
 * still loads the bundle, and nothing mounts.
 */
export function envOrThrow(raw: unknown): Env {
  const r = validateEnv(own(raw, 'env'), own(raw, 'shopOrigin'));
  if (r.ok) return r.env;
  throw Object.assign(new Error(r.error), { config: true });
}
