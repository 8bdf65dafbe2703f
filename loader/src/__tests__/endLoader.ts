import { HUB } from '../element';

/**
 * Each test is a new page: the running loader is destroyed, then forgotten with its MutationObserver, which a
 * destroy() keeps (so that a mount point the page adds later mounts again) and which would otherwise go on
 * watching the next test's document.
 */
const observers = new Set<MutationObserver>();
const Native = window.MutationObserver;
window.MutationObserver = class extends Native {
  constructor(callback: MutationCallback) {
    super(callback);
    observers.add(this);
  }
};

export function endLoader() {
  const w = window as unknown as { [HUB]?: { api: { destroy(): void } } };
  w[HUB]?.api.destroy();
  delete w[HUB];
  observers.forEach((o) => o.disconnect());
  observers.clear();
}
