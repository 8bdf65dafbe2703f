import { useLayoutEffect, useState, type RefObject } from 'react';
import { adWords } from '../core/adWords';
import { adForm, AD_CHIP_SPARE_PX, AD_IMAGE_PX, type AdImageState, type Size } from '../core/adImage';

/**
 * The desktop ad chip's one form for all the banners that take turns in it (views/Banners.tsx; the rule:
 * core/adImage.ts `adForm`): `image`, `text` (`data-text`: views/styles.controls.ts), or null until known. The chip
 * holds every banner's image (the others hidden), each marked here as it loads or fails; the room an image gets is
 * measured whenever the field changes width and when the chip shows again, so a field that grows gives the images back.
 */
export function useAdForm(chip: RefObject<HTMLElement | null>, srcs: readonly (string | null)[], hidden: boolean) {
  const [images, setImages] = useState<Readonly<Record<string, AdImageState>>>({});
  const [room, setRoom] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const own = chip.current;
    const field = own?.parentElement;
    if (!own || !field || hidden) return;
    const look = () => {
      // What the chip draws besides its picture or words (tag, gaps, chevron, padding), and the rest of its most.
      const content = own.querySelector<HTMLElement>(
        own.hasAttribute('data-text') ? '.sp-ad-text' : '.sp-ad-image:not([hidden])',
      );
      const width = Math.floor(
        field.clientWidth / 2 - AD_CHIP_SPARE_PX - own.offsetWidth + (content?.offsetWidth ?? 0),
      );
      setRoom((r) => (r?.width === width ? r : { width, height: AD_IMAGE_PX }));
    };
    look();
    const Observer = own.ownerDocument.defaultView?.ResizeObserver;
    if (!Observer) return;
    const observer = new Observer(look);
    observer.observe(field);
    return () => observer.disconnect();
  }, [chip, hidden]);
  const mark = (src: string, state: AdImageState) => setImages((m) => ({ ...m, [src]: state }));
  return {
    form: adForm(
      srcs.map((s) => (s ? (images[s] ?? null) : 'failed')),
      room,
    ),
    loaded: (src: string, img: HTMLImageElement) => mark(src, { width: img.naturalWidth, height: img.naturalHeight }),
    failed: (src: string) => mark(src, 'failed'),
  };
}

/**
 * The phone's ad words for the box `input` (core/adWords.ts), handed to `set` (the box's placeholder): looked at for
 * each banner and whenever the box changes width, each candidate measured in a hidden copy of the box's font. The
 * desktop's (`set` null) keeps the banner's text: its chip covers it.
 */
export function useAdWords(
  input: RefObject<HTMLInputElement | null>,
  banner: { text: string; alt: string },
  set: ((words: string) => void) | null,
) {
  useLayoutEffect(() => {
    const box = input.current;
    const win = box?.ownerDocument.defaultView;
    if (!box || !win || !set) return;
    const look = () => {
      const s = win.getComputedStyle(box);
      const room = box.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const probe = box.ownerDocument.createElement('span');
      const { fontFamily, fontSize, fontStyle, fontWeight, letterSpacing } = s;
      const font = { fontFamily, fontSize, fontStyle, fontWeight, letterSpacing };
      Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'pre', ...font });
      box.after(probe);
      const fits = (words: string) => {
        probe.textContent = words;
        return probe.offsetWidth <= room;
      };
      set(adWords(banner, fits));
      probe.remove();
    };
    look();
    const observer = win.ResizeObserver ? new win.ResizeObserver(look) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [input, banner, set]);
}
