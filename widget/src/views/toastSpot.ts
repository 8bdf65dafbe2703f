import { middleToastStyleTop, STEP_PX } from '../core/toastSpot';

/**
 * A group of toasts "in the middle" kept off the row the shopper just acted on (core/toastSpot.ts): the active row
 * of the open dropdown, where the pointer that pressed its cart button still is; and off its other rows and its
 * featured product across the group's width where there is room. Placed when the group's toasts
 * change; with none, or no such row, it is left to its stylesheet (the window's middle). Measured where the
 * stylesheet centres it and at two tops, so the viewport, the row and the group are in one unit under CSS `zoom`.
 */
export function keepOffActedRow(group: HTMLElement | null, count: number): void {
  if (!group) return;
  const { style } = group;
  style.removeProperty('top');
  style.removeProperty('transform');
  const root = group.getRootNode() as ParentNode;
  const row = count ? root.querySelector('.sp-popup:not([hidden]) .sp-row.sp-active') : null;
  if (!row) return;
  const centred = group.getBoundingClientRect();
  // The popup's other rows and its featured product under the group's width: left uncovered where there is room.
  const rows = [...root.querySelectorAll('.sp-popup:not([hidden]) :is(.sp-row, .sp-featured)')]
    .map((r) => r.getBoundingClientRect())
    .filter((r) => r.width && r.right > centred.left && r.left < centred.right);
  const span = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  };
  style.setProperty('transform', 'translateX(-50%)');
  style.setProperty('top', '0px');
  const atZero = span(group);
  style.setProperty('top', `${STEP_PX}px`);
  const boxes = { centred, atZero, atStep: span(group).top, acted: span(row), rows };
  style.setProperty('top', `${middleToastStyleTop(boxes, 8)}px`);
}
