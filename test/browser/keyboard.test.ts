/**
 * Issue 40: a phone's on-screen keyboard. It shrinks only the visual viewport (iOS, Android Chrome): with it up
 * over half the screen (simulated: test/helpers/keyboard.ts), what the shopper needs is above it — the first result
 * row, the foot of the overlay's results (their list scrolls within the visible part), the cart toast ("bottom on
 * mobile") and a confirm's buttons — and when it hides, nothing on screen jumps. The same journey runs in WebKit and
 * Chromium's engines tests (test/engines/journeys/).
 */
import type { Page } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { P } from '../helpers/parts';
import { keyboardIsUp, simulateKeyboard, underKeyboard } from '../helpers/keyboard';
import { unseen } from '../helpers/seen';
import { widgetOn } from '../helpers/widget';
import { afterInputWork, ANDROID_PHONE } from './harness';

const phone = useDemoPage(ANDROID_PHONE);

/**
 * What hides the elements: the visibility helper's list (off screen, clipped, covered — the keyboard covers what is
 * under it when it is the top of the top layer), and any of them reaching below the visual viewport (under the
 * keyboard, whatever the layers' order).
 */
const seen = async (page: Page, selector: string) => [
  ...(await page.evaluate(unseen, { selector })),
  ...(await widgetOn(page).inShadow(underKeyboard, selector)),
];
const keyboardUp = (page: Page) => page.evaluate(keyboardIsUp);

test('with the keyboard over half the screen, the first row, the foot, the toast and a confirm are above it', async () => {
  const { page, w } = await phone.open('/mobile');
  expect(await w.inShadow(simulateKeyboard, 0.5)).toBe(true);
  await page.getByRole('button', { name: /검색/ }).first().tap();
  await page.getByRole('dialog', { name: '검색' }).waitFor();
  await page.waitForFunction(keyboardIsUp);
  await page.keyboard.type('해리');
  await afterInputWork(page);
  await w.until((root) => root.querySelector('[role=grid][data-query="해리"] #sp-row-products-0'));
  // The overlay keeps to the part above the keyboard: its first row, and (scrolled within it) the results' foot.
  expect(await seen(page, '#sp-row-products-0')).toEqual([]);
  await w.until(
    (root, s) => {
      const body = root.querySelector(s)!;
      body.scrollTo(0, 1e6);
      return body.scrollTop + body.clientHeight >= body.scrollHeight - 1;
    },
    {},
    P.overlayBody,
  );
  expect(await seen(page, `${P.foot} a`)).toEqual([]);
  await w.inShadow((root, s) => root.querySelector(s)!.scrollTo(0, 0), P.overlayBody);
  // The cart toast, with the field still focused (the keyboard stays up).
  const cart = page.getByRole('button', { name: '해리 포터와 마법사의 돌 1 장바구니 담기', exact: true });
  await cart.tap();
  await w.untilThere(P.toast);
  expect(await keyboardUp(page)).toBe(true);
  expect(await seen(page, P.toast)).toEqual([]);
  // Added again: the confirm, its buttons reachable.
  await cart.tap();
  await page.getByRole('alertdialog').waitFor();
  expect(await seen(page, '[role=alertdialog] button')).toEqual([]);
  await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).tap();
  await w.untilThere('[role=alertdialog]', { gone: true });
});

test('when the keyboard hides, nothing on screen jumps', async () => {
  const { page, w } = await phone.open('/mobile');
  await w.inShadow(simulateKeyboard, 0.5);
  await page.getByRole('button', { name: /검색/ }).first().tap();
  await page.getByRole('dialog', { name: '검색' }).waitFor();
  await page.keyboard.type('해리');
  await afterInputWork(page);
  await w.until((root) => root.querySelector('[role=grid][data-query="해리"] #sp-row-products-0'));
  const top = () => w.inShadow((root) => root.querySelector('#sp-row-products-0')!.getBoundingClientRect().top);
  const before = await top();
  expect(await keyboardUp(page)).toBe(true);
  // The shopper puts the keyboard away (the field loses focus).
  await w.inShadow((root) => (root.activeElement as HTMLElement).blur());
  await page.waitForFunction(() => !(window as unknown as { __keyboard: { up: boolean } }).__keyboard.up);
  await w.until((root, s) => root.querySelector(s)!.getBoundingClientRect().height === innerHeight, {}, P.overlay);
  expect(await top()).toBe(before);
});
