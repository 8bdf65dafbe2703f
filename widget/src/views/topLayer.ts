import { useLayoutEffect, type RefObject } from 'react';
import { pageScrollForRoom } from '../core/revealDelta';

type Popover = HTMLElement & { showPopover?(): void; hidePopover?(): void };

/** Shows or hides an element as a manual popover (the browser's top layer) where popovers exist. True when shown. */
export function setTopLayer(el: Popover | null, shown: boolean): boolean {
  if (!el || typeof el.showPopover !== 'function') return false;
  try {
    if (shown) {
      // Hidden and shown again, it goes above anything that entered the top layer since (a modal, the overlay).
      if (el.matches(':popover-open')) el.hidePopover!();
      el.showPopover();
    } else if (el.matches(':popover-open')) el.hidePopover!();
    return shown;
  } catch {
    return false;
  }
}

/**
 * Keeps the desktop dropdown in the top layer while it is open, so no `overflow: hidden`, `transform` or
 * `filter` ancestor on the host page can clip or re-anchor it, and pins it under its anchor (the search field)
 * each frame while open. Where popovers are missing it stays where the CSS puts it (absolute, under the field).
 */
export function useTopLayer(ref: RefObject<HTMLElement | null>, anchor: RefObject<HTMLElement | null> | undefined, shown: boolean, gap = 8): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!anchor || !setTopLayer(el, shown) || !el) return;
    const win = el.ownerDocument.defaultView!;
    let frame = 0;
    const last = ['', '', ''];
    let content = 0;
    const place = () => {
      const a = anchor.current;
      if (!a || !el.isConnected || !el.matches(':popover-open')) return;
      let r = a.getBoundingClientRect();
      // What it shows grew past the room under the field (results came): the page scrolls once to make room, as
      // far as the field can go up, so every row is in sight without a scrollbar inside the dropdown.
      if (el.scrollHeight > content) {
        content = el.scrollHeight;
        const page = el.ownerDocument.scrollingElement;
        const scrollable = page ? page.scrollHeight - win.innerHeight - win.scrollY : 0;
        const by = pageScrollForRoom({ start: r.top, end: r.bottom }, content, win.innerHeight, gap, 16, scrollable);
        if (by > 0) {
          win.scrollBy(0, by);
          r = a.getBoundingClientRect();
        }
      }
      const width = Math.min(el.offsetWidth, win.innerWidth - 32);
      const top = Math.round(r.bottom + gap) + 'px';
      const left = Math.round(Math.max(16, Math.min(r.left, win.innerWidth - 16 - width))) + 'px';
      // Never taller than the room under the field: a short window scrolls the dropdown, not past the screen.
      const height = Math.max(160, Math.round(win.innerHeight - r.bottom - gap - 16)) + 'px';
      // Written only when it moved: an unchanged element stays "stable" for the page (and for test drivers).
      if (top !== last[0] || left !== last[1] || height !== last[2]) {
        el.style.top = last[0] = top;
        el.style.left = last[1] = left;
        el.style.maxHeight = last[2] = height;
      }
      frame = win.requestAnimationFrame(place);
    };
    place();
    return () => win.cancelAnimationFrame(frame);
  }, [shown]);
}

/**
 * The desktop dropdown's placement (`useTopLayer`) as a component, so it comes with the later chunk: the dropdown
 * only opens once that chunk is there.
 */
export function TopLayer({ box, anchor, shown }: { box: RefObject<HTMLElement | null>; anchor: RefObject<HTMLElement | null>; shown: boolean }) {
  useTopLayer(box, anchor, shown);
  return null;
}
