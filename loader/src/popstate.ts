import type { MountOptions } from '../../widget/src/public';

/**
 * One popstate listener from the loader's first moment: on `window` listeners run in the order they were added, so
 * the widget's history layer, registered in its `slot` (MountOptions.popstate), can stop its own back-button pops
 * before a router that loaded after the loader hears them. Returns the slot, `listen()` and `remove()`: `remove()`
 * takes the listener away (no box left); `listen()` adds it again after that (capturing, it still runs before a
 * router's listener on `window`). The loader calls each only when that changes something (boot.ts: `remove()` when
 * a destroy() starts a rest, `listen()` when the rest ends), so a page that counts `addEventListener` and
 * `removeEventListener` calls (a wrapped one) counts the one listener there is.
 */
export function createPopstate(win: Window) {
  const handlers = new Set<(e: PopStateEvent) => void>();
  const onPop = (e: Event) => handlers.forEach((fn) => fn(e as PopStateEvent));
  const listen = () => win.addEventListener('popstate', onPop, true);
  listen();
  const slot: NonNullable<MountOptions['popstate']> = (fn) => {
    handlers.add(fn);
    return () => handlers.delete(fn);
  };
  return [slot, listen, () => win.removeEventListener('popstate', onPop, true)] as const;
}
