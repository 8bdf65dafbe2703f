import type { Product } from './types';

/** A product's meta line: its author and its publisher, those it has, joined by ` · `. */
export const productMeta = (p: Pick<Product, 'author' | 'publisher'>): string =>
  [p.author, p.publisher].filter(Boolean).join(' · ');

/**
 * An author's first word and the rest (its leading space kept): a narrow meta line keeps the first word whole and
 * cuts the rest, after the publisher has given way (`데이빗 예…`, not `데…`).
 */
export const authorWords = (author: string): [string, string] => {
  const text = author.trim();
  const at = text.search(/\s/);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at)];
};
