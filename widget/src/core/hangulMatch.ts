import { convertQwertyToHangul, disassemble, getChoseong } from 'es-hangul';
import type { Segment } from './splitMarked';

const SYLLABLE = /[\uac00-\ud7a3]/;
const CONSONANTS_ONLY = /^[\u3131-\u314e]+$/;
const LATIN_ONLY = /^[a-z]+$/i;

/** One comparable unit per jamo (or other character) of a text, white space left out. */
interface Flat {
  units: string[];
  /** The index in the text of the character each unit came from. */
  owner: number[];
  /** Whether a unit starts its character (a match may only start there). */
  start: boolean[];
}

function flatten(text: string, split: (ch: string) => string): Flat {
  const flat: Flat = { units: [], owner: [], start: [] };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/.test(ch)) continue;
    const parts = [...split(ch)];
    parts.forEach((u, k) => {
      flat.units.push(u.toLowerCase());
      flat.owner.push(i);
      flat.start.push(k === 0);
    });
  }
  return flat;
}

const jamo = (ch: string) => (SYLLABLE.test(ch) ? disassemble(ch) : ch);
const initial = (ch: string) => (SYLLABLE.test(ch) ? getChoseong(ch) : ch);

function find(text: string, query: string, split: (ch: string) => string): [number, number] | null {
  const t = flatten(text, split);
  const q = flatten(query, jamo).units;
  outer: for (let p = 0; p + q.length <= t.units.length; p++) {
    if (!t.start[p]) continue;
    for (let k = 0; k < q.length; k++) if (t.units[p + k] !== q[k]) continue outer;
    return [t.owner[p], t.owner[p + q.length - 1] + 1];
  }
  return null;
}

/**
 * Where a typed query matches a text, as [start, end) in the text, or null. Hangul is compared jamo by jamo, so
 * a last syllable still being composed matches the syllable it is becoming (`해리ㅍ` and `해리퐅` → `해리포터`);
 * a query of consonants alone matches initials (`ㅎㄹㅍㅌ` → `해리 포터`); white space is ignored on both sides
 * (`어린왕` → `어린 왕자`); Latin letters ignore case, and a Latin-only query typed with the keyboard in English
 * layout is also tried as the Hangul it would have been (`gofl` → `해리`). Matches start at a character.
 */
export function matchRange(text: string, query: string): [number, number] | null {
  const q = query.replace(/\s+/g, '');
  if (!q || !text) return null;
  const direct = find(text, q, jamo);
  if (direct) return direct;
  if (CONSONANTS_ONLY.test(q)) return find(text, q, initial);
  if (LATIN_ONLY.test(q)) {
    const hangul = convertQwertyToHangul(q);
    if (hangul !== q && SYLLABLE.test(hangul)) return find(text, hangul, jamo);
  }
  return null;
}

/** A text split into plain and matched segments for a query (the whole text plain when nothing matches). */
export function matchSegments(text: string, query: string): Segment[] {
  const range = matchRange(text, query);
  if (!range) return text ? [{ text, marked: false }] : [];
  const [s, e] = range;
  return [
    { text: text.slice(0, s), marked: false },
    { text: text.slice(s, e), marked: true },
    { text: text.slice(e), marked: false },
  ].filter((seg) => seg.text);
}
