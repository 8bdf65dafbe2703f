/**
 * `npm run screenshots`: the key states of the widget on the demo, in each engine (`ENGINES` selects), written to
 * docs/screenshots/{engine}-{state}.png. Run by Jest (so the TypeScript driver needs no other runner) only when
 * SCREENSHOTS=1 is set (jest.config.ts); it is not part of `npm test`. Look at the PNGs after a layout change.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startDemo, type Demo } from './driver/demo';
import { P } from '../helpers/parts';
import { widget as widgetOf } from '../helpers/widget';
import { launchEngine, selectedEngines, type EnginePage } from './driver';

const OUT = join(__dirname, '..', '..', 'docs', 'screenshots');
const T = { timeout: 30000 };
const widget = (page: EnginePage) => widgetOf(page, '#search-popup', T);
jest.setTimeout(600000);

let demo: Demo;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  demo = await startDemo();
});
afterAll(() => demo?.stop());

const ready = (page: EnginePage) =>
  page.waitFor(
    () => (window as unknown as { SearchPopup?: { ready(): Promise<unknown> } }).SearchPopup?.ready().then(() => true),
    T,
  );
const answered = (page: EnginePage, query: string) =>
  widget(page).until(
    (root, q: string, later: string, waiting: string) => {
      const grid = root.querySelector(`[role=grid][data-query="${q}"]`);
      const images = grid ? [...grid.querySelectorAll('img')] : [];
      // Images on screen have loaded (lazy ones off screen, on the swiper's other pages, never will, nor those of
      // the empty input's sections held hidden while typing: `content-visibility: hidden` keeps their boxes). A new
      // image waits for the typing to pause (its box a `P.imageWaiting`): asked and loaded, then.
      const onScreen = (i: Element) => {
        if (i.closest('[hidden]')) return false;
        const r = i.getBoundingClientRect();
        return r.width > 0 && r.left >= 0 && r.right <= innerWidth && r.top < innerHeight && r.bottom > 0;
      };
      return (
        !!grid &&
        grid.querySelectorAll('[role=gridcell][id]').length > 0 &&
        // Drawn whole: a new answer's products come a column per frame.
        !grid.querySelector(later) &&
        !grid.querySelector(waiting) &&
        images.every((i) => i.complete || !onScreen(i))
      );
    },
    {},
    query,
    P.later,
    P.imageWaiting,
  );
/** `word` typed into the focused box, until its answer is drawn whole. */
async function typed(page: EnginePage, word: string) {
  await page.type(word);
  await answered(page, word);
}
/** A desktop page at a size, its box clicked: the empty popup with all ten live keywords. */
async function openEmpty(page: EnginePage, path: string, width: number, height: number) {
  await page.setViewport(width, height);
  await page.goto(demo.url + path);
  await ready(page);
  await widget(page).focus();
  await widget(page).untilCount(`${P.rise} [role=gridcell][id]`, 10);
}
/** The input focused, its text selected. */
const selectInput = (page: EnginePage) =>
  widget(page).inShadow((root) => {
    const i = root.querySelector('input')!;
    i.focus();
    i.select();
  });
/** The input emptied, two spaces submitted: the blank-submit alert is open. */
async function blankSubmit(page: EnginePage) {
  await selectInput(page);
  await page.press('Backspace');
  await page.type('  ');
  await page.press('Enter');
  await widget(page).untilThere('[role=alertdialog]');
}
/** Fonts loaded, images decoded and two frames painted. */
const settled = (page: EnginePage) =>
  page.evaluate(() =>
    document.fonts.ready.then(
      () =>
        new Promise<boolean>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done(true), 300))),
        ),
    ),
  );

describe.each(selectedEngines())('%s', (name) => {
  test('screenshots', async () => {
    const engine = await launchEngine(name, { viewport: { width: 1024, height: 768 } });
    const shot = async (page: EnginePage, state: string) => {
      await settled(page);
      await page.screenshot(join(OUT, `${name}-${state}.png`));
    };
    /** A new page for `steps`, closed after them. */
    const onPage = async (steps: (page: EnginePage) => Promise<void>) => {
      const page = await engine.newPage();
      await steps(page);
      await page.close();
    };
    try {
      for (const [width, height] of [
        [1024, 768],
        [1280, 900],
        [1366, 768],
        [1440, 900],
      ])
        await onPage(async (page) => {
          await openEmpty(page, '/', width, height);
          await shot(page, `desktop-${width}-empty`);
          await typed(page, '해리');
          await shot(page, `desktop-${width}-typed`);
          if (width === 1024) {
            // The toast after a cart add, then the blank-submit alert.
            await widget(page).click(`button${P.cart}`);
            await widget(page).untilThere(P.toast);
            await shot(page, 'toast');
            await blankSubmit(page);
            await shot(page, 'modal');
          } else {
            // The box emptied again: the empty-input sections, kept hidden while typing (views/Sections.tsx), are back.
            await selectInput(page);
            await page.press('Backspace');
            await widget(page).until(
              (root, s, typed) => {
                const held = root.querySelector<HTMLElement>(s);
                return !!held && !held.hidden && !root.querySelector(typed) && held.offsetHeight > 100;
              },
              {},
              P.held,
              P.typedMode,
            );
            await shot(page, `desktop-${width}-emptied`);
          }
        });
      // A host page with `body { zoom: 1.25 }` (issue 16): the dropdown under the box, laid out by its own width.
      // Focused from a script: the WebKit driver's hit test misses under zoom (test/engines/README.md).
      await onPage(async (page) => {
        await page.setViewport(1280, 900);
        await page.goto(demo.url + '/test/zoom?case=body-125');
        await ready(page);
        await widget(page).inShadow((root) => (root.querySelector('input') as HTMLInputElement).focus());
        // WebKitGTK drops keys typed right after a field takes focus: the driver's type() waits until keys arrive.
        await typed(page, '해리');
        await shot(page, 'zoom');
      });
      // A few products beside the side sections (no wide blank), then an option product's prompt (issue 39).
      await onPage(async (page) => {
        await openEmpty(page, '/', 1280, 900);
        await typed(page, '데미안');
        await shot(page, 'desktop-1280-few');
        await selectInput(page);
        await typed(page, '제본');
        await widget(page).click(`button${P.cart}`);
        await widget(page).untilThere('[role=alertdialog]');
        await shot(page, 'option-prompt');
      });
      // The partner blog at 1024×768, a page that can't scroll: the typed answer fits whole (issue 39).
      await onPage(async (page) => {
        await openEmpty(page, '/partner', 1024, 768);
        await typed(page, '해리');
        await shot(page, 'partner-1024-typed');
      });
      // The partner blog on a phone (issue 54): one column, the search first.
      await onPage(async (page) => {
        await page.setViewport(390, 844);
        await page.goto(demo.url + '/partner');
        await ready(page);
        await shot(page, 'partner-390');
      });
      // The shop's results page on a phone: its own phone layout, the kept keyword in the trigger (issue 39).
      await onPage(async (page) => {
        await page.setViewport(390, 844);
        await page.goto(demo.url + '/search?keyword=' + encodeURIComponent('해리'));
        await ready(page);
        await shot(page, 'mobile-results');
      });
      // The partner blog's theme (README "Theming"): its colours, font and buttons on the popup.
      await onPage(async (page) => {
        await openEmpty(page, '/partner', 1280, 900);
        await shot(page, 'partner');
      });
      // The partner blog on its own origin (docs/partners.md): typed with the hand-off toast after a cart button,
      // the shop's hand-off page in the window it opened, and the line shown when the gateway is down.
      await onPage(async (page) => {
        await page.setViewport(1280, 900);
        await page.goto(demo.partnerUrl!);
        await ready(page);
        await widget(page).focus();
        await typed(page, '작별하지');
        await widget(page).click('button[aria-label="작별하지 않는다 장바구니 담기"]');
        await widget(page).untilThere(P.toast);
        // Not `shot`: the window it opened is in front now, so this page draws no frames to wait for.
        await page.screenshot(join(OUT, `${name}-partner-origin-handoff.png`));
        await page.popup();
        await page.setViewport(1024, 768);
        await shot(page, 'partner-origin-shop');
        await page.goto(demo.partnerUrl! + '?gateway=down&cdn=0');
        await ready(page);
        await widget(page).focus();
        await widget(page).untilThere(P.unavailable);
        await shot(page, 'partner-origin-unavailable');
      });
      await onPage(async (page) => {
        const phone = await page.setViewport(390, 844);
        await page.goto(demo.url + '/mobile');
        await ready(page);
        await widget(page).click(`button${P.trigger}`);
        await widget(page).untilCount(`${P.rise} [role=gridcell][id]`, 1, { atLeast: true });
        await shot(page, 'mobile-empty');
        await typed(page, '해리');
        await widget(page).untilThere(P.pager);
        await shot(page, 'mobile-typed');
        await page.drag(widget(page).at(P.swiperViewport), -Math.round(phone.width * 0.7), 0, { x: 0.92, y: 0.5 });
        await widget(page).until((root, s) => /^02/.test(root.querySelector(s)!.textContent!.trim()), {}, P.pager);
        // The swiper has stopped moving (embla animates to the page).
        await widget(page).until(
          (root, s) =>
            new Promise<boolean>((done) => {
              const track = root.querySelector(s)!;
              const at = getComputedStyle(track).transform;
              // A measurement window (the track still after 400 ms: its slide has ended), not a sleep.
              // eslint-disable-next-line no-restricted-syntax
              setTimeout(() => done(getComputedStyle(track).transform === at), 400);
            }),
          {},
          P.swiperTrack,
        );
        await shot(page, 'mobile-paged');
        // A blank submit's alert: the large (lg) buttons of the mobile modals.
        await blankSubmit(page);
        await shot(page, 'mobile-modal');
      });
    } finally {
      await engine.close();
    }
  });
});
