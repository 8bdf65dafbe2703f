import { convertQwertyToHangul, disassemble, getChoseong } from 'es-hangul';

const SYLLABLE = /[\uac00-\ud7a3]/;
const CONSONANTS_ONLY = /^[\u3131-\u314e]+$/;
const LATIN_ONLY = /^[a-z]+$/i;

export type MatchMode = 'jamo' | 'initial';

const syllables: Record<MatchMode, string[]> = { jamo: [], initial: [] };
const others: Record<MatchMode, Map<string, string>> = { jamo: new Map(), initial: new Map() };

/**
 * The comparable units of one character: a Hangul syllable's jamo (`jamo`) or its initial consonant
 * (`initial`); any other character lower-cased. Cached: there are only 11,172 syllables.
 */
export function charUnits(ch: string, mode: MatchMode): string {
  const code = ch.charCodeAt(0) - 0xac00;
  if (code >= 0 && code <= 11171) {
    return (syllables[mode][code] ??= mode === 'jamo' ? disassemble(ch) : getChoseong(ch));
  }
  let units = others[mode].get(ch);
  if (units === undefined) others[mode].set(ch, (units = ch.toLowerCase()));
  return units;
}

/** A text as one string of units, white space left out, with where each unit came from. */
export interface FlatText {
  flat: string;
  /** For each code unit of `flat`, the index in the text of the character it came from. */
  owner: number[];
  /** For each code unit of `flat`, whether it starts its character (a match may only start there). */
  start: boolean[];
}

export function flattenText(text: string, mode: MatchMode): FlatText {
  const out: FlatText = { flat: '', owner: [], start: [] };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/.test(ch)) continue;
    const units = charUnits(ch, mode);
    out.flat += units;
    for (let k = 0; k < units.length; k++) {
      out.owner.push(i);
      out.start.push(k === 0);
    }
  }
  return out;
}

/**
 * The forms a typed query is looked for in, most literal first: its own jamo (so a last syllable still being
 * composed matches the syllable it is becoming: `해리ㅍ`, `해리퐅` → `해리포터`); for a query of consonants alone,
 * the initials of the text (`ㅎㄹㅍㅌ` → `해리 포터`); for a Latin-only query, also the Hangul it would have been
 * with the keyboard in Korean layout (`gofl` → `해리`). White space is ignored and Latin letters ignore case.
 */
export function queryVariants(query: string): { units: string; mode: MatchMode }[] {
  const q = query.replace(/\s+/g, '');
  if (!q) return [];
  const variants = [{ units: flattenText(q, 'jamo').flat, mode: 'jamo' as MatchMode }];
  if (CONSONANTS_ONLY.test(q)) variants.push({ units: q, mode: 'initial' });
  if (LATIN_ONLY.test(q)) {
    const hangul = convertQwertyToHangul(q);
    if (hangul !== q && SYLLABLE.test(hangul)) variants.push({ units: flattenText(hangul, 'jamo').flat, mode: 'jamo' });
  }
  return variants;
}

/** The first place `units` occurs in a flattened text starting at a character, or -1. */
export function findUnits(text: FlatText, units: string): number {
  for (let p = text.flat.indexOf(units); p >= 0; p = text.flat.indexOf(units, p + 1)) if (text.start[p]) return p;
  return -1;
}

/**
 * Where a typed query matches a text, as [start, end) in the text, or null: the first of the query's forms
 * (see queryVariants) that occurs, starting at a character of the text; white space on either side is ignored
 * (`어린왕` → `어린 왕자`). The query's forms are worked out once, here (for a 100-letter Latin query that is most of
 * the work): matching a list costs the texts' length, not the list's length times the query's.
 */
export function compileMatch(query: string): (text: string) => [number, number] | null {
  const variants = queryVariants(query);
  return (text) => {
    if (!text) return null;
    const flat: Partial<Record<MatchMode, FlatText>> = {};
    for (const v of variants) {
      const t = (flat[v.mode] ??= flattenText(text, v.mode));
      const p = findUnits(t, v.units);
      if (p >= 0) return [t.owner[p], t.owner[p + v.units.length - 1] + 1];
    }
    return null;
  };
}
