/**
 * A phone's first paged answer: more than three products bring the swiper (views/ProductSwiper.tsx), a chunk of its
 * own that arrives after the rows are drawn. The rows and everything under them (the other sections, the results'
 * foot) stay where the shopper first saw them when it lands: the first page keeps its rows' spacing, and the pager's
 * room is kept from the start. Here the chunk is held until the rows are measured, then let through.
 */
import type { Route } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { widgetOn } from '../helpers/widget';
import { ANDROID_PHONE } from './harness';
import { P } from '../helpers/parts';

const phone = useDemoPage(ANDROID_PHONE);
const SWIPER = /\/ProductSwiper-[\w-]+\.js(\?.*)?$/;

/** Where each first-page row, the people section and the results' foot are (their tops, px), and their text. */
const places = () =>
  widgetOn(phone.page).inShadow(
    (root, rows, side, foot) =>
      [...[...root.querySelectorAll(rows)].slice(0, 3), root.querySelector(side), root.querySelector(foot)]
        .filter((el): el is Element => !!el)
        .map((el) => `${Math.round(el.getBoundingClientRect().top)} ${(el.textContent ?? '').trim().slice(0, 12)}`),
    `${P.products} [role=row]${P.product}`,
    P.side,
    P.foot,
  );

test('when the swiper arrives, nothing the shopper sees moves', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const { page, w } = await phone.open('/mobile', {
    before: (p) =>
      p.route(SWIPER, async (route: Route) => {
        await gate;
        await route.continue();
      }),
  });
  await page.getByRole('button', { name: /검색/ }).first().tap();
  await page.getByRole('dialog', { name: '검색' }).waitFor();
  const asked = page.waitForRequest(SWIPER);
  await page.keyboard.type('해리');
  await w.products('해리');
  await asked;
  const before = await places();
  expect(before).toHaveLength(5);
  release();
  await w.untilThere(`${P.swiper} ${P.pagerBar} [aria-label="다음 페이지"]`);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await places()).toEqual(before);
});
