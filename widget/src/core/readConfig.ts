import type { Config, Device, Env, Role, User } from './types';
import { TARGET_GB_CODES } from './searchTargets';
import { kind, own } from './validateEnv';

/** The gateway timeout (spec §7, §9) and the range a host may set it to. */
export const DEFAULT_TIMEOUT_MS = 30000;
const MIN_TIMEOUT_MS = 1000;
const MAX_TIMEOUT_MS = 120000;

const DEVICES: readonly Device[] = ['desktop', 'mobile-web', 'mobile-app', 'ios', 'aos'];
const ROLES: readonly Role[] = ['member', 'biz', 'verified-self', 'verified-email', 'adult', 'staff'];

/**
 * The device flag of a config (contract §1): `desktop` is the dropdown and every other flag the mobile overlay,
 * so an unknown string reads as `mobile-web`. `null` (absent or not a string) lets the media query decide.
 */
export function readDevice(v: unknown): Device | null {
  if (typeof v !== 'string' || !v) return null;
  return DEVICES.indexOf(v as Device) >= 0 ? (v as Device) : 'mobile-web';
}

/**
 * Reads the config's optional keys once `env` is valid. A value of the wrong type never blocks the shop's
 * search box: it falls back to its default and a warning says which key was wrong and what it should be.
 */
export function readConfig(raw: unknown, env: Env): { config: Config; warnings: string[] } {
  const warnings: string[] = [];
  const warn = (key: string, v: unknown, expected: string) =>
    warnings.push('config.' + key + ' should be ' + expected + ', got ' + kind(v) + '; using the default');

  const str = (key: string): string | null => {
    const v = own(raw, key);
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (v != null && v !== '') warn(key, v, 'a string');
    return null;
  };

  const rawDevice = own(raw, 'device');
  const device = readDevice(rawDevice);
  if (rawDevice != null && device !== rawDevice) {
    warnings.push(
      'config.device should be one of ' +
        DEVICES.join(', ') +
        ', got ' +
        (typeof rawDevice === 'string'
          ? '"' + rawDevice.slice(0, 20) + '"; loading the mobile view'
          : kind(rawDevice) + '; the screen width decides'),
    );
  }

  const rawAllowed = own(raw, 'allowedHosts');
  const allowedHosts: string[] = [];
  if (Array.isArray(rawAllowed)) {
    for (const h of rawAllowed) if (typeof h === 'string' && h.trim()) allowedHosts.push(h.trim().toLowerCase());
  } else if (rawAllowed != null) warn('allowedHosts', rawAllowed, 'an array of origins or host names');

  const rawProfile = own(raw, 'profile');
  if (rawProfile != null && kind(rawProfile) !== 'object') warn('profile', rawProfile, 'an object');

  const rawTimeout = own(raw, 'timeoutMs');
  const timeoutOk =
    typeof rawTimeout === 'number' &&
    Number.isInteger(rawTimeout) &&
    rawTimeout >= MIN_TIMEOUT_MS &&
    rawTimeout <= MAX_TIMEOUT_MS;
  if (rawTimeout != null && !timeoutOk)
    warn('timeoutMs', rawTimeout, `a whole number of ms from ${MIN_TIMEOUT_MS} to ${MAX_TIMEOUT_MS}`);

  // The box on a shelf's own page searches that shelf (spec §2); an unknown target would search the whole shop
  // anyway (its group code is TOT), so it is read as the default, `total`, and said.
  const targets = Object.keys(TARGET_GB_CODES);
  const target = str('target');
  const targetOk = target !== null && targets.indexOf(target) >= 0;
  if (target !== null && !targetOk) warn('target', target, 'one of ' + targets.join(', '));

  const rawWebp = own(raw, 'webp');
  if (rawWebp != null && typeof rawWebp !== 'boolean') warn('webp', rawWebp, 'true or false');

  const config: Config = {
    device,
    gateway: (str('gateway') ?? '/api/gw').replace(/\/+$/, ''),
    env,
    user: toUser(own(raw, 'user'), warnings),
    profile: kind(rawProfile) === 'object' ? (rawProfile as Record<string, unknown>) : null,
    accessToken: str('accessToken'),
    assetBase: str('assetBase'),
    allowedHosts,
    nonce: str('nonce'),
    timeoutMs: timeoutOk ? (rawTimeout as number) : DEFAULT_TIMEOUT_MS,
    target: targetOk ? target : 'total',
    webp: rawWebp === true,
  };
  return { config, warnings };
}

/**
 * The signed-in user, or `null` for anonymous. `id` may be a string or a number; unknown and repeated roles
 * are dropped. A value of the wrong shape is read as anonymous, with a warning.
 */
export function toUser(v: unknown, warnings: string[] = []): User | null {
  if (v == null) return null;
  const id = own(v, 'id');
  if (kind(v) !== 'object' || (typeof id !== 'string' && typeof id !== 'number') || id === '') {
    warnings.push('config.user should be null or { id, name?, roles }, got ' + kind(v) + '; the shopper is anonymous');
    return null;
  }
  const name = own(v, 'name');
  const rawRoles = own(v, 'roles');
  const roles: Role[] = [];
  if (Array.isArray(rawRoles))
    for (const r of rawRoles) if (ROLES.indexOf(r) >= 0 && roles.indexOf(r) < 0) roles.push(r);
  const user: User = { id: String(id), roles };
  if (typeof name === 'string') user.name = name;
  return user;
}
