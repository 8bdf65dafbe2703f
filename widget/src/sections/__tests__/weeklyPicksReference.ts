/**
 * The throwaway section's reference (./weeklyPicks.tsx), in the shape of every section's
 * (host-demo/server/gateway/sections/index.ts): its path, its reference route, its fixture. A test's gateway serves
 * it beside the shipped ones (the fake of ./throwaway.test.tsx, the demo gateway's `references` in
 * test/browser/sections.test.ts).
 */
import type { SectionReference } from '../../../../host-demo/server/gateway/sections';
import { intParam, ok } from '../../../../host-demo/server/gateway/params';

/** Its gateway path (a shipped section's is a line of core/gatewayPaths.ts). */
export const WEEKLY_PICKS_PATH = 'search/weeklypicks';

/** The picks of the week the reference gateway answers. */
const PICKS = ['토지', '파친코', '불편한 편의점'];

const answer = (size: number) => ({
  resultDocuments: PICKS.slice(0, size).map((name, i) => ({
    product_NM: name,
    cmdtcode: '97889' + i,
    sale_CMDTID: 'B' + i,
    sale_CMDT_DVSN_CODE: 'KOR',
  })),
});

export const weeklyPicksReference: SectionReference = {
  path: WEEKLY_PICKS_PATH,
  route: ({ params }) => ok(answer(intParam(params, 'pageSize', 3, 1, 20))),
  fixture: { answer: answer(3), shows: PICKS },
};

/** The empty input's group headings with the throwaway before the live keywords, in order. */
export const HEADINGS_WITH_PICKS = [
  '추천 검색어',
  '최근 검색어',
  '다른 고객이 함께 본 상품',
  '이번 주의 책',
  '실시간 인기 검색어',
];
