/**
 * The equal-work peer for `npm run bench` (issue 41): `@algolia/autocomplete-js` (its UMD build and classic theme,
 * as a script-tag integrator loads them) wired to the same reference gateway with the same calls as the basic peer
 * (test/bench/peer.ts: recent searches and popular keywords on an empty input; the shortcut, products, authors and
 * events as the shopper types), but drawing from those answers what the popup draws for a typed query on the
 * desktop, as a competent integrator would write it with the library's `html` templates and its `render` option:
 * the 12 products in a grid of 4 columns (cover in a fixed box, label, name with the typed query marked and clamped
 * to two lines, author · publisher, discount and price, points, a 장바구니 button hidden for the types the popup
 * hides it for), the authors with portraits and the events with banners beside them, and the featured panel
 * (the active product's bigger cover and details, following the active item), in the popup's fonts and sizes.
 * The CSS is the page's own (a <style> in the head: a bench page, not the product).
 *
 * As in the basic peer, the library's defaults are kept (no debounce, queries while composing), and after each
 * render the panel is marked with the query it shows (`data-query`), the benchmark's "results painted" signal.
 */
import type { AutocompleteState, VNode } from '@algolia/autocomplete-js';
import { CATEGORY_NAMES as CATEGORY } from '../../widget/src/core/productLabel';
import { ask, BASE_OPTIONS, emptySources, mark, remember, searchUrl, tagged, text, type Doc } from './peerShared';

type Html = (strings: TemplateStringsArray, ...values: unknown[]) => unknown;

const num = (v: unknown) => (typeof v === 'number' && isFinite(v) ? v : null);

/** The shop's rules for what a product row shows (the same spec the popup follows). */
const EBOOK = ['EBK', 'AUD', 'MOV', 'DUM', 'SAM'];
/** No direct cart button: these types, products that can never go into the cart, free e-books, no type. */
const NO_CART = ['FUD', 'GFC', 'MUC', 'DVD', 'CUL', 'SAM', 'POD', 'CAS', 'EVENT'];

const kind = (p: Doc) => text(p.sale_CMDT_DVSN_CODE).toUpperCase();
const isFreeEbook = (p: Doc) => EBOOK.includes(kind(p)) && num(p.sale_CMDT_SAPR) === 0;
const showsCart = (p: Doc) => !!kind(p) && !NO_CART.includes(kind(p)) && !isFreeEbook(p);
const isAdult = (p: Doc) => (num(p.sale_LMTT_AGE) ?? 0) >= 19;

function label(p: Doc): { label: string; bundle: string } {
  const type = kind(p);
  const cls = text(p.sale_CMDT_CLST_CODE);
  let l = CATEGORY[type] ?? '';
  if (/^0[24]/.test(text(p.cmdtcode))) l = 'PB';
  else if (EBOOK.includes(type))
    l = /^9[34]/.test(cls)
      ? '웹툰'
      : /^9[56]/.test(cls)
        ? '웹소설'
        : type === 'AUD'
          ? '오디오북'
          : type === 'DUM' || type === 'SAM'
            ? CATEGORY[type]
            : 'eBook';
  const count = num(p.bndl_CMDT_CNT);
  const bundle = count !== null && count > 1 ? Math.floor(count) + '권 세트' : '';
  return { label: bundle && l.includes('세트') ? '' : l, bundle };
}

const won = (v: number | null) => (v === null || v < 0 ? '' : Math.round(v).toLocaleString('en-US') + '원');
const rate = (v: number | null) => (v === null || v <= 0 || v > 100 ? '' : Math.round(v * 10) / 10 + '%');
function points(p: Doc): string {
  const amount = num(p.upnt_ACML_AMNT);
  const a = amount !== null && amount > 0 ? won(amount).slice(0, -1) + 'P' : '';
  const r = rate(num(p.upnt_ACML_RATE));
  return a && r ? a + ' (' + r + ')' : a || r;
}

/** The typed query marked in a name: every case-insensitive occurrence in a <mark>. */
function highlight(name: string, query: string, html: Html): unknown[] {
  const q = query.toLowerCase();
  const lower = name.toLowerCase();
  const out: unknown[] = [];
  let from = 0;
  for (let at = q ? lower.indexOf(q) : -1; at >= 0; at = lower.indexOf(q, from)) {
    out.push(name.slice(from, at), html`<mark>${name.slice(at, at + q.length)}</mark>`);
    from = at + q.length;
  }
  out.push(name.slice(from));
  return out;
}

/** A cover: the gateway's image URL, the shop's adult placeholder for adult-only items, the no-image one on error. */
function cover(p: Doc, className: string, html: Html) {
  const src = text(p.img_URL);
  const host = /^https?:\/\/[^/]+/.exec(src)?.[0] ?? '';
  const fallback = host + '/resources/fo/images/common/img_noimage.png';
  return html`<img
    class=${className}
    src=${isAdult(p) ? host + '/resources/fo/images/common/img_adult.png' : src || fallback}
    alt=""
    loading="lazy"
    decoding="async"
    onError=${(e: Event) => {
      const img = e.currentTarget as HTMLImageElement;
      if (!img.dataset.failed) {
        img.dataset.failed = '1';
        img.src = fallback;
      }
    }}
  />`;
}

/** Author · publisher; a publisher with a code searches its titles (a control of its own over the row's link). */
function metaLine(p: Doc, html: Html) {
  const author = text(p.chrc_NAME);
  const publisher = text(p.pbcm_NAME);
  const code = text(p.pbcm_CODE);
  return html`<span class="pf-meta">
    ${author ? html`<span class="pf-author-name">${author}</span>` : null}
    ${author && publisher ? html`<span class="pf-sep"> · </span>` : null}
    ${
      publisher && code
        ? html`<button
            type="button"
            class="pf-publisher"
            tabindex="-1"
            aria-label=${'출판사 ' + publisher + ' 검색'}
            onClick=${(e: Event) => {
              e.stopPropagation();
              location.assign(searchUrl(publisher, '&pbcmCode=' + encodeURIComponent(code)));
            }}
          >
            ${publisher}
          </button>`
        : publisher
    }
  </span>`;
}

function price(p: Doc, html: Html) {
  const r = rate(num(p.sale_CMDT_PRCE_DSCN_RATE));
  return html`<span class="pf-price"
    >${r ? html`<em class="pf-rate">${r}</em>` : null}${' '}<strong
      >${won(num(p.sale_CMDT_SAPR) ?? num(p.sale_CMDT_PRCE))}</strong
    ></span
  >`;
}

const productUrl = (p: Doc) => '/PDT/detail/' + encodeURIComponent(text(p.sale_CMDTID) || text(p.cmdtcode));

function authorUrl(a: Doc): string {
  const keyword = text(a.rprs_INFO).split('@@')[0].trim() || text(a.chrc_NAME);
  const code = text(a.chrc_CODE);
  return searchUrl(keyword, code ? '&chrcCode=' + encodeURIComponent(code) : '');
}

function addToCart(p: Doc) {
  fetch('/api/gw/cart/addCartProc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      addCartProcList: [
        {
          ordQty: 1,
          saleCmdtid: text(p.sale_CMDTID),
          saleCmdtDvsnCode: kind(p) || 'KOR',
          saleCmdtGrpDvsnCode: text(p.sale_CMDT_GRP_DVSN_CODE),
          adult: isAdult(p),
          name: text(p.cmdt_NAME),
          price: num(p.sale_CMDT_SAPR) ?? num(p.sale_CMDT_PRCE) ?? 0,
          cmdtClstCode: text(p.sale_CMDT_CLST_CODE),
          cmdtCode: text(p.cmdtcode),
          spbkDvsnCode: '002',
        },
      ],
    }),
  })
    .then((r) => r.json())
    .then(
      () => alert('장바구니에 담았습니다.'),
      () => alert('장바구니에 담지 못했습니다. 잠시 후 다시 시도해 주세요.'),
    );
}

/** One product of the grid. */
function productCell(p: Doc, query: string, html: Html) {
  const { label: l, bundle } = label(p);
  const pts = points(p);
  const name = text(p.cmdt_NAME);
  return html`<div class="pf-cell pf-product">
    ${cover(p, 'pf-thumb', html)}
    <span class="pf-text">
      <span class="pf-label">${l}${bundle ? html`<em class="pf-bundle">${l ? ' ' + bundle : bundle}</em>` : null}</span>
      <span class="pf-name"
        >${isAdult(p) ? html`<b class="pf-adult" aria-label="19세 이상">19</b>` : null}<a
          class="pf-stretch"
          href=${productUrl(p)}
          tabindex="-1"
          >${highlight(name, query, html)}</a
        ></span
      >
      ${metaLine(p, html)}
      <span class="pf-price-line">
        <span class="pf-nowrap">${price(p, html)}${pts ? html`<span class="pf-sep"> · </span>` : null}</span>
        ${pts ? html`<span class="pf-points">${pts} 적립</span>` : null}
      </span>
    </span>
    ${
      showsCart(p)
        ? html`<button
            type="button"
            class="pf-cart"
            tabindex="-1"
            aria-label=${name + ' 장바구니 담기'}
            onClick=${(e: Event) => {
              e.stopPropagation();
              addToCart(p);
            }}
          >
            장바구니
          </button>`
        : null
    }
  </div>`;
}

/** The featured panel: the active product (or the first), its bigger cover and details. */
function featured(p: Doc, html: Html) {
  const pts = points(p);
  const announcement = text(p.annt_CTTN);
  return html`<aside class="pf-featured" aria-label="선택한 상품 정보">
    ${cover(p, 'pf-featured-img', html)}
    <p class="pf-featured-name">${text(p.cmdt_NAME)}</p>
    ${metaLine(p, html)}
    <p>
      ${price(p, html)}${' '}${
        rate(num(p.sale_CMDT_PRCE_DSCN_RATE))
          ? html`<del class="pf-list-price">${won(num(p.sale_CMDT_PRCE))}</del>`
          : null
      }
    </p>
    ${pts ? html`<p class="pf-points">적립 ${pts}</p>` : null}
    ${announcement ? html`<p class="pf-announcement">${announcement}</p>` : null}
  </aside>`;
}

/** The active item when it is a product, else the first product (as the popup's featured panel). */
function featuredItem(state: AutocompleteState<Doc>): Doc | undefined {
  let at = state.activeItemId ?? -1;
  for (const c of state.collections) {
    if (at >= 0 && at < c.items.length) {
      if (c.source.sourceId === 'products') return c.items[at];
      break;
    }
    at -= c.items.length;
  }
  return state.collections.find((c) => c.source.sourceId === 'products')?.items[0];
}

/** The page's CSS for the panel: the popup's fonts, sizes, colours and layout (views/styles*.ts). */
const CSS = `
.aa-Panel { box-sizing: border-box; width: min(1180px, calc(100vw - 32px)); max-width: none; border-radius: 12px; font-family: "Nanum Gothic", "NanumGothic", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif;
  font-size: 14px; line-height: 1.45; color: #222; word-break: keep-all; overflow-wrap: break-word; box-shadow: 0 8px 24px rgba(0,0,0,.14); border: 1px solid #d5d5d5; }
.aa-Panel * { line-height: inherit; }
.aa-Panel a { color: inherit; text-decoration: none; }
.aa-Panel img { display: block; }
.aa-Panel :is(h3, p) { margin: 0; }
.aa-PanelLayout.pf-layout { display: grid; grid-template-columns: minmax(0, 1fr) 190px 170px; column-gap: 16px; padding: 16px 16px 0; align-items: start; }
.pf-layout .aa-Source { margin-bottom: 14px; }
.pf-layout .aa-SourceHeader { margin: 0 0 6px; }
.pf-title { font-size: 13px; font-weight: 700; color: #222; }
.pf-layout .aa-SourceNoResults { padding: 4px 0; font-size: 13px; color: #767676; overflow-wrap: anywhere; }
.pf-layout .aa-Item { display: block; min-height: 0; padding: 0; border-radius: 6px; }
.pf-layout .aa-Item[aria-selected=true] { background: #eef0fa; }
.pf-cell { display: flex; align-items: center; gap: 8px; padding: 5px 6px; min-height: 28px; cursor: pointer; }
.pf-main .aa-List { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); grid-auto-rows: 1fr; gap: 4px 8px; }
.pf-main .aa-Item { position: relative; isolation: isolate; min-height: 108px; }
.pf-product { align-items: flex-start; }
.pf-thumb { width: 48px; height: 68px; object-fit: contain; flex: none; background: #f1f1f4; border-radius: 3px; }
.pf-text { display: flex; flex-direction: column; min-width: 0; gap: 1px; }
.pf-label { font-size: 11px; color: #5055b1; }
.pf-bundle { font-style: normal; color: #222; }
.pf-name { font-weight: 700; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere; }
.pf-name mark { background: none; color: #5055b1; text-decoration: underline; }
.pf-stretch::after { content: ''; position: absolute; inset: 0; }
.pf-adult { display: inline-block; width: 16px; height: 16px; border-radius: 8px; background: #d93025; color: #fff; font-size: 9px; text-align: center; line-height: 16px; margin-right: 4px; vertical-align: 1px; }
.pf-meta { display: flex; align-items: center; color: #666; font-size: 12px; overflow: hidden; white-space: nowrap; padding-block: 4px; margin-block: -4px; }
.pf-author-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.pf-meta .pf-sep { flex: none; white-space: pre; }
.aa-Panel .pf-publisher { flex: none; max-width: 67%; overflow: hidden; text-overflow: ellipsis; height: 24px; padding: 0 2px; margin: -4px 0; font: inherit; color: inherit; cursor: pointer;
  text-decoration: underline; text-underline-offset: 2px; z-index: 1; }
.pf-price-line { line-height: 19px; display: flex; flex-wrap: wrap; column-gap: 4px; }
.pf-price, .pf-nowrap, .pf-list-price, .pf-points { white-space: nowrap; }
.pf-price { font-size: 13px; }
.pf-rate { color: #d93025; font-style: normal; font-weight: 700; }
.pf-sep { font-size: 12px; color: #555; }
.pf-points, .pf-announcement { font-size: 12px; color: #555; }
.aa-Panel .pf-cart { position: absolute; left: 6px; top: 78px; z-index: 1; display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 24px;
  border: 1px solid #5055b1; border-radius: 8px; background: #eef0fb; color: #5055b1; font-family: inherit; font-size: 11px; line-height: 1; white-space: nowrap; cursor: pointer; }
.pf-portrait { width: 40px; height: 40px; border-radius: 20px; object-fit: cover; flex: none; background: #eef0f6; }
.pf-author-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 700; }
.pf-desc { color: #767676; font-size: 12px; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.pf-event { font-size: 13px; }
.pf-event-image { width: 66px; height: 22px; flex: none; object-fit: cover; border-radius: 3px; background: #eef0f6; }
.pf-event-image[data-failed] { display: none; }
.pf-event-name { min-width: 0; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.pf-featured { border-left: 1px solid #eee; padding-left: 12px; display: flex; flex-direction: column; gap: 4px; }
.pf-featured-img { width: 140px; height: 200px; max-width: 100%; object-fit: contain; background: #f1f1f4; }
.pf-featured-name { font-weight: 700; overflow-wrap: anywhere; }
.pf-list-price { color: #767676; font-size: 12px; }
.pf-foot { display: flex; gap: 14px; justify-content: flex-end; border-top: 1px solid #eee; margin: 4px 16px 16px; padding-top: 10px; font-size: 12px; color: #555; }
.pf-foot a:hover { text-decoration: underline; }
`;
const style = document.createElement('style');
style.textContent = CSS;
document.head.appendChild(style);

/** The shortcut of the last typed query: a submit follows its link when it redirects. */
let shortcut: { query: string; link: string; redirect: boolean } | null = null;

window['@algolia/autocomplete-js'].autocomplete<Doc>({
  ...BASE_OPTIONS,
  panelPlacement: 'start',
  onSubmit({ state }) {
    remember(state.query);
    const q = state.query.trim();
    location.assign(shortcut && shortcut.query === q && shortcut.redirect ? shortcut.link : searchUrl(state.query));
  },
  getSources({ query }) {
    const q = query.trim();
    if (!q) return emptySources();
    return tagged(q, [
      {
        // Not drawn (as in the popup): what a submit of this query does.
        sourceId: 'shortcut',
        getItems: () =>
          ask('shortcut', { keyword: q }).then((docs) => {
            const link = docs.length ? text(docs[0].shortcut_LINK) : '';
            shortcut = link ? { query: q, link, redirect: text(docs[0].redirect_YN).toUpperCase() === 'Y' } : null;
            return [];
          }),
        templates: { item: () => '' },
      },
      {
        sourceId: 'products',
        getItems: () => ask('commodity', { keyword: q, gbCode: 'TOT', page: '1', pageSize: '12' }),
        getItemUrl: ({ item }) => productUrl(item),
        templates: {
          header: ({ html }) => html`<h3 class="pf-title">상품</h3>`,
          item: ({ item, html }) => productCell(item, q, html) as ReturnType<typeof html>,
          noResults: () => '일치하는 상품이 없습니다.',
        },
      },
      {
        sourceId: 'authors',
        getItems: () => ask('author', { keyword: q, page: '1', pageSize: '3' }),
        getItemUrl: ({ item }) => authorUrl(item),
        templates: {
          header: ({ html }) => html`<h3 class="pf-title">인물</h3>`,
          item: ({ item, html }) => {
            const [keyword, category, ...description] = text(item.rprs_INFO).split('@@');
            return html`<a class="pf-cell pf-author" href=${authorUrl(item)} tabindex="-1">
              <img class="pf-portrait" src=${text(item.img_URL)} alt="" loading="lazy" decoding="async" />
              <span class="pf-text">
                <span class="pf-author-title">${text(item.chrc_NAME) || keyword}</span>
                <span class="pf-meta">${(category ?? '').trim()}</span>
                <span class="pf-desc">${description.join(' ').trim()}</span>
              </span>
            </a>`;
          },
          noResults: () => '관련 인물 정보가 없습니다.',
        },
      },
      {
        sourceId: 'events',
        getItems: () => ask('event', { keyword: q, page: '1', pageSize: '9' }),
        getItemUrl: ({ item }) => '/detail/' + encodeURIComponent(text(item.event_ID)),
        templates: {
          header: ({ html }) => html`<h3 class="pf-title">이벤트</h3>`,
          item: ({ item, html }) =>
            html`<a class="pf-cell pf-event" href=${'/detail/' + encodeURIComponent(text(item.event_ID))} tabindex="-1">
              ${
                text(item.web_IMAGE_URL)
                  ? html`<img
                      class="pf-event-image"
                      src=${text(item.web_IMAGE_URL)}
                      alt=""
                      decoding="async"
                      onError=${(e: Event) => ((e.currentTarget as HTMLElement).dataset.failed = '')}
                    />`
                  : null
              }
              <span class="pf-event-name">${text(item.event_NM)}</span>
            </a>`,
          noResults: () => '관련 이벤트가 없습니다.',
        },
      },
    ]);
  },
  render({ children, render, html, state, elements, Fragment, setIsOpen }, root) {
    if (!elements.products) {
      // The empty input's sources: the library's own layout.
      render(children, root);
      mark(state, root);
      return;
    }
    const product = featuredItem(state);
    render(
      html`<${Fragment}
        ><div class="aa-PanelLayout pf-layout">
          <div class="pf-main">${elements.products}</div>
          <div class="pf-side">${elements.authors}${elements.events}</div>
          ${product ? featured(product, html as Html) : html`<div></div>`}
        </div>
        <div class="pf-foot">
          <a href="/cscenter">도움말</a>
          <a href="/searchDetail?gbCode=TOT&target=kyobo">상세검색</a>
          <a
            href="#"
            onClick=${(e: Event) => {
              e.preventDefault();
              setIsOpen(false);
            }}
            >닫기</a
          >
        </div><//
      >` as VNode,
      root,
    );
    mark(state, root);
  },
  renderNoResults({ children, render, state }, root) {
    render(children, root);
    mark(state, root);
  },
});

window.benchPeerReady = performance.now();
