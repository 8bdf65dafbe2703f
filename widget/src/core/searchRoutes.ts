import { TARGET_GB_CODES } from './searchTargets';
import type { Author, Env, Product } from './types';

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

/** A search a row starts: its keyword, and the author or publisher it is limited to (spec §3 search option). */
export interface RowSearch {
  keyword: string;
  chrcCode?: string;
  pbcmCode?: string;
}

/**
 * An author row's search (spec §2: the results route takes `chrcCode`): the author's keyword (`rprs_INFO`'s first
 * part), else the name, limited to the author's code when it has one.
 */
export function authorSearch(a: Pick<Author, 'keyword' | 'name' | 'code'>): RowSearch {
  return { keyword: a.keyword || a.name, ...(a.code ? { chrcCode: a.code } : {}) };
}

/**
 * The search a product's publisher starts (spec §2: the results route takes `pbcmCode`): the publisher's name
 * limited to its code. Null unless the product has both (`pbcm_NAME`, `pbcm_CODE`): a name alone would search every
 * title that mentions it, which the product's own row already does better.
 */
export function publisherSearch(p: Pick<Product, 'publisher' | 'publisherCode'>): RowSearch | null {
  return p.publisher && p.publisherCode ? { keyword: p.publisher, pbcmCode: p.publisherCode } : null;
}

/** Advanced search: `{searchHost}/searchDetail?gbCode=TOT&target=kyobo`. */
export function advancedSearchUrl(env: Env): string {
  return env.searchHost + '/searchDetail?gbCode=TOT&target=kyobo';
}

/** Help: the customer centre `{mainHost}/cscenter` on desktop, `/ONK/cscenter` on the onk host on mobile. */
export function helpUrl(env: Env, mobile: boolean): string {
  return mobile ? env.serviceHosts.onk + '/ONK/cscenter' : env.mainHost + '/cscenter';
}
