import { SERVICE_CODES } from '../validateEnv';

/** A complete, valid env whose hosts are subdomains of `origin`. */
const ORIGIN = 'https://shop.example.com';
export function fullEnv(origin = ORIGIN): Record<string, unknown> {
  const serviceHosts: Record<string, string> = {};
  for (const c of SERVICE_CODES) serviceHosts[c] = origin.replace('shop', c);
  return { mainHost: origin, searchHost: origin.replace('shop', 'search'), eventHost: origin.replace('shop', 'event'), imageHost: origin.replace('shop', 'img'), serviceHosts };
}
