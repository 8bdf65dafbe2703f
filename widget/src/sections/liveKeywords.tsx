import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { GATEWAY_PATHS } from '../core/gatewayPaths';
import { liveAsOf, rankChange } from '../core/keywordRank';
import { GATEWAY_REFUSED } from '../core/gatewayRefusal';
import { SUGGESTIONS_UNAVAILABLE } from '../core/suggestionsShown';
import type { Keyword } from '../core/types';
import { decodeKeywords } from '../gateway/decodeRows';
import type { AgeFilter, SexFilter } from '../stores/suggestionLists';
import { btn } from '../views/button';
import { Group, Row } from '../views/Row';
import type { EmptySection } from './section';

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

/** One filter of the live keywords: a group of toggle buttons, the chosen one pressed. */
function Filters<V extends string>(props: {
  label: string;
  options: [V, string][];
  chosen: V;
  choose(value: V): void;
}) {
  return (
    <span role="group" aria-label={props.label}>
      {props.options.map(([v, label]) => (
        <button
          key={v}
          type="button"
          aria-pressed={props.chosen === v}
          {...btn('xxs', 'ghost', 'sp-filter')}
          onClick={() => props.choose(v)}
        >
          {label}
        </button>
      ))}
    </span>
  );
}

/**
 * 실시간 인기 검색어: the live popular keywords per age and sex (contract §5 `search/risekeyword`), each filter's
 * answer kept; folded to the first on mobile until expanded; a row searches its keyword. A filter's answer that
 * failed keeps the group (its filters are the way to try again).
 */
export const liveKeywords: EmptySection<Keyword> = {
  id: 'rise',
  mode: 'empty',
  title: '실시간 인기 검색어',
  call: {
    path: GATEWAY_PATHS.rise,
    params: ({ age, sex }) => ({ age, sex }),
    reads: ['age', 'sex'],
    decode: decodeKeywords,
    cached: true,
    failureKeepsGroup: ({ age, sex }) => age !== 'all' || sex !== 'all',
  },
  items: (s) =>
    computed([s.suggestions.lists.rise, s.suggestions.$riseCollapsed], (l, folded) =>
      folded ? (l.items as Keyword[]).slice(0, 1) : (l.items as Keyword[]),
    ),
  action: (k) => ({ kind: 'search', keyword: k.keyword }),
  View: function LiveKeywords({ ctx, parts, rows, view }) {
    const { suggestions } = parts;
    const filters = useStore(suggestions.$filters);
    const open = !useStore(suggestions.$riseCollapsed);
    // The live list's time (spec §3 reg_DATE): of the whole list, folded or not.
    const list = useStore(suggestions.lists.rise);
    const refused = useStore(parts.refused);
    const asOf = liveAsOf((list.items as Keyword[]).map((k) => k.regDate));
    return (
      <Group
        title={liveKeywords.title}
        empty={list.status === 'error' ? (refused ? GATEWAY_REFUSED : SUGGESTIONS_UNAVAILABLE) : undefined}
        count={rows.length}
        className={'sp-rise' + (open ? '' : ' sp-collapsed')}
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
                aria-expanded={open}
                onClick={suggestions.toggleRise}
              >
                {open ? '접기' : '펼치기'}
                <span className="sp-sr"> 실시간 인기 검색어</span>
              </button>
            ) : null}
            <Filters
              label="연령"
              options={AGES}
              chosen={filters.age}
              choose={(age) => suggestions.setFilter({ age })}
            />
            <Filters
              label="성별"
              options={SEXES}
              chosen={filters.sex}
              choose={(sex) => suggestions.setFilter({ sex })}
            />
          </span>
        }
      >
        {rows.map((row) => {
          const change = rankChange(row.item.diff);
          return (
            <Row key={row.item.keyword} {...view.props(row)} className="sp-rank">
              <span className="sp-rank-no">{row.index + 1}</span> <span className="sp-keyword">{row.item.keyword}</span>
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
    );
  },
};
