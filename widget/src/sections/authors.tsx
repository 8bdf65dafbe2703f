import { GATEWAY_PATHS } from '../core/gatewayPaths';
import { authorSearch } from '../core/searchRoutes';
import type { Author } from '../core/types';
import { decodeAuthors } from '../gateway/decodeTypedSearch';
import { ProductImage } from '../views/ProductImage';
import { Group, Row } from '../views/Row';
import { answerPart, decodedAs, type TypedSection } from './section';

/**
 * 인물: the authors of the typed answer (`search/author`, the first 3); a row searches its keyword limited to the
 * author (`chrcCode`: core/searchRoutes.ts authorSearch).
 */
export const authors: TypedSection<Author> = {
  id: 'authors',
  mode: 'typed',
  call: {
    path: GATEWAY_PATHS.author,
    params: ({ keyword }) => ({ keyword, page: 1, pageSize: 3 }),
    decode: decodedAs('authors', decodeAuthors),
  },
  part: 'authors',
  slot: 'side',
  title: '인물',
  empty: '관련 인물 정보가 없습니다.',
  items: answerPart('authors'),
  action: (a) => ({ kind: 'search', ...authorSearch(a) }),
  View: ({ ctx, rows, view }) => (
    <Group title={authors.title} count={rows.length} empty={authors.empty} className="sp-authors">
      {rows.map((row) => (
        <Row key={row.item.code + row.index} {...view.props(row)} className="sp-author">
          <ProductImage
            ctx={ctx}
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
  ),
};
