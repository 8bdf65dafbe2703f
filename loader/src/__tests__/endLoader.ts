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

/**
 * The page's `<search-popup>` elements connected again: in jsdom the element stays defined from the test before,
 * whose hub is gone, so elements a test wrote before the loader ran never met the new one (a browser page defines
 * it with its first loader run, before any element of its own upgrades).
 */
export function reconnectElements() {
  document.querySelectorAll('search-popup').forEach((el) => {
    const [parent, next] = [el.parentNode!, el.nextSibling];
    el.remove();
    parent.insertBefore(el, next);
  });
}
