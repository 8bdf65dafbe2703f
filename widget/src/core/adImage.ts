/**
 * The ad banner's image in the desktop field (views/Banners.tsx, views/adFit.ts): drawn 32 px tall at its own aspect
 * (in a 38 px chip inside the field's 40 px: views/styles.controls.ts), narrowed where the room before the box's
 * middle is short (issue 39 item 2: it never reaches past the middle), its picture kept whole in its box. A banner's
 * words are part of its picture: drawn less than `AD_IMAGE_LEGIBLE_PX` tall they are too small to read (the demo's,
 * whose words are 30 of its 64 px, had 12 px letters at 26 px, and 9 px ones in a 1024 px window). Then the chip says
 * the banner's words as text instead. Only the image's aspect counts, not its own size: WebKit reports an SVG's own
 * size as the size it is drawn at.
 */
const AD_IMAGE_LEGIBLE_PX = 28;
/** How tall the image is drawn, and what the chip leaves of the room before the box's middle (its `max-width`). */
export const AD_IMAGE_PX = 32;
export const AD_CHIP_SPARE_PX = 30;

export interface Size {
  width: number;
  height: number;
}

/**
 * Whether the image's words read where it is drawn: `natural` its own size (for its aspect), `box` the box it was
 * given (the picture whole inside it: `object-fit: contain`), in px; an image with no size yet is not judged (true).
 */
export function adImageLegible(natural: Size, box: Size): boolean {
  if (!(natural.width > 0 && natural.height > 0)) return true;
  const drawn = Math.min(box.height, (box.width * natural.height) / natural.width);
  return drawn >= AD_IMAGE_LEGIBLE_PX - 0.5;
}

/** A banner's image as known so far: its own size once loaded, `failed` (or none the URL policy lets draw), else null. */
export type AdImageState = Size | 'failed' | null;

/**
 * The one form of the chip for all the banners that take turns in it (issue 54 item 4: a chip that changed from
 * words to a picture and back every 2.5 s): their images, when every one has loaded and reads in `room` (the box an
 * image gets, px); else their words. Null while that isn't known yet (an image loading, the room not measured).
 */
export function adForm(images: readonly AdImageState[], room: Size | null): 'image' | 'text' | null {
  if (images.includes('failed')) return 'text';
  if (!room || images.includes(null)) return null;
  return images.every((i) => adImageLegible(i as Size, room)) ? 'image' : 'text';
}
