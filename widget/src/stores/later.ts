import { atom, type ReadableAtom } from 'nanostores';

/**
 * Code the popup needs after the shopper reaches for it, not to open it (issue 9: the page load carries only the
 * search box and the empty-input popup): fetched once on first need — hover, focus, typing, a toast, a modal —
 * and tried again on the next need if it failed. `$module` renders the views once it is
 * there; `run` calls into it now or when it arrives, in call order.
 */
export interface Later<M> {
  $module: ReadableAtom<M | null>;
  need(): Promise<M>;
  run(fn: (m: M) => void): void;
}

export function createLater<M>(load: () => Promise<M>, onLoad: (m: M) => void): Later<M> {
  const $module = atom<M | null>(null);
  let pending: Promise<M> | undefined;
  const need = () =>
    (pending ??= load().then(
      (m) => {
        onLoad(m);
        $module.set(m);
        return m;
      },
      (e: Error) => {
        pending = undefined;
        console.warn('SearchPopup: could not load part of the widget (' + (e && e.message) + ')');
        throw e;
      },
    ));
  return {
    $module,
    need,
    run(fn) {
      const m = $module.get();
      if (m) fn(m);
      else need().then(fn, () => {});
    },
  };
}
