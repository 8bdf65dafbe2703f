import { formatPoints, formatPrice, formatRate } from '../../widget/src/core/format';
import { imageUrl } from '../../widget/src/core/imageUrl';
import { bundleLabel, productLabel } from '../../widget/src/core/productLabel';
import { gbCodeForTarget, publisherSearch } from '../../widget/src/core/searchRoutes';
import { SERVICE_CODES } from '../../widget/src/core/validateEnv';
import type { DemoAccount } from './accounts';
import { productPath, type CatalogueEvent, type CatalogueProduct } from './catalogue';
import type { StoredCartLine } from './store/types';
import { html, Html, jsonForScript } from './html';
import { GROUPS } from './searchIndex';
import type { Shop } from './shop';

export interface PageContext {
  origin: string;
  account: DemoAccount | null;
  /** The signed-in session's access token for the gateway (random, one per session), or null. */
  accessToken: string | null;
  /** The page's own path and query, for `continue=` links. */
  here: string;
}

/** Every env host points at the demo's own origin: the demo serves every page the widget links to. */
export function demoEnv(origin: string) {
  const serviceHosts: Record<string, string> = {};
  for (const code of SERVICE_CODES) serviceHosts[code] = origin;
  return { mainHost: origin, searchHost: origin, eventHost: origin, imageHost: origin, serviceHosts };
}

/** The widget config of a demo page: the signed-in demo account becomes `user` and `accessToken`. */
export function widgetConfig(ctx: PageContext, device: string | null, extra: Record<string, unknown> = {}) {
  const a = ctx.account;
  return {
    ...(device ? { device } : {}),
    gateway: '/api/gw',
    env: demoEnv(ctx.origin),
    user: a ? { id: a.id, name: a.name, roles: a.roles } : null,
    ...(a && ctx.accessToken ? { accessToken: ctx.accessToken } : {}),
    ...(a ? { profile: { age: a.age, sex: a.sex } } : {}),
    ...extra,
  };
}

/** The widget's config element (contract §1). */
export const configTag = (config: unknown) =>
  html`<script type="application/json" id="search-popup-config">
    ${jsonForScript(config)}
  </script>`;

/**
 * The one-script-tag embed of contract §1, with the page's own search form inside the mount (README "The box
 * before the script"): it searches with no JavaScript at all, and the widget takes it over when it arrives. A
 * results page writes its keyword into the field (`keyword`): the widget's box shows it when it takes the field
 * over (platform/earlyField.ts), without opening the popup.
 */
export function embed(config: unknown, mountClass = '', keyword = ''): Html {
  return html`${configTag(config)}
    <link rel="stylesheet" href="/public/early.css" />
    <div id="search-popup" class="${mountClass}">
      <form class="early-search" action="/search" method="get" role="search">
        <input
          type="search"
          name="keyword"
          aria-label="검색어 입력"
          placeholder="검색어를 입력해 주세요"
          autocomplete="off"
          ${keyword ? html`value="${keyword}"` : ''}
        />
        <button type="submit">검색</button>
      </form>
    </div>
    <script src="/static/search-popup/loader.js" async></script>`;
}

const productHref = (p: CatalogueProduct) => productPath(p) ?? '/';

const labelOf = (p: CatalogueProduct) =>
  productLabel({ type: p.sale_CMDT_DVSN_CODE, code: p.cmdtcode, classCode: p.sale_CMDT_CLST_CODE });

/**
 * Logging out is a POST from the shop's own pages (issue 38: a GET was a write any page's `<img>` could make): a
 * small form whose button looks like the header's links (public/linkForm.css).
 */
const logoutForm = (next: string) =>
  html`<form class="link-form" method="post" action="/MBR/logout">
    <input type="hidden" name="continue" value="${next}" /><button>로그아웃</button>
  </form>`;

function userBar(ctx: PageContext): Html {
  return ctx.account
    ? html`<span class="who">${ctx.account.name}님 ${ctx.account.roles.includes('adult') ? '(성인 인증)' : ''}</span> |
        ${logoutForm(ctx.here)}`
    : html`<a href="/MBR/login?continue=${encodeURIComponent(ctx.here)}">로그인</a>`;
}

/** `GET /MBR/logout` (an old link or bookmark): signs nobody out, asks with the header's form. */
export function logoutPage(ctx: PageContext, next: string): string {
  return desktopPage(
    ctx,
    '로그아웃',
    html` <h2>로그아웃</h2>
      <p>로그아웃하려면 아래 버튼을 눌러 주세요.</p>
      ${logoutForm(next)}`,
  );
}

/**
 * The legacy-looking shell every shop page shares: header with the widget, nav, content. It has a phone layout
 * (issue 39: the viewport meta and public/legacy.css's narrow rules), and no device flag, so the widget's own media
 * query picks the dropdown on a desktop and the full-screen overlay on a phone (contract §1) — the page a phone's
 * search lands on is a phone page. `keyword` is the results page's: its box keeps it.
 */
export function desktopPage(
  ctx: PageContext,
  title: string,
  body: Html | string,
  device: string | null = null,
  /** More widget config (a shelf page's search `target`). */
  config: Record<string, unknown> = {},
  keyword = '',
): string {
  return html`<!DOCTYPE html>
    <html lang="ko">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} - 데모서점</title>
        <link rel="stylesheet" href="/public/legacy.css" />
        <link rel="stylesheet" href="/public/linkForm.css" />
      </head>
      <body>
        <table class="top" width="100%" cellpadding="0" cellspacing="0">
          <tr>
            <td class="logo">
              <a href="/">데모<b>서점</b></a>
            </td>
            <td class="search-cell">${embed(widgetConfig(ctx, device, config), '', keyword)}</td>
            <td class="util">
              ${userBar(ctx)} | <a href="/ORD/cart">장바구니</a> | <a href="/cscenter">고객센터</a> |
              <a href="/mobile">모바일</a>
            </td>
          </tr>
        </table>
        <ul class="gnb">
          <li><a href="/search?keyword=%EC%86%8C%EC%84%A4&amp;target=kyobo">국내도서</a></li>
          <li><a href="/search?keyword=eBook&amp;target=ebook">eBook</a></li>
          <li><a href="/search?keyword=sam&amp;target=sam">sam</a></li>
          <li><a href="/search?keyword=%EC%9D%8C%EB%B0%98&amp;target=hottracks">핫트랙스</a></li>
          <li><a href="/detail/218200">이벤트</a></li>
          <li><a href="/partner">제휴 페이지</a></li>
        </ul>
        <div class="content">${body}</div>
        <div class="footer">데모서점 · 이 사이트는 검색 팝업 위젯의 데모입니다. 실제 주문은 이루어지지 않습니다.</div>
      </body>
    </html>`.value;
}

/**
 * A product card. With the shop, its publisher is a link to the publisher's products (the results route's
 * `pbcmCode`, by the widget's publisher search rule).
 */
export function productCard(origin: string, p: CatalogueProduct, width = 120, shop?: Shop): Html {
  // The widget's own rule (core/searchRoutes.ts): a publisher with a code searches its name limited to it.
  const search = publisherSearch({
    publisher: p.pbcm_NAME,
    publisherCode: shop?.publishers.code.get(p.pbcm_NAME) ?? '',
  });
  const publisher = search
    ? html`<a
        class="publisher"
        href="/search?${new URLSearchParams({ keyword: search.keyword, pbcmCode: search.pbcmCode! }).toString()}"
        >${p.pbcm_NAME}</a
      >`
    : p.pbcm_NAME;
  const sale = formatPrice(p.sale_CMDT_SAPR);
  const rate = formatRate(p.sale_CMDT_PRCE_DSCN_RATE);
  const adult = p.sale_LMTT_AGE >= 19;
  return html`<li class="card">
    <a href="${productHref(p)}"
      ><img
        src="${imageUrl(origin, { id: p.cmdtcode, type: p.sale_CMDT_DVSN_CODE, width, adult })}"
        alt=""
        width="${width}"
        loading="lazy"
    /></a>
    <span class="label">${labelOf(p)}</span>
    <a class="title" href="${productHref(p)}">${adult ? html`<b class="adult">19</b> ` : ''}${p.cmdt_NAME}</a>
    <span class="meta">${p.chrc_NAME} · ${publisher}</span>
    <span class="price"
      >${rate ? html`<em>${rate}</em> ` : ''}<strong>${sale}</strong>
      ${rate ? html`<del>${formatPrice(p.sale_CMDT_PRCE)}</del>` : ''}</span
    >
  </li>`;
}

export function homePage(shop: Shop, ctx: PageContext): string {
  const best = shop.catalogue.products
    .filter((p) => p.sale_CMDT_DVSN_CODE === 'KOR' && p.sale_LMTT_AGE < 19)
    .slice(0, 10);
  const ebooks = shop.catalogue.products
    .filter((p) => p.sale_CMDT_DVSN_CODE === 'EBK' && p.sale_LMTT_AGE < 19)
    .slice(0, 5);
  return desktopPage(
    ctx,
    '책, 음반, 선물',
    html` <h2>오늘의 베스트셀러</h2>
      <p class="hint">검색창에 <b>해리</b>, <b>ㅎㄹㅍㅌ</b>, <b>gofl</b>, <b>한강</b>을 입력해 보세요.</p>
      <ul class="cards">
        ${best.map((p) => productCard(ctx.origin, p))}
      </ul>
      <h2>eBook 추천</h2>
      <ul class="cards">
        ${ebooks.map((p) => productCard(ctx.origin, p))}
      </ul>`,
  );
}

export function mobilePage(shop: Shop, ctx: PageContext): string {
  const best = shop.catalogue.products.filter((p) => p.sale_LMTT_AGE < 19).slice(0, 24);
  return html`<!DOCTYPE html>
    <html lang="ko">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>데모서점 모바일</title>
        <link rel="stylesheet" href="/public/mobile.css" />
        <link rel="stylesheet" href="/public/linkForm.css" />
      </head>
      <body>
        <header class="m-header">
          <a class="m-logo" href="/mobile">데모서점</a><span class="m-util">${userBar(ctx)}</span>
        </header>
        <div class="m-search">${embed(widgetConfig(ctx, 'mobile-web'))}</div>
        <main class="m-main">
          <h2>오늘의 추천</h2>
          <ul class="cards">
            ${best.map((p) => productCard(ctx.origin, p, 100))}
          </ul>
        </main>
      </body>
    </html>`.value;
}

/**
 * The partner blog 책 읽는 고양이 with its own loud CSS: on the shop's origin (`/partner`, the theming and host-CSS
 * checks) and on its own origin (partnerSite.ts, docs/partners.md), each with its own box and scripts.
 */
export function partnerBlog(parts: { css: string; tagline: string; extra?: Html | ''; box: Html }): string {
  return html`<!DOCTYPE html>
    <html lang="ko">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>책 읽는 고양이 - 제휴 블로그</title>
        <link rel="stylesheet" href="${parts.css}" />
      </head>
      <body>
        <header>
          <h1>책 읽는 고양이</h1>
          <p>${parts.tagline}</p>
        </header>
        <div class="layout">
          <article>
            <h2>12월에 읽을 책</h2>
            <p>겨울밤에 어울리는 소설 다섯 권을 골랐습니다. 이 블로그의 검색창에서 바로 찾아보세요.</p>
            <p>첫 번째는 한강의 『작별하지 않는다』입니다. 눈이 내리는 제주의 밤을 따라가는 이야기입니다.</p>
            ${parts.extra ?? ''}
          </article>
          <aside>
            <h3>데모서점에서 찾기</h3>
            ${parts.box}
          </aside>
        </div>
      </body>
    </html>`.value;
}

/** A partner's own page on the shop's origin, embedding the search box in its sidebar. */
export function partnerPage(ctx: PageContext): string {
  return partnerBlog({
    css: '/public/partner.css',
    tagline: '데모서점과 함께하는 독서 블로그',
    box: embed(widgetConfig(ctx, null), 'partner-search'),
  });
}

const TARGETS: [string, string][] = [
  ['total', '통합검색'],
  ['kyobo', '국내도서·외국도서'],
  ['ebook', 'eBook'],
  ['sam', 'sam'],
  ['hottracks', '핫트랙스'],
];

/** A results page limited to one author (`chrcCode`, an author row's search) or publisher (`pbcmCode`). */
export interface SearchLimit {
  chrcCode?: string;
  pbcmCode?: string;
}

/**
 * The products of the author or publisher a search is limited to (spec §2 `chrcCode`, `pbcmCode`), most popular
 * first, in the target's group; null when the search names neither (or a code the shop doesn't know).
 */
function limitedTo(shop: Shop, gbCode: string, limit: SearchLimit) {
  const author = limit.chrcCode ? shop.catalogue.authors.find((a) => a.chrc_CODE === limit.chrcCode) : undefined;
  const publisher = limit.pbcmCode ? shop.publishers.name.get(limit.pbcmCode) : undefined;
  if (!author && !publisher) return null;
  const types = GROUPS[gbCode];
  const ids: number[] = [];
  shop.catalogue.products.forEach((p, id) => {
    if (types && !types.includes(p.sale_CMDT_DVSN_CODE)) return;
    if (author ? p.chrc_NAME.includes(author.chrc_NAME) : p.pbcm_NAME === publisher) ids.push(id);
  });
  return { ids, line: author ? `작가 ${author.chrc_NAME}의 상품` : `출판사 ${publisher}의 상품` };
}

export function searchPage(
  shop: Shop,
  ctx: PageContext,
  keyword: string,
  target: string,
  page: number,
  limit: SearchLimit = {},
): string {
  const size = 20;
  const gbCode = gbCodeForTarget(target);
  const limited = keyword.trim() ? limitedTo(shop, gbCode, limit) : null;
  const { hits, total }: { hits: { id: number }[]; total: number } = limited
    ? { hits: limited.ids.slice((page - 1) * size, page * size).map((id) => ({ id })), total: limited.ids.length }
    : keyword.trim()
      ? shop.index.search(keyword, gbCode, (page - 1) * size, size)
      : { hits: [], total: 0 };
  const pages = Math.max(1, Math.ceil(total / size));
  const kept = limited
    ? (limit.chrcCode ? '&chrcCode=' + encodeURIComponent(limit.chrcCode) : '') +
      (limit.pbcmCode ? '&pbcmCode=' + encodeURIComponent(limit.pbcmCode) : '')
    : '';
  const link = (t: string, p: number) =>
    `/search?keyword=${encodeURIComponent(keyword)}&gbCode=${gbCodeForTarget(t)}&target=${t}&page=${p}${kept}`;
  return desktopPage(
    ctx,
    `'${keyword}' 검색 결과`,
    html` <h2>'<span class="kw">${keyword}</span>' 검색 결과 <small>${total.toLocaleString('ko-KR')}건</small></h2>
      ${limited ? html`<p class="hint limited">${limited.line}만 보여 드립니다. <a href="${link(target, 1).replace(kept, '')}">전체 검색 결과 보기</a></p>` : ''}
      <ul class="tabs">
        ${TARGETS.map(([t, name]) => html`<li class="${t === target ? 'on' : ''}"><a href="${link(t, 1)}">${name}</a></li>`)}
      </ul>
      ${
        hits.length
          ? html`<ul class="cards">
              ${hits.map((h) => productCard(ctx.origin, shop.catalogue.products[h.id], 120, shop))}
            </ul>`
          : html`<p class="empty">검색 결과가 없습니다.</p>`
      }
      <p class="pager">
        ${Array.from({ length: Math.min(pages, 10) }, (_, i) => i + 1).map((p) => (p === page ? html`<b>${p}</b> ` : html`<a href="${link(target, p)}">${p}</a> `))}
      </p>`,
    null,
    // The box on a shelf's results page searches that shelf (config `target`).
    TARGETS.some(([t]) => t === target) ? { target } : {},
    keyword,
  );
}

export function searchDetailPage(ctx: PageContext): string {
  return desktopPage(
    ctx,
    '상세검색',
    html` <h2>상세검색</h2>
      <form action="/search" method="get" class="detail-form">
        <input type="hidden" name="gbCode" value="TOT" />
        <label>검색어 <input name="keyword" required /></label>
        <label
          >분야
          <select name="target">
            ${TARGETS.map(([t, name]) => html`<option value="${t}">${name}</option>`)}
          </select></label
        >
        <button>검색</button>
      </form>`,
  );
}

/** The CartItem a product page's own buttons hand to `Instance.cart` (contract §2, §5). */
export function cartItemOf(p: CatalogueProduct) {
  return {
    saleCmdtid: p.sale_CMDTID,
    ordQty: 1,
    saleCmdtDvsnCode: p.sale_CMDT_DVSN_CODE,
    saleCmdtGrpDvsnCode: p.sale_CMDT_GRP_DVSN_CODE,
    adult: p.sale_LMTT_AGE >= 19,
    name: p.cmdt_NAME,
    price: p.sale_CMDT_SAPR,
    cmdtClstCode: p.sale_CMDT_CLST_CODE,
    cmdtCode: p.cmdtcode,
  };
}

export function productPage(ctx: PageContext, p: CatalogueProduct): string {
  const adult = p.sale_LMTT_AGE >= 19;
  const blocked = adult && !ctx.account?.roles.includes('adult');
  return desktopPage(
    ctx,
    p.cmdt_NAME,
    html` <div class="product" data-sale-id="${p.sale_CMDTID}" data-type="${p.sale_CMDT_DVSN_CODE}">
        <img
          src="${imageUrl(ctx.origin, { id: p.cmdtcode, type: p.sale_CMDT_DVSN_CODE, width: 400, adult: blocked })}"
          alt="${p.cmdt_NAME} 표지"
          width="300"
        />
        <div class="info">
          <span class="label">${labelOf(p)}</span>
          ${bundleLabel(p.bundleCount) ? html`<span class="label">${bundleLabel(p.bundleCount)}</span>` : ''}
          <h2>${adult ? html`<b class="adult">19</b> ` : ''}${p.cmdt_NAME}</h2>
          <p class="meta">${p.chrc_NAME} 지음 · ${p.pbcm_NAME}</p>
          <p class="price">
            ${formatRate(p.sale_CMDT_PRCE_DSCN_RATE) ? html`<em>${formatRate(p.sale_CMDT_PRCE_DSCN_RATE)}</em> ` : ''}<strong
              >${formatPrice(p.sale_CMDT_SAPR)}</strong
            >
            <del>${formatPrice(p.sale_CMDT_PRCE)}</del>
          </p>
          <p class="points">적립 ${formatPoints(p.upnt_ACML_AMNT, p.upnt_ACML_RATE) || '없음'}</p>
          ${p.annt_CTTN ? html`<p class="notice">${p.annt_CTTN}</p>` : ''}
          ${blocked ? html`<p class="notice">청소년 유해상품입니다. 19세 이상 본인인증 후 구매할 수 있습니다.</p>` : ''}
          <p class="codes">
            상품코드 ${p.cmdtcode} · 판매코드 ${p.sale_CMDTID}${p.fndg_PRJT_SRMB ? ' · 펀딩 ' + p.fndg_PRJT_SRMB : ''}
          </p>
          <p class="buy">
            <button type="button" class="buy-cart" data-cart-code="002">장바구니</button>
            <button type="button" class="buy-now" data-cart-code="001">바로구매</button>
            <button type="button" class="buy-gift" data-cart-code="003">선물하기</button>
          </p>
          <p class="keep">
            <button type="button" class="keep-wish" data-track="add_to_wishlist">찜하기</button>
            <button type="button" class="keep-share" data-track="share">공유하기</button>
          </p>
        </div>
      </div>
      <script type="application/json" id="cart-item">
        ${jsonForScript(cartItemOf(p))}
      </script>
      <script src="/public/product.js" defer></script>`,
  );
}

export function eventPage(ctx: PageContext, e: CatalogueEvent): string {
  return desktopPage(
    ctx,
    e.event_NM,
    html`<h2>${e.event_NM}</h2>
      <img src="/public/events/${e.event_ID}.png" alt="" width="600" />
      <p>이벤트 기간: 2026.12.01 ~ 2026.12.31</p>`,
  );
}

export function cartPage(ctx: PageContext, lines: StoredCartLine[], title = '장바구니', note = ''): string {
  const sum = lines.reduce((s, l) => s + l.price * l.qty, 0);
  return desktopPage(
    ctx,
    title,
    html` <h2>${title}</h2>
      ${note ? html`<p class="hint">${note}</p>` : ''}
      ${
        lines.length
          ? html`<table class="cart">
                <thead>
                  <tr>
                    <th>상품</th>
                    <th>수량</th>
                    <th>금액</th>
                    <th>담은 때</th>
                  </tr>
                </thead>
                <tbody>
                  ${lines.map(
                    (l) =>
                      html`<tr data-sale-id="${l.saleId}">
                        <td>${l.name}</td>
                        <td class="qty">${l.qty}</td>
                        <td>${formatPrice(l.price * l.qty)}</td>
                        <td>${l.addedAt}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
              <p class="sum">합계 <strong>${formatPrice(sum)}</strong> (${lines.length}종)</p>`
          : html`<p class="empty">장바구니에 담긴 상품이 없습니다.</p>`
      }`,
  );
}

/** The sign-in page; `refused` is a line saying why the last sign-in was not taken (too many: issue 38). */
export function loginPage(ctx: PageContext, next: string, verify: boolean, refused = ''): string {
  return desktopPage(
    ctx,
    '로그인',
    html` <h2>로그인</h2>
      ${refused ? html`<p class="notice" role="alert">${refused}</p>` : ''}
      ${verify ? html`<p class="notice">성인 인증이 필요한 상품입니다. 로그인 후 본인인증을 진행해 주세요.</p>` : ''}
      <form method="post" action="/MBR/login" class="login">
        <input type="hidden" name="continue" value="${next}" />
        <button name="account" value="member">데모 회원(김독자)으로 로그인</button>
        <button name="account" value="adult">데모 성인 회원(이성인)으로 로그인</button>
      </form>
      <p class="hint">데모 계정입니다. 비밀번호는 없습니다.</p>`,
  );
}

export function verifyAdultPage(ctx: PageContext, next: string): string {
  return desktopPage(
    ctx,
    '성인 본인인증',
    html` <h2>성인 본인인증</h2>
      ${
        ctx.account
          ? html`<form method="post" action="/MBR/auth/verify/adult">
              <input type="hidden" name="continue" value="${next}" /><button>본인인증 완료하기 (데모)</button>
            </form>`
          : html`<p>
              먼저
              <a href="/MBR/login?continue=${encodeURIComponent('/MBR/auth/verify/adult?continue=' + next)}">로그인</a
              >해 주세요.
            </p>`
      }`,
  );
}

export function csCenterPage(ctx: PageContext, mobile: boolean): string {
  return desktopPage(
    ctx,
    '고객센터',
    html`<h2>고객센터${mobile ? ' (모바일)' : ''}</h2>
      <ul>
        <li>주문·배송 문의</li>
        <li>eBook 이용 안내</li>
        <li>회원 정보 변경</li>
      </ul>
      <p>상담 시간: 평일 09:00~18:00</p>`,
  );
}

export function notFoundPage(ctx: PageContext, path: string): string {
  return desktopPage(
    ctx,
    '페이지를 찾을 수 없습니다',
    html`<h2>페이지를 찾을 수 없습니다</h2>
      <p class="hint">${path}</p>
      <p><a href="/">처음으로</a></p>`,
  );
}

const HANDOFF_TITLES: Record<string, [string, string]> = {
  '001': ['바로구매', '바로구매'],
  '002': ['장바구니 담기', '장바구니에 담기'],
  '003': ['선물하기', '선물하기'],
  '004': ['바로드림 주문', '주문하기'],
  '005': ['바로드림 주문', '주문하기'],
};

/**
 * A partner page's cart action, continued on the shop (handoff.ts): what would be added, from the catalogue, and one
 * button that posts the signed token back to this page. Nothing is added before the shopper presses it. Opened by
 * another site (`opener`, handoff.ts `handoffOpener`), it says so and what the button adds or orders, and the button
 * is not focused (issue 52).
 */
export function handoffPage(
  ctx: PageContext,
  code: string,
  items: { product: CatalogueProduct; qty: number }[],
  partner: string | null,
  token: string,
  opener: { from: string | null } | null = null,
): string {
  const [title, button] = HANDOFF_TITLES[code] ?? HANDOFF_TITLES['002'];
  const does = button === '장바구니에 담기' ? '장바구니에 담습니다' : '주문합니다';
  const pieces = items.reduce((n, x) => n + x.qty, 0);
  return desktopPage(
    ctx,
    title,
    html`<h2>${title}</h2>
      ${
        opener &&
        html`<div class="handoff-foreign" role="note">
          <p>
            이 페이지는 데모서점이나 제휴 사이트가 아닌
            ${opener.from ? html`다른 사이트(<span class="opener">${opener.from}</span>)` : '다른 곳'}에서 열렸습니다.
            직접 고른 상품이 아니라면 누르지 마세요.
          </p>
          <p>
            '${button}' 버튼을 누르면 다음 상품 ${items.length}종(모두 ${pieces}개)을 데모서점에서 ${does}:
            ${items.map(({ product: p, qty }, i) => html`${i ? ', ' : ''}${p.cmdt_NAME} ${qty}개`)}.
            ${partner ? html`제휴 코드는 ${partner}입니다.` : '제휴 코드는 없습니다.'}
          </p>
        </div>`
      }
      <p class="hint">
        ${partner ? html`제휴 사이트(<span class="partner-id">${partner}</span>)에서 고른 상품입니다. ` : ''}아래 상품을
        데모서점에서 ${does}.
      </p>
      <table class="cart handoff">
        <thead>
          <tr>
            <th>상품</th>
            <th>수량</th>
            <th>금액</th>
          </tr>
        </thead>
        <tbody>
          ${items.map(
            ({ product: p, qty }) =>
              html`<tr data-sale-id="${p.sale_CMDTID}">
                <td>${p.cmdt_NAME}</td>
                <td class="qty">${qty}</td>
                <td>${formatPrice(p.sale_CMDT_SAPR * qty)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <form method="post" action="/ORD/cart/handoff" class="handoff-form">
        <input type="hidden" name="t" value="${token}" />
        ${
          opener
            ? html`<button type="submit" class="primary">${button}</button>`
            : html`<button type="submit" class="primary" autofocus>${button}</button>`
        }
        <a href="/">데모서점 홈</a>
      </form>`,
  );
}

/** A hand-off that can't go on: why, in the shopper's words (the detail for the developer in a comment), and the way to the cart. */
export function handoffErrorPage(ctx: PageContext, message: string, detail = ''): string {
  return desktopPage(
    ctx,
    '장바구니 담기',
    html`<h2>장바구니 담기</h2>
      <p class="handoff-error" role="alert" data-detail="${detail}">${message}</p>
      <p><a href="/ORD/cart">장바구니 보기</a> · <a href="/">데모서점 홈</a></p>`,
  );
}

/** A page answered in place of another while its client has spent its work budget (a 429; issue 38). */
export function busyPage(ctx: PageContext): string {
  return desktopPage(
    ctx,
    '잠시 후 다시 시도해 주세요',
    html`<h2>요청이 너무 많습니다</h2>
      <p role="alert">잠시 후 다시 시도해 주세요.</p>
      <p><a href="/">처음으로</a></p>`,
  );
}
