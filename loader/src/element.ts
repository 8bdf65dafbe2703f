import type { SearchPopupGlobal } from '../../widget/src/public';

/** The custom element (contract §1, the element form). */
export const TAG = 'search-popup';
/** Where a running loader keeps its lifecycle: a symbol, so no page script meets it by name or in a for-in. */
export const HUB = Symbol.for('search-popup.hub');

export interface Hub {
  api: SearchPopupGlobal;
  /** `again`: a `device` or `config` attribute changed (its box ends, it mounts anew). */
  connect(el: HTMLElement, again?: 1): void;
  disconnect(el: HTMLElement): void;
  /**
   * The pinned loader's (index.ts): why a later chunk at `url` did not load, said once in the console; rejects with
   * the chunk's URL and the cause. The versioned chunks' imports call it when an import failed.
   */
  why?(url: string): Promise<never>;
}
export type HubWindow = Window & { [HUB]?: Hub };

/**
 * Defines `<search-popup>`, whose every callback goes to the window's running hub. A page that has the name defined
 * already keeps its definition (a test's new page in jsdom: that one reaches this hub the same way, for the elements
 * connected from now on).
 */
export function defineElement(w: HubWindow): void {
  const ce = w.customElements;
  if (!ce || ce.get(TAG)) return;
  const Base = (w as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement;
  ce.define(
    TAG,
    class extends Base {
      static observedAttributes = ['device', 'config'];
      connectedCallback() {
        w[HUB]?.connect(this);
      }
      disconnectedCallback() {
        w[HUB]?.disconnect(this);
      }
      attributeChangedCallback(_: string, was: string | null, now: string | null) {
        if (was !== now) w[HUB]?.connect(this, 1);
      }
    },
  );
}
