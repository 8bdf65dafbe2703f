import { useEffect, useState } from 'react';

/**
 * A chunk of views imported on first need (smaller than preact/compat's `lazy` and `Suspense`): the hook returns
 * the module once it is there and `null` before, so the caller renders its own fallback. A failed import is
 * warned about and tried again the next time the chunk is wanted.
 */
export function lazyChunk<M>(load: () => Promise<M>): (want: boolean) => M | null {
  let mod: M | null = null;
  let pending: Promise<M> | null = null;
  return function useChunk(want) {
    const [, loaded] = useState(0);
    useEffect(() => {
      if (!want || mod) return;
      let live = true;
      (pending ??= load().then((m) => (mod = m)))
        .then(() => live && loaded((n) => n + 1))
        .catch((e: Error) => {
          pending = null;
          console.warn('SearchPopup: could not load part of the widget (' + (e && e.message) + ')');
        });
      return () => {
        live = false;
      };
    }, [want]);
    return want ? mod : null;
  };
}
