import { thenSafe } from '../core/thenSafe';
import type { Undo } from '../core/undo';
import type { HistoryLayer } from '../platform/historyLayer';
import type { ShadowMount } from '../platform/shadow';
import type { MountOptions } from '../public';
import type { Combobox } from '../stores/combobox';
import { createLazyModule } from '../stores/lazyModule';
import type { makePopupParts } from './popupParts';

/** A view's later chunks, fetched on first need (what the desktop and mobile entries give `mountWidget`). */
export interface ViewChunks {
  /**
   * The later chunk: the popup's parts (entries/popupParts.ts), made with the view's own CSS for what the popup shows
   * (entries/desktopParts.ts, mobileParts.ts).
   */
  parts: () => Promise<{ makePopupParts: typeof makePopupParts }>;
  /**
   * Page-level behaviour only the mobile view needs, a chunk fetched beside the popup's parts and made on arrival
   * (entries/overlayLayer.ts): the history layer (the overlay and each modal own an entry) and the overlay's entry
   * and scroll lock. The desktop has none.
   */
  overlay?: () => Promise<typeof import('./overlayLayer')>;
}

type PartsDeps = Parameters<typeof makePopupParts>[0];

/** What a mounted widget made at mount: its lazy modules, the popup's parts and the other named parts read it. */
export type Mounted = Omit<PartsDeps, 'client' | 'combobox' | 'history' | 'cartChunk' | 'mount'> & {
  host: HTMLElement;
  mount: PartsDeps['mount'] & Pick<ShadowMount, 'app' | 'layer'>;
};

/**
 * A mounted widget's lazy modules (stores/lazyModule.ts), each owned (`own`) when made: the gateway client and the
 * empty-input prefetch (entries/connection.ts), the mobile overlay (entries/overlayLayer.ts), the cart flow
 * (stores/cartFlow.ts) and the popup's parts (entries/popupParts.ts), made with `w` and the combobox (made after
 * them: read when the parts are made). Nothing is fetched before the first need (hover, focus, touch, typing) or
 * `warm()` (the page idle after its load).
 */
export function createLazyParts(
  w: Mounted,
  view: ViewChunks,
  popstate: MountOptions['popstate'],
  combobox: () => Combobox,
  own: (undo: Undo) => void,
) {
  const { win, popup } = w;
  // The gateway client and the empty-input prefetch come with the first need (hover, focus, touch, typing: the
  // empty-input answers asked early), fetched beside the popup's parts; nothing calls the gateway before.
  const client = createLazyModule(
    () => import('./connection'),
    (m) => m.connect(w.raw, w.env, win.location.href, w.mobile ? 'M' : 'P'),
  );
  own(client.dispose);
  // On mobile the overlay and each modal own a history entry (the browser's back closes the top one), and the open
  // overlay locks the page's scroll: a chunk fetched beside the popup's parts and made as soon as it is there (at
  // idle too: making it is cheap), since the parts are made with its history layer.
  const overlay =
    w.mobile && view.overlay ? createLazyModule(view.overlay, (m, own) => m.attachOverlay(w, popstate, own)) : null;
  if (overlay) {
    own(overlay.dispose);
    own(popup.$open.listen((o) => o && overlay.run(() => {})));
  }
  // The cart flow: fetched when a cart button is reached for, or beside the popup's parts on a host's
  // cart call (a buy-now button on a page where nobody reached for the search box yet).
  const cartChunk = createLazyModule(
    () => import('../stores/cartFlow'),
    (m) => m,
  );
  own(cartChunk.dispose);
  // The popup's parts: fetched on first need, in parallel with the empty-input answers (and on mobile the overlay's
  // chunk), and made there; `parts.dispose()` undoes what was made.
  const parts = createLazyModule(
    () => {
      // The overlay's chunk failing leaves the parts without a history layer (modals without their entries), not
      // without the popup; the overlay itself is asked for again on the next open.
      const history = overlay && overlay.need().catch(() => null);
      // Marked (core/thenSafe.ts): on a page with a `then` on Object.prototype a promise of a plain object never settles.
      return view
        .parts()
        .then((m) =>
          history ? history.then((h) => thenSafe({ m, h })) : thenSafe({ m, h: null as HistoryLayer | null }),
        );
    },
    ({ m, h: history }, own) => m.makePopupParts({ ...w, client, combobox: combobox(), history, cartChunk }, own),
  );
  own(parts.dispose);
  return {
    /** The empty-input answers, asked early on hover and focus (the combobox's `prefetch`). */
    prefetch: { ask: () => client.run((c) => c.prefetch.ask()) },
    cartChunk,
    parts,
    /** The page is idle after its load: the popup's parts and the client are fetched and evaluated, not made. */
    warm() {
      parts.warm();
      client.warm();
      overlay?.warm();
    },
  };
}
export type LazyParts = ReturnType<typeof createLazyParts>;
