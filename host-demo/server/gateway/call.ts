import type { DemoAccount } from '../accounts';

/** A gateway call as the HTTP layer hands it over. */
export interface GatewayCall {
  method: string;
  /** The path under the gateway base, e.g. `search/commodity`. */
  path: string;
  params: URLSearchParams;
  body?: string;
  /** The origin the demo is served on: absolute URLs in answers point there. */
  origin: string;
  /** The Bearer token, when the widget sent one. */
  token: string | null;
  /**
   * The signed-in member of the shop's own session cookie, which a same-origin gateway also sees (a host that
   * logs the shopper in and calls `setUser` without a token); the Bearer token wins when both are there.
   */
  sessionAccount?: DemoAccount | null;
  /**
   * The numbers of the anonymous cart's owner cookies the request sent (./tempMembers.ts `ownersIn`: on http only
   * those bound to its client): the owner of an anonymous add, which the body's `tmprMmbrNum` is not (issue 38).
   */
  tempOwner?: readonly string[];
  /** Who asked (./clientBudget.ts's key): the write quotas count per client. */
  client?: string;
}

export interface GatewayAnswer {
  status: number;
  body: unknown;
  /** A temporary member number the gateway issued in place of one it did not sign: the HTTP layer sets its cookie. */
  issuedTempMember?: string;
}
