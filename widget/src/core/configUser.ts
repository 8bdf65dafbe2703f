import type { Device, Role, User } from './types';
import { kind, own } from './validateEnv';

/**
 * The config's device flag and user, read at mount (the page load): the rest of the config is read when the popup's
 * parts and the gateway client are made (core/readConfig.ts).
 */

// Word lists: fewer bytes in the page load than array literals.
export const DEVICES = 'desktop mobile-web mobile-app ios aos'.split(' ') as readonly Device[];
const ROLES = 'member biz verified-self verified-email adult staff'.split(' ') as readonly Role[];

/**
 * The device flag of a config (contract §1): `desktop` is the dropdown and every other flag the mobile overlay,
 * so an unknown string reads as `mobile-web`. `null` (absent or not a string) lets the media query decide.
 */
export function readDevice(v: unknown): Device | null {
  if (typeof v !== 'string' || !v) return null;
  return DEVICES.indexOf(v as Device) >= 0 ? (v as Device) : 'mobile-web';
}

/**
 * The signed-in user, or `null` for anonymous. `id` may be a string or a number; unknown and repeated roles
 * are dropped. A value of the wrong shape is read as anonymous (core/readConfig.ts says so, with the config's
 * other warnings: the text stays out of the page load).
 */
export function toUser(v: unknown): User | null {
  const id = own(v, 'id');
  if (kind(v) !== 'object' || (typeof id !== 'string' && typeof id !== 'number') || id === '') return null;
  const name = own(v, 'name');
  const rawRoles = own(v, 'roles');
  const roles: Role[] = [];
  if (Array.isArray(rawRoles))
    for (const r of rawRoles) if (ROLES.indexOf(r) >= 0 && roles.indexOf(r) < 0) roles.push(r);
  const user: User = { id: String(id), roles };
  if (typeof name === 'string') user.name = name;
  return user;
}
