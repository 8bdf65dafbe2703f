import { isAdultViewer } from './adultViewer';
import type { ImageInput } from './imageUrl';
import { isAdultOnly } from './productKind';
import type { Product, User } from './types';

/** How a product's image is shown: its width in CSS px, to whom, and whether in the mobile view. */
export interface ImageShown {
  width: number;
  /** The shopper (adult-only products show the adult placeholder unless an adult viewer). */
  user?: User | null;
  mobile?: boolean;
  /** The config's webp switch. */
  webp?: boolean;
}

/**
 * A product's image input (spec §3): its id is the product code, or the sale id when it has none; its type picks
 * the path. An adult-only product (limit age 19) shows the adult placeholder unless the shopper is an adult
 * viewer; a product that comes without a limit age (one others look at) never does.
 */
export function productImageInput(
  p: Pick<Product, 'code' | 'saleId' | 'type'> & { limitAge?: number },
  shown: ImageShown,
): ImageInput {
  return {
    id: p.code || p.saleId,
    type: p.type,
    width: shown.width,
    adult: isAdultOnly({ limitAge: p.limitAge ?? 0 }) && !isAdultViewer(shown.user),
    mobile: shown.mobile,
    webp: shown.webp,
  };
}
