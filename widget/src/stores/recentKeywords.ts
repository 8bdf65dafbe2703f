import { atom } from 'nanostores';
import {
  addRecent,
  decodeRecent,
  encodeRecent,
  isoDay,
  RECENT_COOKIE,
  RECENT_COOKIE_DAYS,
  RECENT_OFF_COOKIE,
  RECENT_OFF_COOKIE_DAYS,
  removeRecent,
  type RecentKeyword,
} from '../core/recentSearches';
import { eucKrDecoder, type CookieJar } from '../platform/cookies';

export interface RecentState {
  items: RecentKeyword[];
  /** Recording is on unless the save-off cookie says otherwise. */
  saving: boolean;
}

/** Recent searches kept in a cookie (spec §4–5, §9): recorded only while saving is on. */
export function createRecent(jar: CookieJar, now: () => Date = () => new Date()) {
  const read = (): RecentState => ({
    items: decodeRecent(jar.get(RECENT_COOKIE), eucKrDecoder()),
    saving: jar.get(RECENT_OFF_COOKIE) === undefined,
  });
  const $recent = atom<RecentState>(read());
  const write = (items: RecentKeyword[]) => {
    const value = encodeRecent(items);
    if (value) jar.set(RECENT_COOKIE, value, RECENT_COOKIE_DAYS);
    else jar.remove(RECENT_COOKIE);
    $recent.set({ ...$recent.get(), items: decodeRecent(value) });
  };
  return {
    $recent,
    /** Re-reads the cookies (another tab may have searched). */
    refresh: () => $recent.set(read()),
    record(keyword: string) {
      if ($recent.get().saving) write(addRecent($recent.get().items, keyword, isoDay(now())));
    },
    remove: (keyword: string) => write(removeRecent($recent.get().items, keyword)),
    clear: () => write([]),
    /** Off sets the 365-day save-off cookie and stops recording; on removes it. */
    setSaving(saving: boolean) {
      if (saving) jar.remove(RECENT_OFF_COOKIE);
      else jar.set(RECENT_OFF_COOKIE, 'Y', RECENT_OFF_COOKIE_DAYS);
      $recent.set({ ...$recent.get(), saving });
    },
  };
}
export type Recent = ReturnType<typeof createRecent>;
