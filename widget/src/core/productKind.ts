import type { Product } from './types';

/**
 * Which family a product type code belongs to (spec §3). The readings of "e-book video" (MOV) and "scholarly
 * e-book" (an e-book of the scholarly group SGS) are explained in docs/spec-readings.md.
 */
export const EBOOK_TYPES: readonly string[] = ['EBK', 'AUD', 'MOV', 'DUM', 'SAM'];
export const SCHOLARLY_GROUP = 'SGS';

type Kind = Pick<Product, 'type' | 'groupCode' | 'salePrice'>;

/**
 * An e-book kind (spec §3: EBK, AUD, DUM, SAM; and MOV, the e-book video): sold as a download, labelled by its
 * class code (webtoon, web novel), free at a sale price of 0, the e-book wording of the cart's messages.
 */
export const isEbook = (p: Pick<Product, 'type'>): boolean => EBOOK_TYPES.indexOf(p.type) >= 0;

/** An e-book of the scholarly group: it has its own detail page, keyed by product code. */
export const isScholarly = (p: Kind): boolean => isEbook(p) && p.groupCode === SCHOLARLY_GROUP;

/** An e-book whose sale price is exactly 0 (an unknown price is not free). */
export const isFreeEbook = (p: Kind): boolean => isEbook(p) && p.salePrice === 0;

/** Adult only: limit age 19 or more (spec §3 `sale_LMTT_AGE`). */
export const isAdultOnly = (p: Pick<Product, 'limitAge'>): boolean => p.limitAge >= 19;
