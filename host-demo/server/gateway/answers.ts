import { CART_CODES } from '../../../widget/src/core/cartCodes';
import { imageUrl } from '../../../widget/src/core/imageUrl';
import { compileMatch } from '../../../widget/src/core/hangulMatch';
import { GATEWAY_PATHS as P } from '../../../widget/src/core/gatewayPaths';
import type { CatalogueProduct } from '../catalogue';
import type { Shop } from '../shop';
import { ORDER_MAX_ITEMS, QUOTAS } from '../store/limits';
import type { CartLine } from '../store/types';
import { looksLikeLink } from './linkLikeKeyword';
import type { GatewayAnswer, GatewayCall } from './call';
import { BadRequest, intParam, ok, oneOf, param } from './params';
import { SECTION_REFERENCES, type SectionReference } from './sections';
import type { TempMembers } from './tempMembers';

export type { GatewayAnswer, GatewayCall } from './call';

/** What the gateway trusts besides the store's sessions (access tokens): the shop's signed temporary member numbers. */
export interface GatewayTrust {
  tempMembers: TempMembers;
}

/** A product only a verified adult may see among what others looked at (the catalogue's `sale_LMTT_AGE` 19+). */
const isAdultOnly = (p: { sale_LMTT_AGE?: unknown } | undefined) => !p || Number(p.sale_LMTT_AGE) >= 19;
/** The cart codes as the widget defines them (one definition for both ends; the paths: core/gatewayPaths.ts). */
const CART_CODE_SET: ReadonlySet<string> = new Set(CART_CODES);

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * The product as `search/commodity` answers it: the contract's fields, the name marked where it matched, a set's
 * volume count as `bndl_CMDT_CNT` and the publisher's code as `pbcm_CODE` (docs/spec-readings.md).
 */
function commodityDoc(
  p: CatalogueProduct,
  origin: string,
  marked: string,
  publisherCode: string | undefined,
): Record<string, unknown> {
  const { popularity: _p, bundleCount, ...doc } = p;
  return {
    ...doc,
    ...(bundleCount > 1 ? { bndl_CMDT_CNT: bundleCount } : {}),
    ...(publisherCode ? { pbcm_CODE: publisherCode } : {}),
    cmdt_NAME: marked,
    img_URL: imageUrl(origin, { id: p.cmdtcode, type: p.sale_CMDT_DVSN_CODE, width: 200 }),
  };
}

/**
 * The reference gateway (contract §5): every path the widget calls (its one table, core/gatewayPaths.ts) answers from
 * the shop's catalogue, index and database, by its route here or by its section's reference (`references`,
 * ./sections/). A bad parameter or body is a 400 with a JSON error, an unknown path a 404, a wrong method a 405.
 */
export function createGateway(
  shop: Shop,
  trust: GatewayTrust,
  references: readonly SectionReference[] = SECTION_REFERENCES,
) {
  const { catalogue, index, store } = shop;
  /** The call's member: the Bearer token's (null when the token is unknown), else the shop's session cookie's. */
  const accountOf = async ({ token, sessionAccount }: GatewayCall) =>
    token ? ((await store.sessions.byAccessToken(token))?.account ?? null) : (sessionAccount ?? null);

  const routes: Record<string, (c: GatewayCall) => GatewayAnswer | Promise<GatewayAnswer>> = {
    [P.trend]: () => ok({ resultDocuments: catalogue.trendKeywords.map((keywords) => ({ keywords })) }),

    [P.rise]: async ({ params }) => {
      const age = oneOf(params, 'age', ['all', '10', '20', '30', '40'], 'all');
      const sex = oneOf(params, 'sex', ['all', '1', '2'], 'all');
      // Issue 38: a keyword that reads as a link never shows here (the one list an outsider's searches write).
      return ok({ resultDocuments: await store.searches.rise(age, sex, looksLikeLink) });
    },

    [P.author]: ({ params, origin }) => {
      const keyword = param(params, 'keyword', { required: true });
      const page = intParam(params, 'page', 1, 1, 1000);
      const size = intParam(params, 'pageSize', 3, 1, 100);
      const match = compileMatch(keyword);
      const hits = catalogue.authors
        .map((a) => ({
          a,
          // By name, or after those by the works its description names (해리 finds J.K. 롤링: the people of 인물);
          // not for one syllable, which a description matches as noise (해 in 부탁해, 해가 지는 곳으로).
          at:
            match(a.chrc_NAME) ??
            (squash(keyword).length > 1 && match(a.rprs_INFO.split('@@')[2] ?? '') ? [99, 99] : null),
        }))
        .filter((h) => h.at)
        .sort((x, y) => x.at![0] - y.at![0] || y.a.popularity - x.a.popularity);
      const docs = hits.slice((page - 1) * size, page * size).map(({ a }) => ({
        chrc_NAME: a.chrc_NAME,
        chrc_CODE: a.chrc_CODE,
        rprs_INFO: a.rprs_INFO,
        img_URL: imageUrl(origin, { id: a.chrc_CODE, imageType: 'author', width: 100 }),
      }));
      return ok({ resultDocuments: docs, totalCount: hits.length });
    },

    [P.event]: ({ params, origin }) => {
      const keyword = param(params, 'keyword', { required: true });
      const page = intParam(params, 'page', 1, 1, 1000);
      const size = intParam(params, 'pageSize', 9, 1, 100);
      const match = compileMatch(keyword);
      const hits = catalogue.events.filter((e) => match(e.event_NM) || squash(e.kind) === squash(keyword));
      const docs = hits.slice((page - 1) * size, page * size).map((e) => ({
        event_NM: e.event_NM,
        event_ID: e.event_ID,
        web_IMAGE_URL: `${origin}/public/events/${e.event_ID}.png`,
        mok_IMAGE_URL: `${origin}/public/events/${e.event_ID}.png?m=1`,
        mok_EVENT_URL: `${origin}/detail/${e.event_ID}?channel=m`,
      }));
      return ok({ resultDocuments: docs, totalCount: hits.length });
    },

    [P.shortcut]: ({ params, origin }) => {
      const keyword = squash(param(params, 'keyword', { required: true }));
      const found = catalogue.shortcuts.find((s) => s.keywords.some((k) => squash(k) === keyword));
      return ok({
        resultDocuments: found
          ? [{ shortcut_LINK: origin + found.path, shortcut_NAME: found.shortcut_NAME, redirect_YN: found.redirect_YN }]
          : [],
      });
    },

    [P.commodity]: ({ params, origin }) => {
      const keyword = param(params, 'keyword', { required: true });
      const gbCode = oneOf(params, 'gbCode', ['TOT', 'KBO', 'EBK', 'SAM', 'HTS'], 'TOT');
      const page = intParam(params, 'page', 1, 1, 10000);
      const size = intParam(params, 'pageSize', 12, 1, 100);
      const pre = param(params, 'highlightPre', { max: 20 });
      const post = param(params, 'highlightPost', { max: 20 });
      if (!pre !== !post) throw new BadRequest('highlightPre and highlightPost go together');
      const { hits, total } = index.search(keyword, gbCode, (page - 1) * size, size);
      const match = compileMatch(keyword);
      const docs = hits.map(({ id }) => {
        const p = catalogue.products[id];
        const at = pre ? match(p.cmdt_NAME) : null;
        const name = at
          ? p.cmdt_NAME.slice(0, at[0]) + pre + p.cmdt_NAME.slice(at[0], at[1]) + post + p.cmdt_NAME.slice(at[1])
          : p.cmdt_NAME;
        return commodityDoc(p, origin, name, shop.publishers.code.get(p.pbcm_NAME));
      });
      return ok({ resultDocuments: docs, totalCount: total });
    },

    [P.recommended]: async (call) => {
      const { params, origin } = call;
      const keyword = param(params, 'keyword').trim();
      const page = intParam(params, 'page', 1, 1, 100);
      const size = intParam(params, 'pageSize', 8, 1, 100);
      // Issue 52: what others looked at never shows a 19+ product to a shopper who isn't a verified adult.
      const adult = !!(await accountOf(call))?.roles.includes('adult');
      const allowed = (id: string) => adult || !isAdultOnly(shop.bySaleId.get(id));
      const ids = (await store.views.recommended(keyword, page * size, allowed)).slice((page - 1) * size);
      const docs = ids.flatMap((id) => {
        const p = shop.bySaleId.get(id);
        return p
          ? [
              {
                product_NM: p.cmdt_NAME,
                image_URL: imageUrl(origin, { id: p.cmdtcode, type: p.sale_CMDT_DVSN_CODE, width: 200 }),
                sale_CMDT_DVSN_CODE: p.sale_CMDT_DVSN_CODE,
                cmdtcode: p.cmdtcode,
                sale_CMDTID: p.sale_CMDTID,
              },
            ]
          : [];
      });
      return ok({ resultDocuments: docs });
    },

    [P.cart]: async (call) => {
      const { body, token, tempOwner = [], client } = call;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body ?? '');
      } catch {
        throw new BadRequest('the body must be JSON');
      }
      const o = parsed as { addCartProcList?: unknown; tmprMmbrNum?: unknown; separQty?: unknown };
      if (!o || typeof o !== 'object' || Array.isArray(o)) throw new BadRequest('the body must be a JSON object');
      if (!Array.isArray(o.addCartProcList) || !o.addCartProcList.length)
        throw new BadRequest('addCartProcList must be a non-empty array');
      if (o.separQty !== undefined && typeof o.separQty !== 'boolean')
        throw new BadRequest('separQty must be a boolean');
      const account = await accountOf(call);
      if (token && !account) return { status: 401, body: { error: 'unauthorized', message: 'unknown access token' } };
      const tmpr = o.tmprMmbrNum;
      if (tmpr !== undefined && (typeof tmpr !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(tmpr)))
        throw new BadRequest('tmprMmbrNum must be 8-64 letters, digits or -');
      // Issue 20: a number this shop did not sign owns no cart (any string once named anyone's cart). Issue 38: nor
      // does a signed one the body or the readable cookie names (a sibling subdomain can toss a number issued to
      // the attacker into that cookie): the owner is the owner cookie alone, and the body's number counts only as
      // that one. Without an owner the shopper still gets the item: into the cart of a number issued now, whose
      // cookies the answer sets.
      const mine = account ? null : trust.tempMembers.owner(tempOwner);
      const issued = account || mine ? undefined : trust.tempMembers.issue();
      const lines: CartLine[] = o.addCartProcList.map((raw: unknown, i: number) => {
        const item = raw as Record<string, unknown>;
        if (!item || typeof item !== 'object') throw new BadRequest(`addCartProcList[${i}] must be an object`);
        const saleId = item.saleCmdtid;
        if (typeof saleId !== 'string' || !shop.bySaleId.has(saleId))
          throw new BadRequest(`addCartProcList[${i}].saleCmdtid is not a product`);
        const qty = item.ordQty === undefined ? 1 : item.ordQty;
        if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > 999)
          throw new BadRequest(`addCartProcList[${i}].ordQty must be 1-999`);
        const code = item.spbkDvsnCode === undefined ? '002' : item.spbkDvsnCode;
        if (typeof code !== 'string' || !CART_CODE_SET.has(code))
          throw new BadRequest(`addCartProcList[${i}].spbkDvsnCode must be 001-005`);
        const p = shop.bySaleId.get(saleId)!;
        return { saleId, name: p.cmdt_NAME, price: p.sale_CMDT_SAPR, qty, code };
      });
      // Issue 52: one address added 9,600 rows a second; a client past its quota (or all past theirs) adds nothing.
      // Past ORDER_MAX_ITEMS lines every line is OVK and nothing is written: nothing is charged either (one add of
      // 30,000 lines once spent the global quota for a minute).
      if (lines.length > ORDER_MAX_ITEMS)
        return ok({ data: lines.map((l) => ({ resultCode: 'OVK', spbkId: null, saleCmdtid: l.saleId })) });
      if (!(await store.quotas.take(QUOTAS.cartRows, client ?? '', lines.length)))
        return { status: 429, body: { error: 'too_many_requests', message: 'cart adds over the quota' } };
      const owner = account ? 'member:' + account.id : 'tmpr:' + (mine ?? issued);
      const results = await store.carts.add(owner, lines);
      return {
        ...ok({
          data: results.map((r, i) => ({ resultCode: r.resultCode, spbkId: r.spbkId, saleCmdtid: lines[i].saleId })),
        }),
        ...(issued ? { issuedTempMember: issued } : {}),
      };
    },

    [P.banners]: ({ origin }) =>
      ok(
        catalogue.banners.map((b) => ({
          ad_id: b.ad_id,
          publisher_id: b.publisher_id,
          linkUrl: origin + b.path,
          imgFileUrl: origin + b.image,
          imgAltTagCntt: b.imgAltTagCntt,
          text: b.text,
        })),
      ),
  };

  for (const r of references) {
    if (Object.prototype.hasOwnProperty.call(routes, r.path)) throw new Error('two routes for ' + r.path);
    routes[r.path] = (call) => r.route(call, shop);
  }

  return async function handle(call: GatewayCall): Promise<GatewayAnswer> {
    const route = Object.prototype.hasOwnProperty.call(routes, call.path) ? routes[call.path] : null;
    if (!route)
      return { status: 404, body: { error: 'not_found', message: 'unknown gateway path: ' + call.path.slice(0, 200) } };
    const method = call.path === P.cart ? 'POST' : 'GET';
    if (call.method !== method)
      return { status: 405, body: { error: 'method_not_allowed', message: `${call.path} takes ${method}` } };
    try {
      // The search paths take deviceType (contract §5); the advertising path takes no parameters.
      if (call.path.startsWith('search/')) {
        const deviceType = call.params.get('deviceType');
        if (deviceType !== 'P' && deviceType !== 'M') throw new BadRequest('deviceType must be P or M');
      }
      return await route(call);
    } catch (e) {
      if (e instanceof BadRequest) return { status: 400, body: { error: 'bad_request', message: e.message } };
      throw e;
    }
  };
}
