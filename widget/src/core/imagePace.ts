/**
 * How long the typed value must stay the same before the typed answer's images (covers, portraits, event banners,
 * the featured cover) start loading. While a shopper types, each answer lasts one keystroke: its images would
 * be fetched, decoded and painted only to be replaced, their load tasks and the frames they dirty falling
 * between the keystrokes (docs/performance.md, "Images"), and on a slow network they queue ahead of the last
 * answer's. Longer than a steady typist's gap between keys (about 110–280 ms within a Korean word), short of a
 * pause a shopper reads in.
 */
export const IMAGES_AFTER_MS = 300;

/** What the pace reacts to: the query shown changed (`''`: the box is empty), or the timer ran out. */
export type ImagePaceEvent = { type: 'query'; query: string } | { type: 'quiet' };

export interface ImagePace {
  /** The query the pace last saw. */
  query: string;
  /** Whether a typed answer's images wait (a new image only: one asked for before is shown at once). */
  held: boolean;
}

/** What the runner does with the timer: start it again (IMAGES_AFTER_MS), clear it, or leave it. */
export type ImagePaceTimer = 'start' | 'clear' | 'keep';

export const initialImagePace: ImagePace = { query: '', held: false };

/**
 * The pace's step. An empty box frees the images (the empty input's sections are not typed); a new typed value
 * holds them and starts the timer again; the timer frees them. The same query again (a state change of the same
 * search) changes nothing.
 */
export function imagePace(s: ImagePace, e: ImagePaceEvent): { state: ImagePace; timer: ImagePaceTimer } {
  if (e.type === 'quiet') return { state: { ...s, held: false }, timer: 'keep' };
  if (e.query === s.query) return { state: s, timer: 'keep' };
  if (e.query === '') return { state: { query: '', held: false }, timer: 'clear' };
  return { state: { query: e.query, held: true }, timer: 'start' };
}
