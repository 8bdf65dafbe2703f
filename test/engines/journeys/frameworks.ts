/** Framework pages (issue 16): a box the page re-creates, and a page under CSS zoom. */
import { P } from '../../helpers/parts';
import { widget } from '../../helpers/widget';
import { DESKTOP, PRODUCT, T, type Journeys } from './context';

export function frameworkPages({ name, page, w, open, visit, until }: Journeys) {
  describe(`${name}: framework pages (issue 16)`, () => {
    test('a <search-popup> the page re-creates (a framework re-render) mounts again, alone, and searches', async () => {
      await open('/test/frameworks/element', DESKTOP);
      const element = widget(page, 'search-popup', T);
      await element.mounted();
      // The old box's root kept, the box replaced: the new one mounts, the old one is emptied.
      await element.inShadow((root) => {
        (window as unknown as { old: ShadowRoot }).old = root;
        root.host.replaceWith(document.createElement('search-popup'));
        return true;
      });
      await element.mounted();
      await until(() => (window as unknown as { old: ShadowRoot }).old.childNodes.length === 0);
      await page.click(element.input);
      await page.type('해리');
      expect((await element.products('해리'))[0]).toContain('해리 포터');
      expect(await element.seen(PRODUCT)).toBeTruthy();
      expect(await page.evaluate(() => document.querySelectorAll('search-popup').length)).toBe(1);
    });

    test('under body { zoom: 1.25 } the dropdown hangs right under the box and inside the window', async () => {
      await visit('/test/zoom?case=body-125');
      // Focused from a script: the WebKit driver's own hit test misses under zoom (test/engines/README.md).
      await w.inShadow((root) => (root.querySelector('input[role=combobox]') as HTMLInputElement).focus());
      // WebKitGTK can drop keys sent right after a field took focus: its driver's type() first waits until a probe
      // key reaches the field (driver/webkit.ts).
      await page.type('해리');
      const cells = await w.products('해리');
      expect(cells[0]).toContain('해리 포터');
      const gap = await w.inShadow((root, s) => {
        const field = root.querySelector('input[role=combobox]')!.getBoundingClientRect();
        const popup = root.querySelector(s)!.getBoundingClientRect();
        return [
          Math.round(popup.top - field.bottom),
          popup.left >= 0 && popup.right <= document.documentElement.clientWidth + 1 ? 'inside' : 'outside',
        ];
      }, P.popup);
      expect(gap[1]).toBe('inside');
      expect(Math.abs(gap[0] as number)).toBeLessThanOrEqual(24);
    });
  });
}
