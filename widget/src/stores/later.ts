import { atom, type ReadableAtom } from 'nanostores';

/**
 * Code needed once the shopper reaches for the box (issue 9: the page load carries only what makes the box
 * interactive; what the popup shows and does comes later): fetched once on first need — hover, focus, touch,
 * typing, a toast, a modal — and tried again on the next need if it failed. `make` turns the module into what it
 * is used for (a mounted widget's stores made from it, say); `$ready` holds that once it is there, `run` calls
 * into it now or when it arrives, in call order. After `dispose()` an arriving module is dropped, nothing is made.
 */
export interface Later<P> {
  $ready: ReadableAtom<P | null>;
  need(): Promise<P>;
  run(fn: (p: P) => void): void;
  dispose(): void;
}

export function createLater<M, P>(load: () => Promise<M>, make: (m: M) => P): Later<P> {
  const $ready = atom<P | null>(null);
  let pending: Promise<P> | undefined;
  let disposed = false;
  const need = () =>
    (pending ??= load().then(
      (m) => {
        if (disposed) throw new Error('destroyed');
        const made = make(m);
        $ready.set(made);
        return made;
      },
      (e: Error) => {
        pending = undefined;
        console.warn('SearchPopup: could not load part of the widget (' + (e && e.message) + ')');
        throw e;
      },
    ));
  return {
    $ready,
    need,
    run(fn) {
      const made = $ready.get();
      if (made) fn(made);
      else need().then(fn, () => {});
    },
    dispose: () => void (disposed = true),
  };
}
