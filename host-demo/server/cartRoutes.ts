/** The cart and order pages, and a partner page's cart action confirmed on the shop's own page (./handoff.ts). */
import { LOGIN_CODES } from '../../widget/src/core/cartPlan';
import { CART_OUTCOME_TEXT as CART_TEXT } from '../../widget/src/core/cartOutcome';
import { clientOf } from './gateway/http';
import { HANDOFF_PATH, handoffNext, handoffOpener, type handoffTokens, readHandoff } from './handoff';
import { cartPage, handoffErrorPage, handoffPage } from './pages';
import { HTML, PRIVATE, type Page, type PageRequest, type Route } from './routes';
import type { Shop } from './shop';
import { QUOTAS } from './store/limits';
import { cartOwnerOf } from './visitor';

const CART_TITLES: Record<string, string> = {
  '/ORD/cart': '장바구니',
  '/ORD/order/freebie': '주문/결제 - 사은품 선택',
  '/ORD/order/gift': '선물하기',
  '/ORD/cart/baro-dream': '바로드림 주문',
};

export function cartRoutes({
  shop,
  handoffs,
  partnerOrigins,
}: {
  shop: Shop;
  handoffs: ReturnType<typeof handoffTokens>;
  /** Read on each request (a caller may fill it once it knows the partner site's port). */
  partnerOrigins: () => readonly string[];
}): Route[] {
  const { store } = shop;

  async function cart({ ctx, url, path, account, anonymous }: PageRequest): Promise<Page> {
    const owner = cartOwnerOf({ account, anonymous });
    const ids = (url.searchParams.get('spbkIds') ?? '').split(',').filter(Boolean);
    const all = owner ? await store.carts.lines(owner) : [];
    const lines = ids.length ? all.filter((l) => ids.includes(String(l.spbkId))) : all;
    const code = url.searchParams.get('spbkDvsnCode');
    // Back from a partner's hand-off (handoff.ts): the outcome in the popup's words.
    const added = {
      INS: CART_TEXT.added,
      UPD: CART_TEXT.alreadyIn,
      OVF: CART_TEXT.overMax,
      OVK: CART_TEXT.overOrder + ' ' + CART_TEXT.overOrderHint,
    }[url.searchParams.get('added') ?? ''];
    return { render: () => cartPage(ctx, lines, CART_TITLES[path], added ?? (code ? `주문 구분 ${code}` : '')) };
  }

  return [
    {
      method: 'POST',
      path: HANDOFF_PATH,
      async write(r, form) {
        const { ctx, send, redirect, pageHeaders } = r;
        const owner = cartOwnerOf(r);
        const spent = owner
          ? await handoffs.redeem(form.get('t'), owner, (rows) =>
              store.quotas.take(QUOTAS.cartRows, clientOf(r.req), rows),
            )
          : ({ error: 'owner' } as const);
        const fail = (status: number, message: string) =>
          send(status, HTML, handoffErrorPage(ctx, message), pageHeaders(PRIVATE));
        // A second press of the same button (a double click) lands where the first went.
        if ('error' in spent && spent.error === 'spent' && spent.next) return redirect(spent.next);
        if ('error' in spent)
          return spent.error === 'spent'
            ? fail(409, '이미 처리된 요청입니다. 장바구니에서 확인해 주세요.')
            : spent.error === 'quota'
              ? fail(429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
              : spent.error === 'expired'
                ? fail(410, '요청 시간이 지났습니다. 제휴 사이트에서 다시 시도해 주세요.')
                : fail(400, '요청을 확인할 수 없습니다. 제휴 사이트에서 다시 시도해 주세요.');
        const lines = spent.i.map(([saleId, qty]) => {
          const p = shop.bySaleId.get(saleId)!;
          return { saleId, name: p.cmdt_NAME, price: p.sale_CMDT_SAPR, qty, code: spent.c };
        });
        const results = await store.carts.add(owner!, lines);
        const next = handoffNext(
          spent.c,
          results.map((r) => r.spbkId).filter((id): id is number => typeof id === 'number'),
          results.map((r) => r.resultCode),
        );
        await handoffs.went(spent.n, next);
        return redirect(next);
      },
    },
    {
      method: 'GET',
      path: HANDOFF_PATH,
      private: true,
      page({ ctx, url, origin, account, cartOwner, header }) {
        const wanted = readHandoff(url.searchParams, shop);
        if ('error' in wanted)
          return { render: () => handoffErrorPage(ctx, '담을 상품을 찾을 수 없습니다.', wanted.error), status: 400 };
        // Buy-now and gift need a signed-in shopper, adult-only items an adult one: the sign-in comes back here.
        const adultOnly = wanted.items.some((x) => Number(x.product.sale_LMTT_AGE) >= 19);
        if (!account && (adultOnly || LOGIN_CODES.includes(wanted.code)))
          return {
            redirect:
              '/MBR/login?' + new URLSearchParams({ continue: ctx.here, ...(adultOnly ? { verify: 'adult' } : {}) }),
          };
        if (adultOnly && !account!.roles.includes('adult'))
          return { redirect: '/MBR/auth/verify/adult?' + new URLSearchParams({ continue: ctx.here }) };
        // Opened by a site that is neither the shop nor a listed partner: the page says what its button does and
        // focuses nothing (issue 52: a page that had the shopper hold Enter confirmed it).
        const opener = handoffOpener(
          { site: header('sec-fetch-site'), referer: header('referer') },
          origin,
          partnerOrigins(),
        );
        return {
          render: () =>
            handoffPage(ctx, wanted.code, wanted.items, wanted.partner, handoffs.issue(wanted, cartOwner), opener),
        };
      },
    },
    ...Object.keys(CART_TITLES).map((path): Route => ({ method: 'GET', path, private: true, page: cart })),
  ];
}
