/**
 * Locks the page's scroll while the mobile overlay is open (contract §4): `overflow: hidden` on `html` and `body`,
 * then restores exactly the inline values (and priorities) that were there, and the scroll position.
 */
export function lockScroll(doc: Document): () => void {
  const win = doc.defaultView!;
  const x = win.scrollX;
  const y = win.scrollY;
  const saved = [doc.documentElement, doc.body].map((el) => ({
    el,
    value: el.style.getPropertyValue('overflow'),
    priority: el.style.getPropertyPriority('overflow'),
  }));
  for (const { el } of saved) el.style.setProperty('overflow', 'hidden', 'important');
  return () => {
    for (const { el, value, priority } of saved) {
      if (value) el.style.setProperty('overflow', value, priority);
      else el.style.removeProperty('overflow');
    }
    win.scrollTo(x, y);
  };
}
