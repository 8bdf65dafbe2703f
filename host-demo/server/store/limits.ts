import type { QuotaRule, StoreCaps, TallyRule } from './types';

/**
 * Every bound of the demo shop's state, in one place (issue 52: "no table without a limit, no write without a
 * quota"). Each table of a store has a row here with its cap and its expiry (./__tests__/limits.test.ts lists the
 * tables a store really has and fails on one missing here; ./__tests__/storeSuite.ts fills each past its cap and
 * past its expiry); each write path has a quota with a per-client and a global rate (QUOTAS); the maps a process
 * keeps in memory are below TABLE_LIMITS. docs/security.md has the same rules with their tests.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---- carts ----
/** Distinct items in one cart (contract §3: OVF past it). */
export const CART_MAX_ITEMS = 200;
/** Lines in one add (OVK past it). */
export const ORDER_MAX_ITEMS = 100;
/**
 * An anonymous owner's cookie lives TEMP_MEMBER_COOKIE_HOURS (3 h) from when the number was issued, so a row older
 * than that is no one's: anonymous rows are kept a day (for clocks and cookies that run late), at most
 * ANON_CART_MAX_ROWS of them, the oldest first. A member's rows are kept MEMBER_CART_DAYS.
 */
export const ANON_CART_MS = DAY;
export const ANON_CART_MAX_ROWS = 200_000;
export const MEMBER_CART_MS = 90 * DAY;

// ---- the search log (live popular keywords) ----
/** Live keywords compare the latest this-many votes with the ones before them. */
export const RISE_WINDOW = 400;
/** A keyword not ranked in the previous window reads as new: diff above 1000 (contract §5). */
export const NEW_DIFF = 9999;
/** A keyword is ranked only once this many distinct clients searched it in the window (issue 38). */
export const RISE_MIN_CLIENTS = 3;
/** What one client brings to a window: its latest this-many distinct keywords (issue 52). */
export const RISE_VOTES_PER_CLIENT = 3;
/** The rows of the search log a ranking reads, newest first: bounded work whatever the log holds. */
export const RISE_SLICE = RISE_WINDOW * 8;
export const SEARCH_LOG_MAX_ROWS = 100_000;
export const SEARCH_LOG_MS = 30 * DAY;

// ---- views ("others look at") ----
export const VIEW_COUNTS_MAX_ROWS = 100_000;
export const VIEW_MS = 30 * DAY;

// ---- sessions ----
/**
 * The session table's rules, the same in every store (issue 38, finding 3; issue 52: 500 addresses × 20 sign-ins
 * once filled it and every later sign-in got 503):
 * - a client keeps at most SESSIONS_PER_CLIENT sessions: its own least recently used one goes first;
 * - a session unused for SESSION_IDLE_MS ends (its expiry);
 * - when the table holds SESSIONS_MAX, the least recently used one goes if it was idle SESSION_EVICT_IDLE_MS;
 * - else the client holding the most sessions gives up its least recently used one, if it holds at least two more
 *   than the client signing in: locking sign-ins out takes as many addresses as the table has sessions;
 * - otherwise no session starts (503) and every live one stays.
 */
export const SESSIONS_MAX = 10_000;
export const SESSIONS_PER_CLIENT = 20;
export const SESSION_EVICT_IDLE_MS = HOUR;
export const SESSION_IDLE_MS = DAY;

// ---- quotas and tallies ----
/**
 * Quota rows are token buckets; a full one is the default and is not kept: a row untouched long enough to have
 * refilled goes, and past QUOTA_MAX_ROWS the least recently touched go first (a bucket forgotten early is full).
 */
export const QUOTA_MAX_ROWS = 100_000;
/** Tally rows (a client's counted item) go once their window has passed; past TALLY_MAX_ROWS the oldest first. */
export const TALLY_MAX_ROWS = 200_000;
/**
 * Spent hand-off nonces are kept until their token expires (HANDOFF_TTL_MS, 15 min) and never dropped early (that
 * would let a token be replayed): past HANDOFF_NONCES_MAX live ones a confirmation is refused (429) until some expire.
 * The cart quota keeps it far below: 5,000 + 500/s × 900 s of confirmations at most.
 */
export const HANDOFF_NONCES_MAX = 500_000;

export const DEFAULT_CAPS: StoreCaps = {
  searchLogRows: SEARCH_LOG_MAX_ROWS,
  anonCartRows: ANON_CART_MAX_ROWS,
  viewCountRows: VIEW_COUNTS_MAX_ROWS,
  sessions: SESSIONS_MAX,
  sessionsPerClient: SESSIONS_PER_CLIENT,
  quotaRows: QUOTA_MAX_ROWS,
  tallyRows: TALLY_MAX_ROWS,
  handoffNonces: HANDOFF_NONCES_MAX,
};

/** Each store table: what bounds its rows, and when a row goes. */
export const TABLE_LIMITS: Record<string, { cap: string; expiry: string }> = {
  meta: { cap: 'one row per key the store writes (seeded)', expiry: 'none: fixed keys' },
  cart: {
    cap: `${CART_MAX_ITEMS} items per owner; anonymous rows ${ANON_CART_MAX_ROWS.toLocaleString('en')} in all`,
    expiry: 'anonymous rows after 24 h, members’ after 90 days',
  },
  search_log: { cap: `${SEARCH_LOG_MAX_ROWS.toLocaleString('en')} rows`, expiry: '30 days' },
  view_counts: {
    cap: `${VIEW_COUNTS_MAX_ROWS.toLocaleString('en')} (keyword, product) rows`,
    expiry: '30 days unviewed',
  },
  sessions: {
    cap: `${SESSIONS_MAX.toLocaleString('en')} sessions, ${SESSIONS_PER_CLIENT} per client`,
    expiry: '24 h unused',
  },
  quota: { cap: `${QUOTA_MAX_ROWS.toLocaleString('en')} buckets`, expiry: 'once refilled' },
  tally: { cap: `${TALLY_MAX_ROWS.toLocaleString('en')} rows`, expiry: 'its window (10 min)' },
  handoff_spent: {
    cap: `${HANDOFF_NONCES_MAX.toLocaleString('en')} live nonces (then confirmations wait)`,
    expiry: 'its token’s expiry (15 min)',
  },
};

/** Refuses a store whose tables include one without a row above (each store checks its own when it opens). */
export function assertBounded(tables: readonly string[]): void {
  const unbounded = tables.filter((t) => !Object.hasOwn(TABLE_LIMITS, t));
  if (unbounded.length)
    throw new Error(
      `store tables without a cap and an expiry in store/limits.ts TABLE_LIMITS: ${unbounded.join(', ')}`,
    );
}

/**
 * What each process keeps in memory, not shared between processes by design: it guards that process's CPU and
 * sockets. The work budget (../gateway/clientBudget.ts) keeps at most WORK_BUDGET_CLIENTS clients (a full bucket is
 * not kept; past the cap the oldest entry goes, which only gives that client a full bucket again); the open requests
 * (../gateway/http.ts limitedServer) count OPEN_REQUESTS_PER_CLIENT at most per client, an entry per client with a
 * request open, at most MAX_CONNECTIONS connections in all.
 */
export const WORK_BUDGET_CLIENTS = 10_000;
export const OPEN_REQUESTS_PER_CLIENT = 32;
export const MAX_CONNECTIONS = 10_000;

/**
 * The write paths' quotas (token buckets per client, and for all clients; ./types.ts QuotaStore). The global one
 * guards the store's capacity, well above what the shop's shoppers write together: a flood from many addresses meets
 * it, each address its own first.
 */
export const QUOTAS = {
  /**
   * Cart rows, the gateway's adds and the hand-off's confirmations together: a full cart at once (300) and 10 a
   * second per client, room for an office or a carrier's shoppers behind one address; 5,000 and 500/s for all.
   */
  cartRows: { name: 'cart', perClient: { perSecond: 10, burst: 300 }, global: { perSecond: 500, burst: 5000 } },
  /** Product views counted for "others look at": 30 at once and one every 20 s per client. */
  viewRows: { name: 'view', perClient: { perSecond: 0.05, burst: 30 }, global: { perSecond: 200, burst: 2000 } },
  /** Searches counted for the live keywords: 30 at once and one every 10 s per client. */
  searchRows: { name: 'search', perClient: { perSecond: 0.1, burst: 30 }, global: { perSecond: 200, burst: 2000 } },
  /**
   * Sign-ins: 20 at once and one every 3 s per client; 1,000 and 50/s for all. While the global bucket is spent, a
   * client whose own bucket is full (no sign-in for a minute) is still let in: a flood of many addresses signing in
   * again and again meets the global limit, a shopper signing in once does not.
   */
  signIns: {
    name: 'sign-in',
    perClient: { perSecond: 1 / 3, burst: 20 },
    global: { perSecond: 50, burst: 1000 },
    spareFullClients: true,
  },
} satisfies Record<string, QuotaRule>;

/** Searches count for the live keywords once per client and keyword in 10 minutes, 30 keywords a window. */
export const SEARCH_TALLY: TallyRule = { name: 'search', windowMs: 10 * 60_000, perClient: 30 };
/** A product view counts once per client and product in 10 minutes, 30 products a window. */
export const VIEW_TALLY: TallyRule = { name: 'view', windowMs: 10 * 60_000, perClient: 30 };
