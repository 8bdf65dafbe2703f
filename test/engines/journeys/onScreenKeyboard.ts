/*
 * Issue 40: a phone's on-screen keyboard over half the screen (simulated in the page: test/helpers/keyboard.ts;
 * iOS and Android Chrome shrink only the visual viewport for theirs). What the shopper needs stays above it.
 */
import type { Json } from '../driver';
import { keyboardIsUp, simulateKeyboard, underKeyboard } from '../../helpers/keyboard';
import { P } from '../../helpers/parts';
import { unseen, type SeenQuery } from '../../helpers/seen';
import { PHONE, type Journeys } from './context';

export function onScreenKeyboard({ name, page, w, visit, until, overlay }: Journeys) {
  describe(`${name}: the on-screen keyboard (issue 40)`, () => {
    /** What hides the elements from a person, the keyboard included. */
    const hidden = async (selector: string) => [
      ...(await page.evaluate(unseen, { selector } as SeenQuery & Json)),
      ...(await w.inShadow(underKeyboard, selector)),
    ];
    /** The overlay's body scrolled to `top` (1e6: its end). */
    const scrollTo = (top: number) =>
      w.inShadow((root, s, t) => root.querySelector(s)!.scrollTo(0, t), P.overlayBody, top);

    test("the first row, the results' foot, the cart toast and a confirm's buttons are above the keyboard", async () => {
      await visit('/mobile', PHONE);
      expect(await w.inShadow(simulateKeyboard, 0.5)).toBe(true);
      await overlay();
      await until(keyboardIsUp);
      await page.type('해리');
      await w.products('해리');
      expect(await hidden('#sp-row-products-0')).toEqual([]);
      await scrollTo(1e6);
      await w.until(
        (root, s) => {
          const body = root.querySelector(s)!;
          return body.scrollTop + body.clientHeight >= body.scrollHeight - 1;
        },
        {},
        P.overlayBody,
      );
      expect(await hidden(`${P.foot} a`)).toEqual([]);
      await scrollTo(0);
      const cart = 'button[aria-label="해리 포터와 마법사의 돌 1 장바구니 담기"]';
      await w.click(cart);
      await w.untilThere(P.toast);
      expect(await page.evaluate(keyboardIsUp)).toBe(true);
      expect(await hidden(P.toast)).toEqual([]);
      // Once the toast has gone: a second click at once would be the same double click (not a second add).
      await w.untilThere(P.toast, { gone: true });
      await w.click(cart);
      await w.untilSeen('[role=alertdialog] button');
      expect(await hidden('[role=alertdialog] button')).toEqual([]);
    });
  });
}
