import { useStore } from '@nanostores/react';
import { useCallback, useLayoutEffect } from 'react';
import { arrowTarget, sectionGrid } from '../core/arrowTarget';
import { GATEWAY_PATHS } from '../core/gatewayPaths';
import { PRODUCT_COLUMNS } from '../core/nextActiveIndex';
import { PRODUCTS, productLink } from '../core/popupRows';
import { heldCells } from '../core/narrowing';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../core/splitMarked';
import type { Product } from '../core/types';
import { awaitingLatest } from '../core/typedSearch';
import { decodeCommodity } from '../gateway/decodeTypedSearch';
import { lazyChunk } from '../views/lazyChunk';
import { ProductCell } from '../views/ProductCell';
import { Group } from '../views/Row';
import { useStaged } from '../views/staged';
import { answerPart, type TypedSection } from './section';

const useSwiper = lazyChunk(() => import('../views/ProductSwiper'));

/** Mobile shows results in pages of this many; more than one page brings the swiper. */
const PAGE_SIZE = 3;

/** Cells in pages of PAGE_SIZE (a loop: a host page may have replaced Array.from). */
function pagesOf<T>(cells: T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < cells.length; i += PAGE_SIZE) pages.push(cells.slice(i, i + PAGE_SIZE));
  return pages;
}

/**
 * 상품: the products of the typed answer (`search/commodity`: the first 12 of the search target's group, marked
 * where they match, and their total) in a grid of 3 lines of 4 on the desktop, ranked left to right, line by line
 * (views/styles.desktop.ts; the featured product is beside it: views/TypedSections.tsx); a row opens the product's
 * page (the route rules, the URL policy), reported as the autocomplete item list.
 */
export const products: TypedSection<Product> = {
  id: PRODUCTS,
  mode: 'typed',
  call: {
    path: GATEWAY_PATHS.commodity,
    params: ({ keyword, gbCode }) => ({
      keyword,
      gbCode,
      page: 1,
      pageSize: 12,
      highlightPre: HIGHLIGHT_PRE,
      highlightPost: HIGHLIGHT_POST,
    }),
    decode: decodeCommodity,
  },
  part: 'products',
  slot: 'main',
  title: '상품',
  empty: '일치하는 상품이 없습니다.',
  items: answerPart('products'),
  action: productLink,
  analytics: { list: 'products' },
  View: function Products({ ctx, parts, rows, view, answer }) {
    const { active, at } = view;
    const session = useStore(ctx.session.$session);
    // The desktop lays the products out in lines of 4: the arrows follow them (core/arrowTarget.ts).
    const { controller, mobile } = ctx;
    useLayoutEffect(() => {
      if (mobile) return;
      controller.setArrows((now, key, all) => arrowTarget(now, key, all.length, sectionGrid(all, PRODUCTS)));
      return () => controller.setArrows(null);
    }, [controller, mobile]);
    // Mobile pages results three at a time: more than one page brings the swiper (embla).
    const paged = ctx.mobile && rows.length > PAGE_SIZE;
    const swiper = useSwiper(paged);
    // Keyed by the product, so a product that moved in a new answer keeps its row (a repeated code by its place too).
    const seen = new Set<string>();
    const keys = rows.map((row) => {
      const key = seen.has(row.item.code) ? row.item.code + '@' + row.index : row.item.code;
      seen.add(key);
      return key;
    });
    const activeProduct = active?.section === PRODUCTS ? active.index : -1;
    // A new answer draws three new cells in its own task (the first line's, in reading order), then three more after
    // each paint, a keystroke's first (views/staged.ts). An earlier query's answer, shown while the latest's is on
    // its way (not stalled), waits too: that answer replaces these cells, and drawing them would delay its own.
    const wait = useCallback(
      () => parts.search.typing() || awaitingLatest(ctx.search.$search.get()),
      [ctx.search, parts.search],
    );
    // Rows narrowed to a value typed since (core/narrowing.ts) draw no new cell: they were shown, and the answer for
    // that value is on its way.
    const draws = useStaged(
      answer,
      keys,
      activeProduct >= 0 ? (keys[activeProduct] ?? null) : null,
      wait,
      answer?.narrowed ? 0 : undefined,
    );
    const cells = rows.map((row, i) =>
      draws(keys[i]) ? (
        <ProductCell key={keys[i]} ctx={ctx} row={row} at={at(row)} active={row === active} user={session.user} />
      ) : (
        <div key={'later:' + keys[i]} className="sp-later" aria-hidden="true" />
      ),
    );
    // Narrowed rows keep the lines their answer is expected to fill, with empty cells: what is under the grid stays
    // where the answer puts it (core/narrowing.ts). The phone's rows have no height of their own to keep.
    const held = mobile ? 0 : heldCells(answer?.expected, rows.length, PRODUCT_COLUMNS);
    for (let i = 0; i < held; i++) cells.push(<div key={'held:' + i} className="sp-later" aria-hidden="true" />);
    return (
      <Group title={products.title} count={rows.length} empty={products.empty} className="sp-products">
        {paged && swiper ? (
          <swiper.default
            pages={pagesOf(cells)}
            activePage={activeProduct >= 0 ? Math.floor(activeProduct / PAGE_SIZE) : -1}
          />
        ) : (
          <>
            <div className="sp-product-grid">{paged ? cells.slice(0, PAGE_SIZE) : cells}</div>
            {/* The pager's room, kept until the swiper brings the pager: nothing under it moves when it does. */}
            {paged ? <div className="sp-pager-bar sp-pager-wait" aria-hidden="true" /> : null}
          </>
        )}
      </Group>
    );
  },
};
