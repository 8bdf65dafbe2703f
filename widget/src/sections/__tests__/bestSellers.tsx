/**
 * A throwaway section, added the way docs/architecture.md's "Where a newcomer adds" says and nothing more: its
 * module (descriptor and view), its reference route, and the tests that register it (sections/registry.ts
 * `registerSection`) and show it (./throwaway.test.tsx, test/browser/sections.test.ts). No other file knows it.
 */
import { productLink } from '../../core/popupRows';
import type { RecommendedProduct } from '../../core/types';
import { decodeRecommended } from '../../gateway/decodeRows';
import { Group, Row } from '../../views/Row';
import { listItems, type EmptySection } from '../section';
import type { GatewayAnswer } from '../../../../host-demo/server/gateway';

/** Its gateway path (a real one would be a line of core/gatewayPaths.ts). */
export const BEST_SELLERS_PATH = 'search/bestseller';

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

/** The best sellers a reference gateway answers (host-demo/server/gateway.ts's route shape: params in, answer out). */
export const BEST_SELLERS = ['토지', '파친코', '불편한 편의점'];

export function bestSellersRoute(params: URLSearchParams): GatewayAnswer {
  const size = Number(params.get('pageSize') ?? 3);
  return {
    status: 200,
    body: {
      resultDocuments: BEST_SELLERS.slice(0, size).map((name, i) => ({
        product_NM: name,
        cmdtcode: '97889' + i,
        sale_CMDTID: 'B' + i,
        sale_CMDT_DVSN_CODE: 'KOR',
      })),
    },
  };
}
