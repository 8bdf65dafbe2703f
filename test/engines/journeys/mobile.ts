/** The phone's search overlay: opened full-screen, paged through by a swipe, closed by Back; its events and toast. */
import { P } from '../../helpers/parts';
import { PHONE, PRODUCT, type Journeys } from './context';

export function mobileOverlay({ name, page, w, visit, until, overlay }: Journeys) {
  describe(`${name}: the mobile overlay (390×844; WebKit: its narrowest window)`, () => {
    test('a tap on 검색 opens the full-screen overlay with the box focused; typing pages through the swiper; back closes it', async () => {
      const view = await visit('/mobile', PHONE);
      await overlay();
      // The overlay covers the viewport once the page's scroll is locked (the overlay's chunk, which may come a
      // moment after the dialog opens: until then a classic scrollbar, Firefox's here, stays beside it).
      const box = await w.until(
        (root, width, height) => {
          const r = root.querySelector('dialog[open]')!.getBoundingClientRect();
          const now = [r.x, r.y, r.width, r.height];
          return String(now) === String([0, 0, width, height]) && now;
        },
        { message: 'the overlay covers the viewport' },
        view.width,
        view.height,
      );
      expect(box).toEqual([0, 0, view.width, view.height]);
      expect(await w.focused()).toBe('combobox');
      await page.type('해리');
      await w.products('해리');
      expect(await w.untilSeen(P.pager)).toMatch(/^01\s*\/\s*04$/);
      /** The first product row wholly on screen, once it is not `before`'s. */
      const firstOnScreen = (root: ShadowRoot, cells: string, before: string) => {
        const c = [...root.querySelectorAll(cells)].find((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= 0 && r.right <= innerWidth && r.width > 0;
        });
        return c && c.id !== before ? c.id : null;
      };
      const before = await w.inShadow(firstOnScreen, PRODUCT, '');
      // A swipe to the left, over more than half the width (a slow swipe on a loaded machine still pages).
      await page.drag(w.at(P.swiperViewport), -Math.round(view.width * 0.7), 0, { x: 0.92, y: 0.5 });
      await w.until((root, s) => /^02\s*\/\s*04$/.test(root.querySelector(s)!.textContent!.trim()), {}, P.pager);
      const after = await w.until(firstOnScreen, {}, PRODUCT, before ?? '');
      expect(after).not.toBe(before);
      await page.back();
      await w.untilThere('dialog[open]', { gone: true });
      expect(new URL(await page.url()).pathname).toBe('/mobile');
      expect(await page.evaluate(() => document.documentElement.style.overflow + document.body.style.overflow)).toBe(
        '',
      );
      expect(await w.seen(`button${P.trigger}`)).toBeTruthy();
    });

    test("an event row shows its mobile banner and leads to the event's mobile page (mok_EVENT_URL)", async () => {
      await visit('/mobile', PHONE);
      await overlay();
      expect((await w.buttons()).filter((b) => b.problem)).toEqual([]);
      await page.type('해리');
      await w.products('해리');
      await w.untilThere(`${P.events} img[data-loaded]`);
      expect(await w.attr(`${P.events} img`, 'src')).toMatch(/\?m=1$/);
      expect((await w.buttons()).filter((b) => b.problem)).toEqual([]);
      await w.click(`${P.events} ${P.link}`);
      await until(() => location.pathname.startsWith('/detail/') && location.search === '?channel=m');
    });

    test('a cart add from the overlay: the toast shows at the bottom, above the overlay', async () => {
      const view = await visit('/mobile', PHONE);
      await overlay();
      await page.type('어린');
      await w.products('어린');
      // The swiper (a chunk of its own) has taken over the list: a person reaches for the button once it holds still.
      await w.untilSeen(P.pager);
      await w.click('button[aria-label="어린 왕자 장바구니 담기"]');
      expect(await w.untilSeen(`${P.toastsBottom} ${P.toast}`)).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기');
      const bottom = await w.inShadow((root, s) => root.querySelector(s)!.getBoundingClientRect().bottom, P.toast);
      expect(bottom).toBeGreaterThan(view.height - 120);
    });
  });
}
