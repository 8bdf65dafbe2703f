import { atom, type ReadableAtom } from 'nanostores';
import { thenSafe } from '../core/thenSafe';
import { createUndo, type Undo } from '../core/undo';

/**
 * A module fetched on first need: loaded once, tried again on the next need if it failed. `make` turns the module into what it is used for (a mounted widget's stores made from it, say) and
 * registers, with `own` (core/undo.ts), how to undo each thing it made; `$ready` holds the made value once it is there, `run`
 * calls into it now or when it arrives, in call order. `dispose()` undoes what was made, last first — the one
 * place a widget's lazily made stores, timers and listeners end — and drops a module that arrives after it; a need
 * after it fetches nothing and fails. `need()` settles on a page that put a `then` on Object.prototype too: the made
 * value is marked (core/thenSafe.ts).
 */
export interface LazyModule<P> {
  $ready: ReadableAtom<P | null>;
  need(): Promise<P>;
  /** Fetches and evaluates the module now, making nothing (the page is idle); a failure waits for the next need. */
  warm(): void;
  run(fn: (p: P) => void): void;
  dispose(): void;
}

export function createLazyModule<M, P>(
  load: () => Promise<M>,
  make: (m: M, own: (undo: Undo) => void) => P,
): LazyModule<P> {
  const $ready = atom<P | null>(null);
  const undo = createUndo();
  let pending: Promise<P> | undefined;
  let loading: Promise<M> | undefined;
  let disposed = false;
  const fetchModule = () =>
    (loading ??= load().catch((e: Error) => {
      loading = undefined;
      throw e;
    }));
  const need = (): Promise<P> =>
    disposed
      ? Promise.reject(new Error('destroyed'))
      : (pending ??= fetchModule().then(
          (m) => {
            if (disposed) throw new Error('destroyed');
            const made = make(m, undo.own);
            $ready.set(made);
            return thenSafe(made);
          },
          (e: Error) => {
            pending = undefined;
            console.warn('SearchPopup: could not load part: ' + (e && e.message));
            throw e;
          },
        ));
  return {
    $ready,
    need,
    warm() {
      if (!disposed) fetchModule().catch(() => {});
    },
    run(fn) {
      const made = $ready.get();
      if (made) fn(made);
      else if (!disposed) need().then(fn, () => {});
    },
    dispose() {
      disposed = true;
      undo.dispose();
    },
  };
}
