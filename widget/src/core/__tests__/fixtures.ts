import { SERVICE_CODES, validateEnv } from '../validateEnv';

/** A complete, valid env whose hosts are subdomains of `origin`. */
const ORIGIN = 'https://shop.example.com';
export function fullEnv(origin = ORIGIN): Record<string, unknown> {
  const serviceHosts: Record<string, string> = {};
  for (const c of SERVICE_CODES) serviceHosts[c] = origin.replace('shop', c);
  return {
    mainHost: origin,
    searchHost: origin.replace('shop', 'search'),
    eventHost: origin.replace('shop', 'event'),
    imageHost: origin.replace('shop', 'img'),
    serviceHosts,
  };
}

/** The validated Env of fullEnv(origin). */
export function testEnv(origin = ORIGIN): import('../types').Env {
  const r = validateEnv(fullEnv(origin));
  if (!r.ok) throw new Error(r.error);
  return r.env;
}

/** A product with every field empty but those given. */
export function product(p: Partial<import('../types').Product> = {}): import('../types').Product {
  return {
    name: '',
    code: '',
    author: '',
    publisher: '',
    publisherCode: '',
    imageUrl: '',
    type: 'KOR',
    listPrice: null,
    discountRate: null,
    classCode: '',
    salePrice: null,
    saleId: '',
    groupCode: '',
    limitAge: 0,
    order: null,
    fundingId: '',
    pointAmount: null,
    pointRate: null,
    announcement: '',
    bkmYsno: '',
    bundleCount: null,
    ...p,
  };
}
