import { TARGET_GB_CODES } from './searchTargets';
import type { Env } from './types';

/** A search target's group code; an unknown or missing target is the whole shop, `TOT`. */
export function gbCodeForTarget(target: unknown): string {
  return typeof target === 'string' && Object.prototype.hasOwnProperty.call(TARGET_GB_CODES, target)
    ? TARGET_GB_CODES[target]
    : 'TOT';
}

export interface SearchOption {
  target?: string;
  chrcCode?: string;
  pbcmCode?: string;
}

/**
 * The results page: `{searchHost}/search` with `keyword`, `gbCode`, `target`, then `chrcCode` and `pbcmCode`
 * when given, URL-encoded (UTF-8). The keyword is trimmed; no target is `total`; an unknown target is passed on
 * as it is, with the whole shop's group code `TOT`.
 */
export function searchResultsUrl(env: Env, keyword: string, option: SearchOption = {}): string {
  const target = typeof option.target === 'string' && option.target.trim() ? option.target.trim() : 'total';
  const q = new URLSearchParams();
  q.set('keyword', keyword.trim());
  q.set('gbCode', gbCodeForTarget(target));
  q.set('target', target);
  if (option.chrcCode) q.set('chrcCode', option.chrcCode);
  if (option.pbcmCode) q.set('pbcmCode', option.pbcmCode);
  return env.searchHost + '/search?' + q.toString();
}

/** Advanced search: `{searchHost}/searchDetail?gbCode=TOT&target=kyobo`. */
export function advancedSearchUrl(env: Env): string {
  return env.searchHost + '/searchDetail?gbCode=TOT&target=kyobo';
}

/** Help: the customer centre `{mainHost}/cscenter` on desktop, `/ONK/cscenter` on the onk host on mobile. */
export function helpUrl(env: Env, mobile: boolean): string {
  return mobile ? env.serviceHosts.onk + '/ONK/cscenter' : env.mainHost + '/cscenter';
}
