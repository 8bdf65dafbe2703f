import { RISE_WINDOW } from './store/limits';
import type { Store } from './store/types';

/** A small deterministic PRNG (mulberry32), so every fresh demo starts with the same lively log. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedInput {
  /** Keywords shoppers search for, most searched first. */
  keywords: string[];
  /** Products a shopper looked at after searching a keyword, most relevant first. */
  viewsFor(keyword: string): string[];
}

const AGES = ['10', '20', '30', '40'];

/**
 * The first start's search log and view counts (once per database: `store.once`), in three windows with different
 * favourites, so the live ranks show rises, falls and new entries for every filter; signed-in searches carry an age
 * band and sex. A list compares its latest RISE_WINDOW searches with the ones before: for everyone the newest window
 * against the older one; for an age band and sex (a tenth of the searches, issue 54 item 9: all of them read NEW when
 * the log held fewer than a window of theirs) the newest two against the oldest.
 */
export function seedStore(store: Store, seed: SeedInput, now = Date.now()): Promise<void> {
  return store.once('seeded', async () => {
    const random = prng(2026);
    const total = RISE_WINDOW * 16;
    // One search every 15 s, the last of them 15 s ago: a fresh demo's live list is as of now, not of yesterday.
    const start = now - total * 15_000;
    const pick = (pool: string[], skew: number) => pool[Math.floor(Math.pow(random(), skew) * pool.length)];
    const all = seed.keywords;
    const oldest = [...all.slice(6, 14), ...all.slice(0, 6), ...all.slice(14, Math.ceil(all.length * 0.6))];
    const older = all.slice(0, Math.ceil(all.length * 0.7));
    const newer = [...all.slice(3, 12), ...all.slice(0, 3).reverse(), ...all.slice(Math.ceil(all.length * 0.7))];
    for (let i = 0; i < total; i++) {
      const keyword =
        i < total - RISE_WINDOW * 11 ? pick(oldest, 2) : i < total - RISE_WINDOW ? pick(older, 2.2) : pick(newer, 1.6);
      const signedIn = random() < 0.75;
      const age = signedIn ? AGES[Math.floor(random() * AGES.length)] : null;
      const sex = signedIn ? (random() < 0.55 ? '2' : '1') : null;
      // Each seeded search is a shopper of its own.
      await store.searches.log(keyword, { age, sex, client: 'seed-' + i }, new Date(start + i * 15_000));
    }
    for (const [k, keyword] of seed.keywords.entries())
      for (const [rank, saleId] of seed.viewsFor(keyword).entries()) {
        const times = Math.max(1, 6 - rank) + (k % 3);
        for (let t = 0; t < times; t++)
          await store.views.count(keyword, saleId, new Date(start + (k * 10 + t) * 15_000));
      }
  });
}
