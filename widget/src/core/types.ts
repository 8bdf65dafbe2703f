/**
 * Plain data shapes shared by every layer. No behaviour lives here.
 */

/** The host's device flag (contract §1). `desktop` loads the dropdown, every other flag the mobile overlay. */
export type Device = 'desktop' | 'mobile-web' | 'mobile-app' | 'ios' | 'aos';

/** User roles of the shop (spec §3). Only `adult` changes what the popup does. */
export type Role = 'member' | 'biz' | 'verified-self' | 'verified-email' | 'adult' | 'staff';

export interface User {
  id: string;
  name?: string;
  roles: Role[];
}

/** Service codes whose paths are rewritten to their own host (contract §1). */
export type ServiceCode =
  | 'onk'
  | 'pdt'
  | 'myr'
  | 'evt'
  | 'bcf'
  | 'mbr'
  | 'ord'
  | 'sch'
  | 'ebk'
  | 'ebp'
  | 'ecs'
  | 'eli'
  | 'sam'
  | 'hotf'
  | 'store'
  | 'ecp'
  | 'htr';

export type ApiBasePathKey = 'member' | 'hotf' | 'ecp' | 'schf' | 'backOffice';

/** Host strings, validated at start: absolute http(s) origins without a trailing slash. */
export interface Env {
  mainHost: string;
  searchHost: string;
  eventHost: string;
  imageHost: string;
  serviceHosts: Record<ServiceCode, string>;
  apiBasePaths: Partial<Record<ApiBasePathKey, string>>;
}

/** The configuration after validation: every field has its final type and default. */
export interface Config {
  /** `null` when the config gave none: the media query decides. */
  device: Device | null;
  gateway: string;
  env: Env;
  user: User | null;
  profile: Record<string, unknown> | null;
  accessToken: string | null;
  assetBase: string | null;
  allowedHosts: string[];
  nonce: string | null;
  /** Gateway call timeout in ms (1000–120000; spec default 30000). */
  timeoutMs: number;
  /** The search target the box searches in (spec §2): `total` (the whole shop), `kyobo`, `ebook`, `sam`, `hottracks`. */
  target: string;
  /** Ask the image host for webp (spec §9 "optional webp filter"). */
  webp: boolean;
  /**
   * Instant narrowing (core/narrowing.ts): a keystroke that narrows the value shows the shown rows that still
   * match it before its answer lands. On unless the config says `narrowing: false` (a gateway that matches otherwise).
   */
  narrowing: boolean;
}

/** A product of the autocomplete answer, decoded from the gateway's fields (contract §5). */
export interface Product {
  /** `cmdt_NAME`, possibly with the highlight markers the widget asked for. */
  name: string;
  /** `cmdtcode` */
  code: string;
  /** `chrc_NAME` */
  author: string;
  /** `pbcm_NAME` */
  publisher: string;
  /**
   * `pbcm_CODE`, the publisher's code, when the answer carries it (the contract names no field for it: reading in
   * docs/spec-readings.md); a publisher with one can search the results page with `pbcmCode`.
   */
  publisherCode: string;
  /** `img_URL` */
  imageUrl: string;
  /** `sale_CMDT_DVSN_CODE`: the product type code (KOR, EBK, MUC…). */
  type: string;
  /** `sale_CMDT_PRCE`: list price. */
  listPrice: number | null;
  /** `sale_CMDT_PRCE_DSCN_RATE` */
  discountRate: number | null;
  /** `sale_CMDT_CLST_CODE` */
  classCode: string;
  /** `sale_CMDT_SAPR`: sale price. */
  salePrice: number | null;
  /** `sale_CMDTID` */
  saleId: string;
  /** `sale_CMDT_GRP_DVSN_CODE` */
  groupCode: string;
  /** `sale_LMTT_AGE`: 19 means adult only. */
  limitAge: number;
  /** `arng_SQNC` */
  order: number | null;
  /** `fndg_PRJT_SRMB` */
  fundingId: string;
  /** `upnt_ACML_AMNT` */
  pointAmount: number | null;
  /** `upnt_ACML_RATE` */
  pointRate: number | null;
  /** `annt_CTTN` */
  announcement: string;
  /** `bkmYsno` */
  bkmYsno: string;
  /** `bndl_CMDT_CNT`: the volumes in a set (bundle), when the answer carries it. */
  bundleCount: number | null;
}

/** A recommended or live popular keyword (contract §5 Keyword). */
export interface Keyword {
  keyword: string;
  /** The rank change; null when the gateway gave none. */
  diff: number | null;
  /** `reg_DATE` as the gateway wrote it. */
  regDate: string;
}

/** An author or person (`rprs_INFO` is `keyword@@category@@description`). */
export interface Author {
  name: string;
  code: string;
  keyword: string;
  category: string;
  description: string;
}

export interface EventItem {
  name: string;
  id: string;
  imageUrl: string;
  mobileImageUrl: string;
  mobileUrl: string;
}

export interface Shortcut {
  link: string;
  name: string;
  redirect: boolean;
}

export interface RecommendedProduct {
  name: string;
  imageUrl: string;
  type: string;
  code: string;
  saleId: string;
}

export interface AdBanner {
  id: string;
  publisherId: string;
  linkUrl: string;
  imageUrl: string;
  alt: string;
  text: string;
}
