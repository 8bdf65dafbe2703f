/**
 * What a shopper sees of the desktop dropdown, as a person means it (test/helpers/seen.ts): every row of every
 * section inside the viewport and every clipping box, not covered, prices whole and names' first lines shown, at
 * the widths shoppers use, on the demo shop, the partner blog and a page whose search box is a 460 px box in a
 * fixed navbar (the empty input, the keyboard and the mobile overlay: seenKeys.test.ts).
 */
import { onTheDesktop, open, PAGES, seen, typeInto, TYPED } from './seenPages';
import { widgetOn } from '../helpers/widget';
import { P } from '../helpers/parts';

onTheDesktop();

describe.each(PAGES)('on %s', (_name, path, sizes) => {
  test.each(sizes)('at %i×%i every typed section and all 12 products are seen whole', async (width, height) => {
    const { page, errors } = await open(width, height, path);
    await typeInto(page, '해');
    expect(await seen(page, TYPED)).toEqual([]);
    // The cart button has its own small type, not the inherited 14 px.
    expect(await widgetOn(page).inShadow((root, s) => getComputedStyle(root.querySelector(s)!).fontSize, P.cart)).toBe(
      '11px',
    );
    expect(errors).toEqual([]);
  });
});
