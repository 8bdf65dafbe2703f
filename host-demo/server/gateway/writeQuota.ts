import { clientBudget } from './clientBudget';

/**
 * A write path's quota (issue 52): each client (what ./clientBudget.ts keys on) and all clients together may write
 * `burst` rows at once and `perSecond` more each second. A write past either is refused whole (the caller answers
 * 429), and costs nothing. The global one guards the store's capacity, set well above what the shop's shoppers
 * write together: a flood from many addresses meets it, each address its own first. One address once confirmed
 * 481 hand-offs a second (about 9,600 cart rows) and met no limit.
 */
export interface WriteQuota {
  /** Whether `client` may write `rows` rows now (and takes them if so). */
  take(client: string, rows?: number): boolean;
}

export interface QuotaRate {
  perSecond: number;
  burst: number;
}

const ALL = '\0all';

export function writeQuota(
  { perClient, global, maxClients = 10_000 }: { perClient: QuotaRate; global: QuotaRate; maxClients?: number },
  now: () => number = () => performance.now(),
): WriteQuota {
  const each = clientBudget({ share: perClient.perSecond / 1000, burstMs: perClient.burst, maxClients }, now);
  const all = clientBudget({ share: global.perSecond / 1000, burstMs: global.burst, maxClients: 1 }, now);
  return {
    take(client, rows = 1) {
      if (!each.admit(client) || !all.admit(ALL)) return false;
      each.charge(client, rows);
      all.charge(ALL, rows);
      return true;
    },
  };
}

/**
 * Cart rows (the gateway's cart adds and the hand-off's confirmations). Per client: a full cart at once (300 rows,
 * more than its 200 items) and 10 a second, room for an office or a carrier's many shoppers behind one address;
 * for all: the store's pace.
 */
export const CART_ROWS: { perClient: QuotaRate; global: QuotaRate } = {
  perClient: { perSecond: 10, burst: 300 },
  global: { perSecond: 500, burst: 5000 },
};

/**
 * Product views counted for "others look at" (a shopper's own navigations, each product once per client in the
 * tally's window): 30 at once and one every 20 s per client; 2,000 and 200 a second for all.
 */
export const VIEW_ROWS: { perClient: QuotaRate; global: QuotaRate } = {
  perClient: { perSecond: 0.05, burst: 30 },
  global: { perSecond: 200, burst: 2000 },
};
