import { desktopCss } from '../views/styles.desktop';
import { resetsCss } from '../views/styles.resets';
import * as parts from './popupParts';

/**
 * The desktop's later chunk (`later-*.js`): the popup's parts (entries/popupParts.ts), and the dropdown's CSS
 * (views/styles.desktop.ts) adopted before the popup's sheets, where it was when it came with the page load. The
 * dropdown stays hidden until its parts are there, so the box never needed it.
 */
export const makePopupParts: typeof parts.makePopupParts = (d, own) => {
  d.mount.addCss(resetsCss + desktopCss);
  // Focus gone from the widget to the page (Tab past its last control, the page's own field) closes the dropdown:
  // Tab from the box reaches the search button, the featured panel's publisher and the foot's links first. Focus
  // leaving the window (no new target) leaves it open; a press outside closes it too (entries/pageWatch.ts).
  d.listeners.on<FocusEvent>(d.mount.root, 'focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (to && !d.mount.root.contains(to)) d.combobox.close();
  });
  // Escape on one of the dropdown's controls closes it, as in the box, and puts focus back in the box. (Window
  // capture: platform/captureGuard.ts keeps the widget's keys from everything after it, its own views included.)
  d.listeners.on<KeyboardEvent>(
    d.win,
    'keydown',
    (e) => {
      const at = e.composedPath()[0] as Element;
      if (e.key !== 'Escape' || e.isComposing || !d.popup.$open.get() || !at.closest?.('[part=popup]')) return;
      // Focus first: the box's focus opens the popup, so the close must come after it.
      d.mount.root.querySelector<HTMLElement>('[role=combobox]')?.focus();
      d.combobox.close();
    },
    true,
  );
  return parts.makePopupParts(d, own);
};
