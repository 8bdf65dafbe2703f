/**
 * What a shopper sees (test/helpers/seen.ts) of the desktop dropdown's empty-input sections, of the keyboard-active
 * row (always in sight, on a short window too), and of the mobile overlay's first page, pager and sections, with
 * the keyboard following the pager. The typed sections at every width: seen.test.ts.
 */
import { P } from '../helpers/parts';
import { afterInputWork } from './harness';
import { onAPhone, onTheDesktop, open, seen, typeInto } from './seenPages';
import { poll } from '../helpers/pacing';
import { widgetOn } from '../helpers/widget';

onTheDesktop();

/** A section's rows (P.trend, P.rise…). */
const rowsOf = (section: string) => `${section} [role=row]${P.row}`;

test.each([
  [1024, 768],
  [1440, 900],
])('at %i×%i every empty-input section is seen', async (width, height) => {
  const { page, errors } = await open(width, height, '/');
  await page.getByRole('combobox', { name: '검색어 입력' }).click();
  await page.getByRole('heading', { name: '추천 검색어' }).waitFor();
  await widgetOn(page).untilCount(rowsOf(P.rise), 10, { atLeast: true });
  expect(
    await seen(page, [
      { selector: P.groupTitle, min: 4 },
      { selector: rowsOf(P.trend), min: 5 },
      { selector: rowsOf(P.rise), min: 10 },
      { selector: `${P.rise} ${P.filter}`, min: 8 },
      { selector: '[role=switch]', min: 1 },
      { selector: P.footLink, min: 3 },
    ]),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test.each([
  [1280, 900, '/'],
  [1024, 560, '/'],
  [1024, 768, '/partner'],
])('at %i×%i on %s the arrows onto every row keep the active row in sight', async (width, height, path) => {
  const { page, errors } = await open(width, height, path);
  await typeInto(page, '해');
  // Every typed row: 12 products, the authors and the events (the answer drawn whole, waited for on a busy machine).
  const cells = `${P.typedMode} [role=row] > [role=gridcell][id]`;
  const w = widgetOn(page);
  await w.untilCount(cells, 13, { atLeast: true, timeout: 10_000 }).catch(() => {});
  const rows = await w.count(cells);
  expect(rows).toBeGreaterThanOrEqual(13);
  const problems: string[] = [];
  // Every row once, in keyboard order: ArrowDown onto the first product, ArrowRight along the grid in reading order
  // (core/arrowTarget.ts), ArrowDown from its last line onto the authors and events.
  const ids = await w.inShadow((root, s) => [...root.querySelectorAll(s)].map((c) => c.id), cells);
  const products = ids.filter((id) => id.startsWith('sp-row-products-')).length;
  const keys = ['ArrowDown', ...ids.slice(1).map((_, i) => (i + 1 < products ? 'ArrowRight' : 'ArrowDown'))];
  const visited: string[] = [];
  for (let i = 0; i < rows; i++) {
    await page.keyboard.press(keys[i]);
    // The active row (missing: seen finds none) and what hides it.
    const id = (await w.state()).active;
    visited.push(id ?? '');
    const hidden = id ? await seen(page, [{ selector: `[role=row]:has(> [id="${id}"])` }]) : ['no active row'];
    problems.push(...hidden.map((p) => `step ${i + 1}: ${p}`));
  }
  expect(visited).toEqual(ids);
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

test("the keyboard reaches the featured panel's publisher: Tab from the box, the dropdown open; Escape back to the box", async () => {
  const { page, errors } = await open(1280, 900, '/');
  await typeInto(page, '해리');
  const w = widgetOn(page);
  // The control with focus, by its accessible name (aria-label, else its text), null outside the widget.
  const focusedName = () =>
    w.inShadow((root) => {
      const el = document.activeElement === root.host ? (root.activeElement as HTMLElement | null) : null;
      return el && (el.getAttribute('aria-label') ?? (el.textContent ?? '').trim());
    });
  // Tab: the search button, then the featured panel's publisher, seen with focus on it, the dropdown still open.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('출판사 문학수첩 검색');
  expect(await seen(page, [{ selector: `${P.featured} ${P.publisher}` }])).toEqual([]);
  expect(await w.expanded()).toBe(true);
  // Shift+Tab goes back the same way; Escape on a control closes the dropdown and puts focus back in the box.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe('검색');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await w.untilExpanded(false);
  expect(await focusedName()).toBe('검색어 입력');
  // Tab past the foot's links leaves the widget: the dropdown closes.
  await page.keyboard.press('ArrowDown');
  await w.untilExpanded(true);
  for (const name of ['검색', '출판사 문학수첩 검색', '도움말', '상세검색', '닫기']) {
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(name);
  }
  await page.keyboard.press('Tab');
  await w.untilExpanded(false);
  // Enter on the publisher searches its titles.
  await typeInto(page, '해리', { over: true });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await Promise.all([page.waitForURL((u) => u.pathname === '/search'), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).searchParams.get('pbcmCode')).toBe('PB0073');
  expect(errors).toEqual([]);
});

describe('the mobile overlay (390×844)', () => {
  const phone = onAPhone();

  test('the first page of products, the pager and the sections are seen; the keyboard follows the pager', async () => {
    const { page, errors } = await phone.overlay();
    await page.getByRole('heading', { name: '추천 검색어' }).waitFor();
    const problems: string[] = [];
    problems.push(
      ...(await seen(page, [
        { selector: P.groupTitle, min: 3 },
        { selector: rowsOf(P.trend), min: 3 },
        { selector: P.back },
      ])),
    );
    await page.keyboard.type('해리');
    await afterInputWork(page);
    const w = widgetOn(page);
    await w.untilThere(`[role=grid][data-query="해리"] ${P.pager}`);
    const first = `${P.swiperPage}:first-child`;
    problems.push(
      ...(await seen(page, [
        { selector: `${first} [role=row]${P.product}`, whole: P.price, firstLine: P.name, min: 3 },
        { selector: `${first} ${P.cart}`, min: 1 },
        { selector: P.pager },
        { selector: `${P.typedMode} ${P.groupTitle}`, min: 3 },
      ])),
    );
    // ArrowDown onto the 4th product: the swiper pages on, and that row is seen whole.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await w.until((root, s) => root.querySelector(s)?.textContent === '02', {}, P.pagerCurrent);
    const { active } = await w.state();
    // Seen once the swiper's slide has ended (within 3 s).
    const row = { selector: `[role=row]:has(> [id="${active}"])`, whole: P.price, firstLine: P.name };
    // Polled through the protocol (a string predicate of waitForFunction is eval'd in the page, which the shop's
    // Content-Security-Policy forbids).
    await poll(async () => (await seen(page, [row])).length === 0, { timeout: 3000, every: 50 }).catch(() => false);
    problems.push(...(await seen(page, [row])));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
