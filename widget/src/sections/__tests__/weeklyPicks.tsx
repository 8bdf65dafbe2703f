/**
 * A throwaway section, added the way docs/architecture.md's "Where a newcomer adds" says, less what only a shipped
 * section does: this module (descriptor, view and CSS) and its reference (./weeklyPicksReference.ts: path, route,
 * fixture). Its path is a constant of its reference rather than a line of core/gatewayPaths.ts, and it is composed
 * into a test's widget (sections/registry.ts `withSection`, views/__tests__/harness/mountWith.tsx) rather than
 * listed in the registry. The tests that show it: ./throwaway.test.tsx, test/browser/sections.test.ts.
 */
import { productLink } from '../../core/popupRows';
import type { RecommendedProduct } from '../../core/types';
import { decodeRecommended } from '../../gateway/decodeRows';
import { Group, Row } from '../../views/Row';
import { listItems, type EmptySection } from '../section';
import { WEEKLY_PICKS_PATH } from './weeklyPicksReference';

/** 이번 주의 책: the shop's picks of the week; a row opens the product's page, reported as its own item list. */
export const weeklyPicks: EmptySection<RecommendedProduct> = {
  id: 'picks',
  mode: 'empty',
  title: '이번 주의 책',
  call: { path: WEEKLY_PICKS_PATH, params: () => ({ page: 1, pageSize: 3 }), decode: decodeRecommended },
  items: listItems('picks'),
  action: (p, c) => productLink({ ...p, groupCode: '', fundingId: '', salePrice: null }, c),
  analytics: { list: { item_list_id: 'search_popup_picks', item_list_name: '이번 주의 책' } },
  // Its own rule, on its group as a screen reader names it: its names bold.
  css: `[role=rowgroup][aria-label="이번 주의 책"] [role=gridcell] span { font-weight: 700; }`,
  View: ({ rows, view }) => (
    <Group title={weeklyPicks.title} count={rows.length} className="sp-picks">
      {rows.map((row) => (
        <Row key={row.index} {...view.props(row)} className="sp-mini">
          <span className="sp-mini-name">{row.item.name}</span>
        </Row>
      ))}
    </Group>
  ),
};
