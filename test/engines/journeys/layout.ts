/*
 * Issue 39 (layout): the grid's reading order, the dropdown lined up with its box and fitting a page that can't
 * scroll, the cart's toast off the acted row. Chromium's own checks, at more sizes: test/browser/seenLayout.test.ts.
 */
import { P } from '../../helpers/parts';
import type { Journeys } from './context';

type Parts = typeof P;

/** In the page: the boxes of the field, the dropdown, the toast and the product rows, and the window's size. */
const layout = (root: ShadowRoot, p: Parts) => {
  const box = (el: Element | null) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return {
      left: Math.round(r.left),
      top: Math.round(r.top),
      right: Math.round(r.right),
      bottom: Math.round(r.bottom),
    };
  };
  const popup = root.querySelector(p.popup) as HTMLElement;
  const rows = [...root.querySelectorAll(`${p.products} [role=row]${p.product}`)];
  return {
    field: box(root.querySelector(p.field))!,
    popup: box(popup)!,
    toast: box(root.querySelector(p.toast)),
    rows: rows.map((r) => box(r)!),
    carts: rows.map((r) => !!r.querySelector(p.cart)),
    scrollsInside: popup.scrollHeight > popup.clientHeight + 1,
    view: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
  };
};

export function dropdownLayout({ name, page, w, visit, state, search, frames, hidden }: Journeys) {
  describe(`${name}: the dropdown's layout (issue 39)`, () => {
    test("at 1280×900 it starts at the box's left edge and stays inside the window; the grid reads line by line", async () => {
      await visit('/');
      await search('해');
      await frames();
      const g = await w.inShadow(layout, P);
      expect(Math.abs(g.popup.left - g.field.left)).toBeLessThanOrEqual(1);
      expect(g.popup.right).toBeLessThanOrEqual(g.view.width - 15);
      // Rank 2 beside rank 1, rank 5 under it; ArrowDown goes down the column.
      expect(g.rows).toHaveLength(12);
      expect([g.rows[1].top, g.rows[1].left > g.rows[0].left]).toEqual([g.rows[0].top, true]);
      expect([g.rows[4].left, g.rows[4].top > g.rows[0].top]).toEqual([g.rows[0].left, true]);
      await page.press('ArrowDown');
      await page.press('ArrowDown');
      expect((await state()).active).toBe('sp-row-products-4');
    });

    test('on the partner blog at 1024×768 (it cannot scroll) all 12 products and the links fit, nothing scrolls inside', async () => {
      await visit('/partner', { width: 1024, height: 768 });
      await search('해');
      await frames();
      const g = await w.inShadow(layout, P);
      expect(g.scrollsInside).toBe(false);
      expect(g.popup.bottom).toBeLessThanOrEqual(g.view.height);
      expect(
        await hidden({ selector: `${P.products} [role=row]${P.product}`, whole: P.price, firstLine: P.name, min: 12 }),
      ).toEqual([]);
      expect(await hidden({ selector: P.footLink, min: 3 })).toEqual([]);
      expect(await hidden({ selector: `${P.featured} ${P.price}` })).toEqual([]);
    });

    test('a cart click on the row across the middle: the toast is in the middle of the width, off that row', async () => {
      await visit('/');
      await search('해');
      await frames();
      const before = await w.inShadow(layout, P);
      const mid = before.view.height / 2;
      const distance = (r: { top: number; bottom: number }) => Math.abs((r.top + r.bottom) / 2 - mid);
      const index = before.rows.reduce(
        (best, r, i) => (before.carts[i] && (best < 0 || distance(r) < distance(before.rows[best])) ? i : best),
        -1,
      );
      expect(index).toBeGreaterThanOrEqual(0);
      const row = `${P.products} ${P.productGrid} > :nth-child(${index + 1})`;
      await w.click(`${row} ${P.cart}`);
      expect(await w.untilSeen(P.toast)).toContain('장바구니');
      const g = await w.inShadow(layout, P);
      const box = g.rows[index];
      expect(g.toast!.bottom <= box.top || g.toast!.top >= box.bottom).toBe(true);
      expect(Math.abs((g.toast!.left + g.toast!.right) / 2 - g.view.width / 2)).toBeLessThanOrEqual(2);
      expect(await hidden({ selector: row })).toEqual([]);
    });
  });
}
