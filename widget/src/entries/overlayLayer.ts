import type { Undo } from '../core/undo';
import { createHistoryLayer, type EarlyPopstate, type HistoryLayer } from '../platform/historyLayer';
import type { createListeners } from '../platform/listeners';
import type { ShadowMount } from '../platform/shadow';
import { createOverlay } from '../stores/overlay';
import type { Popup } from '../stores/popup';

/**
 * The mobile overlay's page-level part, a chunk of its own (`overlayLayer-*.js`): the history layer the overlay and
 * each modal own an entry in, and the overlay's history entry, scroll lock and on-screen keyboard. Nothing of it is needed before the
 * shopper reaches for the box, so it is fetched beside the popup's parts and made as soon as it is there (when the
 * page is idle, or on the first need: the parts are made with its history layer); an overlay opened before it
 * arrived takes its entry and its lock when it does. What it makes is owned by the overlay's lazy module (`own`).
 */
export function attachOverlay(
  d: {
    win: Window;
    doc: Document;
    popup: Popup;
    listeners: ReturnType<typeof createListeners>;
    /** The widget's containers: they carry the part of the screen the on-screen keyboard leaves visible. */
    mount: Pick<ShadowMount, 'app' | 'layer'>;
  },
  popstate: EarlyPopstate | undefined,
  own: (undo: Undo) => void,
): HistoryLayer {
  const history = createHistoryLayer(d.win, d.listeners, popstate);
  own(createOverlay(d.popup, history, d.doc, [d.mount.app, d.mount.layer]).dispose);
  return history;
}
