/** The shop's browsing pages: home, results, products, events, the help desk, and the not-found page. */
import { searcherProfile } from './accounts';
import { clientOf } from './gateway/http';
import { plainKeyword } from './gateway/linkLikeKeyword';
import { isResultsNavigation } from './gateway/resultsNavigation';
import * as pages from './pages';
import type { Page, PageRequest, Route } from './routes';
import type { Shop } from './shop';
import { QUOTAS, SEARCH_TALLY, VIEW_TALLY } from './store/limits';

const LAST_SEARCH_COOKIE = 'demo_last_search';

/** Whether the request is a shopper's own navigation (./gateway/resultsNavigation.ts): only that one counts. */
const navigated = (header: PageRequest['header']) =>
  isResultsNavigation({
    mode: header('sec-fetch-mode'),
    dest: header('sec-fetch-dest'),
    site: header('sec-fetch-site'),
    purpose: ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map(header).join(' '),
  });

/** The pages that show one product, and where each has the product's id. */
const PRODUCT_PAGES: [RegExp, (m: RegExpExecArray, url: URL) => string | null][] = [
  [/^\/PDT\/detail\/([^/]+)$/, (m) => m[1]],
  [/^\/EBP\/dig\/epd\/ebook\/([^/]+)$/, (m) => m[1]],
  [/^\/EBP\/dig\/epd\/sam\/([^/]+)$/, (m) => m[1]],
  [/^\/HTR\/gift\/detail\/([^/]+)$/, (m) => m[1]],
  [/^\/HTR\/p\/([^/]+)$/, (m) => m[1]],
  [/^\/EVT\/funding\/detail\/([^/]+)$/, (m) => m[1]],
  [/^\/EBP\/dig\/epd\/scholardetail\/product$/, (_m, url) => url.searchParams.get('cmdtcode')],
];

const notFound = ({ ctx, path }: PageRequest): Page => ({ render: () => pages.notFoundPage(ctx, path), status: 404 });
/** Any path no other route takes: the not-found page (the last route of the table). */
export const NOT_FOUND: Route = { method: 'GET', under: '', page: notFound };

export function catalogueRoutes(shop: Shop): Route[] {
  const { store } = shop;

  async function product(r: PageRequest, id: string | null): Promise<Page> {
    const { ctx, req, cookies, header } = r;
    const key = decodeURIComponent(id ?? '');
    const p =
      shop.bySaleId.get(key) ?? shop.byCode.get(key) ?? shop.catalogue.products.find((x) => x.fndg_PRJT_SRMB === key);
    if (!p) return notFound(r);
    // Issue 52: a view counts for "others look at" only from a shopper's own navigation (GET, not HEAD or a
    // prefetch), once per client and product in the tally's window, within the views' quotas.
    const last = cookies[LAST_SEARCH_COOKIE];
    const client = clientOf(req);
    if (
      last &&
      req.method === 'GET' &&
      navigated(header) &&
      (await store.tallies.count(VIEW_TALLY, client, p.sale_CMDTID)) &&
      (await store.quotas.take(QUOTAS.viewRows, client))
    )
      await store.views.count(plainKeyword(last).slice(0, 100), p.sale_CMDTID);
    return { render: () => pages.productPage(ctx, p) };
  }

  async function search({ ctx, url, req, account, header }: PageRequest): Promise<Page> {
    const keyword = (url.searchParams.get('keyword') ?? '').slice(0, 100);
    const target = url.searchParams.get('target') ?? 'total';
    const n = Number(url.searchParams.get('page') ?? '1');
    const pageNo = Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
    const headers: Record<string, string> = {};
    // Issue 38: the page's work is charged to the client's budget, and a search counts for the live keywords
    // only from a shopper's own navigation to it, once per client and keyword in a window (./gateway/).
    const client = clientOf(req);
    const ownNavigation = navigated(header);
    if (keyword.trim() && pageNo === 1) {
      // Counted as a shopper sees it: invisible characters don't make another keyword.
      const counted = plainKeyword(keyword);
      if (
        ownNavigation &&
        counted &&
        (await store.tallies.count(SEARCH_TALLY, client, counted)) &&
        (await store.quotas.take(QUOTAS.searchRows, client))
      )
        await store.searches.log(counted, { ...searcherProfile(account), client });
      headers['Set-Cookie'] = `${LAST_SEARCH_COOKIE}=${encodeURIComponent(keyword.trim())}; Path=/; SameSite=Lax`;
    }
    const limit = {
      chrcCode: (url.searchParams.get('chrcCode') ?? '').slice(0, 64),
      pbcmCode: (url.searchParams.get('pbcmCode') ?? '').slice(0, 64),
    };
    return { render: () => pages.searchPage(shop, ctx, keyword, target, pageNo, limit), headers };
  }

  /** A page of `path` that only renders. */
  const plain = (path: string, render: (ctx: PageRequest['ctx']) => string): Route => ({
    method: 'GET',
    path,
    page: ({ ctx }) => ({ render: () => render(ctx) }),
  });

  return [
    ...PRODUCT_PAGES.map(([pattern, id]): Route => ({
      method: 'GET',
      pattern,
      page: (r, m) => product(r, id(m!, r.url)),
    })),
    plain('/', (ctx) => pages.homePage(shop, ctx)),
    plain('/mobile', (ctx) => pages.mobilePage(shop, ctx)),
    plain('/partner', (ctx) => pages.partnerPage(ctx)),
    { method: 'GET', path: '/search', page: search },
    plain('/searchDetail', (ctx) => pages.searchDetailPage(ctx)),
    plain('/cscenter', (ctx) => pages.csCenterPage(ctx, false)),
    plain('/ONK/cscenter', (ctx) => pages.csCenterPage(ctx, true)),
    {
      method: 'GET',
      pattern: /^\/detail\/(\d+)$/,
      page(r, m) {
        const e = shop.catalogue.events.find((x) => x.event_ID === m![1]);
        return e ? { render: () => pages.eventPage(r.ctx, e) } : notFound(r);
      },
    },
  ];
}
