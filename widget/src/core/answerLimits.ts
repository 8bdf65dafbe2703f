import { GATEWAY_PATHS as P } from './gatewayPaths';

type GatewayPath = (typeof P)[keyof typeof P];

const KB = 1024;

/**
 * The largest answer body read for each gateway path, in bytes (issue 38 #7). A full answer is a few KB (the
 * demo's biggest: 12 products in about 8 KB, authors or events under 3 KB, keywords and banners under 1 KB); each cap
 * leaves room for long texts (the hostile corpus, host-demo/test-pages/hostile.ts: 125 KB of products, 31 KB of
 * authors, events or a shortcut, 1 KB of keywords or banners). A body over its cap is cut off unread: an answer under
 * the old 1 MB limit still took seconds to parse and walk.
 */
export const ANSWER_CAPS: Readonly<Partial<Record<GatewayPath, number>>> = {
  [P.trend]: 16 * KB,
  [P.rise]: 16 * KB,
  [P.recommended]: 64 * KB,
  [P.banners]: 16 * KB,
  [P.commodity]: 256 * KB,
  [P.author]: 64 * KB,
  [P.event]: 64 * KB,
  [P.shortcut]: 64 * KB,
  [P.cart]: 64 * KB,
};

/** The answer cap for a path, its query string ignored; 64 KB for a path the table doesn't name (a new section's). */
export function answerCap(path: string): number {
  const key = path.split('?')[0];
  return Object.prototype.hasOwnProperty.call(ANSWER_CAPS, key) ? ANSWER_CAPS[key as GatewayPath]! : 64 * KB;
}

/**
 * The deepest nesting of arrays and objects read. The contract's shapes need 3 (`{ resultDocuments: [{ … }] }`);
 * a field of the wrong type (an object or array where text belongs) 4; the rest is room for a gateway's own fields.
 */
export const MAX_ANSWER_DEPTH = 8;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, found by one pass over its brackets outside
 * strings, before it is parsed: `JSON.parse` of 400,000 nested arrays is a long task of its own. Malformed text
 * is left to the parser.
 */
export function nestsDeeper(json: string, max = MAX_ANSWER_DEPTH): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (quoted) {
      // A backslash escapes the next character (a quote in the string, or another backslash).
      if (c === 92) i++;
      else if (c === 34) quoted = false;
    } else if (c === 34) quoted = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}
