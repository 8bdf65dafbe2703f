/** Placeholder images under `resources/fo/images/common` on the image host. */
export const PLACEHOLDER_PATH = 'resources/fo/images/common/';
export const PLACEHOLDERS = {
  none: PLACEHOLDER_PATH + 'img_noimage.png',
  adult: PLACEHOLDER_PATH + 'img_adult.png',
  adultMobile: PLACEHOLDER_PATH + 'img_adult_m.png',
} as const;

/** The product image input of spec §3. */
export interface ImageInput {
  id: string;
  /** Used when `id` is empty. */
  subId?: string;
  /** The product type code (KOR, MUC, DUM…). */
  type?: string;
  /** The width the image is shown at, in CSS px. */
  width?: number;
  imageType?: 'product' | 'author' | 'search';
  /** An image path on the image host (`search` images); only a plain relative path is used. */
  imagePath?: string;
  /** The product is adult only and the shopper is not a verified adult: show the adult placeholder. */
  adult?: boolean;
  mobile?: boolean;
  webp?: boolean;
}

/**
 * An image URL on the image host (spec §7, §9). A fit-in size prefix (`fit-in/{w}x0/`: 300 wide when shown under
 * 200 px, otherwise 400; music and DVD always 400; `filters:format(webp)/` after it when asked), then the path:
 * authors `dtl/author/{id}.jpg`; music and DVD `music/large/{last 4 chars of id, reversed}/{id}.jpg`; e-book
 * demos `sra/upload/book_img/{first 3 chars}/{id}.jpg`; ids ending in an underscore, a 0 and digits
 * `pdt/addt/{id}.jpg`; other products `pdt/{id}.jpg`. Adult items the shopper may not see and missing ids get
 * a placeholder (the adult one has a mobile variant).
 */
export function imageUrl(imageHost: string, input: ImageInput): string {
  const base = imageHost + '/';
  if (input.adult) return base + (input.mobile ? PLACEHOLDERS.adultMobile : PLACEHOLDERS.adult);
  const id = (input.id || input.subId || '').trim();
  const music = input.type === 'MUC' || input.type === 'DVD';
  const size = music ? 400 : typeof input.width === 'number' && input.width < 200 ? 300 : 400;
  const prefix = 'fit-in/' + size + 'x0/' + (input.webp ? 'filters:format(webp)/' : '');
  const path = input.imagePath?.trim();
  if (
    input.imageType === 'search' &&
    path &&
    /^[\w-]+(\/[\w.-]+)*\.(jpe?g|png|gif|webp)$/i.test(path) &&
    !path.includes('..')
  ) {
    return base + prefix + path;
  }
  if (!id || !/^[\w.-]+$/.test(id)) return base + PLACEHOLDERS.none;
  if (input.imageType === 'author') return base + prefix + 'dtl/author/' + id + '.jpg';
  if (music) return base + prefix + 'music/large/' + id.slice(-4).split('').reverse().join('') + '/' + id + '.jpg';
  if (input.type === 'DUM') return base + prefix + 'sra/upload/book_img/' + id.slice(0, 3) + '/' + id + '.jpg';
  if (/_0\d+$/.test(id)) return base + prefix + 'pdt/addt/' + id + '.jpg';
  return base + prefix + 'pdt/' + id + '.jpg';
}

/** The placeholder shown when an image fails to load. */
export function placeholderUrl(imageHost: string): string {
  return imageHost + '/' + PLACEHOLDERS.none;
}
