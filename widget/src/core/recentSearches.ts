import { percentDecode } from './percentDecode';
import { toWellFormed } from './wellFormed';

/** Cookie names and lifetimes (spec §9). */
export const RECENT_COOKIE = 'sp_recent_keywords';
export const RECENT_OFF_COOKIE = 'sp_recent_keywords_off';
export const TEMP_MEMBER_COOKIE = 'sp_tmpr_mmbr_num';
export const RECENT_COOKIE_DAYS = 30;
export const RECENT_OFF_COOKIE_DAYS = 365;
export const TEMP_MEMBER_COOKIE_HOURS = 3;

/** At most this many recent searches are kept and shown. */
export const RECENT_SHOWN = 10;
/** Longest keyword kept, in characters; longer ones are cut. */
export const RECENT_KEYWORD_MAX = 100;
/** The cookie value never grows past this many characters, well under a browser's 4 KB per cookie. */
export const RECENT_COOKIE_MAX = 2000;

/** Entries are separated by `|`, keyword and date by `^`: both always percent-encoded inside a keyword. */
const ENTRY = '|';
const FIELD = '^';

export interface RecentKeyword {
  keyword: string;
  /** `YYYY-MM-DD`, or '' when the cookie had no usable date. */
  date: string;
}

/** A keyword as it is recorded: trimmed, inner runs of white space made one space, at most 100 characters. */
export function normaliseKeyword(keyword: string): string {
  return [...keyword.replace(/[\s\u200b-\u200d\u2060\ufeff]+/g, ' ').trim()]
    .slice(0, RECENT_KEYWORD_MAX)
    .join('')
    .trim();
}

/**
 * The cookie value for a list, newest first: only cookie-safe characters, de-duplicated, at most 10 entries,
 * and no longer than RECENT_COOKIE_MAX (the oldest entries go first). Never throws: a lone surrogate is written
 * as U+FFFD (which decodeRecent drops).
 */
export function encodeRecent(list: readonly RecentKeyword[]): string {
  const out: string[] = [];
  let length = 0;
  for (const item of dedupe(list)) {
    const entry =
      encodeURIComponent(toWellFormed(item.keyword)) + FIELD + (/^\d{4}-\d{2}-\d{2}$/.test(item.date) ? item.date : '');
    if (length + entry.length + 1 > RECENT_COOKIE_MAX) break;
    out.push(entry);
    length += entry.length + 1;
  }
  return out.join(ENTRY);
}

/**
 * The list in a cookie value, newest first, de-duplicated, at most 10. Never throws: garbage entries are
 * skipped, legacy (EUC-KR) percent-encoding is read through `legacy` when given, and truncated escapes keep
 * what can be read.
 */
export function decodeRecent(value: unknown, legacy?: (bytes: Uint8Array) => string | null): RecentKeyword[] {
  if (typeof value !== 'string' || !value) return [];
  const list: RecentKeyword[] = [];
  for (const entry of value.slice(0, RECENT_COOKIE_MAX * 4).split(ENTRY)) {
    const [rawKeyword, rawDate = ''] = entry.split(FIELD);
    // eslint-disable-next-line no-control-regex -- control characters are stripped from a stored keyword
    const keyword = normaliseKeyword(percentDecode(rawKeyword, legacy).replace(/[\u0000-\u001f\u007f\ufffd]/g, ''));
    if (keyword) list.push({ keyword, date: /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : '' });
  }
  return dedupe(list);
}

/** Records a search: the keyword moves to the front (once), dated `date`; blank keywords change nothing. */
export function addRecent(list: readonly RecentKeyword[], keyword: string, date: string): RecentKeyword[] {
  const k = normaliseKeyword(keyword);
  if (!k) return dedupe(list);
  return dedupe([{ keyword: k, date }, ...list]);
}

/** Deletes one recent search. */
export function removeRecent(list: readonly RecentKeyword[], keyword: string): RecentKeyword[] {
  return list.filter((item) => item.keyword !== keyword);
}

/** `YYYY-MM-DD` of a date, for recording. */
export function isoDay(d: Date): string {
  return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
}

/** `MM.DD` as a recent search shows its date. */
export function shortDay(date: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return m ? m[1] + '.' + m[2] : '';
}

function dedupe(list: readonly RecentKeyword[]): RecentKeyword[] {
  const seen = new Set<string>();
  const out: RecentKeyword[] = [];
  for (const item of list) {
    const key = item.keyword.toLowerCase();
    if (!item.keyword || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === RECENT_SHOWN) break;
  }
  return out;
}
