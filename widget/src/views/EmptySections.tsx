import { useStore } from '@nanostores/react';
import { rankChange } from '../core/keywordRank';
import { shortDay } from '../core/recentSearches';
import type { AgeFilter, SexFilter } from '../stores/suggestionLists';
import type { PopupParts, ViewContext } from './context';
import { ProductImage } from './ProductImage';
import { Group, Row, useRowProps } from './Row';

const AGES: [AgeFilter, string][] = [
  ['all', '전체'],
  ['10', '10대'],
  ['20', '20대'],
  ['30', '30대'],
  ['40', '40대 이상'],
];
const SEXES: [SexFilter, string][] = [
  ['all', '전체'],
  ['1', '남성'],
  ['2', '여성'],
];

/** Empty input: recommended keywords, recent searches, products others look at, live popular keywords. */
export function EmptySections({ ctx, parts }: { ctx: ViewContext; parts: PopupParts }) {
  const { controller } = ctx;
  const { recent, suggestions } = parts;
  const trend = useStore(suggestions.$trend);
  const rec = useStore(recent.$recent);
  const recommended = useStore(suggestions.$recommended);
  const rise = useStore(suggestions.$rise);
  const filters = useStore(suggestions.$filters);
  const props = useRowProps(controller);
  const riseOpen = !useStore(suggestions.$riseCollapsed);

  return (
    <div className="sp-empty-mode">
      <Group title="추천 검색어" count={trend.items.length} className="sp-trend">
        {trend.items.map((k, i) => (
          <Row key={i} {...props('trend', i)} className="sp-chip">
            {k.keyword}
          </Row>
        ))}
      </Group>
      <Group
        title="최근 검색어"
        count={rec.saving ? rec.items.length : 0}
        empty={rec.saving ? '최근 검색어가 없습니다.' : '검색어저장이 꺼져 있습니다.'}
        tools={
          <span className="sp-tools">
            {rec.saving && rec.items.length ? (
              <button type="button" className="sp-text-button" onClick={recent.clear}>
                전체 삭제
              </button>
            ) : null}
            <button
              type="button"
              role="switch"
              aria-checked={rec.saving}
              className="sp-switch"
              onClick={() => recent.setSaving(!rec.saving)}
            >
              검색어 저장 {rec.saving ? '켜짐' : '꺼짐'}
            </button>
          </span>
        }
      >
        {(rec.saving ? rec.items : []).map((k, i) => (
          <Row
            key={k.keyword}
            {...props('recent', i)}
            extra={
              <div role="gridcell" className="sp-cell-tool">
                <button
                  type="button"
                  tabIndex={-1}
                  className="sp-delete"
                  aria-label={`${k.keyword} 삭제`}
                  data-sp-keep-focus=""
                  onClick={() => recent.remove(k.keyword)}
                >
                  ×
                </button>
              </div>
            }
          >
            <span className="sp-keyword">{k.keyword}</span> <span className="sp-date">{shortDay(k.date)}</span>
          </Row>
        ))}
      </Group>
      <Group title="다른 고객이 함께 본 상품" count={recommended.items.length} className="sp-recommended">
        {recommended.items.map((p, i) => (
          <Row key={i} {...props('recommended', i)} className="sp-mini">
            <ProductImage
              host={ctx.env.imageHost}
              input={{ id: p.code || p.saleId, type: p.type, width: 80, mobile: ctx.mobile }}
            />
            <span className="sp-mini-name">{p.name}</span>
          </Row>
        ))}
      </Group>
      <Group
        title="실시간 인기 검색어"
        count={rise.items.length}
        className={'sp-rise' + (riseOpen ? '' : ' sp-collapsed')}
        tools={
          <span className="sp-filters">
            {ctx.mobile ? (
              <button
                type="button"
                className="sp-rise-toggle"
                aria-expanded={riseOpen}
                onClick={suggestions.toggleRise}
              >
                {riseOpen ? '접기' : '펼치기'}
                <span className="sp-sr"> 실시간 인기 검색어</span>
              </button>
            ) : null}
            <span role="group" aria-label="연령">
              {AGES.map(([v, label]) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={filters.age === v}
                  className="sp-filter"
                  onClick={() => suggestions.setFilter({ age: v })}
                >
                  {label}
                </button>
              ))}
            </span>
            <span role="group" aria-label="성별">
              {SEXES.map(([v, label]) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={filters.sex === v}
                  className="sp-filter"
                  onClick={() => suggestions.setFilter({ sex: v })}
                >
                  {label}
                </button>
              ))}
            </span>
          </span>
        }
      >
        {(riseOpen ? rise.items : rise.items.slice(0, 1)).map((k, i) => {
          const change = rankChange(k.diff);
          return (
            <Row key={k.keyword} {...props('rise', i)} className="sp-rank">
              <span className="sp-rank-no">{i + 1}</span> <span className="sp-keyword">{k.keyword}</span>
              <span className={'sp-badge sp-' + change.kind}>
                <span aria-hidden="true">
                  {change.kind === 'up'
                    ? '▲' + change.badge
                    : change.kind === 'down'
                      ? '▼' + change.badge
                      : change.badge}
                </span>
                <span className="sp-sr">{change.spoken}</span>
              </span>
            </Row>
          );
        })}
      </Group>
    </div>
  );
}
