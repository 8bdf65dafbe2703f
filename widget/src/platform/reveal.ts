import { revealDelta } from '../core/revealDelta';

/**
 * Brings an element wholly into view inside every vertically scrolling box around it, up to `stop` (the widget's
 * shadow root): the dropdown on a short window, the mobile overlay's body. Boxes that clip without scrolling (the
 * mobile swiper's viewport, which its own code pages) and the host page are never scrolled.
 */
export function revealInScrollers(el: Element, stop: Node): void {
  const win = el.ownerDocument.defaultView;
  if (!win) return;
  for (let box = el.parentElement; box && box !== stop; box = box.parentElement) {
    if (box.scrollHeight <= box.clientHeight || !/^(auto|scroll)$/.test(win.getComputedStyle(box).overflowY)) continue;
    const item = el.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    const top = frame.top + box.clientTop;
    const delta = revealDelta({ start: item.top, end: item.bottom }, { start: top, end: top + box.clientHeight });
    if (delta) box.scrollTop += delta;
  }
}
