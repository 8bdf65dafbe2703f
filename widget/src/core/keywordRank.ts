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

/**
 * `reg_DATE` (`YYYY-MM-DD HH:mm:ss`) as shown: `MM.DD HH:mm`. Anything else shows nothing.
 * @public Not rendered yet: the next issue shows it beside the rising keywords (knip keeps it).
 */
export function formatRegDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^\s*\d{4}-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(:\d{2}(\.\d+)?)?\s*$/.exec(value);
  if (!m || +m[1] < 1 || +m[1] > 12 || +m[2] < 1 || +m[2] > 31 || +m[3] > 23 || +m[4] > 59) return '';
  return m[1] + '.' + m[2] + ' ' + m[3] + ':' + m[4];
}
