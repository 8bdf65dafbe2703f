/**
 * Every path the widget asks the gateway (contract §5), stated once: the sections' calls (sections/*.tsx, the typed
 * sections' asked by the typed search with the shortcut's, sections/shortcut.ts), the banners', the cart's, the
 * partner page's CDN files (core/partner.ts) and the reference gateway's route table
 * (host-demo/server/gateway/answers.ts) all read them from here.
 */
export const GATEWAY_PATHS = {
  trend: 'search/trendkeyword',
  rise: 'search/risekeyword',
  recommended: 'search/logRecommendProduct',
  banners: 'advertising/mobile/mok_wel_new/mobile_welcome@mo_search_input',
  commodity: 'search/commodity',
  author: 'search/author',
  event: 'search/event',
  shortcut: 'search/shortcut',
  cart: 'cart/addCartProc',
} as const;

/** A call's query parameters. */
export type CallParams = Record<string, string | number>;

/**
 * The empty-input calls asked at the first hover or focus (gateway/prefetch.ts), before the popup's parts and
 * their sections are there: the recommended keywords, the live keywords for all ages and both sexes, the banners.
 * Each section asking one of these asks it with exactly these parameters first (sections/__tests__/registry.test.ts),
 * so it takes the answer asked early.
 */
export const EARLY_CALLS: readonly (readonly [string, CallParams])[] = [
  [GATEWAY_PATHS.trend, {}],
  [GATEWAY_PATHS.rise, { age: 'all', sex: 'all' }],
  [GATEWAY_PATHS.banners, {}],
];
