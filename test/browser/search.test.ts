/** The reference gateway's Hangul search as a shopper meets it: typed into the demo in Chromium. */
import type { CDPSession, Page } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { products, typeKorean } from './harness';
import { widgetOn } from '../helpers/widget';
import { P } from '../helpers/parts';

const demo = useDemoPage({ viewport: { width: 1280, height: 800 }, timeout: 60000 });
let page: Page;
let cdp: CDPSession;
beforeEach(async () => {
  ({ page } = await demo.open('/'));
  await page.getByRole('combobox', { name: '검색어 입력' }).click();
  cdp = await demo.context.newCDPSession(page);
});

/**
 * The first products once the first one marks `marked` (exactly): the answer to the whole input, not one still on
 * screen for an earlier keystroke, which a single read right after typing could catch.
 */
const firstOptions = async (marked: string, n = 3) => {
  await products(page)
    .first()
    .locator('mark', { hasText: new RegExp('^' + marked + '$') })
    .waitFor();
  return (await products(page).allTextContents()).slice(0, n);
};

test('chosung: ㅎㄹㅍㅌ shows the Harry Potter books, the initials marked', async () => {
  for (const jamo of 'ㅎㄹㅍㅌ') await cdp.send('Input.insertText', { text: jamo });
  expect((await firstOptions('해리 포터'))[0]).toContain('해리 포터와 마법사의 돌');
  expect(await products(page).first().locator('mark').textContent()).toBe('해리 포터');
});

test('a last syllable still being composed: 해리 + ㅍ composing shows 해리 포터', async () => {
  await typeKorean(cdp, '해리');
  await cdp.send('Input.imeSetComposition', { text: 'ㅍ', selectionStart: 1, selectionEnd: 1 });
  await widgetOn(page).until(
    (root, marks) => root.querySelector(marks)?.textContent === '해리 포',
    {},
    `${P.products} [role=gridcell] mark`,
  );
  expect((await firstOptions('해리 포'))[0]).toContain('해리 포터');
  expect(await page.getByRole('combobox').inputValue()).toBe('해리ㅍ');
});

test('English keyboard layout: gofl shows 해리', async () => {
  await page.keyboard.type('gofl');
  expect((await firstOptions('해리'))[0]).toContain('해리 포터');
  expect(await products(page).first().locator('mark').textContent()).toBe('해리');
});
