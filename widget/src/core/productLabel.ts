import type { Product } from './types';
import { isEbook } from './productKind';

/** Product codes that start with one of these are the shop's private brand (reading in docs/spec-readings.md). */
export const PB_CODE_PREFIXES: readonly string[] = ['02', '04'];

/** Korean names of the categories (spec §3 type codes). */
export const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  KOR: '국내도서',
  ENG: '외국도서',
  BNT: '외국도서',
  JAP: '일본도서',
  JNT: '일본도서',
  PBC: '정기간행물',
  POD: 'POD',
  CMB: '세트상품',
  MUC: '음반',
  DVD: 'DVD',
  GFT: '기프트',
  CUL: '문화상품',
  GFC: '기프트카드',
  OPN: '오픈마켓',
  OPT: '옵션상품',
  DUM: 'eBook 미리보기',
  SAM: 'sam',
  FUD: '바로펀딩',
  CAS: '캐스팅',
  EVENT: '이벤트',
};

/**
 * The label shown on a product (spec §3): `PB` for the private-brand code prefixes; e-books read `웹툰` (class
 * codes starting 93 or 94), `웹소설` (95 or 96) or `eBook`; funding reads `바로펀딩` (direct funding); other
 * categories their Korean name; an unknown type has no label.
 */
export function productLabel(p: Pick<Product, 'type' | 'code' | 'classCode'>): string {
  if (PB_CODE_PREFIXES.some((prefix) => p.code.startsWith(prefix))) return 'PB';
  if (isEbook(p)) {
    if (/^9[34]/.test(p.classCode)) return '웹툰';
    if (/^9[56]/.test(p.classCode)) return '웹소설';
    return p.type === 'AUD' ? '오디오북' : p.type === 'DUM' || p.type === 'SAM' ? CATEGORY_NAMES[p.type] : 'eBook';
  }
  return Object.prototype.hasOwnProperty.call(CATEGORY_NAMES, p.type) ? CATEGORY_NAMES[p.type] : '';
}

/** A bundle's count label with the set suffix: 5 volumes → `5권 세트`; nothing for a single volume. */
export function bundleLabel(count: number | null | undefined): string {
  return typeof count === 'number' && isFinite(count) && count > 1 ? Math.floor(count) + '권 세트' : '';
}

/**
 * The label line of a product row: its label (`productLabel`) and its bundle label (`bundleLabel`), each '' when
 * it has none. The bundle label says `세트` itself, so a label that says it too (a combined product's `세트상품`)
 * gives way to it: `23권 세트`, never `세트상품 23권 세트`; any other label stays before it (`국내도서 5권 세트`).
 */
export function labelLine(p: Pick<Product, 'type' | 'code' | 'classCode' | 'bundleCount'>): {
  label: string;
  bundle: string;
} {
  const label = productLabel(p);
  const bundle = bundleLabel(p.bundleCount);
  return { label: bundle && label.indexOf('세트') >= 0 ? '' : label, bundle };
}
