import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { formatPoints, formatPrice, formatRate } from '../core/format';
import { productImageInput } from '../core/productImageInput';
import { plainName } from '../core/splitMarked';
import { GATEWAY_REFUSED } from '../core/gatewayRefusal';
import { PRODUCT_COLUMNS } from '../core/nextActiveIndex';
import { featuredProduct } from '../core/popupRows';
import type { PopupParts, ViewContext } from './context';
import { memoized, sameContext, sameParts } from './memoized';
import { MetaLine, Price } from './ProductCell';
import { ProductImage } from './ProductImage';
import { Group, useRows } from './Row';

/** The featured product panel (desktop): the active product, or the first. Outside the grid, beside it. */
export const FeaturedProduct = memoized(function FeaturedProduct({ ctx }: { ctx: ViewContext }) {
  const featured = featuredProduct(useStore(ctx.controller.$rows), useStore(ctx.controller.$active))?.item;
  const session = useStore(ctx.session.$session);
  if (!featured) return null;
  return (
    <aside className="sp-featured" aria-label="선택한 상품 정보">
      <ProductImage
        className="sp-featured-img"
        ctx={ctx}
        input={productImageInput(featured, { width: 200, user: session.user, webp: ctx.webp })}
      />
      <p className="sp-featured-name">{plainName(featured.name)}</p>
      {/* Its publisher is a Tab stop: the keyboard's way to the search by publisher (the rows' are pointer-only). */}
      <MetaLine ctx={ctx} p={featured} tabbable />
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
 * Typed input: the registered typed sections (sections/registry.ts: matching products in a grid of 3 lines of 4,
 * read line by line, in the main column, authors and events at the side; the featured product is beside the grid),
 * each drawn by its own view.
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
  const refused = useStore(parts.refused);
  const r = shown === 'error' ? null : shown;
  // The grid says which query the cells it shows are for (`data-query`), set in the commit that draws them: the
  // popup's frame may render a newer state before these sections do (just after they mount, they subscribe to
  // their stores in an effect), and the grid would name a query whose cells are not on it yet.
  // Narrowed (core/narrowing.ts), it also names the value its cells were narrowed to (`data-narrowed`).
  const $shownFor = useMemo(() => computed(search.$search, (s) => s.resultsFor), [search]);
  const $narrowedTo = useMemo(() => computed(search.$search, (s) => s.narrowedTo ?? ''), [search]);
  const shownFor = useStore($shownFor);
  const narrowedTo = useStore($narrowedTo);
  const own = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const grid = own.current?.closest('[role=grid]');
    grid?.setAttribute('data-query', r ? shownFor : '');
    grid?.setAttribute('data-narrowed', r ? narrowedTo : '');
    return () => {
      grid?.setAttribute('data-query', '');
      grid?.setAttribute('data-narrowed', '');
    };
  }, [r, shownFor, narrowedTo]);
  const view = useRows(controller);
  if (!r) {
    return shown === 'error' ? (
      <Group
        title="검색 결과"
        count={0}
        empty={refused ? GATEWAY_REFUSED : '검색 결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.'}
        children={null}
      />
    ) : null;
  }
  const slot = (where: 'main' | 'side') =>
    parts.sections
      .filter((s) => s.mode === 'typed' && s.slot === where)
      .map((s) => <s.View key={s.id} ctx={ctx} parts={parts} rows={view.of(s)} view={view} answer={r} />);
  // Fewer products than a line of the grid: the grid as wide as they are, the side beside them (styles.desktop.ts).
  // Narrowed, as many as its answer is expected to hold (core/narrowing.ts): the layout the answer will keep.
  const count = r.narrowed ? (r.expected ?? r.products.length) : r.products.length;
  const few = count > 0 && count < PRODUCT_COLUMNS;
  return (
    // Narrowed (core/narrowing.ts): not an answer, so no section says it found nothing (its line kept, unseen).
    <div
      ref={own}
      className="sp-typed-mode"
      data-few={few ? '' : undefined}
      data-narrowed={r.narrowed ? '' : undefined}
    >
      <div className="sp-main">{slot('main')}</div>
      <div className="sp-side">{slot('side')}</div>
    </div>
  );
}, sameParts);
