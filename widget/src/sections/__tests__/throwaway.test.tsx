/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// A section added as the recipe says (./weeklyPicks.tsx: descriptor, view, CSS; ./weeklyPicksReference.ts: path,
// route, fixture) and composed into one widget's list renders in its place, the keys move through it in order,
// analytics report it; a widget mounted with the shipped list beside it does not show it.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { SECTION_REFERENCES } from '../../../../host-demo/server/gateway/sections';
import { P } from '../../../../test/helpers/parts';
import { testEnv } from '../../core/__tests__/fixtures';
import { mount } from '../../entries/desktop';
import { setUpPopup, widgetIn } from '../../views/__tests__/harness/popup';
import { installShopGateway } from '../../views/__tests__/harness/shopGateway';
import { SHIPPED, withSection } from '../registry';
import { weeklyPicks } from './weeklyPicks';
import { HEADINGS_WITH_PICKS, WEEKLY_PICKS_PATH, weeklyPicksReference } from './weeklyPicksReference';

const PICKS = weeklyPicksReference.fixture.shows;

const REFERENCES = [...SECTION_REFERENCES, weeklyPicksReference];
const LIST = withSection(SHIPPED, weeklyPicks, 'rise');
const p = setUpPopup({
  // The fake gateway built from the references: the shipped ones and the throwaway's.
  gateway: () => installShopGateway(REFERENCES),
  sections: LIST,
  fakeClock: false,
});
const { shadow, input, navigations } = p;
const layer = () => (p.layer() ?? []) as Record<string, unknown>[];
const asked = () => p.gw.urls.filter((u) => u.includes(WEEKLY_PICKS_PATH));

test('the composed section renders its rows after the products others look at, before the live keywords', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('파친코')).toBeTruthy());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  const titles = p.queryAll(`${P.emptyMode} ${P.groupTitle}`).map((h) => h.textContent);
  // The shipped headings in their order, the throwaway's where it was put (a section shipped later may follow).
  expect(titles.slice(0, HEADINGS_WITH_PICKS.length)).toEqual(HEADINGS_WITH_PICKS);
  const group = shadow().getByRole('rowgroup', { name: '이번 주의 책' });
  expect(
    within(group)
      .getAllByRole('gridcell')
      .map((c) => c.textContent),
  ).toEqual(['이번 주의 책', ...PICKS]);
  expect(asked()).toHaveLength(1);
  expect(asked()[0]).toContain('pageSize=3');
});

test('its CSS comes with it: adopted with the popup parts', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('파친코')).toBeTruthy());
  expect(p.css()).toContain(weeklyPicks.css);
});

test('the keys move through it in keyboard order; opening a row follows its link and reports it', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('불편한 편의점')).toBeTruthy());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  const down = () => {
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    return input().getAttribute('aria-activedescendant');
  };
  expect([down(), down(), down(), down(), down(), down(), down()]).toEqual([
    'sp-row-trend-0',
    'sp-row-trend-1',
    'sp-row-recommended-0',
    'sp-row-picks-0',
    'sp-row-picks-1',
    'sp-row-picks-2',
    'sp-row-rise-0',
  ]);
  expect(layer().find((e) => e.event === 'view_item_list' && JSON.stringify(e).includes('picks'))).toMatchObject({
    ecommerce: {
      item_list_id: 'search_popup_picks',
      item_list_name: '이번 주의 책',
      items: PICKS.map((name, index) => expect.objectContaining({ item_name: name, index })),
    },
  });
  fireEvent.keyDown(input(), { key: 'ArrowUp' });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toEqual(['https://pdt.example.com/PDT/detail/B2']));
  expect(
    layer()
      .filter((e) => e.event === 'select_item')
      .pop(),
  ).toMatchObject({
    ecommerce: { item_list_id: 'search_popup_picks', items: [{ item_name: '불편한 편의점', index: 2 }] },
  });
});

test('a widget mounted with the shipped list beside it shows the shipped sections only, without their CSS (the list is per widget)', async () => {
  const other = document.createElement('div');
  document.body.append(other);
  const shipped = mount({
    host: other,
    created: false,
    raw: { gateway: '/api/gw', env: testEnv() },
    device: 'desktop',
    version: 't',
  });
  try {
    const w = widgetIn(() => other);
    fireEvent.focus(w.input());
    await waitFor(() => expect(w.shadow().getByText('넥서스')).toBeTruthy());
    expect(w.shadow().queryByRole('rowgroup', { name: '이번 주의 책' })).toBeNull();
    expect(asked()).toEqual([]);
    expect(w.queryAll(`${P.emptyMode} ${P.groupTitle}`).map((h) => h.textContent)).not.toContain('이번 주의 책');
    expect(w.css()).not.toContain(weeklyPicks.css);
  } finally {
    shipped.destroy();
  }
});

// Every section with a reference (a shipped one's, host-demo/server/gateway/sections/, and the throwaway's) shows
// what its fixture says it shows, in its group: a new section is tested by its reference alone.
const referenced = LIST.flatMap((s) => {
  const ref = s.mode === 'empty' && s.call && REFERENCES.find((r) => r.path === s.call!.path);
  return ref ? [[s.title, ref.fixture.shows] as const] : [];
});
test.each(referenced)("the section %s shows its reference fixture's rows in its group", async (title, shows) => {
  fireEvent.focus(input());
  const group = await waitFor(() => shadow().getByRole('rowgroup', { name: title }));
  await waitFor(() =>
    expect(
      within(group)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual([title, ...shows]),
  );
});
