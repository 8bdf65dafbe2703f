/**
 * Which searches count for the live popular keywords (issue 38, finding 2): one client (what ./clientBudget.ts keys
 * on: its address) counts a keyword once per `windowMs`, and at most `perClient` keywords in that window; a repeat,
 * or a keyword past the cap, is not counted (the page is still served). 250 searches of one keyword from one client
 * once made it the #1 new keyword for every shopper; now they are one search. At most `maxClients` clients are
 * kept; past that the one whose window started first is forgotten.
 */
export interface SearchTally {
  /** Whether this client's search of `keyword` counts now (and records it if so). */
  take(client: string, keyword: string): boolean;
}

export function searchTally(
  { windowMs = 10 * 60_000, perClient = 30, maxClients = 10_000 } = {},
  now: () => number = Date.now,
): SearchTally {
  const seen = new Map<string, { since: number; keywords: Set<string> }>();
  return {
    take(client, keyword) {
      const t = now();
      let entry = seen.get(client);
      if (!entry || t - entry.since >= windowMs) {
        seen.delete(client);
        if (seen.size >= maxClients) seen.delete(seen.keys().next().value!);
        entry = { since: t, keywords: new Set() };
        seen.set(client, entry);
      }
      if (entry.keywords.has(keyword) || entry.keywords.size >= perClient) return false;
      entry.keywords.add(keyword);
      return true;
    },
  };
}
