import { atom, type ReadableAtom } from 'nanostores';
import { IMAGES_AFTER_MS, imagePace, initialImagePace } from '../core/imagePace';
import type { Clock } from '../platform/clock';

/**
 * Whether a typed answer's new images wait (core/imagePace.ts): the runner of the pace on the search state's query,
 * with the injected clock's timer. `$held` is true from a typed value until it has stood for IMAGES_AFTER_MS; an image
 * asked for before (this widget's) is shown at once all the same.
 */
export function createImagePace(
  $search: ReadableAtom<{ query: string }>,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
) {
  const $held = atom(false);
  let state = initialImagePace;
  let timer: ReturnType<Clock['setTimeout']> | undefined;
  const send = (e: Parameters<typeof imagePace>[1]) => {
    const step = imagePace(state, e);
    state = step.state;
    if (step.timer !== 'keep') clock.clearTimeout(timer);
    if (step.timer === 'start') timer = clock.setTimeout(() => send({ type: 'quiet' }), IMAGES_AFTER_MS);
    $held.set(state.held);
  };
  const stop = $search.subscribe((s) => send({ type: 'query', query: s.query }));
  /** The URLs asked for already (the browser has them, or has them coming): shown at once, typing or not. */
  const asked = new Set<string>();
  return {
    $held: $held as ReadableAtom<boolean>,
    /** Whether an image's URL is set now (and, if so, it counts as asked). Render `$held` to hear when that changes. */
    shows(src: string): boolean {
      if ($held.get() && !asked.has(src)) return false;
      if (asked.size > 2000) asked.clear();
      asked.add(src);
      return true;
    },
    dispose() {
      stop();
      clock.clearTimeout(timer);
    },
  };
}
export type ImagePaceStore = ReturnType<typeof createImagePace>;
