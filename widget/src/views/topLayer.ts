import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  dropdownFit,
  dropdownLayout,
  FIT_FULL,
  placementPace,
  placeUnder,
  pxScale,
  type Box,
} from '../core/dropdownPlacement';
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

/** The inline style that stretches a fixed element over its containing block (the viewport). */
const STRETCH: [string, string][] = [
  ['top', '0'],
  ['right', '0'],
  ['bottom', '0'],
  ['left', '0'],
  ['width', 'auto'],
  ['height', 'auto'],
  ['min-width', '0'],
  ['min-height', '0'],
  ['max-width', 'none'],
  ['max-height', 'none'],
  ['margin', '0'],
];

/**
 * The viewport in the units `getBoundingClientRect` reports for `el`, a fixed element in the top layer (whose
 * containing block is the viewport): the box it covers when stretched over it. Under CSS `zoom` these are not
 * `innerWidth`/`innerHeight` in every engine (WebKit reports a zoomed element's box in its own zoomed px). Its
 * inline style and scroll position are put back before anything paints.
 */
function measureView(el: HTMLElement): Box {
  const scrolled = el.scrollTop;
  const kept = STRETCH.map(([k]) => [k, el.style.getPropertyValue(k), el.style.getPropertyPriority(k)] as const);
  for (const [k, v] of STRETCH) el.style.setProperty(k, v);
  const r = el.getBoundingClientRect();
  for (const [k, v, priority] of kept) el.style.setProperty(k, v, priority);
  el.scrollTop = scrolled;
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

/**
 * Keeps the desktop dropdown in the top layer while it is open, so no `overflow: hidden`, `transform` or
 * `filter` ancestor on the host page can clip or re-anchor it, and pins it under its anchor (the search field)
 * while open (core/dropdownPlacement: measured, so CSS `zoom` on the page or an ancestor puts it where it belongs
 * in every engine): each frame while anything moves, on a slow look once all is still, and at once again on a
 * scroll, a resize or new content (`placementPace`). Where popovers are missing it stays where the CSS puts it
 * (absolute, under the field).
 */
export function useTopLayer(
  ref: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null> | undefined,
  shown: boolean,
  gap = 8,
): void {
  // How its typed results are drawn (core/dropdownPlacement.ts dropdownFit): fitted again in each opening.
  const fitted = useRef(FIT_FULL);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!anchor || !setTopLayer(el, shown) || !el) return;
    const win = el.ownerDocument.defaultView!;
    const root = el.ownerDocument.documentElement;
    let frame = 0;
    let idle: number | undefined;
    // Measurements in a row that found everything where the last one did, and what that one found.
    let still = 0;
    let seen = '';
    const last = { left: NaN, top: NaN, maxWidth: NaN, maxHeight: NaN };
    let content = 0;
    // The viewport in reported px, measured again when the window, its scroll or the dropdown's scale changes.
    let view: Box = { left: 0, top: 0, width: 0, height: 0 };
    let viewKey = '';
    // Unknown until measured on a scrolled page: whether scrolling moves the viewport in reported px.
    let scrollShifts = true;
    // Whether the last measurement found typed results (the drawing is fitted again from there: `dropdownFit`).
    let typedBefore = false;
    const place = () => {
      frame = 0;
      idle = undefined;
      const a = anchor.current;
      if (!a || !el.isConnected || !el.matches(':popover-open')) return;
      let r = a.getBoundingClientRect();
      let placed = el.getBoundingClientRect();
      const scale = pxScale(placed.width, el.offsetWidth);
      // WebKit reports a zoomed element's box shifted by a scrolled page (the scroll offset taken unzoomed): where
      // a measurement on a scrolled page finds the viewport off the origin, it is measured again after each scroll.
      const measured = () => {
        const scrolled = win.scrollX !== 0 || win.scrollY !== 0;
        const key =
          `${win.innerWidth}x${win.innerHeight}@${scale.toFixed(4)}` +
          (scrollShifts ? `+${win.scrollX},${win.scrollY}` : '');
        if (key !== viewKey) {
          viewKey = key;
          view = measureView(el);
          if (scrolled) scrollShifts = Math.abs(view.left) > 0.5 || Math.abs(view.top) > 0.5;
        }
      };
      measured();
      // What it shows grew past the room under the field (results came): the page scrolls once to make room, as
      // far as the field can go up, so every row is in sight without a scrollbar inside the dropdown. The page
      // scrolls in its own px: `perView` of them to a reported px.
      if (el.scrollHeight > content) {
        content = el.scrollHeight;
        const perView = view.height > 0 ? root.clientHeight / view.height : 1;
        const page = el.ownerDocument.scrollingElement;
        const scrollable = page ? page.scrollHeight - win.innerHeight - win.scrollY : 0;
        const by = pageScrollForRoom(
          { start: r.top - view.top, end: r.bottom - view.top },
          content * scale,
          view.height,
          gap * scale,
          16 * scale,
          scrollable / perView,
        );
        if (by > 0) {
          win.scrollBy(0, by * perView);
          // Read again: WebKit reports even a fixed element elsewhere once the page scrolled.
          r = a.getBoundingClientRect();
          placed = el.getBoundingClientRect();
          measured();
        }
      }
      // Where the style put it: what was written since it opened, else what it came with (the stylesheet's or the
      // last opening's), in its own px as computed style gives them.
      if (Number.isNaN(last.left)) {
        const style = getComputedStyle(el);
        last.left = parseFloat(style.left) || 0;
        last.top = parseFloat(style.top) || 0;
      }
      const at = { left: last.left, top: last.top };
      // Its width where the window has room: the theme's `--sp-dropdown-width` (its own width, capped since, when
      // that is not in px).
      const wanted = getComputedStyle(el).getPropertyValue('--sp-dropdown-width');
      const next = placeUnder({
        anchor: r,
        placed,
        style: at,
        ownWidth: el.offsetWidth,
        want: /^\s*[\d.]+px\s*$/.test(wanted) ? parseFloat(wanted) : el.offsetWidth,
        view,
        gap,
        margin: 16,
        minHeight: 160,
        minWidth: 720,
      });
      // Written only when it moved: an unchanged element stays "stable" for the page (and for test drivers).
      for (const k of ['left', 'top', 'maxWidth', 'maxHeight'] as const) {
        if (next[k] !== last[k]) el.style[k] = (last[k] = next[k]) + 'px';
      }
      const layout = dropdownLayout(el.offsetWidth, next.maxWidth);
      if (el.getAttribute('data-layout') !== layout) el.setAttribute('data-layout', layout);
      // Typed results that don't fit the room are drawn compact (the height it takes: its content and borders); the
      // empty input's sections are drawn one way. Typing from the empty input (or in a new opening) starts full:
      // drawn full and measured (in this frame, before it paints), then compact if that takes more than the room.
      // While the shopper goes on typing, a compact drawing stays compact (until the room holds the full one's
      // height): an answer that would fit full, drawn so, moved every row under the shopper's eyes (issue 55 #2).
      const typed = !!el.querySelector('.sp-typed-mode');
      if (typed && !typedBefore) {
        fitted.current = FIT_FULL;
        if (el.getAttribute('data-fit') === 'compact') el.setAttribute('data-fit', 'full');
      }
      typedBefore = typed;
      fitted.current = dropdownFit(fitted.current, {
        typed,
        room: next.maxHeight,
        height: el.scrollHeight + el.offsetHeight - el.clientHeight,
      });
      const fit = typed ? fitted.current.fit : 'full';
      if (el.getAttribute('data-fit') !== fit) el.setAttribute('data-fit', fit);
      const now = [r.left, r.top, r.width, r.height, next.left, next.top, next.maxWidth, next.maxHeight, content];
      const key = now.join() + viewKey + layout + fit;
      still = key === seen ? still + 1 : 0;
      seen = key;
      const pace = placementPace(still);
      if (pace.next === 'frame') frame = win.requestAnimationFrame(place);
      else idle = win.setTimeout(place, pace.ms);
    };
    /**
     * Something new to look at that moves neither the field nor the page (new content, a new size of the dropdown
     * itself): one measurement in the next frame, which goes on every frame only if it finds something moved. While
     * the shopper types, every answer and keystroke changes the content: taken as movement, that asked for every
     * frame all through the typing (2.3 times the peer's frames, each a few ms at 4× CPU, the main thread's time that
     * a keystroke's own tasks waited behind).
     */
    const look = () => {
      if (frame || idle === undefined) return;
      win.clearTimeout(idle);
      idle = undefined;
      frame = win.requestAnimationFrame(place);
    };
    /** Something may have moved (a scroll, a resize): measure from the next frame on, every frame until all is still. */
    const wake = () => {
      still = 0;
      look();
    };
    const passive = { capture: true, passive: true };
    // Scrolling anywhere on the page (captured: scroll events don't bubble), the window or the zoom changing, the
    // field or the dropdown resizing, new content inside the dropdown.
    win.addEventListener('scroll', wake, passive);
    win.addEventListener('resize', wake, passive);
    win.visualViewport?.addEventListener('resize', wake, passive);
    const resized =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => (entries.every((e) => e.target === el) ? look() : wake()))
        : undefined;
    resized?.observe(el);
    if (anchor.current) resized?.observe(anchor.current);
    const changed = typeof MutationObserver === 'function' ? new MutationObserver(look) : undefined;
    changed?.observe(el, { childList: true, subtree: true, characterData: true });
    place();
    return () => {
      win.cancelAnimationFrame(frame);
      if (idle !== undefined) win.clearTimeout(idle);
      win.removeEventListener('scroll', wake, passive);
      win.removeEventListener('resize', wake, passive);
      win.visualViewport?.removeEventListener('resize', wake, passive);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, [ref, anchor, shown, gap]);
}

/**
 * The desktop dropdown's placement (`useTopLayer`) as a component, one of the popup's parts: the dropdown only
 * opens once they are there.
 */
export function TopLayer({
  box,
  anchor,
  shown,
}: {
  box: RefObject<HTMLElement | null>;
  anchor: RefObject<HTMLElement | null>;
  shown: boolean;
}) {
  useTopLayer(box, anchor, shown);
  return null;
}
