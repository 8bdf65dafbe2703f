/**
 * What a shopper sees (test/helpers/seen.ts) of the desktop dropdown's empty-input sections, of the keyboard-active
 * row (always in sight, on a short window too), and of the mobile overlay's first page, pager and sections, with
 * the keyboard following the pager. The typed sections at every width: seen.test.ts.
 */
import { unseen } from '../helpers/seen';
import { afterInputWork } from './harness';
import { onAPhone, onTheDesktop, open, seen, typeInto } from './seenPages';
import { poll } from '../helpers/pacing';
import { widgetOn } from '../helpers/widget';

onTheDesktop();

test.each([
  [1024, 768],
  [1440, 900],
])('at %i×%i every empty-input section is seen', async (width, height) => {
  const { page, errors } = await open(width, height, '/');
  await page.getByRole('combobox', { name: '검색어 입력' }).click();
  await page.getByRole('heading', { name: '추천 검색어' }).waitFor();
  await widgetOn(page).until((root) => root.querySelectorAll('.sp-rise [role=row].sp-row').length >= 10);
  expect(
    await seen(page, [
      { selector: '.sp-group-title', min: 4 },
      { selector: '.sp-trend [role=row].sp-row', min: 5 },
      { selector: '.sp-rise [role=row].sp-row', min: 10 },
      { selector: '.sp-rise .sp-filter', min: 8 },
      { selector: '[role=switch]', min: 1 },
      { selector: '.sp-foot-link', min: 3 },
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
  const cells = '.sp-typed-mode [role=row] > [role=gridcell][id]';
  const w = widgetOn(page);
  await w.until((root, s) => root.querySelectorAll(s).length >= 13, { timeout: 10_000 }, cells).catch(() => {});
  const rows = await w.count(cells);
  expect(rows).toBeGreaterThanOrEqual(13);
  // The pointer leaves the popup: a row under it is made active by hover, which the reveal leaves alone.
  await page.mouse.move(1, height - 1);
  const problems: string[] = [];
  // The active row and what hides it, in one round trip per step (test/helpers/seen.ts's function, serialised).
  const activeRowUnseen = `(() => {
    const root = document.getElementById('search-popup').shadowRoot;
    const id = root.querySelector('[role=combobox]').getAttribute('aria-activedescendant');
    if (!id || !root.getElementById(id)) return null;
    return (${unseen.toString()})({ selector: '[role=row]:has(> [id="' + id + '"])' });
  })()`;
  // Every row once, in keyboard order: ArrowDown onto the first product, ArrowRight along the grid in reading order
  // (core/arrowTarget.ts), ArrowDown from its last line onto the authors and events.
  const ids = await w.inShadow((root, s) => [...root.querySelectorAll(s)].map((c) => c.id), cells);
  const products = ids.filter((id) => id.startsWith('sp-row-products-')).length;
  const keys = ['ArrowDown', ...ids.slice(1).map((_, i) => (i + 1 < products ? 'ArrowRight' : 'ArrowDown'))];
  const visited: string[] = [];
  for (let i = 0; i < rows; i++) {
    await page.keyboard.press(keys[i]);
    visited.push((await w.attr('[role=combobox]', 'aria-activedescendant')) ?? '');
    const hidden = await page.evaluate<string[] | null>(activeRowUnseen);
    if (!hidden) problems.push(`step ${i + 1}: no active row`);
    else problems.push(...hidden.map((p) => `step ${i + 1}: ${p}`));
  }
  expect(visited).toEqual(ids);
  expect(problems).toEqual([]);
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
        { selector: '.sp-group-title', min: 3 },
        { selector: '.sp-trend [role=row].sp-row', min: 3 },
        { selector: '.sp-back' },
      ])),
    );
    await page.keyboard.type('해리');
    await afterInputWork(page);
    await widgetOn(page).until((root) => root.querySelector('[role=grid][data-query="해리"] .sp-pager'));
    problems.push(
      ...(await seen(page, [
        {
          selector: '.sp-swiper-page:first-child [role=row].sp-product',
          whole: '.sp-price',
          firstLine: '.sp-name',
          min: 3,
        },
        { selector: '.sp-swiper-page:first-child .sp-cart', min: 1 },
        { selector: '.sp-pager' },
        { selector: '.sp-typed-mode .sp-group-title', min: 3 },
      ])),
    );
    // ArrowDown onto the 4th product: the swiper pages on, and that row is seen whole.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await widgetOn(page).until((root) => root.querySelector('.sp-pager-current')?.textContent === '02');
    const active = await widgetOn(page).inShadow((root) =>
      root.querySelector('[role=combobox]')!.getAttribute('aria-activedescendant'),
    );
    // Seen once the swiper's slide has ended (within 3 s).
    const row = { selector: `[role=row]:has(> [id="${active}"])`, whole: '.sp-price', firstLine: '.sp-name' };
    // Polled through the protocol (a string predicate of waitForFunction is eval'd in the page, which the shop's
    // Content-Security-Policy forbids).
    const rowSeen = `(${unseen.toString()})(${JSON.stringify(row)}).length === 0`;
    await poll(() => page.evaluate<boolean>(rowSeen), { timeout: 3000, every: 50 }).catch(() => false);
    problems.push(...(await seen(page, [row])));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
