import type { HistoryLayer, LayerId } from '../platform/historyLayer';
import { lockScroll } from '../platform/scrollLock';
import { followVisibleArea } from '../platform/visibleArea';
import type { Popup } from './popup';

/**
 * The mobile overlay's page-level effects, following the popup's open state: opening pushes a history entry (the
 * browser's back closes the overlay) and locks the page's scroll; closing, by any means, pops our entry without a
 * stray popstate and restores the page exactly, scroll position included. While open, the widget's containers
 * (`els`) carry the part of the screen a phone's on-screen keyboard leaves visible (platform/visibleArea.ts), which
 * the overlay, its toasts and prompts keep to. Made when the overlay's chunk arrives (entries/overlayLayer.ts): an
 * overlay already open then takes its entry and its lock at once.
 */
export function createOverlay(popup: Popup, history: HistoryLayer, doc: Document, els: readonly HTMLElement[] = []) {
  let entry: LayerId | null = null;
  let unlock: (() => void) | null = null;
  const stop = popup.$open.subscribe((open) => {
    if (open && entry === null) {
      entry = history.push(() => {
        entry = null;
        popup.close();
      });
      const unlockScroll = lockScroll(doc);
      const unfollow = followVisibleArea(doc.defaultView!, els);
      unlock = () => {
        unfollow();
        unlockScroll();
      };
    } else if (!open) {
      if (entry !== null) {
        const id = entry;
        entry = null;
        history.pop(id);
      }
      unlock?.();
      unlock = null;
    }
  });
  return {
    dispose() {
      stop();
      if (entry !== null) history.pop(entry);
      unlock?.();
    },
  };
}
