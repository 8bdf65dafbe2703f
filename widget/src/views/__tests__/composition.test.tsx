/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
// Korean composition: Enter on a composing syllable in each engine's event order, measured IME timelines, answers mid-composition.
import { fireEvent, waitFor } from '@testing-library/react';
import * as measuredIme from '../../core/__tests__/fixtures/ime-linux-ibus';
import type { Measured } from '../../core/__tests__/fixtures/ime-linux-ibus';
import { setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<p>host page</p><div id="search-popup"></div>' });
const { input, type, productCells, navigations, searches, settle } = p;

describe('Korean composition', () => {
  const compose = (value: string) => {
    fireEvent.compositionStart(input());
    type(value);
  };
  const orders: [string, () => void][] = [
    [
      'Chrome',
      () => {
        fireEvent.keyDown(input(), { key: 'Enter', isComposing: true, keyCode: 229 });
        fireEvent.compositionEnd(input());
        fireEvent.keyDown(input(), { key: 'Enter' });
      },
    ],
    [
      'Safari',
      () => {
        fireEvent.compositionEnd(input());
        fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
      },
    ],
    [
      'Firefox',
      () => {
        fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
        fireEvent.compositionEnd(input());
      },
    ],
  ];
  test.each(orders)(
    '%s: Enter on a composing 포 submits 해리포 exactly once and leaves no stray 포',
    async (_b, enter) => {
      fireEvent.focus(input());
      compose('해');
      fireEvent.compositionEnd(input());
      compose('해리');
      fireEvent.compositionEnd(input());
      compose('해리포');
      enter();
      await waitFor(() => expect(navigations.length).toBeGreaterThan(0));
      await settle();
      expect(searches).toEqual([expect.objectContaining({ keyword: '해리포' })]);
      expect(navigations).toHaveLength(1);
      expect(input().value).toBe('해리포');
    },
  );

  test("Firefox's order (no keydown after compositionend): the shopper's next Enter submits again", async () => {
    fireEvent.focus(input());
    compose('해리포');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.compositionEnd(input());
    fireEvent.keyUp(input(), { key: 'Enter' });
    await waitFor(() => expect(navigations).toHaveLength(1));
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.keyUp(input(), { key: 'Enter' });
    await waitFor(() => expect(navigations).toHaveLength(2));
    expect(searches).toEqual([
      expect.objectContaining({ keyword: '해리포' }),
      expect.objectContaining({ keyword: '해리포' }),
    ]);
  });

  /** Fires a measured timeline at the input, each event with the value the field had then. */
  const play = async (timeline: Measured[]) => {
    for (const m of timeline) {
      if (m.value !== undefined) input().value = m.value;
      const key = { key: m.key, code: m.code, keyCode: m.keyCode, isComposing: m.isComposing };
      if (m.t === 'compositionstart') fireEvent.compositionStart(input(), { data: m.data });
      else if (m.t === 'compositionend') fireEvent.compositionEnd(input(), { data: m.data });
      else if (m.t === 'input')
        fireEvent.input(input(), { data: m.data, inputType: m.inputType, isComposing: m.isComposing });
      else if (m.t === 'keydown') fireEvent.keyDown(input(), key);
      else if (m.t === 'keyup') fireEvent.keyUp(input(), key);
    }
  };
  test.each([
    ['Chromium', measuredIme.chromiumEnter],
    ['Firefox', measuredIme.firefoxEnter],
    ['WebKit', measuredIme.webkitEnter],
  ])(
    'measured with ibus-hangul in %s, the composing keydown reported as Enter: 달빛 is searched once, never 달',
    async (_engine, timeline) => {
      // The real timeline, events and values as measured; its composing Enter keydown said `Process`/`Unidentified`.
      const trailing = timeline.findIndex((m) => m.t === 'keydown' && m.key === 'Enter');
      const composingEnter = timeline
        .map((m, i) => (i < trailing && m.t === 'keydown' && m.isComposing ? i : -1))
        .reduce((a, b) => Math.max(a, b));
      fireEvent.focus(input());
      await play(timeline.map((m, i) => (i === composingEnter ? { ...m, key: 'Enter' } : m)));
      await waitFor(() => expect(navigations.length).toBeGreaterThan(0));
      await settle();
      expect(searches).toEqual([expect.objectContaining({ keyword: '달빛' })]);
      expect(navigations).toHaveLength(1);
    },
  );

  test('suggestions follow the composing value, and an answer arriving mid-composition does not cut it', async () => {
    p.gw.state.hold = true;
    fireEvent.focus(input());
    compose('해');
    fireEvent.compositionEnd(input());
    compose('해리');
    await waitFor(() =>
      expect(p.gw.urls.some((u) => u.includes('commodity') && new URL(u).searchParams.get('keyword') === '해리')).toBe(
        true,
      ),
    );
    compose('해리포');
    p.gw.held.forEach((release) => release());
    await settle();
    expect(input().value).toBe('해리포');
    p.gw.state.hold = false;
  });

  test('arrows and Escape pressed while composing do not act', async () => {
    fireEvent.focus(input());
    compose('해');
    await waitFor(() => expect(productCells().length).toBe(4));
    fireEvent.keyDown(input(), { key: 'ArrowDown', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Escape', isComposing: true });
    await settle();
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });
});
