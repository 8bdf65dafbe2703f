import type { Product } from './types';

/** A product's meta line: its author and its publisher, those it has, joined by ` · `. */
export const productMeta = (p: Pick<Product, 'author' | 'publisher'>): string =>
  [p.author, p.publisher].filter(Boolean).join(' · ');
