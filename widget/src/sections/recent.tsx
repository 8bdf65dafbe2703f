import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { shortDay, type RecentKeyword } from '../core/recentSearches';
import { btn } from '../views/button';
import { Group, Row } from '../views/Row';
import type { EmptySection } from './section';

/**
 * 최근 검색어: the recent searches from their cookie (stores/recentKeywords.ts), shown only while saving is on; a row
 * searches its keyword, its × removes it.
 */
export const recent: EmptySection<RecentKeyword> = {
  id: 'recent',
  mode: 'empty',
  title: '최근 검색어',
  empty: '최근 검색어가 없습니다.',
  items: (s) => computed(s.recent.$recent, (r) => (r.saving ? r.items : [])),
  action: (k) => ({ kind: 'search', keyword: k.keyword }),
  View: function RecentSection({ parts, rows, view }) {
    const { recent: store } = parts;
    const rec = useStore(store.$recent);
    return (
      <Group
        title={recent.title}
        count={rows.length}
        empty={rec.saving ? recent.empty : '검색어저장이 꺼져 있습니다.'}
        tools={
          <span className="sp-tools">
            {rec.saving && rec.items.length ? (
              <button type="button" {...btn('xxs', 'ghost', 'sp-text-button')} onClick={store.clear}>
                전체 삭제
              </button>
            ) : null}
            <button
              type="button"
              role="switch"
              aria-checked={rec.saving}
              {...btn('xxs', 'ghost', 'sp-switch')}
              onClick={() => store.setSaving(!rec.saving)}
            >
              검색어 저장 {rec.saving ? '켜짐' : '꺼짐'}
            </button>
          </span>
        }
      >
        {rows.map((row) => (
          <Row
            key={row.item.keyword}
            {...view.props(row)}
            extra={
              <div role="gridcell" className="sp-cell-tool">
                <button
                  type="button"
                  tabIndex={-1}
                  {...btn('xxs', 'ghost', 'sp-delete')}
                  aria-label={`${row.item.keyword} 삭제`}
                  data-sp-keep-focus=""
                  onClick={() => store.remove(row.item.keyword)}
                >
                  ×
                </button>
              </div>
            }
          >
            <span className="sp-keyword">{row.item.keyword}</span>{' '}
            <span className="sp-date">{shortDay(row.item.date)}</span>
          </Row>
        ))}
      </Group>
    );
  },
};
