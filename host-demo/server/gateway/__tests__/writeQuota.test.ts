/** Issue 52: a write path's quota, per client and for all clients together, on a clock the test moves. */
import { writeQuota } from '../writeQuota';

const make = () => {
  let t = 0;
  const quota = writeQuota({ perClient: { perSecond: 1, burst: 10 }, global: { perSecond: 5, burst: 30 } }, () => t);
  return { quota, tick: (ms: number) => (t += ms) };
};

test('a client writes its burst, then its pace; another client is not charged for it', () => {
  const { quota, tick } = make();
  expect(Array.from({ length: 12 }, () => quota.take('a'))).toEqual([...Array(10).fill(true), false, false]);
  expect(quota.take('b')).toBe(true);
  tick(1000);
  expect([quota.take('a'), quota.take('a')]).toEqual([true, false]);
});

test('rows count, not requests: a write of many rows takes them all, or none once the quota is spent', () => {
  const { quota } = make();
  expect(quota.take('a', 8)).toBe(true);
  expect(quota.take('a', 8)).toBe(true); // two rows were left: the write goes, the client is in debt
  expect(quota.take('a', 1)).toBe(false);
});

test('all clients together meet the global quota, then every client waits for it', () => {
  const { quota, tick } = make();
  for (let c = 0; c < 3; c++) for (let i = 0; i < 10; i++) expect(quota.take('flood-' + c)).toBe(true);
  expect(quota.take('shopper')).toBe(false);
  tick(1000); // 5 rows for all
  expect(quota.take('shopper')).toBe(true);
});
