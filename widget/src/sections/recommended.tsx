import { GATEWAY_PATHS } from '../core/gatewayPaths';
import { productImageInput } from '../core/productImageInput';
import { productLink } from '../core/popupRows';
import { RECOMMENDED_TITLE } from '../core/tracking';
import type { RecommendedProduct } from '../core/types';
import { decodeRecommended } from '../gateway/decodeRows';
import { ProductImage } from '../views/ProductImage';
import { Group, Row } from '../views/Row';
import { listItems, type EmptySection } from './section';

/**
 * 다른 고객이 함께 본 상품: the products others look at for the latest recent search (contract §5
 * `search/logRecommendProduct`), asked again without a keyword when it has none; a row opens the product's page.
 */
export const recommended: EmptySection<RecommendedProduct> = {
  id: 'recommended',
  mode: 'empty',
  title: RECOMMENDED_TITLE,
  call: {
    path: GATEWAY_PATHS.recommended,
    params: ({ recent }) => (recent === null ? null : { keyword: recent, page: 1, pageSize: 8 }),
    reads: ['recent'],
    decode: decodeRecommended,
    // Nothing for the latest recent search: ask again without a keyword (contract §5).
    fallback: (p) => (p.keyword ? { ...p, keyword: '' } : null),
    clears: true,
  },
  items: listItems('recommended'),
  action: (p, c) => productLink({ ...p, groupCode: '', fundingId: '', salePrice: null }, c),
  analytics: { list: 'recommended' },
  View: ({ ctx, rows, view }) => (
    <Group title={recommended.title} count={rows.length} className="sp-recommended">
      {rows.map((row) => (
        <Row key={row.index} {...view.props(row)} className="sp-mini">
          <ProductImage
            ctx={ctx}
            input={productImageInput(row.item, { width: 80, mobile: ctx.mobile, webp: ctx.webp })}
          />
          <span className="sp-mini-name">{row.item.name}</span>
        </Row>
      ))}
    </Group>
  ),
};
