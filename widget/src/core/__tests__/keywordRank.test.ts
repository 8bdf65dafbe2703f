import { formatRegDate, liveAsOf, regDateIso, rankChange } from '../keywordRank';

test.each([
  [1001, { kind: 'new', amount: 0, badge: 'NEW', spoken: '새로 진입' }],
  ['9999', { kind: 'new', amount: 0, badge: 'NEW', spoken: '새로 진입' }],
  [1000, { kind: 'up', amount: 1000, badge: '1000', spoken: '1000계단 상승' }],
  [3, { kind: 'up', amount: 3, badge: '3', spoken: '3계단 상승' }],
  ['2', { kind: 'up', amount: 2, badge: '2', spoken: '2계단 상승' }],
  [-4, { kind: 'down', amount: 4, badge: '4', spoken: '4계단 하락' }],
  [0, { kind: 'same', amount: 0, badge: '-', spoken: '변동 없음' }],
  [null, { kind: 'same', amount: 0, badge: '-', spoken: '변동 없음' }],
  ['NEW', { kind: 'same', amount: 0, badge: '-', spoken: '변동 없음' }],
  [undefined, { kind: 'same', amount: 0, badge: '-', spoken: '변동 없음' }],
])('diff %p', (diff, change) => expect(rankChange(diff)).toEqual(change));

test.each([
  ['2026-11-22 14:05:09', '11.22 14:05'],
  ['2026-01-02 00:00:00', '01.02 00:00'],
  ['2026-01-02T09:30:00', '01.02 09:30'],
  ['2026-01-02 09:30', '01.02 09:30'],
  ['2026-13-02 09:30:00', ''],
  ['2026-00-02 09:30:00', ''],
  ['2026-01-32 09:30:00', ''],
  ['2026-01-02 24:00:00', ''],
  ['2026-01-02 23:60:00', ''],
  ['어제', ''],
  ['', ''],
  [20261122, ''],
  [null, ''],
])('reg_DATE %p → %p', (v, out) => expect(formatRegDate(v)).toBe(out));

test.each<[string, unknown, string | null]>([
  ['seconds', '2026-11-22 14:05:09', '2026-11-22T14:05'],
  ['ISO T', '2026-11-22T14:05', '2026-11-22T14:05'],
  ['month 13', '2026-13-22 14:05:09', null],
  ['hour 24', '2026-11-22 24:05:09', null],
  ['a number', 20261122, null],
])('regDateIso: %s', (_n, v, iso) => expect(regDateIso(v)).toBe(iso));

test.each<[string, unknown[], { text: string; iso: string } | null]>([
  [
    'the latest of them',
    ['2026-11-22 13:00:00', '2026-11-22 14:05:09', '2026-11-21 23:59:59'],
    { text: '11.22 14:05', iso: '2026-11-22T14:05' },
  ],
  ['across a year', ['2026-12-31 23:50:00', '2027-01-01 00:10:00'], { text: '01.01 00:10', iso: '2027-01-01T00:10' }],
  ['broken ones skipped', ['', null, 'soon', '2026-11-22 09:30:00'], { text: '11.22 09:30', iso: '2026-11-22T09:30' }],
  ['none usable', ['', 'yesterday', 3], null],
  ['no keywords', [], null],
])('liveAsOf: %s', (_n, dates, out) => expect(liveAsOf(dates)).toEqual(out));
