import { GATEWAY_PATHS } from '../core/gatewayPaths';
import type { Keyword } from '../core/types';
import { decodeKeywords } from '../gateway/decodeRows';
import { Group, Row } from '../views/Row';
import { listItems, type EmptySection } from './section';

/** 추천 검색어: the recommended keywords (contract §5 `search/trendkeyword`), asked once; a row searches its keyword. */
export const trend: EmptySection<Keyword> = {
  id: 'trend',
  mode: 'empty',
  title: '추천 검색어',
  call: { path: GATEWAY_PATHS.trend, params: () => ({}), decode: decodeKeywords },
  items: listItems('trend'),
  action: (k) => ({ kind: 'search', keyword: k.keyword }),
  View: ({ rows, view }) => (
    <Group title={trend.title} count={rows.length} className="sp-trend">
      {rows.map((row) => (
        <Row key={row.index} {...view.props(row)} className="sp-chip">
          {row.item.keyword}
        </Row>
      ))}
    </Group>
  ),
};
