import { middleToastTop } from '../core/toastSpot';

/**
 * A group of toasts "in the middle" kept off the row the shopper just acted on (core/toastSpot.ts): the active row
 * of the open dropdown, where the pointer that pressed its cart button still is. Placed when the group's toasts
 * change; with none, or no such row, it is left to its stylesheet (the window's middle).
 */
export function keepOffActedRow(group: HTMLElement | null, count: number): void {
  if (!group) return;
  group.style.removeProperty('top');
  group.style.removeProperty('transform');
  const row = count
    ? (group.getRootNode() as ParentNode).querySelector('.sp-popup:not([hidden]) .sp-row.sp-active')
    : null;
  const win = group.ownerDocument.defaultView;
  if (!row || !win) return;
  const r = row.getBoundingClientRect();
  const top = middleToastTop(
    { top: 0, bottom: win.innerHeight },
    group.getBoundingClientRect().height,
    { top: r.top, bottom: r.bottom },
    8,
  );
  group.style.setProperty('transform', 'translateX(-50%)');
  group.style.setProperty('top', `${Math.round(top)}px`);
}
