import { attributed, readPartnerKeys, shopOrigins } from './partner';
import { queryKey } from './queryKey';
import { readConfig } from './readConfig';
import { searchResultsUrl } from './searchRoutes';
import type { Env } from './types';

/**
 * A submit when the popup's parts could not load (the later chunk, or the gateway's client it imports, failed): the
 * results page the working submit leads to (stores/rowActions.ts), the same URL — the typed keyword (core/queryKey.ts),
 * the config's search target, and on a partner page its id (core/partner.ts `attributed`) — for the `search` event and
 * the navigation. Null for blank text: the working submit's alert for it comes with the parts, so the box does nothing.
 * Without the parts there is no shortcut answer to follow and no row to open: the text is what is searched.
 */
export function searchAway(
  env: Env,
  raw: unknown,
  value: string,
): { keyword: string; target: string; url: string } | null {
  const keyword = queryKey(value);
  if (!keyword) return null;
  const { target } = readConfig(raw, env).config;
  const url = attributed(searchResultsUrl(env, keyword, { target }), readPartnerKeys(raw).partner, shopOrigins(env));
  return { keyword, target, url };
}
