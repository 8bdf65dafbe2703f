import { charUnits, queryVariants, type MatchMode } from '../../widget/src/core/hangulMatch';

/**
 * Hangul-aware product search over the whole catalogue, answering in milliseconds at 100k products.
 *
 * Each searchable field of every product is flattened to comparable units (white space out, Hangul as jamo, or
 * as initials for the chosung form, Latin lower-cased) and indexed by unit bigram (and by the first unit of each
 * character, for one-unit queries). A query is looked up, for each of its forms (core `queryVariants`: its jamo,
 * its initials, its Korean-layout reading), through its rarest bigram's postings, and each candidate is checked
 * against the product's units; so the widget and the gateway share one matching rule. A match must start at a
 * character. Ranking: exact field > prefix > infix, then popularity (the product's index).
 */

/** The group codes of the search targets (gbCode), by product type. TOT is everything. */
export const GROUPS: Readonly<Record<string, readonly string[]>> = {
  KBO: ['KOR', 'ENG', 'BNT', 'JAP', 'JNT', 'PBC', 'POD', 'CMB', 'OPN', 'OPT'],
  EBK: ['EBK', 'AUD', 'MOV', 'DUM'],
  SAM: ['SAM'],
  HTS: ['MUC', 'DVD', 'GFT'],
};
const GROUP_BITS: Record<string, number> = { TOT: 0, KBO: 1, EBK: 2, SAM: 4, HTS: 8 };

const EMPTY = new Int32Array(0);

interface Field {
  /** Each product's units. */
  units: string[];
  /** Each product's character starts, one bit per unit (1 = starts a character). */
  starts: Uint8Array[];
  /** Products containing a bigram of units (key: two code units). */
  bigrams: Map<number, Int32Array>;
  /** Products where a unit starts a character (key: the unit's code unit). */
  firsts: Map<number, Int32Array>;
}

const isSpace = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x3000 ||
  (c > 0x1fff && c < 0x3000 && /\s/.test(String.fromCharCode(c)));

function buildField(values: readonly string[], mode: MatchMode): Field {
  const units: string[] = new Array(values.length);
  const starts: Uint8Array[] = new Array(values.length);
  const bigrams = new Map<number, number[]>();
  const firsts = new Map<number, number[]>();
  const post = (map: Map<number, number[]>, key: number, id: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  for (let id = 0; id < values.length; id++) {
    const v = values[id];
    let u = '';
    const flags: number[] = [];
    for (let i = 0; i < v.length; i++) {
      if (isSpace(v.charCodeAt(i))) continue;
      const cu = charUnits(v[i], mode);
      flags.push(1);
      for (let k = 1; k < cu.length; k++) flags.push(0);
      u += cu;
    }
    units[id] = u;
    starts[id] = Uint8Array.from(flags);
    for (let k = 0; k < u.length; k++) {
      if (flags[k]) post(firsts, u.charCodeAt(k), id);
      if (k + 1 < u.length) post(bigrams, u.charCodeAt(k) * 65536 + u.charCodeAt(k + 1), id);
    }
  }
  const typed = (map: Map<number, number[]>) => new Map([...map].map(([k, list]) => [k, Int32Array.from(list)]));
  return { units, starts, bigrams: typed(bigrams), firsts: typed(firsts) };
}

/** The products that may contain `q`: the postings of its rarest bigram (or of its only unit). */
function candidates(f: Field, q: string): Int32Array {
  if (q.length === 1) return f.firsts.get(q.charCodeAt(0)) ?? EMPTY;
  let best: Int32Array | null = null;
  for (let k = 0; k + 1 < q.length; k++) {
    const list = f.bigrams.get(q.charCodeAt(k) * 65536 + q.charCodeAt(k + 1));
    if (!list) return EMPTY;
    if (!best || list.length < best.length) best = list;
  }
  return best!;
}

/** Where `q` first occurs in a product's units starting at a character, or -1. */
function firstAt(units: string, starts: Uint8Array, q: string): number {
  for (let p = units.indexOf(q); p >= 0; p = units.indexOf(q, p + 1)) if (starts[p]) return p;
  return -1;
}

export interface SearchHit {
  id: number;
  /** 0 exact, 1 prefix, 2 infix. */
  rank: number;
}

export interface SearchIndex {
  size: number;
  search(query: string, gbCode: string, offset: number, limit: number): { hits: SearchHit[]; total: number };
}

/**
 * Builds the index over products given most popular first. `fields` are the texts searched for each product
 * (title, author, publisher); `types` their type codes for the gbCode filter.
 */
export function buildSearchIndex(
  items: readonly { name: string; author: string; publisher: string; type: string }[],
): SearchIndex {
  const n = items.length;
  const names = items.map((p) => p.name);
  const authors = items.map((p) => p.author);
  const fields: Record<MatchMode, Field[]> = {
    jamo: [
      buildField(names, 'jamo'),
      buildField(authors, 'jamo'),
      buildField(
        items.map((p) => p.publisher),
        'jamo',
      ),
    ],
    initial: [buildField(names, 'initial'), buildField(authors, 'initial')],
  };
  const groups = new Uint8Array(n);
  items.forEach((p, id) => {
    for (const [code, types] of Object.entries(GROUPS)) if (types.includes(p.type)) groups[id] |= GROUP_BITS[code];
  });

  const stamp = new Int32Array(n);
  const best = new Uint8Array(n);
  let generation = 0;

  return {
    size: n,
    search(query, gbCode, offset, limit) {
      generation++;
      const bit = GROUP_BITS[gbCode] ?? 0;
      const matched: number[] = [];
      for (const { units: q, mode } of queryVariants(query)) {
        for (const f of fields[mode]) {
          const list = candidates(f, q);
          for (let i = 0; i < list.length; i++) {
            const id = list[i];
            if (bit && !(groups[id] & bit)) continue;
            const u = f.units[id];
            const p = firstAt(u, f.starts[id], q);
            if (p < 0) continue;
            const rank = p === 0 ? (q.length === u.length ? 0 : 1) : 2;
            if (stamp[id] !== generation) {
              stamp[id] = generation;
              best[id] = rank;
              matched.push(id);
            } else if (rank < best[id]) best[id] = rank;
          }
        }
      }
      const total = matched.length;
      const want = Math.min(total, offset + limit);
      const hits: SearchHit[] = [];
      if (total > n / 8) {
        // Many matches: walk the products in popularity order, once per rank, until the page is full.
        for (let rank = 0; rank <= 2 && hits.length < want; rank++) {
          for (let id = 0; id < n && hits.length < want; id++)
            if (stamp[id] === generation && best[id] === rank) hits.push({ id, rank });
        }
      } else {
        const keys = new Float64Array(total);
        for (let i = 0; i < total; i++) keys[i] = best[matched[i]] * n + matched[i];
        keys.sort();
        for (let i = 0; i < want; i++) hits.push({ id: keys[i] % n, rank: Math.floor(keys[i] / n) });
      }
      return { hits: hits.slice(offset), total };
    },
  };
}
