import { createHistoryLayer, type EarlyPopstate } from '../platform/historyLayer';
import type { createListeners } from '../platform/listeners';
import { createOverlay } from '../stores/overlay';
import type { Popup } from '../stores/popup';

/**
 * The mobile overlay's page-level part, a chunk of its own (`overlayLayer-*.js`): the history layer the overlay and
 * each modal own an entry in, and the overlay's history entry, scroll lock and on-screen keyboard. Nothing of it is needed before the
 * shopper reaches for the box, so it is fetched beside the popup's parts and made as soon as it is there (when the
 * page is idle, or on the first need: the parts are made with its history layer); an overlay opened before it
 * arrived takes its entry and its lock when it does.
 */
export function attachOverlay(d: {
  win: Window;
  doc: Document;
  popup: Popup;
  listeners: ReturnType<typeof createListeners>;
  popstate?: EarlyPopstate;
  /** The widget's containers: they carry the part of the screen the on-screen keyboard leaves visible. */
  containers?: readonly HTMLElement[];
}) {
  const history = createHistoryLayer(d.win, d.listeners, d.popstate);
  return { history, dispose: createOverlay(d.popup, history, d.doc, d.containers).dispose };
}
