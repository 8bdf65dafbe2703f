import { plainName } from './splitMarked';
import type { AdBanner, EventItem, Product, RecommendedProduct } from './types';

/** The empty input's products section: its heading, and the list name analytics give it. */
export const RECOMMENDED_TITLE = '다른 고객이 함께 본 상품';

/** The lists the popup shows products in (GA4 `item_list_id`/`item_list_name`: the section's title). */
export const PRODUCT_LISTS = {
  products: { item_list_id: 'search_popup_autocomplete', item_list_name: '검색 팝업 자동완성' },
  recommended: { item_list_id: 'search_popup_recommended', item_list_name: RECOMMENDED_TITLE },
} as const;
export type ProductList = keyof typeof PRODUCT_LISTS;
/** A GA4 item list: one of the popup's, or a section's own ids. */
export type ItemList = ProductList | { item_list_id: string; item_list_name: string };
const listIds = (list: ItemList) => (typeof list === 'string' ? PRODUCT_LISTS[list] : list);

export type Listed = Product | RecommendedProduct;
export type Promoted = AdBanner | EventItem;
const isProduct = (p: Listed): p is Product => 'salePrice' in p;

/** A GA4 item for a listed product (contract §3): KRW, the type as category, the product code as variant. */
export function listItem(p: Listed, index: number) {
  return {
    item_id: p.saleId || p.code,
    item_name: plainName(p.name),
    item_category: p.type,
    item_variant: p.code,
    price: isProduct(p) ? (p.salePrice ?? p.listPrice ?? 0) : 0,
    quantity: 1,
    index,
  };
}

/** `view_item_list` for the products a list shows; null when it shows none. */
export function viewItemList(list: ItemList, products: readonly Listed[]) {
  if (!products.length) return null;
  return {
    event: 'view_item_list',
    ecommerce: { currency: 'KRW', ...listIds(list), items: products.map(listItem) },
  };
}

/** `select_item` for the product opened from a list. */
export function selectItem(list: ItemList, product: Listed, index: number) {
  return {
    event: 'select_item',
    ecommerce: { currency: 'KRW', ...listIds(list), items: [listItem(product, index)] },
  };
}

/**
 * `view_item` for the product the featured panel shows (the popup's product view, spec §6 analytics), with the
 * autocomplete list it was found in.
 */
export function viewItem(product: Product, index: number) {
  const item = { ...listItem(product, index), ...PRODUCT_LISTS.products };
  return { event: 'view_item', ecommerce: { currency: 'KRW', value: item.price, items: [item] } };
}

/** A GA4 promotion for an ad banner or an event (contract §3 `view_promotion`/`select_promotion`). */
export function promotion(kind: 'banner' | 'event', p: Promoted, index: number) {
  return 'publisherId' in p
    ? {
        promotion_id: p.id,
        promotion_name: p.alt || p.text,
        creative_name: p.publisherId,
        creative_slot: 'search_input',
        index,
      }
    : {
        promotion_id: p.id,
        promotion_name: p.name,
        creative_slot: kind === 'event' ? 'search_popup_events' : 'search_input',
        index,
      };
}

export function promotionEvent(
  event: 'view_promotion' | 'select_promotion',
  promotions: ReturnType<typeof promotion>[],
) {
  return promotions.length ? { event, ecommerce: { items: promotions } } : null;
}

/**
 * The dataLayer messages for one GA4 push. An ecommerce event comes right after `{ ecommerce: null }` (GA4's
 * "clear the ecommerce object"): GTM merges every message into one model, arrays index by index, so without the
 * clear an `add_to_cart` of one item after a `view_item_list` of nine reports nine items. Other events go alone.
 */
export function dataLayerMessages(entry: Record<string, unknown>): Record<string, unknown>[] {
  return 'ecommerce' in entry ? [{ ecommerce: null }, entry] : [entry];
}
