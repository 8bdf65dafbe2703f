import { WORK_BUDGET_CLIENTS } from '../store/limits';

/**
 * How much of the server one client may take (issue 20). Node answers one request at a time: a client that sends
 * costly searches on many connections makes every other shopper wait behind them (16 connections once pushed
 * others' answers from 0.8 ms to 6.8 s). Each client (its address) has a budget of work time that refills at
 * `share` of real time up to `burst`; what its requests cost (the CPU time they took, ./http.ts) is taken from it, and while it is spent its requests
 * answer 429 at once, which costs nothing. A shopper typing spends about a millisecond per keystroke.
 */
export interface ClientBudget {
  /** Whether the client may be served now. */
  admit(client: string): boolean;
  /** Charges the client `ms` of work. */
  charge(client: string, ms: number): void;
}

export function clientBudget(
  { share = 0.5, burstMs = 2000, maxClients = WORK_BUDGET_CLIENTS } = {},
  now: () => number = () => performance.now(),
): ClientBudget {
  const left = new Map<string, { ms: number; at: number }>();
  const current = (client: string) => {
    const t = now();
    const b = left.get(client);
    if (!b) return { ms: burstMs, at: t };
    return { ms: Math.min(burstMs, b.ms + (t - b.at) * share), at: t };
  };
  return {
    admit: (client) => current(client).ms > 0,
    charge(client, ms) {
      const b = current(client);
      b.ms -= ms;
      // Full buckets are the default: only clients that spent something are kept.
      if (b.ms >= burstMs) left.delete(client);
      else {
        if (!left.has(client) && left.size >= maxClients) left.delete(left.keys().next().value!);
        left.set(client, b);
      }
    },
  };
}
