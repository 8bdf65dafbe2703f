import { showsCartButton } from '../core/cartEligibility';
import { formatPoints, formatPrice, formatRate } from '../core/format';
import { sameRow, type PopupRow } from '../core/popupRows';
import { productImageInput } from '../core/productImageInput';
import { isAdultOnly } from '../core/productKind';
import { labelLine } from '../core/productLabel';
import { authorWords, productMeta } from '../core/productMeta';
import { publisherSearch } from '../core/searchRoutes';
import { plainName } from '../core/splitMarked';
import type { Product, User } from '../core/types';
import { btn } from './button';
import type { ViewContext } from './context';
import { Highlighted } from './Highlighted';
import { memoized } from './memoized';
import { ProductImage } from './ProductImage';
import { Row } from './Row';

/**
 * The second click of a mouse double click is not a second add (a touch's quick second tap still is: it is how a
 * shopper adds again).
 */
const secondOfDoubleClick = (e: { detail: number; nativeEvent: Event }) =>
  e.detail > 1 && (e.nativeEvent as PointerEvent).pointerType === 'mouse';

export function Price({ p }: { p: Product }) {
  const rate = formatRate(p.discountRate);
  return (
    <span className="sp-price">
      {rate ? <em className="sp-rate">{rate}</em> : null} <strong>{formatPrice(p.salePrice ?? p.listPrice)}</strong>
    </span>
  );
}

/**
 * The author and the publisher. A publisher the answer gave a code for is a control that searches its titles
 * (spec §2: the results route takes `pbcmCode`; `출판사 {name} 검색`), above a row's stretched link: a press is not
 * the row's, and leaves focus in the box (the page is about to move to the publisher's results).
 */
export function MetaLine({ ctx, p, tabbable }: { ctx: ViewContext; p: Product; tabbable?: boolean }) {
  const search = publisherSearch(p);
  if (!search) return <span className="sp-meta">{productMeta(p)}</span>;
  const [first, rest] = authorWords(p.author);
  return (
    <span className="sp-meta sp-meta-line">
      {p.author ? (
        <>
          <span className="sp-author-first">{first}</span>
          {rest ? <span className="sp-author-rest">{rest}</span> : null}
          <span className="sp-sep"> · </span>
        </>
      ) : null}
      <button
        type="button"
        tabIndex={tabbable ? undefined : -1}
        {...btn('xxs', 'ghost', 'sp-publisher')}
        aria-label={`출판사 ${search.keyword} 검색`}
        data-sp-keep-focus=""
        onClick={() => void ctx.controller.submit(search.keyword, { pbcmCode: search.pbcmCode })}
      >
        {search.keyword}
      </button>
    </span>
  );
}

interface ProductCellProps {
  ctx: ViewContext;
  row: PopupRow<Product>;
  /** Its place among all the popup's rows: hovering it makes that row active. */
  at: number;
  active: boolean;
  user: User | null;
}

/** One product of the typed results: its cover, label, name with the match marked, meta line, price, cart button. */
function ProductCellView({ ctx, row, at, active, user }: ProductCellProps) {
  const { controller } = ctx;
  const p = row.item;
  const points = formatPoints(p.pointAmount, p.pointRate);
  const { label, bundle } = labelLine(p);
  return (
    <Row
      row={row}
      active={active}
      onOpen={controller.openRow}
      onHover={() => controller.hover(at)}
      className="sp-product"
      extra={
        showsCartButton(p) ? (
          <div role="gridcell" className="sp-cell-tool">
            <button
              type="button"
              tabIndex={-1}
              {...btn(ctx.mobile ? 'xs' : 'xxs', 'bluelight', 'sp-cart')}
              aria-label={`${plainName(p.name)} 장바구니 담기`}
              data-sp-keep-focus=""
              // About to be pressed (hovered, touched): the cart code is fetched now.
              onPointerEnter={() => ctx.parts.run((x) => x.cart.preload())}
              // The cart action `002` for this product (modals, one request, outcome).
              onClick={(e) => secondOfDoubleClick(e) || ctx.parts.run((x) => x.cart.products('002', [p]))}
            >
              장바구니
            </button>
          </div>
        ) : null
      }
    >
      {(link) => (
        <>
          <ProductImage
            ctx={ctx}
            input={productImageInput(p, { width: 80, user, mobile: ctx.mobile, webp: ctx.webp })}
          />
          <span className="sp-product-text">
            <span className="sp-label">
              {label}
              {bundle ? <em className="sp-bundle">{label ? ' ' + bundle : bundle}</em> : null}
            </span>
            <span className="sp-name">
              {isAdultOnly(p) ? (
                <b className="sp-adult" aria-label="19세 이상">
                  19
                </b>
              ) : null}
              {link(<Highlighted name={p.name} />)}
            </span>
            <MetaLine ctx={ctx} p={p} />
            {/* The points carry their separator, shown only beside the price (styles.popup.ts): no line starts or
                ends with a `·`. */}
            <span className="sp-price-line">
              <Price p={p} />
              {points ? (
                <span className="sp-points">
                  <span className="sp-sep"> · </span>
                  {points} 적립
                </span>
              ) : null}
            </span>
          </span>
        </>
      )}
    </Row>
  );
}

/**
 * A product row renders again only when what it shows changed (core/popupRows.ts sameRow: the same product with
 * the same text, its place, whether it is active, the shopper): a new answer re-renders the rows that changed, and
 * a keystroke whose answer is not there yet re-renders none.
 */
export const ProductCell = memoized(
  ProductCellView,
  (a, b) => a.ctx === b.ctx && a.at === b.at && a.active === b.active && a.user === b.user && sameRow(a.row, b.row),
);
