/**
 * The throwaway section's reference route (./bestSellers.tsx), in host-demo/server/gateway/answers.ts's route shape: the
 * call's parameters in, the answer out. A real section's route is a line of that route table; a test answers its
 * throwaway's calls with this one (the fake fetch of ./throwaway.test.tsx, the page's route in
 * test/browser/sections.test.ts).
 */
import type { GatewayAnswer } from '../../../../host-demo/server/gateway/answers';

/** Its gateway path (a real section's is a line of core/gatewayPaths.ts). */
export const BEST_SELLERS_PATH = 'search/bestseller';

/** The empty input's group headings with the throwaway registered before the live keywords, in order. */
export const HEADINGS_WITH_BEST_SELLERS = [
  '추천 검색어',
  '최근 검색어',
  '다른 고객이 함께 본 상품',
  '베스트셀러',
  '실시간 인기 검색어',
];

/** The best sellers a reference gateway answers (host-demo/server/gateway/answers.ts's route shape: params in, answer out). */
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
