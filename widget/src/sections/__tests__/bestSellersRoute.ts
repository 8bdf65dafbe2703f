/**
 * The throwaway section's reference route (./bestSellers.tsx), in host-demo/server/gateway/answers.ts's route shape: the
 * call's parameters in, the answer out. A real section's route is a line of that route table; a test answers its
 * throwaway's calls with this one (the fake fetch of ./throwaway.test.tsx, the page's route in
 * test/browser/sections.test.ts).
 */
import type { GatewayAnswer } from '../../../../host-demo/server/gateway/answers';

/** Its gateway path (a real section's is a line of core/gatewayPaths.ts). */
export const BEST_SELLERS_PATH = 'search/bestseller';

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
