/*
 * The icons' strokes are one CSS rule (helper "bytes", issue 39's room: views/styles.ts `P.icon`), not five
 * attributes on each icon: drawn the same in each engine, as the page loads and once the popup is there.
 */
import { P } from '../../helpers/parts';
import type { Journeys } from './context';

export function boxIcons({ name, w, visit, search }: Journeys) {
  describe(`${name}: the box's icons, stroked by CSS`, () => {
    const stroke = (root: ShadowRoot, selector: string) => {
      const svg = root.querySelector(selector);
      if (!svg) return null;
      const s = getComputedStyle(svg);
      return [s.fill, s.strokeWidth, s.strokeLinecap, s.strokeLinejoin].join(' ');
    };

    test('the search icon is a 2.2 px round stroke, unfilled, as the page loads and once the popup is open', async () => {
      await visit('/');
      expect(await w.inShadow(stroke, `${P.submit} svg`)).toBe('none 2.2px round round');
      await search('해리');
      expect(await w.inShadow(stroke, `${P.submit} svg`)).toBe('none 2.2px round round');
    });
  });
}
