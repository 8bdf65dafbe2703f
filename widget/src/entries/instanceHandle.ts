import { toUser } from '../core/configUser';
import { thenSafe } from '../core/thenSafe';
import type { Instance, MountOptions } from '../public';
import type { DialogRequest } from '../stores/modals';
import type { LazyParts, Mounted } from './lazyParts';

/**
 * The instance handle the host holds (contract §2), with an own `then` that is `undefined` (the loader resolves
 * `ready()` with it: a `then` a page put on Object.prototype must not be called); and `destroyed()`, which the mount's
 * later callbacks read. After `destroy()` every call is a no-op (a promise's answer: false, `BLOCKED`).
 */
export function instanceHandle(
  w: Mounted,
  { parts, cartChunk }: LazyParts,
  /** Undoes everything the mount made (core/undo.ts). */
  dispose: () => void,
  options: Pick<MountOptions, 'onDestroy'>,
): { instance: Instance & { then: undefined }; destroyed(): boolean } {
  const { popup, events } = w;
  let destroyed = false;
  // Asked for before the chunk arrived, they happen when it does, in order; a modal answers false if it can't load
  // (or the widget is gone).
  const dialog = (kind: 'alert' | 'confirm', req: DialogRequest) =>
    destroyed
      ? Promise.resolve(false)
      : parts.need().then(
          (p) => p.modals[kind](req),
          () => false,
        );
  const instance: Instance & { then: undefined } = {
    then: undefined,
    open: (keyword) => !destroyed && popup.open(keyword),
    close: () => !destroyed && popup.close(),
    setUser: (user) => !destroyed && w.session.dispatch({ type: 'setUser', user: toUser(user) }),
    on: (type, listener) => (destroyed ? () => {} : events.on(type, listener)),
    cart(code, items, options) {
      if (destroyed) return Promise.resolve(thenSafe({ result: 'BLOCKED', reason: 'empty' }));
      // The cart flow is fetched now, beside the popup's parts whose cart handle runs it (a host's own buy-now
      // button on a page where nobody reached for the search box yet).
      cartChunk.need().catch(() => {});
      return parts.need().then(
        (p) => p.cart.host(code, items, options),
        () => thenSafe({ result: 'ERROR' }),
      );
    },
    toast(t) {
      if (!destroyed && t && typeof t === 'object') parts.run((p) => p.toast(t));
    },
    track(event, items, options) {
      if (destroyed) return;
      cartChunk.need().catch(() => {});
      parts.run((p) => p.cart.track(event, items, options));
    },
    alert: (m) => dialog('alert', m).then(() => undefined),
    confirm: (m) => dialog('confirm', m),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        dispose();
      } finally {
        options.onDestroy?.();
      }
    },
  };
  return { instance, destroyed: () => destroyed };
}
