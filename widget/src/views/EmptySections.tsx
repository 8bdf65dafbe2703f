import { useStore } from '@nanostores/react';
import { liveAsOf, rankChange } from '../core/keywordRank';
import { productImageInput } from '../core/productImageInput';
import { shortDay } from '../core/recentSearches';
import { suggestionsShown, SUGGESTIONS_UNAVAILABLE } from '../core/suggestionsShown';
import { RECOMMENDED_TITLE } from '../core/tracking';
import type { AgeFilter, SexFilter } from '../stores/suggestionLists';
import type { PopupParts, ViewContext } from './context';
import { ProductImage } from './ProductImage';
import { btn } from './button';
import { memoized, sameParts } from './memoized';
import { Group, Row, useOwnRows } from './Row';

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

/**
 * Empty input: recommended keywords, recent searches, products others look at, live popular keywords. The rows
 * are the empty input's as the controller shows them (recent searches only while saving, folded live keywords only
 * the first), kept while the shopper types (views/Sections.tsx).
 */
export const EmptySections = memoized(function EmptySections({ ctx, parts }: { ctx: ViewContext; parts: PopupParts }) {
  const { controller } = ctx;
  const { recent, suggestions } = parts;
  const rec = useStore(recent.$recent);
  const filters = useStore(suggestions.$filters);
  const { of, props } = useOwnRows(controller, parts.actions.$emptyRows);
  const riseOpen = !useStore(suggestions.$riseCollapsed);
  // The live list's time (spec §3 reg_DATE): of the whole list, folded or not.
  const riseState = useStore(suggestions.$rise);
  const riseStatus = riseState.status;
  const asOf = liveAsOf(riseState.items.map((k) => k.regDate));
  const trend = of('trend');
  const recentRows = of('recent');
  const recommended = of('recommended');
  const rise = of('rise');
  // A section whose call failed shows no heading over nothing; all three failed: one line says so.
  const { show, unavailable } = suggestionsShown({
    trend: { status: useStore(suggestions.$trend).status, count: trend.length },
    recommended: { status: useStore(suggestions.$recommended).status, count: recommended.length },
    // A filter's answer that failed keeps the group (its filters are the way to try again).
    rise: { status: filters.age === 'all' && filters.sex === 'all' ? riseStatus : 'ready', count: rise.length },
  });

  return (
    <div className="sp-empty-mode">
      {unavailable ? (
        <p className="sp-empty sp-unavailable" role="status">
          {SUGGESTIONS_UNAVAILABLE}
        </p>
      ) : null}
      {show.trend ? (
        <Group title="추천 검색어" count={trend.length} className="sp-trend">
          {trend.map((row) => (
            <Row key={row.index} {...props(row)} className="sp-chip">
              {row.item.keyword}
            </Row>
          ))}
        </Group>
      ) : null}
      <Group
        title="최근 검색어"
        count={recentRows.length}
        empty={rec.saving ? '최근 검색어가 없습니다.' : '검색어저장이 꺼져 있습니다.'}
        tools={
          <span className="sp-tools">
            {rec.saving && rec.items.length ? (
              <button type="button" {...btn('xxs', 'ghost', 'sp-text-button')} onClick={recent.clear}>
                전체 삭제
              </button>
            ) : null}
            <button
              type="button"
              role="switch"
              aria-checked={rec.saving}
              {...btn('xxs', 'ghost', 'sp-switch')}
              onClick={() => recent.setSaving(!rec.saving)}
            >
              검색어 저장 {rec.saving ? '켜짐' : '꺼짐'}
            </button>
          </span>
        }
      >
        {recentRows.map((row) => (
          <Row
            key={row.item.keyword}
            {...props(row)}
            extra={
              <div role="gridcell" className="sp-cell-tool">
                <button
                  type="button"
                  tabIndex={-1}
                  {...btn('xxs', 'ghost', 'sp-delete')}
                  aria-label={`${row.item.keyword} 삭제`}
                  data-sp-keep-focus=""
                  onClick={() => recent.remove(row.item.keyword)}
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
      {show.recommended ? (
        <Group title={RECOMMENDED_TITLE} count={recommended.length} className="sp-recommended">
          {recommended.map((row) => (
            <Row key={row.index} {...props(row)} className="sp-mini">
              <ProductImage
                host={ctx.env.imageHost}
                input={productImageInput(row.item, { width: 80, mobile: ctx.mobile, webp: ctx.webp })}
              />
              <span className="sp-mini-name">{row.item.name}</span>
            </Row>
          ))}
        </Group>
      ) : null}
      {show.rise ? (
        <Group
          title="실시간 인기 검색어"
          empty={riseStatus === 'error' ? SUGGESTIONS_UNAVAILABLE : undefined}
          count={rise.length}
          className={'sp-rise' + (riseOpen ? '' : ' sp-collapsed')}
          tools={
            <span className="sp-filters">
              {asOf ? (
                <time className="sp-asof" dateTime={asOf.iso}>
                  {asOf.text} 기준
                </time>
              ) : null}
              {ctx.mobile ? (
                <button
                  type="button"
                  {...btn('xxs', 'ghost', 'sp-rise-toggle')}
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
                    {...btn('xxs', 'ghost', 'sp-filter')}
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
                    {...btn('xxs', 'ghost', 'sp-filter')}
                    onClick={() => suggestions.setFilter({ sex: v })}
                  >
                    {label}
                  </button>
                ))}
              </span>
            </span>
          }
        >
          {rise.map((row) => {
            const change = rankChange(row.item.diff);
            return (
              <Row key={row.item.keyword} {...props(row)} className="sp-rank">
                <span className="sp-rank-no">{row.index + 1}</span>{' '}
                <span className="sp-keyword">{row.item.keyword}</span>
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
      ) : null}
    </div>
  );
}, sameParts);
