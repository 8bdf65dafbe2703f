/**
 * A throwaway section, added the way docs/architecture.md's "Where a newcomer adds" says and nothing more: this
 * module (descriptor and view), its reference route (./bestSellersRoute.ts), and the tests that register it
 * (sections/registry.ts `registerSection`) and show it (./throwaway.test.tsx, test/browser/sections.test.ts). No
 * other file knows it.
 */
import { productLink } from '../../core/popupRows';
import type { RecommendedProduct } from '../../core/types';
import { decodeRecommended } from '../../gateway/decodeRows';
import { Group, Row } from '../../views/Row';
import { listItems, type EmptySection } from '../section';
import { BEST_SELLERS_PATH } from './bestSellersRoute';

/** 베스트셀러: the shop's best sellers; a row opens the product's page, reported as its own item list. */
export const bestSellers: EmptySection<RecommendedProduct> = {
  id: 'bestsellers',
  mode: 'empty',
  title: '베스트셀러',
  call: { path: BEST_SELLERS_PATH, params: () => ({ page: 1, pageSize: 3 }), decode: decodeRecommended },
  items: listItems('bestsellers'),
  action: (p, c) => productLink({ ...p, groupCode: '', fundingId: '', salePrice: null }, c),
  analytics: { list: { item_list_id: 'search_popup_bestsellers', item_list_name: '베스트셀러' } },
  View: ({ rows, view }) => (
    <Group title={bestSellers.title} count={rows.length} className="sp-bestsellers">
      {rows.map((row) => (
        <Row key={row.index} {...view.props(row)} className="sp-mini">
          <span className="sp-mini-name">{row.item.name}</span>
        </Row>
      ))}
    </Group>
  ),
};
