import type { CallParams } from '../core/gatewayPaths';
import type { Author, EventItem, Product, Shortcut } from '../core/types';
import type { Decoded } from './decodeRows';

/** Everything typed input shows (contract §5): the typed sections' calls and the shortcut's, made per query. */
export interface TypedResults {
  products: Product[];
  total: number;
  authors: Author[];
  events: EventItem[];
  shortcut: Shortcut | null;
  /** A call failed, or decoding lost rows: these results are shown but never cached (the query asks again). */
  lossy: boolean;
  /** Not an answer: one narrowed to the value typed since, until that value's own lands (core/narrowing.ts). */
  narrowed?: boolean;
  /** Narrowed: how many products its answer is expected to hold (core/narrowing.ts). */
  expected?: number;
}

/** The parts of the typed answer that are lists a typed section can show. */
export type TypedPart = {
  [K in keyof TypedResults]-?: TypedResults[K] extends readonly unknown[] ? K : never;
}[keyof TypedResults];

/** What a typed call is asked with: the query's key, and the search target's group code (core/searchRoutes.ts). */
export interface TypedQuery {
  keyword: string;
  gbCode: string;
}

/**
 * One call of the typed search: a typed section's `call` (sections/*.tsx), or the shortcut's (sections/shortcut.ts).
 * Its path (core/gatewayPaths.ts), its parameters for a query, and its decoder, which reads the untrusted answer into
 * its fields of the typed answer and says whether it lost rows. Decoders never throw: what one makes of no answer
 * (`decode(null)`) is what its fields hold when the call failed.
 */
export interface TypedCall {
  path: string;
  params(query: TypedQuery): CallParams;
  decode(answer: unknown): Decoded<Partial<Omit<TypedResults, 'lossy'>>>;
}

/** What the stores call: the typed search (gateway/typed.ts). */
export interface SearchApi {
  typed(keyword: string, gbCode: string, signal?: AbortSignal): Promise<TypedResults>;
}
