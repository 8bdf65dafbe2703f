import { pagerCss } from '../views/styles.pager';
import { resetsCss } from '../views/styles.resets';
import * as parts from './popupParts';

/**
 * The phone's later chunk (`later-*.js`): the popup's parts (entries/popupParts.ts), and the CSS only the phone's
 * popup views use (the swiper's pager: views/styles.pager.ts), adopted before the popup's sheets, where it was when
 * it came with the page load.
 */
export const makePopupParts: typeof parts.makePopupParts = (d, own) => {
  d.mount.addCss(resetsCss + pagerCss);
  return parts.makePopupParts(d, own);
};
