import { DEVICES, readDevice, toUser } from './configUser';
import type { Config, Env } from './types';
import { TARGET_GB_CODES } from './searchTargets';
import { kind, own } from './validateEnv';

/** The gateway timeout (spec §7, §9) and the range a host may set it to. */
export const DEFAULT_TIMEOUT_MS = 30000;
const MIN_TIMEOUT_MS = 1000;
const MAX_TIMEOUT_MS = 120000;

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
  const rawNarrowing = own(raw, 'narrowing');
  if (rawNarrowing != null && typeof rawNarrowing !== 'boolean') warn('narrowing', rawNarrowing, 'true or false');

  const rawUser = own(raw, 'user');
  const user = toUser(rawUser);
  if (rawUser != null && !user)
    warnings.push(
      'config.user should be null or { id, name?, roles }, got ' + kind(rawUser) + '; the shopper is anonymous',
    );

  const config: Config = {
    device,
    gateway: (str('gateway') ?? '/api/gw').replace(/\/+$/, ''),
    env,
    user,
    profile: kind(rawProfile) === 'object' ? (rawProfile as Record<string, unknown>) : null,
    accessToken: str('accessToken'),
    assetBase: str('assetBase'),
    allowedHosts,
    nonce: str('nonce'),
    timeoutMs: timeoutOk ? (rawTimeout as number) : DEFAULT_TIMEOUT_MS,
    target: targetOk ? target : 'total',
    webp: rawWebp === true,
    narrowing: rawNarrowing !== false,
  };
  return { config, warnings };
}
