import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { formatPoints, formatPrice, formatRate } from '../core/format';
import { productImageInput } from '../core/productImageInput';
import { productMeta } from '../core/productMeta';
import { plainName } from '../core/splitMarked';
import { featuredProduct } from '../core/popupRows';
import { eventImage } from '../core/productRoute';
import { BannerImage } from './Banners';
import type { PopupParts, ViewContext } from './context';
import { memoized, sameContext, sameParts } from './memoized';
import { Price, ProductCell } from './ProductCell';
import { ProductImage } from './ProductImage';
import { Group, Row, useRows } from './Row';
import { lazyChunk } from './lazyChunk';
import { useStaged } from './staged';

const useSwiper = lazyChunk(() => import('./ProductSwiper'));

/** Cells in pages of PAGE_SIZE (a loop: a host page may have replaced Array.from). */
function pagesOf<T>(cells: T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < cells.length; i += PAGE_SIZE) pages.push(cells.slice(i, i + PAGE_SIZE));
  return pages;
}
/** Mobile shows results in pages of this many; more than one page brings the swiper. */
const PAGE_SIZE = 3;

/** The featured product panel (desktop): the active product, or the first. Outside the grid, beside it. */
export const FeaturedProduct = memoized(function FeaturedProduct({ ctx }: { ctx: ViewContext }) {
  const featured = featuredProduct(useStore(ctx.controller.$rows), useStore(ctx.controller.$active))?.item;
  const session = useStore(ctx.session.$session);
  if (!featured) return null;
  return (
    <aside className="sp-featured" aria-label="선택한 상품 정보">
      <ProductImage
        className="sp-featured-img"
        host={ctx.env.imageHost}
        input={productImageInput(featured, { width: 200, user: session.user, webp: ctx.webp })}
      />
      <p className="sp-featured-name">{plainName(featured.name)}</p>
      <p className="sp-meta">{productMeta(featured)}</p>
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
}, sameContext);

/**
 * Typed input: matching products in a 3-row grid, authors and events (the featured product is beside the grid).
 * It renders when the answer shown changes, not for each keystroke or a request's start or stall (the popup's
 * frame shows those).
 */
export const TypedSections = memoized(function TypedSections({ ctx, parts }: { ctx: ViewContext; parts: PopupParts }) {
  const { controller, search } = ctx;
  // The answer shown, or whether the first one failed: nothing else of the search's state.
  const $shown = useMemo(
    () => computed(search.$search, (s) => s.results ?? (s.status === 'error' ? ('error' as const) : null)),
    [search],
  );
  const shown = useStore($shown);
  const r = shown === 'error' ? null : shown;
  // The grid says which query the cells it shows are for (`data-query`), set in the commit that draws them: the
  // popup's frame may render a newer state before these sections do (just after they mount, they subscribe to
  // their stores in an effect), and the grid would name a query whose cells are not on it yet.
  const $shownFor = useMemo(() => computed(search.$search, (s) => s.resultsFor), [search]);
  const shownFor = useStore($shownFor);
  const own = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const grid = own.current?.closest('[role=grid]');
    grid?.setAttribute('data-query', r ? shownFor : '');
    return () => grid?.setAttribute('data-query', '');
  }, [r, shownFor]);
  const session = useStore(ctx.session.$session);
  const { of, active, props, at } = useRows(controller);
  const products = of('products');
  const authors = of('authors');
  const events = of('events');
  // Mobile pages results three at a time: more than one page brings the swiper (embla).
  const paged = ctx.mobile && products.length > PAGE_SIZE;
  const swiper = useSwiper(paged);
  // Keyed by the product, so a product that moved in a new answer keeps its row (a repeated code by its place too).
  const seen = new Set<string>();
  const keys = products.map((row) => {
    const key = seen.has(row.item.code) ? row.item.code + '@' + row.index : row.item.code;
    seen.add(key);
    return key;
  });
  // A new answer draws three new cells in its own task, then three more after each paint, a keystroke's first
  // (views/staged.ts).
  const draws = useStaged(
    r,
    keys,
    active?.section === 'products' ? (keys[products.indexOf(active)] ?? null) : null,
    parts.search.typing,
  );
  if (!r) {
    return shown === 'error' ? (
      <Group
        title="검색 결과"
        count={0}
        empty="검색 결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        children={null}
      />
    ) : null;
  }
  const activeProduct = active?.section === 'products' ? active.index : -1;
  const cells = products.map((row, i) =>
    draws(keys[i]) ? (
      <ProductCell key={keys[i]} ctx={ctx} row={row} at={at(row)} active={row === active} user={session.user} />
    ) : (
      <div key={'later:' + keys[i]} className="sp-later" aria-hidden="true" />
    ),
  );
  return (
    <div ref={own} className="sp-typed-mode">
      <div className="sp-main">
        <Group title="상품" count={products.length} empty="일치하는 상품이 없습니다." className="sp-products">
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
        <Group title="인물" count={authors.length} empty="관련 인물 정보가 없습니다." className="sp-authors">
          {authors.map((row) => (
            <Row key={row.item.code + row.index} {...props(row)} className="sp-author">
              <ProductImage
                host={ctx.env.imageHost}
                input={{ id: row.item.code, imageType: 'author', width: 60, webp: ctx.webp }}
                className="sp-portrait"
              />
              <span className="sp-product-text">
                <span className="sp-name">{row.item.name}</span>
                <span className="sp-meta">{row.item.category}</span>
                <span className="sp-desc">{row.item.description}</span>
              </span>
            </Row>
          ))}
        </Group>
        <Group title="이벤트" count={events.length} empty="관련 이벤트가 없습니다." className="sp-events">
          {events.map((row) => {
            const src = eventImage(row.item, ctx.mobile, parts.allowed);
            return (
              <Row key={row.item.id + row.index} {...props(row)} className="sp-event">
                {src ? <BannerImage key={src} src={src} alt="" className="sp-event-image" /> : null}
                <span className="sp-event-name">{row.item.name}</span>
              </Row>
            );
          })}
        </Group>
      </div>
    </div>
  );
}, sameParts);
