const FOCUSABLE = 'button:not([disabled]):not([tabindex="-1"]), input, a[href]:not([tabindex="-1"]), [tabindex="0"]';

/**
 * Keeps Tab inside an open dialog: from its last control to its first, and back. True when it moved focus.
 * (Chromium lets Tab leave a modal `<dialog>` for the browser's own UI.)
 */
export function trapTab(dialog: HTMLElement, back: boolean): boolean {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (!items.length) return false;
  const root = dialog.getRootNode() as ShadowRoot;
  const at = items.indexOf(root.activeElement as HTMLElement);
  if (back ? at > 0 : at >= 0 && at < items.length - 1) return false;
  items[back ? items.length - 1 : 0].focus();
  return true;
}

/** The element that really has focus, through open shadow roots (the host page's or ours). */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let el = doc.activeElement as HTMLElement | null;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
  return el;
}
