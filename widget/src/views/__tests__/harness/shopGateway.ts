/**
 * A fake gateway answering every contract path from a tiny catalogue (the popup behaviour files share it), a route
 * table keyed by the widget's one path table, and each section reference's path (host-demo/server/gateway/sections/,
 * or the test's own) with its fixture; a path it does not know answers 404, as the reference gateway does.
 */
import { SECTION_REFERENCES, type SectionReference } from '../../../../../host-demo/server/gateway/sections';
import { GATEWAY_PATHS as P } from '../../../core/gatewayPaths';

/** Live keywords past the ten the popup shows. */
export const RISE_MORE = [
  '모순',
  '소년이 온다',
  '채식주의자',
  '작별하지 않는다',
  '흰',
  '노랑무늬영원',
  '희랍어 시간',
  '바람이 분다, 가라',
  '여수의 사랑',
  '검은 사슴',
];

/** The catalogue the commodity search answers from (a test adds its own products to `state.more`). */
const CATALOGUE = [
  '해리 포터와 마법사의 돌',
  '해리 포터와 비밀의 방',
  '해변의 카프카',
  '어린 왕자',
  '해리포터 머그컵',
  '나니아 연대기 세트',
];

/**
 * Installs the fake gateway as `window.fetch`: `urls` every GET and POST asked, `posts` the cart bodies (INS the
 * first time an item goes in, UPD after), `state.hold` holds commodity answers in `held` until released,
 * `state.banners` the ad banners of the input, `state.more` products this test adds to the catalogue.
 */
export function installShopGateway(references: readonly SectionReference[] = SECTION_REFERENCES) {
  const urls: string[] = [];
  const held: (() => void)[] = [];
  const state = {
    hold: false,
    banners: [] as Record<string, string>[],
    more: [] as string[],
  };
  const posts: Record<string, unknown>[] = [];
  const inCart = new Set<string>();
  const json = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) });
  type Answer = { ok: boolean; status: number; text(): Promise<string> };
  /** The widget's paths by the one table, each answering from the keyword and the call's parameters. */
  const routes: Record<string, (k: string, p: URLSearchParams) => Answer | Promise<Answer>> = {
    [P.commodity]: (k, p) => {
      const resultDocuments = [...CATALOGUE, ...state.more]
        .filter((n) => n.includes(k))
        .map((n, i) => ({
          cmdt_NAME: n.replace(k, p.get('highlightPre') + k + p.get('highlightPost')),
          cmdtcode: '97889000' + i,
          sale_CMDTID: 'S' + i,
          chrc_NAME: '작가',
          pbcm_NAME: '출판사',
          pbcm_CODE: 'PB01',
          sale_CMDT_DVSN_CODE: n.includes('미리보기') ? 'DUM' : 'KOR',
          sale_CMDT_SAPR: 9000,
          sale_CMDT_PRCE: 10000,
          sale_CMDT_PRCE_DSCN_RATE: 10,
          sale_LMTT_AGE: n.includes('19') ? 19 : 0,
          upnt_ACML_AMNT: 450,
          upnt_ACML_RATE: 5,
          ...(n.includes('세트') ? { sale_CMDT_DVSN_CODE: 'CMB', bndl_CMDT_CNT: 7 } : {}),
          ...(n.includes('(옵션 선택)') ? { sale_CMDT_DVSN_CODE: 'OPT' } : {}),
        }));
      const answer = json({ resultDocuments, totalCount: resultDocuments.length });
      if (state.hold) return new Promise((r) => held.push(() => r(answer)));
      return answer;
    },
    [P.author]: (k) =>
      json({
        resultDocuments: k.startsWith('해리')
          ? [{ chrc_NAME: 'J.K. 롤링', chrc_CODE: '1', rprs_INFO: 'J.K. 롤링@@작가@@해리 포터의 작가' }]
          : [],
      }),
    [P.event]: (k) =>
      json({
        resultDocuments: k.startsWith('해')
          ? [
              { event_NM: '해리 포터 굿즈 이벤트', event_ID: '7', web_IMAGE_URL: 'https://event.example.com/b/7.png' },
              ...(k === '해변'
                ? [{ event_NM: '해변 이벤트', event_ID: '8', web_IMAGE_URL: 'https://evil.example/8.png' }]
                : []),
            ]
          : [],
      }),
    [P.shortcut]: (k) =>
      json({
        resultDocuments:
          k === '고객센터'
            ? [{ shortcut_LINK: 'https://shop.example.com/cscenter', shortcut_NAME: '고객센터', redirect_YN: 'Y' }]
            : [],
      }),
    [P.trend]: () => json({ resultDocuments: [{ keywords: '한강' }, { keywords: '모순' }] }),
    [P.rise]: () =>
      json({
        resultDocuments: [
          { keywords: '넥서스', diff: 9999, reg_DATE: '2026-11-22 14:00:00' },
          { keywords: '데미안', diff: -2, reg_DATE: '2026-11-22 14:05:09' },
          ...RISE_MORE.map((keywords) => ({ keywords, diff: 0, reg_DATE: '2026-11-22 13:55:00' })),
        ],
      }),
    [P.banners]: () => json(state.banners),
    [P.recommended]: (k) =>
      json({
        resultDocuments: k
          ? []
          : [{ product_NM: '총 균 쇠', cmdtcode: '978', sale_CMDTID: 'S9', sale_CMDT_DVSN_CODE: 'KOR' }],
      }),
  };
  // Every other section's path answers its reference's fixture (host-demo/server/gateway/sections/).
  const fixtures = new Map(references.map((ref) => [ref.path, () => json(ref.fixture.answer)]));
  window.fetch = (async (url: string, init: RequestInit) => {
    urls.push(url);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push(body);
      const id = body.addCartProcList[0].saleCmdtid;
      const code = inCart.has(id) ? 'UPD' : 'INS';
      inCart.add(id);
      return json({ data: [{ resultCode: code }] });
    }
    const u = new URL(url);
    const p = u.searchParams;
    const k = p.get('keyword') ?? '';
    const path = u.pathname.replace('/api/gw/', '');
    const route = Object.prototype.hasOwnProperty.call(routes, path) ? routes[path] : fixtures.get(path);
    if (route) return route(k, p);
    return { ok: false, status: 404, text: async () => JSON.stringify({ error: 'not_found' }) };
  }) as unknown as typeof fetch;
  return { urls, held, state, posts };
}
