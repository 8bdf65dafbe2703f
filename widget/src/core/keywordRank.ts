import { num } from './number';

export interface RankChange {
  kind: 'new' | 'up' | 'down' | 'same';
  /** How many places it moved (0 for new and unchanged). */
  amount: number;
  /** What the badge shows. */
  badge: string;
  /** What a screen reader says, in Korean. */
  spoken: string;
}

/**
 * A live keyword's rank change (spec §4, contract §5): diff above 1000 is NEW, below 0 fell, above 0 rose, 0
 * unchanged. A missing or non-numeric diff reads as unchanged.
 */
export function rankChange(diff: unknown): RankChange {
  const d = num(diff) ?? 0;
  if (d > 1000) return { kind: 'new', amount: 0, badge: 'NEW', spoken: '새로 진입' };
  if (d > 0) return { kind: 'up', amount: d, badge: String(d), spoken: d + '계단 상승' };
  if (d < 0) return { kind: 'down', amount: -d, badge: String(-d), spoken: -d + '계단 하락' };
  return { kind: 'same', amount: 0, badge: '-', spoken: '변동 없음' };
}

const REG_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(:\d{2}(\.\d+)?)?\s*$/;

/** `reg_DATE` (`YYYY-MM-DD HH:mm[:ss]`, the shop's local time) as `YYYY-MM-DDTHH:mm`, or null when it isn't one. */
export function regDateIso(value: unknown): string | null {
  const m = typeof value === 'string' ? REG_DATE.exec(value) : null;
  if (!m || +m[2] < 1 || +m[2] > 12 || +m[3] < 1 || +m[3] > 31 || +m[4] > 23 || +m[5] > 59) return null;
  return m[1] + '-' + m[2] + '-' + m[3] + 'T' + m[4] + ':' + m[5];
}

/** `reg_DATE` as shown (spec §3: month.day time): `MM.DD HH:mm`. Anything else shows nothing. */
export function formatRegDate(value: unknown): string {
  const iso = regDateIso(value);
  return iso ? iso.slice(5, 7) + '.' + iso.slice(8, 10) + ' ' + iso.slice(11) : '';
}

/**
 * The live keywords' "as of" time: the latest `reg_DATE` among them, as shown (`MM.DD HH:mm`) and as a `<time>`
 * element's `dateTime`. Null when none has a usable one: the list shows no time rather than a wrong one.
 */
export function liveAsOf(regDates: readonly unknown[]): { text: string; iso: string } | null {
  let latest: string | null = null;
  for (const d of regDates) {
    const iso = regDateIso(d);
    if (iso && (!latest || iso > latest)) latest = iso;
  }
  return latest ? { text: formatRegDate(latest), iso: latest } : null;
}
