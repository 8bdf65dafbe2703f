import { answerCap } from '../../widget/src/core/answerLimits';
import { GATEWAY_PATHS as P } from '../../widget/src/core/gatewayPaths';
import { SECTION_REFERENCES, type SectionReference } from '../server/gateway/sections';

/**
 * The hostile gateway (`/api/hostile/…`, test mode): every contract path answers with the payload corpus below
 * instead of the catalogue, so anyone can replay what the browser tests check — markup and script in every text
 * field, unsafe links in every URL field, wrong types, `__proto__` keys — with `/test/hostile?device=…`.
 * Each payload calls `alert()` if it ever executes.
 */

/** Text payloads: markup, marker break-outs, encodings, mXSS shapes, template tricks, sizes. */
export const TEXT_PAYLOADS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(2)>',
  '</b><img src=x onerror=alert(3)><b>',
  '<script>alert(4)</script>',
  '"><img src=x onerror=alert(5)>',
  "'><svg/onload=alert(6)>",
  '&lt;img src=x onerror=alert(7)&gt;',
  '&amp;lt;script&amp;gt;alert(8)&amp;lt;/script&amp;gt;',
  '%3Cimg%20src%3Dx%20onerror%3Dalert(9)%3E',
  '<noscript><p title="</noscript><img src=x onerror=alert(10)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(11)>',
  '<svg><style><img src=x onerror=alert(12)></style></svg>',
  '<iframe src="javascript:alert(13)"></iframe>',
  '<a href="javascript:alert(14)">링크</a>',
  "{{constructor.constructor('alert(15)')()}}",
  '${alert(16)}',
  '\u0000<img src=x onerror=alert(17)>',
  '<style>*{display:none!important}</style>숨김',
  '<b>굵게</b> 옛 강조',
  '\uE000<img src=x onerror=alert(18)>\uE001',
  '\uE001닫는 표시 먼저\uE000',
  '\uE000\uE000겹친\uE001 표시\uE001',
  '\uE000닫히지 않은 표시',
  '\u202E역방향 텍스트 <img src=x onerror=alert(19)>',
  '<details open ontoggle=alert(20)>',
  '<input autofocus onfocus=alert(21)>',
  'javascript:alert(22)',
  '해리'.repeat(5000),
];

/** URL payloads: every one must be inert (never followed, never loaded). */
export const URL_PAYLOADS: readonly string[] = [
  'javascript:alert(101)',
  'JaVaScRiPt:alert(102)',
  'java\tscript:alert(103)',
  'java\nscript:alert(104)',
  '\u0000javascript:alert(105)',
  ' javascript:alert(106)',
  '&#106;avascript:alert(107)',
  'data:text/html,<script>alert(108)</script>',
  'data:image/svg+xml,<svg onload=alert(109)>',
  'vbscript:msgbox(110)',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  'https://good@evil.example/',
  'https://evil.example/',
  'http://evil.example:80/',
  'https:evil.example',
  '',
];

/** `rprs_INFO` shapes: extra, missing and hostile `@@` parts. */
export const RPRS_PAYLOADS: readonly unknown[] = [
  '키워드@@분류@@설명@@남는 조각@@<img src=x onerror=alert(201)>',
  '@@@@',
  '한 조각',
  '<img src=x onerror=alert(202)>@@<svg onload=alert(203)>@@</b><script>alert(204)</script>',
  null,
  ['배열'],
  { '@@': 1 },
];

/** Wrong types, in turn, for any field. */
const WRONG: readonly unknown[] = [null, ['배열'], { toString: 'x' }, 12345, true, '12,000', -1, 1e308, 'NaN'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length];

/** A JSON text with a `__proto__` key (JSON.stringify would drop it from an object literal). */
const withProto = (json: string) =>
  json.replace(/^\{/, '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},');

/**
 * The answer of the hostile gateway for one path, as JSON text. `page` (from a digit in the keyword) picks which
 * slice of the corpus a typed keyword gets, so typing `1`, `2`, `3` … walks through every payload.
 */
export function hostileAnswer(
  path: string,
  params: URLSearchParams,
  origin: string,
  references: readonly SectionReference[] = SECTION_REFERENCES,
): { status: number; body: string } {
  const keyword = params.get('keyword') ?? '';
  const page = Number(/\d+/.exec(keyword)?.[0] ?? '0') || 0;
  const pre = params.get('highlightPre') ?? '';
  const post = params.get('highlightPost') ?? '';
  const ok = (value: unknown) => ({ status: 200, body: withProto(JSON.stringify(value)) });
  const text = (i: number) => pick(TEXT_PAYLOADS, i);
  const link = (i: number) => pick(URL_PAYLOADS, i);
  switch (path) {
    case P.commodity: {
      const docs = Array.from({ length: 12 }, (_, j) => {
        const i = page * 12 + j;
        const name = text(i);
        return {
          cmdt_NAME:
            j % 3 === 0 ? pre + name.slice(0, 20) + post + name.slice(20) : j % 3 === 1 ? name + pre : post + name,
          cmdtcode: j % 4 === 0 ? 9788900000000 + i : text(i + 1).slice(0, 40),
          chrc_NAME: text(i + 2),
          pbcm_NAME: pick(WRONG, i),
          img_URL: link(i),
          sale_CMDT_DVSN_CODE: j % 5 === 0 ? pick(WRONG, i) : pick(['KOR', 'EBK', '<b>', 'MUC', '__proto__'], i),
          sale_CMDT_PRCE: pick(WRONG, i + 1),
          sale_CMDT_PRCE_DSCN_RATE: pick(WRONG, i + 2),
          sale_CMDT_CLST_CODE: pick(WRONG, i + 3),
          sale_CMDT_SAPR: j % 2 ? '12,000' : pick(WRONG, i),
          sale_CMDTID: j % 6 === 0 ? null : 'S<' + i + '>"',
          sale_CMDT_GRP_DVSN_CODE: text(i),
          sale_LMTT_AGE: pick(['19', 19, null, 'adult', 0], i),
          arng_SQNC: pick(WRONG, i),
          fndg_PRJT_SRMB: link(i + 3),
          upnt_ACML_AMNT: pick(WRONG, i + 4),
          upnt_ACML_RATE: pick(WRONG, i + 5),
          annt_CTTN: text(i + 6),
          bkmYsno: pick(WRONG, i),
        };
      });
      return ok({ resultDocuments: [...docs, null, 'text', 42, ['nested']], totalCount: '12<script>' });
    }
    case P.author:
      return ok({
        resultDocuments: [0, 1, 2].map((j) => ({
          chrc_NAME: text(page * 3 + j),
          chrc_CODE: pick(WRONG, j) ?? link(j),
          rprs_INFO: pick(RPRS_PAYLOADS, page * 3 + j),
        })),
      });
    case P.event:
      return ok({
        resultDocuments: Array.from({ length: 9 }, (_, j) => ({
          event_NM: text(page * 9 + j),
          event_ID: j % 3 === 0 ? link(j) : j % 3 === 1 ? pick(WRONG, j) : '1<script>',
          web_IMAGE_URL: link(page + j),
          mok_IMAGE_URL: link(page + j + 1),
          mok_EVENT_URL: link(page + j + 2),
        })),
      });
    case P.shortcut:
      return ok({ resultDocuments: [{ shortcut_LINK: link(page), shortcut_NAME: text(page), redirect_YN: 'Y' }] });
    case P.trend:
      return ok({
        resultDocuments: TEXT_PAYLOADS.slice(0, 10).map((k, i) => ({ keywords: i % 4 === 3 ? pick(WRONG, i) : k })),
      });
    case P.rise:
      return ok({
        resultDocuments: TEXT_PAYLOADS.slice(10, 20).map((k, i) => ({
          keywords: k,
          diff: pick(['9999', -3, 'NaN', null, Infinity, '<b>'], i),
          reg_DATE: pick(['2026-13-45 99:99:99', '<img src=x onerror=alert(301)>', null, '2026-11-22 10:00:00'], i),
        })),
      });
    case P.recommended:
      return ok({
        resultDocuments: Array.from({ length: 8 }, (_, i) => ({
          product_NM: text(i + 20),
          image_URL: link(i),
          sale_CMDT_DVSN_CODE: pick(WRONG, i),
          cmdtcode: text(i).slice(0, 30),
        })),
      });
    case P.banners:
      return {
        status: 200,
        body: JSON.stringify(
          URL_PAYLOADS.slice(0, 6).map((u, i) => ({
            ad_id: text(i),
            publisher_id: pick(WRONG, i),
            linkUrl: u,
            imgFileUrl: link(i + 7),
            imgAltTagCntt: '" onmouseover="alert(401)',
            text: pick(
              ['</textarea><script>alert(402)</script>', '<img src=x onerror=alert(403)>', '광고 ' + origin],
              i,
            ),
          })),
        ),
      };
    case P.cart:
      return ok({ data: [{ resultCode: '<img src=x onerror=alert(501)>' }, { resultCode: 'INS' }] });
    default: {
      // A section's path of its own (host-demo/server/gateway/sections/): its hostile answer, or rows whose every
      // field a list section might read is a payload.
      const ref = references.find((r) => r.path === path);
      if (ref)
        return ok(
          ref.hostile ?? {
            resultDocuments: Array.from({ length: 12 }, (_, j) => {
              const i = page * 12 + j;
              return {
                product_NM: text(i),
                keywords: text(i + 1),
                cmdtcode: text(i + 2),
                sale_CMDTID: text(i + 3),
                img_URL: link(i),
              };
            }),
          },
        );
      return { status: 404, body: JSON.stringify({ error: 'not_found', message: '<img src=x onerror=alert(601)>' }) };
    }
  }
}

/** How the fault gateway (`/api/fault/…`) answers, switched at `/test/fault-mode?set=…`. */
export const FAULT_MODES = [
  'ok',
  '500',
  '404',
  'malformed',
  'empty',
  'html',
  'slow',
  'hang',
  'refused',
  'stack',
  'partial',
  'wrongtypes',
  'huge',
  'many',
  'literal',
  'deep',
  'deep-fit',
  'hollow',
  'hollow-fit',
] as const;

/** `huge`: 100,000 rows, about 30 MB of products (over the widget's answer caps, core/answerLimits.ts). */
export const HUGE_ROWS = 100000;

/** `deep`: arrays nested this deep, 800 KB (issue 38 #7: the JSON.parse of it alone took 0.6–1 s). */
export const DEEP_LEVELS = 400000;

/**
 * The fault gateway's answer body for the modes that are the real gateway's answer changed (issue 15):
 * `partial` (search/commodity answers HTML with status 200, the other paths as usual), `wrongtypes` (every other
 * product row's fields of the wrong types), `huge` (100,000 products, keywords, authors, events), `many` (as many
 * minimal products and keywords as fit under the widget's cap for their path, core/answerLimits.ts), `literal` (only
 * rows that contain a keyword without jamo as typed: like a gateway without the partial-syllable rule, it has
 * nothing for 닯 while 달빛 is typed, and answers 달ㅂ by chosung); issue 38 #7, for every `search/` path: `deep` (800
 * KB of arrays nested 400,000 deep), `deep-fit` (arrays nested as deep as fits under the path's cap), `hollow`
 * (100,000 `{}` rows), `hollow-fit` (as many `{}` rows as fit under the cap). Null: answer as usual.
 */
export function faultBody(mode: FaultMode, path: string, real: unknown, keyword = ''): string | null {
  const many = (count: number, row: (i: number) => unknown) =>
    JSON.stringify({ resultDocuments: Array.from({ length: count }, (_, i) => row(i)), totalCount: count });
  /** As many rows as fit under the path's cap (no row longer than the 100,000th). */
  const fit = (row: (i: number) => unknown) =>
    many(Math.floor((answerCap(path) - 100) / (JSON.stringify(row(99999)).length + 1)), row);
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const search = path.startsWith('search/');
  switch (mode) {
    case 'partial':
      return path === P.commodity ? '<html><body><h1>502 Bad Gateway</h1></body></html>' : null;
    case 'wrongtypes': {
      if (path !== P.commodity || !real || typeof real !== 'object') return null;
      const docs = (real as { resultDocuments?: Record<string, unknown>[] }).resultDocuments ?? [];
      return JSON.stringify({
        ...real,
        resultDocuments: docs.map((d, i) =>
          i % 2 ? { ...d, cmdt_NAME: [d.cmdt_NAME], sale_CMDTID: { id: d.sale_CMDTID } } : d,
        ),
      });
    }
    case 'huge':
      if (path === P.commodity)
        return many(HUGE_ROWS, (i) => ({
          cmdt_NAME: '대용량 상품 ' + i,
          cmdtcode: String(9788900000000 + i),
          sale_CMDTID: 'S' + i,
          chrc_NAME: '작가 ' + i,
          pbcm_NAME: '출판사',
          sale_CMDT_DVSN_CODE: 'KOR',
          sale_CMDT_PRCE: 15000,
          sale_CMDT_SAPR: 13500,
          sale_CMDT_PRCE_DSCN_RATE: 10,
          upnt_ACML_AMNT: 750,
          upnt_ACML_RATE: 5,
          sale_LMTT_AGE: 0,
          annt_CTTN: '',
        }));
      if (path === P.trend || path === P.rise)
        return many(HUGE_ROWS, (i) => ({
          keywords: '키워드 ' + i,
          diff: (i % 7) - 3,
          reg_DATE: '2026-11-22 10:00:00',
        }));
      if (path === P.author)
        return many(HUGE_ROWS, (i) => ({
          chrc_NAME: '작가 ' + i,
          chrc_CODE: 'A' + i,
          rprs_INFO: '작가 ' + i + '@@작가@@소개',
        }));
      if (path === P.event) return many(HUGE_ROWS, (i) => ({ event_NM: '이벤트 ' + i, event_ID: String(i) }));
      return null;
    case 'many':
      if (path === P.commodity) return fit((i) => ({ cmdt_NAME: 'p' + i }));
      if (path === P.trend || path === P.rise) return fit((i) => ({ keywords: 'k' + i }));
      return null;
    case 'deep':
      return search ? nested(DEEP_LEVELS) : null;
    case 'deep-fit':
      return search ? nested(Math.floor((answerCap(path) - 1) / 2)) : null;
    case 'hollow':
      return search ? many(HUGE_ROWS, () => ({})) : null;
    case 'hollow-fit':
      return search ? fit(() => ({})) : null;
    case 'literal': {
      if (
        !keyword ||
        /[\u3131-\u318e]/.test(keyword) ||
        !real ||
        typeof real !== 'object' ||
        !/^search\/(commodity|author|event|shortcut)$/.test(path)
      )
        return null;
      const docs = (real as { resultDocuments?: unknown[] }).resultDocuments ?? [];
      const kept = docs.filter((d) => JSON.stringify(d).includes(keyword));
      return JSON.stringify({
        ...real,
        resultDocuments: kept,
        ...(path === P.commodity ? { totalCount: kept.length } : {}),
      });
    }
    default:
      return null;
  }
}
export type FaultMode = (typeof FAULT_MODES)[number];
