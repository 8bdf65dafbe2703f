import { readFileSync } from 'node:fs';
import { productDetailPath } from '../../widget/src/core/productRoute';

/** A product as the catalogue stores it: the contract's fields plus what the demo needs to rank and show it. */
export interface CatalogueProduct {
  cmdt_NAME: string;
  cmdtcode: string;
  chrc_NAME: string;
  pbcm_NAME: string;
  img_URL: string;
  sale_CMDT_DVSN_CODE: string;
  sale_CMDT_PRCE: number;
  sale_CMDT_PRCE_DSCN_RATE: number;
  sale_CMDT_CLST_CODE: string;
  sale_CMDT_SAPR: number;
  sale_CMDTID: string;
  sale_CMDT_GRP_DVSN_CODE: string;
  sale_LMTT_AGE: number;
  arng_SQNC: number;
  fndg_PRJT_SRMB: string;
  upnt_ACML_AMNT: number;
  upnt_ACML_RATE: number;
  annt_CTTN: string;
  bkmYsno: string;
  popularity: number;
  bundleCount: number;
}

export interface CatalogueAuthor {
  chrc_NAME: string;
  chrc_CODE: string;
  rprs_INFO: string;
  popularity: number;
}

export interface CatalogueEvent {
  event_NM: string;
  event_ID: string;
  kind: string;
  popularity: number;
}

export interface CatalogueShortcut {
  keywords: string[];
  shortcut_NAME: string;
  path: string;
  redirect_YN: 'Y' | 'N';
}

export interface CatalogueBanner {
  ad_id: string;
  publisher_id: string;
  path: string;
  image: string;
  imgAltTagCntt: string;
  text: string;
}

export interface Catalogue {
  /** Most popular first: a product's index is its popularity rank. */
  products: CatalogueProduct[];
  authors: CatalogueAuthor[];
  events: CatalogueEvent[];
  shortcuts: CatalogueShortcut[];
  banners: CatalogueBanner[];
  trendKeywords: string[];
}

/** Reads a catalogue file and orders its products by popularity. */
export function loadCatalogue(file: string): Catalogue {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  const products = raw.products.slice().sort((a, b) => b.popularity - a.popularity || a.arng_SQNC - b.arng_SQNC);
  return { ...raw, products };
}

/** A product's detail page, by the widget's own route rule (core/productRoute.ts); null where it has none. */
export const productPath = (p: CatalogueProduct) =>
  productDetailPath({
    type: p.sale_CMDT_DVSN_CODE,
    code: p.cmdtcode,
    saleId: p.sale_CMDTID,
    groupCode: p.sale_CMDT_GRP_DVSN_CODE,
    fundingId: p.fndg_PRJT_SRMB,
    salePrice: p.sale_CMDT_SAPR,
  });
