import type { DemoAccount } from '../accounts';

/**
 * Where the demo shop and the reference gateway keep what outlives a request (issue 52): sessions, carts, the search
 * and view tallies, the write quotas and the spent hand-off nonces. Two implementations pass the same suite
 * (./__tests__/storeSuite.ts): the embedded SQLite file, one process (./sqlite.ts, the default), and PostgreSQL,
 * any number of gateway processes on one database (./postgres.ts, `DATABASE_URL`; docs/deploy.md). Every table has
 * a cap and an expiry (./limits.ts, checked by ./__tests__/limits.test.ts).
 *
 * Every method is async (PostgreSQL answers over a socket); the clock is the store's (`StoreOptions.now`), so tests
 * run on a fake one. A client is what ../gateway/clientId.ts `clientOf` names: an IPv4 address or an IPv6 /64.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  carts: CartStore;
  searches: SearchLogStore;
  views: ViewStore;
  sessions: SessionStore;
  quotas: QuotaStore;
  tallies: TallyStore;
  handoffs: HandoffNonceStore;
  /**
   * Runs `work` once for this database, ever (the first start's seed): the first caller to claim `key` runs it, every
   * later one (another process included) skips it.
   */
  once(key: string, work: () => Promise<void>): Promise<void>;
  /** The tables this store holds, with their rows now (for the limits test and the bench). */
  tableRows(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** The clock, ms since the epoch (Date.now). */
  now?: () => number;
  /** Caps lowered for tests (./limits.ts has the defaults). */
  caps?: Partial<StoreCaps>;
}

/** The caps of ./limits.ts a test may lower (rows of a table, or entries of a tally). */
export interface StoreCaps {
  searchLogRows: number;
  anonCartRows: number;
  viewCountRows: number;
  sessions: number;
  sessionsPerClient: number;
  quotaRows: number;
  tallyRows: number;
  handoffNonces: number;
}

// ---- carts ----

export type CartCode = 'INS' | 'UPD' | 'OVF' | 'OVK';

export interface CartLine {
  saleId: string;
  name: string;
  price: number;
  qty: number;
  code: string;
}

export interface StoredCartLine extends CartLine {
  spbkId: number;
  addedAt: string;
}

export interface CartResult {
  resultCode: CartCode;
  spbkId: number | null;
}

export interface CartStore {
  /**
   * Adds lines to an owner's cart (`member:…` or `tmpr:…`), all or nothing: INS, UPD (quantity added), OVF past
   * CART_MAX_ITEMS distinct items, OVK (every line) past ORDER_MAX_ITEMS lines in one action.
   */
  add(owner: string, lines: readonly CartLine[]): Promise<CartResult[]>;
  /** The owner's lines, newest first. */
  lines(owner: string): Promise<StoredCartLine[]>;
}

// ---- the search log (live popular keywords) ----

export interface RiseKeyword {
  keywords: string;
  diff: number;
  reg_DATE: string;
}

export interface Searcher {
  age: string | null;
  sex: string | null;
  client: string | null;
}

export interface SearchLogStore {
  /** Logs a search of `keyword` (already plain: ../gateway/linkLikeKeyword.ts) at `at` (the store's clock). */
  log(keyword: string, who: Searcher, at?: Date): Promise<void>;
  /** The live top 10 for an age band (`all`, `10`…`40`) and sex (`all`, `1`, `2`), `hidden` keywords left out. */
  rise(age: string, sex: string, hidden?: (keyword: string) => boolean): Promise<RiseKeyword[]>;
}

// ---- views ("others look at") ----

export interface ViewStore {
  /** Counts a view of `saleId` after searching `keyword` (and for all searches, keyword ''). */
  count(keyword: string, saleId: string, at?: Date): Promise<void>;
  /** Products looked at after `keyword` ('' for all), most viewed then most recent: `limit` of those `allowed`. */
  recommended(keyword: string, limit: number, allowed?: (saleId: string) => boolean): Promise<string[]>;
}

// ---- sessions ----

export interface Session {
  id: string;
  accessToken: string;
  account: DemoAccount;
  /** The client that signed in. */
  client: string;
  /** When it was last used (the store's clock, ms). */
  usedAt: number;
}

export interface SessionStore {
  /**
   * A new session of `account` for `client`, or null while the table is full of sessions in use (the rules:
   * ./limits.ts SESSION_RULES, the same in every store).
   */
  start(account: DemoAccount['key'], client: string): Promise<Session | null>;
  /** The live session of this id (and marks it used), or null (none, ended, or idle past its expiry). */
  get(id: string | undefined): Promise<Session | null>;
  byAccessToken(token: string | null): Promise<Session | null>;
  end(id: string | undefined): Promise<void>;
}

// ---- write quotas ----

export interface QuotaRate {
  /** Units added back each second. */
  perSecond: number;
  /** Units a full bucket holds. */
  burst: number;
}

export interface QuotaRule {
  /** The quota's name (a bucket per client, and one for all clients). */
  name: string;
  perClient: QuotaRate;
  global: QuotaRate;
  /** While the global bucket is spent, a client whose own bucket is full is still admitted (sign-ins). */
  spareFullClients?: boolean;
}

export interface QuotaStore {
  /**
   * Whether `client` may take `units` of `rule` now: while its bucket and the global one both have some left, both
   * are charged (either may go below zero; it refills at its rate) and the answer is true; otherwise nothing is
   * charged. A token bucket per (rule, client) and per rule, shared by every process on the store.
   */
  take(rule: QuotaRule, client: string, units?: number): Promise<boolean>;
}

// ---- once-per-window tallies (a search counted once per client and keyword; a view once per client and product) ----

export interface TallyRule {
  name: string;
  /** How long a client's window lasts (ms). */
  windowMs: number;
  /** Distinct items a client may count in one window. */
  perClient: number;
}

export interface TallyStore {
  /** Whether `client`'s `item` counts now (and records it): once per window, at most `perClient` items a window. */
  count(rule: TallyRule, client: string, item: string): Promise<boolean>;
}

// ---- hand-off nonces ----

export interface SpentNonce {
  owner: string;
  /** Where its confirmation went, once known. */
  next?: string;
}

export interface HandoffNonceStore {
  /** The spent nonce's record, or null when it was never spent (or expired). */
  spent(nonce: string): Promise<SpentNonce | null>;
  /**
   * Spends `nonce` for `owner` until `expiresAt` (ms): 'spent' when it already was (a race lost), 'full' while the
   * table holds its cap of live nonces.
   */
  spend(nonce: string, owner: string, expiresAt: number): Promise<'ok' | 'spent' | 'full'>;
  /** Records where a spent nonce's confirmation went. */
  went(nonce: string, next: string): Promise<void>;
}
