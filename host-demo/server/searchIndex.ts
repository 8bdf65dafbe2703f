import { charUnits, matchRange, queryVariants, type MatchMode } from '../../widget/src/core/hangulMatch';

/**
 * Hangul-aware product search over the whole catalogue, answering in milliseconds at 100k products.
 *
 * Each searchable field of every product is flattened (white space out, Hangul as jamo, or as initials for the
 * chosung form, Latin lower-cased) and all products are joined, most popular first, into one string per field.
 * A query is looked up with `indexOf` in those strings, for each of its forms (core `queryVariants`: its jamo,
 * its initials, its Korean-layout reading), so the widget and the gateway share one matching rule. A match must
 * start at a character. Ranking: exact field > prefix > infix, then popularity (the product's index).
 */

const SEP = '\u0001';

/** The group codes of the search targets (gbCode), by product type. TOT is everything. */
export const GROUPS: Readonly<Record<string, readonly string[]>> = {
  KBO: ['KOR', 'ENG', 'BNT', 'JAP', 'JNT', 'PBC', 'POD', 'CMB', 'OPN', 'OPT'],
  EBK: ['EBK', 'AUD', 'MOV', 'DUM'],
  SAM: ['SAM'],
  HTS: ['MUC', 'DVD', 'GFT'],
};
const GROUP_BITS: Record<string, number> = { TOT: 0, KBO: 1, EBK: 2, SAM: 4, HTS: 8 };

interface Field {
  text: string;
  /** 1 where a unit starts a character. */
  start: Uint8Array;
  /** The product each unit belongs to. */
  owner: Int32Array;
  /** Where each product's units start and end in `text`. */
  from: Int32Array;
  to: Int32Array;
}

function buildField(values: readonly string[], mode: MatchMode): Field {
  let capacity = 1;
  for (const v of values) capacity += v.length * 5 + 1;
  const start = new Uint8Array(capacity);
  const owner = new Int32Array(capacity).fill(-1);
  const from = new Int32Array(values.length);
  const to = new Int32Array(values.length);
  const chunks: string[] = [];
  let pos = 0;
  for (let id = 0; id < values.length; id++) {
    chunks.push(SEP);
    pos++;
    from[id] = pos;
    const v = values[id];
    for (let i = 0; i < v.length; i++) {
      const ch = v[i];
      if (ch === ' ' || ch === '\t' || ch === '\n' || /\s/.test(ch)) continue;
      const units = charUnits(ch, mode);
      start[pos] = 1;
      for (let k = 0; k < units.length; k++) owner[pos + k] = id;
      chunks.push(units);
      pos += units.length;
    }
    to[id] = pos;
  }
  return { text: chunks.join(''), start: start.slice(0, pos), owner: owner.slice(0, pos), from, to };
}

export interface SearchHit {
  id: number;
  /** 0 exact, 1 prefix, 2 infix. */
  rank: number;
}

export interface SearchIndex {
  size: number;
  search(query: string, gbCode: string, offset: number, limit: number): { hits: SearchHit[]; total: number };
  /** The matched part of a name for highlighting, by the same rule. */
  highlight(name: string, query: string): [number, number] | null;
}

/**
 * Builds the index over products given most popular first. `fields` are the texts searched for each product
 * (title, author, publisher); `types` their type codes for the gbCode filter.
 */
export function buildSearchIndex(items: readonly { name: string; author: string; publisher: string; type: string }[]): SearchIndex {
  const n = items.length;
  const names = items.map((p) => p.name);
  const authors = items.map((p) => p.author);
  const fields: Record<MatchMode, Field[]> = {
    jamo: [buildField(names, 'jamo'), buildField(authors, 'jamo'), buildField(items.map((p) => p.publisher), 'jamo')],
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
      for (const { units, mode } of queryVariants(query)) {
        for (const f of fields[mode]) {
          for (let p = f.text.indexOf(units); p >= 0; p = f.text.indexOf(units, p + 1)) {
            if (!f.start[p]) continue;
            const id = f.owner[p];
            if (bit && !(groups[id] & bit)) {
              p = f.to[id];
              continue;
            }
            const rank = p === f.from[id] ? (p + units.length === f.to[id] ? 0 : 1) : 2;
            if (stamp[id] !== generation) {
              stamp[id] = generation;
              best[id] = rank;
              matched.push(id);
            } else if (rank < best[id]) best[id] = rank;
            // The leftmost match in a product is its best in this field: go on after it.
            p = f.to[id];
          }
        }
      }
      const total = matched.length;
      const want = Math.min(total, offset + limit);
      const hits: SearchHit[] = [];
      if (total > n / 8) {
        // Many matches: walk the products in popularity order, once per rank, until the page is full.
        for (let rank = 0; rank <= 2 && hits.length < want; rank++) {
          for (let id = 0; id < n && hits.length < want; id++) if (stamp[id] === generation && best[id] === rank) hits.push({ id, rank });
        }
      } else {
        const keys = new Float64Array(total);
        for (let i = 0; i < total; i++) keys[i] = best[matched[i]] * n + matched[i];
        keys.sort();
        for (let i = 0; i < want; i++) hits.push({ id: keys[i] % n, rank: Math.floor(keys[i] / n) });
      }
      return { hits: hits.slice(offset), total };
    },
    highlight: (name, query) => matchRange(name, query),
  };
}
