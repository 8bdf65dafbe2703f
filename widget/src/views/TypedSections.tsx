import { useStore } from '@nanostores/react';
import { showsCartButton } from '../core/cartEligibility';
import { formatPoints, formatPrice, formatRate } from '../core/format';
import { isAdultOnly } from '../core/productKind';
import { productLabel } from '../core/productLabel';
import { plainName } from '../core/splitMarked';
import type { Product } from '../core/types';
import type { ViewContext } from './context';
import { Highlighted } from './Highlighted';
import { ProductImage } from './ProductImage';
import { Group, Row, useRowProps } from './Row';
import { lazyChunk } from './lazyChunk';

/**
 * The second click of a mouse double click is not a second add (a touch's quick second tap still is: it is how a
 * shopper adds again).
 */
const secondOfDoubleClick = (e: { detail: number; nativeEvent: Event }) =>
  e.detail > 1 && (e.nativeEvent as PointerEvent).pointerType === 'mouse';
const useSwiper = lazyChunk(() => import('./ProductSwiper'));

/** Cells in pages of PAGE_SIZE (a loop: a host page may have replaced Array.from). */
function pagesOf<T>(cells: T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < cells.length; i += PAGE_SIZE) pages.push(cells.slice(i, i + PAGE_SIZE));
  return pages;
}
/** Mobile shows results in pages of this many; more than one page brings the swiper. */
const PAGE_SIZE = 3;

function Price({ p }: { p: Product }) {
  const rate = formatRate(p.discountRate);
  return (
    <span className="sp-price">
      {rate ? <em className="sp-rate">{rate}</em> : null} <strong>{formatPrice(p.salePrice ?? p.listPrice)}</strong>
    </span>
  );
}

/** Typed input: matching products in a 3-row grid, the featured product, authors and events. */
/** The featured product panel (desktop): the active product, or the first. Outside the grid, beside it. */
export function FeaturedProduct({ ctx }: { ctx: ViewContext }) {
  const state = useStore(ctx.search.$search);
  const rows = useStore(ctx.controller.$rows);
  const active = useStore(ctx.controller.$active);
  const session = useStore(ctx.session.$session);
  const activeRow = rows[active];
  const featured =
    state.mode === 'typed'
      ? state.results?.products[activeRow?.section === 'products' ? activeRow.index : 0]
      : undefined;
  if (!featured) return null;
  const adultViewer = !!session.user?.roles.includes('adult');
  return (
    <aside className="sp-featured" aria-label="선택한 상품 정보">
      <ProductImage
        className="sp-featured-img"
        host={ctx.env.imageHost}
        input={{
          id: featured.code || featured.saleId,
          type: featured.type,
          width: 200,
          adult: isAdultOnly(featured) && !adultViewer,
        }}
      />
      <p className="sp-featured-name">{plainName(featured.name)}</p>
      <p className="sp-meta">{[featured.author, featured.publisher].filter(Boolean).join(' · ')}</p>
      <p>
        <Price p={featured} />{' '}
        {formatRate(featured.discountRate) ? (
          <del className="sp-list-price">{formatPrice(featured.listPrice)}</del>
        ) : null}
      </p>
      {formatPoints(featured.pointAmount, featured.pointRate) ? (
        <p className="sp-points">적립 {formatPoints(featured.pointAmount, featured.pointRate)}</p>
      ) : null}
      {featured.announcement ? <p className="sp-announcement">{featured.announcement}</p> : null}
    </aside>
  );
}

export function TypedSections({ ctx }: { ctx: ViewContext }) {
  const { controller, search } = ctx;
  const state = useStore(search.$search);
  const session = useStore(ctx.session.$session);
  const rows = useStore(controller.$rows);
  const active = useStore(controller.$active);
  const props = useRowProps(controller);
  const r = state.results;
  // Mobile pages results three at a time: more than one page brings the swiper (embla).
  const paged = ctx.mobile && (r?.products.length ?? 0) > PAGE_SIZE;
  const swiper = useSwiper(paged);
  if (!r) {
    return state.status === 'error' ? (
      <Group
        title="검색 결과"
        count={0}
        empty="검색 결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        children={null}
      />
    ) : null;
  }
  const adultViewer = !!session.user?.roles.includes('adult');
  const activeRow = rows[active];
  const activeProduct = activeRow?.section === 'products' ? activeRow.index : -1;
  const cells = r.products.map((p, i) => (
    <Row
      key={p.code + i}
      {...props('products', i)}
      className="sp-product"
      extra={
        showsCartButton(p) ? (
          <div role="gridcell" className="sp-cell-tool">
            <button
              type="button"
              tabIndex={-1}
              className="sp-cart"
              aria-label={`${plainName(p.name)} 장바구니 담기`}
              data-sp-keep-focus=""
              onPointerEnter={controller.preloadCart}
              onClick={(e) => secondOfDoubleClick(e) || void controller.addToCart(p)}
            >
              장바구니
            </button>
          </div>
        ) : null
      }
    >
      <ProductImage
        host={ctx.env.imageHost}
        input={{
          id: p.code || p.saleId,
          type: p.type,
          width: 80,
          adult: isAdultOnly(p) && !adultViewer,
          mobile: ctx.mobile,
        }}
      />
      <span className="sp-product-text">
        <span className="sp-label">{productLabel(p)}</span>
        <span className="sp-name">
          {isAdultOnly(p) ? (
            <b className="sp-adult" aria-label="19세 이상">
              19
            </b>
          ) : null}
          <Highlighted name={p.name} />
        </span>
        <span className="sp-meta">{[p.author, p.publisher].filter(Boolean).join(' · ')}</span>
        <span className="sp-price-line">
          <Price p={p} />
          {formatPoints(p.pointAmount, p.pointRate) ? (
            <span className="sp-points"> · {formatPoints(p.pointAmount, p.pointRate)} 적립</span>
          ) : null}
        </span>
      </span>
    </Row>
  ));
  return (
    <div className="sp-typed-mode">
      <div className="sp-main">
        <Group title="상품" count={r.products.length} empty="일치하는 상품이 없습니다." className="sp-products">
          {paged && swiper ? (
            <swiper.default
              pages={pagesOf(cells)}
              activePage={activeProduct >= 0 ? Math.floor(activeProduct / PAGE_SIZE) : -1}
            />
          ) : (
            <div className="sp-product-grid">{paged ? cells.slice(0, PAGE_SIZE) : cells}</div>
          )}
        </Group>
      </div>
      <div className="sp-side">
        <Group title="인물" count={r.authors.length} empty="관련 인물 정보가 없습니다." className="sp-authors">
          {r.authors.map((a, i) => (
            <Row key={a.code + i} {...props('authors', i)} className="sp-author">
              <ProductImage
                host={ctx.env.imageHost}
                input={{ id: a.code, imageType: 'author', width: 60 }}
                className="sp-portrait"
              />
              <span className="sp-product-text">
                <span className="sp-name">{a.name}</span>
                <span className="sp-meta">{a.category}</span>
                <span className="sp-desc">{a.description}</span>
              </span>
            </Row>
          ))}
        </Group>
        <Group title="이벤트" count={r.events.length} empty="관련 이벤트가 없습니다." className="sp-events">
          {r.events.map((e, i) => (
            <Row key={e.id + i} {...props('events', i)} className="sp-event">
              {e.name}
            </Row>
          ))}
        </Group>
      </div>
    </div>
  );
}
