/**
 * The lifecycle table's React rows (docs/lifecycle.md), in Chromium on pages built from the real libraries
 * (host-demo/hosts/lifecycle.tsx): React 18 and 19, development and production builds, StrictMode on and off, the
 * `div` and the `<search-popup>` embed, the app rendered at once or after its first fetch. The search box component calls `SearchPopup.destroy()` in its effect
 * cleanup and does nothing else with the API. Its key changes from a timer (a default-priority update: React runs
 * the old component's cleanup after the new node is in) and from a click (a discrete update: the cleanup runs in the
 * same task). After each: exactly one box, which searches, in the new node; at most the loader's one popstate
 * listener; no console error.
 */
import type { Page } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { fromPlaywright, widget, widgets } from '../helpers/widget';

/** The page's box elements, either form. */
const BOXES = 'search-popup, #search-popup';

const demo = useDemoPage({ viewport: { width: 1280, height: 900 } });

type Lifecycle = { lifecycle: { rekey(): void; generation: number }; listening(type: string): number };

/** The page's box elements: each one's generation and whether it holds a search box. */
const boxes = (page: Page) =>
  widgets(fromPlaywright(page), BOXES).inShadows((roots, els) =>
    els.map((el, i) => (el as HTMLElement).dataset.generation + ':' + !!roots[i]?.querySelector('[role=combobox]')),
  );

/** Until the page shows exactly one box, in the node of `generation`, and it finds 해리 포터 for a typed 해리. */
async function oneWorkingBox(page: Page, host: string, generation: number, timeout = 15000) {
  await widgets(fromPlaywright(page), BOXES).until(
    (roots, els, g) =>
      els.length === 1 &&
      (els[0] as HTMLElement).dataset.generation === String(g) &&
      !!roots[0]?.querySelector('[role=combobox]'),
    { timeout },
    generation,
  );
  const w = widget(fromPlaywright(page), host, { timeout: 15000 });
  await w.typeInto('해리');
  expect((await w.products('해리')).length).toBeGreaterThan(0);
  await w.press('Escape');
  expect(await boxes(page)).toEqual([generation + ':true']);
  expect(await page.evaluate(() => (window as unknown as Lifecycle).listening('popstate'))).toBe(1);
}

/**
 * The React host with `query` (host-demo/hosts/lifecycle.tsx): one working box in the first node, then after the
 * search box's key changed from a timer, then after it changed from a click. The page's console errors fail the test
 * (useDemoPage).
 */
async function keyChanges(query: Record<string, string>) {
  const { page } = await demo.open('/test/lifecycle/react?' + new URLSearchParams(query), { ready: false });
  const host = query.embed === 'element' ? 'search-popup' : '#search-popup';
  // The demo builds each app with esbuild on its first request (React's development build takes a while).
  await oneWorkingBox(page, host, 0, 60000);
  await page.evaluate(() => (window as unknown as Lifecycle).lifecycle.rekey());
  await oneWorkingBox(page, host, 1);
  await page.click('#rekey');
  await oneWorkingBox(page, host, 2);
}

const CASES = ['19', '18'].flatMap((react) =>
  ['dev', 'prod'].flatMap((build) =>
    ['1', '0'].flatMap((strict) =>
      ['div', 'element'].flatMap((embed) =>
        // The app renders at once from its deferred bundle (in StrictMode's development build its commit can come
        // before the widget's start and its double effects after it), or after its first fetch (after the start).
        ['0', '1'].map((late) => ({ react, build, strict, embed, late })),
      ),
    ),
  ),
);

describe('a React search box whose cleanup calls SearchPopup.destroy(): its key changed', () => {
  jest.setTimeout(90000);
  test.each(CASES)('React $react ($build), StrictMode $strict, $embed, late $late: by a timer, then by a click', (c) =>
    keyChanges(c),
  );
});

/**
 * The other ways the React hosts hold the widget, each with a key changed by a timer and then by a click:
 * the cleanup ends the box's own instance (`(await SearchPopup.ready()).destroy()`), or the component adds its own
 * async loader tag (removed in the cleanup, a second one each time: the loader run again after a `destroy()`), or the
 * page's loader tag is deferred or async.
 */
const VARIANTS = ['19', '18'].flatMap((react) =>
  ['dev', 'prod'].flatMap((build) =>
    ['div', 'element'].flatMap((embed) => [
      ...['1', '0'].map((strict) => ({ react, build, strict, embed, cleanup: 'instance', loader: '' })),
      ...['component', 'defer', 'async'].map((loader) => ({
        react,
        build,
        strict: '1',
        embed,
        cleanup: 'global',
        loader,
      })),
    ]),
  ),
);

describe('a React search box, other cleanups and loader tags: its key changed', () => {
  jest.setTimeout(90000);
  test.each(VARIANTS)(
    'React $react ($build), StrictMode $strict, $embed, cleanup $cleanup, loader $loader: by a timer, then by a click',
    ({ loader, ...c }) => keyChanges(loader ? { ...c, loader } : c),
  );
});
