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
  return parts.makePopupParts(d, own);
};
