/** The box before the script (issue 19): the page's own form searches, and the widget takes over what was typed. */
import { DESKTOP, PRODUCT, type Journeys } from './context';

export function boxBeforeScript({ name, page, w, open, until, pathIs }: Journeys) {
  describe(`${name}: the box before the script (issue 19)`, () => {
    /** A fresh page with the box before the script, `harry` typed into the page's own field. */
    const typedEarly = async () => {
      await open('/test/early', DESKTOP);
      await page.click(['#search-popup', 'input[name=keyword]']);
      await page.type('harry');
    };
    test("with no script the page's own form searches: Enter goes to the results page for the typed word", async () => {
      await typedEarly();
      await page.press('Enter');
      await pathIs('/search');
      expect(new URL(await page.url()).searchParams.get('keyword')).toBe('harry');
    });

    test('typed before the script arrived: the widget takes the text, the caret and focus over', async () => {
      await typedEarly();
      await page.press('ArrowLeft');
      await page.press('ArrowLeft');
      await page.evaluate(() => (window as unknown as { addLoader(): void }).addLoader());
      // Focused with text when the loader came, the field may hold a composing syllable: the widget waits for the
      // shopper's next key (which shows none is composing), then takes the field over.
      // The bundle arrived and ran (its file fetched, then a frame and the task after it): no shadow root yet.
      await until(() => performance.getEntriesByType('resource').some((e) => /\/desktop-[\w-]+\.js$/.test(e.name)));
      await page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => setTimeout(done, 0, true))));
      expect(await w.isMounted()).toBe(false);
      await page.type('X');
      await w.mounted();
      const field = () =>
        w.inShadow((root) => {
          const i = root.querySelector('input[role=combobox]') as HTMLInputElement;
          return { value: i.value, caret: [i.selectionStart, i.selectionEnd], focused: root.activeElement === i };
        });
      expect(await field()).toEqual({ value: 'harXry', caret: [4, 4], focused: true });
      await page.press('Backspace');
      await w.products('harry');
      expect(await w.untilSeen(PRODUCT)).toBeTruthy();
    });
  });
}
