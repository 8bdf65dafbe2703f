import { adImageLegible } from '../core/adImage';

/**
 * The desktop ad chip (views/Banners.tsx) shows its image where its words read, else those words as text
 * (`data-text`: views/styles.controls.ts; the rule: core/adImage.ts). Judged when the image has loaded or the chip
 * shows again, and whenever the field changes width (the room before its middle changes with it); each look draws
 * the image first, so a field that grows gives it back. Returns what stops the watching.
 */
export function watchAdFit(chip: HTMLElement | null): () => void {
  const img = chip?.querySelector<HTMLImageElement>('.sp-ad-image');
  const field = chip?.parentElement;
  if (!chip || !img || !field) return () => {};
  const look = () => {
    chip.removeAttribute('data-text');
    if (chip.hidden || !img.naturalWidth) return;
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    chip.toggleAttribute('data-text', !adImageLegible(natural, { width: img.offsetWidth, height: img.offsetHeight }));
  };
  look();
  const Observer = chip.ownerDocument.defaultView?.ResizeObserver;
  if (!Observer) return () => {};
  const observer = new Observer(look);
  observer.observe(field);
  return () => observer.disconnect();
}
