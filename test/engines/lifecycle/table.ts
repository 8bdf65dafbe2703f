/**
 * The table of host lifecycles (issue 50) as data: every row is something a host page does to the box's mount
 * point, crossed with the embeds and devices it names. docs/lifecycle.md prints it (`renderTable`, and a unit test
 * keeps the two the same); the rows with an `act` are driven on /test/lifecycle/dom by ./journeys.ts in each engine
 * they name (`{engine}.lifecycle.test.ts`); the others name the test that drives them.
 *
 * What every cell promises the shopper: `one` — exactly one box, and it works (it takes typing, shows products, its
 * cart button adds to the cart), no console error, at most the loader's one popstate listener; `none` — no box, no
 * console error, and no popstate listener left (`instance`: at most the loader's one).
 */
import type { EngineName, EnginePage } from '../driver';

export type Embed = 'div' | 'element';
export type Device = 'desktop' | 'mobile-web';

export interface Row {
  /** The test's name for the row. */
  id: string;
  /** What the host does, as docs/lifecycle.md says it. */
  does: string;
  embeds: readonly Embed[];
  devices: readonly Device[];
  engines: readonly EngineName[];
  /** What the shopper gets after it. */
  gets: 'one' | 'none';
  /** The page's `?late=1`: the page's HTML has no mount point. */
  late?: boolean;
  /** Uses the box before the host acts: a typed search, then Escape (the overlay opened and closed on a phone). */
  usedFirst?: boolean;
  /** What the host does, on the page's tab; the box of the HTML (if any) has mounted. */
  act?: (page: EnginePage) => Promise<void>;
  /** For a row driven elsewhere: the test that drives it. */
  drivenBy?: string;
}

const ALL_EMBEDS = ['div', 'element'] as const;
const BOTH_DEVICES = ['desktop', 'mobile-web'] as const;
const CHROMIUM = ['chromium'] as const;
const ALL_ENGINES = ['chromium', 'firefox', 'webkit'] as const;

/** In the page: the box element now (the first, or the one the loader follows). */
const box = () => document.querySelector('search-popup, #search-popup') as HTMLElement;
/** In the page: two frames and a task (what the page changed is laid out and its observers have run). */
const later = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))));
type Page = Window & { mountHTML: string; SearchPopup: { destroy(): void; ready(): Promise<{ destroy(): void }> } };

/**
 * Acts as the page: `fn` runs in it with the helpers above in scope (built here, in Node, so each engine gets one
 * self-contained function: the page's CSP forbids building code in the page).
 */
const inPage =
  (fn: (box: () => HTMLElement, later: () => Promise<void>) => Promise<void> | void) => (page: EnginePage) =>
    page.evaluate(
      new Function(
        `return Promise.resolve((${fn.toString()})(${box.toString()}, ${later.toString()})).then(() => null);`,
      ) as () => null,
    ) as unknown as Promise<void>;

/** In the page: a moment has passed since the box element was connected (the loader's FRESH: the box has stood). */
const stood = `(() => { const now = performance.now.bind(performance); performance.now = () => now() + 1000; })()`;
const afterStanding = (fn: string) =>
  ((page: EnginePage) =>
    page.evaluate(
      new Function(`${stood}; return Promise.resolve((${fn})()).then(() => null);`) as () => null,
    )) as unknown as Row['act'];

/** A row: every embed and both devices unless it names its own. */
const row = (r: Omit<Row, 'embeds' | 'devices'> & Partial<Pick<Row, 'embeds' | 'devices'>>): Row => ({
  embeds: ALL_EMBEDS,
  devices: BOTH_DEVICES,
  ...r,
});

export const ROWS: readonly Row[] = [
  row({
    id: 'late',
    does: 'renders the mount point after the widget started',
    engines: CHROMIUM,
    gets: 'one',
    late: true,
    act: inPage(() => {
      document.getElementById('slot')!.insertAdjacentHTML('beforeend', (window as unknown as Page).mountHTML);
    }),
  }),
  row({
    id: 'replace',
    does: "replaces it (its container's `innerHTML`)",
    engines: ALL_ENGINES,
    gets: 'one',
    usedFirst: true,
    act: inPage(() => {
      const slot = document.getElementById('slot')!;
      const markup = slot.innerHTML;
      slot.innerHTML = markup;
    }),
  }),
  row({
    id: 'remove-add',
    does: 'removes it, and adds the same element again a moment later',
    engines: ALL_ENGINES,
    gets: 'one',
    usedFirst: true,
    act: inPage(async (box, later) => {
      const el = box();
      el.remove();
      await later();
      document.getElementById('slot')!.append(el);
    }),
  }),
  row({
    id: 'move',
    does: 'moves it to another container (in one task)',
    engines: CHROMIUM,
    gets: 'one',
    act: inPage((box) => {
      document.getElementById('second-slot')!.append(box());
    }),
  }),
  row({
    id: 'display-none',
    does: 'hides it (`display: none`), then shows it',
    engines: CHROMIUM,
    gets: 'one',
    act: inPage(async (box, later) => {
      box().style.setProperty('display', 'none');
      await later();
      box().style.removeProperty('display');
    }),
  }),
  row({
    id: 'details',
    does: 'puts it in a closed `<details>`, then opens it',
    engines: CHROMIUM,
    gets: 'one',
    act: inPage(async (box, later) => {
      document.getElementById('in-details')!.append(box());
      await later();
      (document.getElementById('details') as HTMLDetailsElement).open = true;
    }),
  }),
  row({
    id: 'dialog',
    does: 'puts it in a closed `<dialog>`, then opens the dialog (`showModal()`)',
    engines: CHROMIUM,
    gets: 'one',
    act: inPage(async (box, later) => {
      document.getElementById('in-dialog')!.append(box());
      await later();
      (document.getElementById('dialog') as HTMLDialogElement).showModal();
    }),
  }),
  row({
    id: 'instance-destroy',
    does: "calls the box's own `destroy()` after a search, and nothing after",
    engines: ALL_ENGINES,
    gets: 'none',
    usedFirst: true,
    act: inPage(async () => {
      (await (window as unknown as Page).SearchPopup.ready()).destroy();
    }),
  }),
  row({
    id: 'instance-destroy-new',
    does: "calls the box's own `destroy()`, then renders a new mount point",
    engines: CHROMIUM,
    gets: 'one',
    usedFirst: true,
    act: inPage(async (box) => {
      (await (window as unknown as Page).SearchPopup.ready()).destroy();
      box().remove();
      document.getElementById('slot')!.insertAdjacentHTML('beforeend', (window as unknown as Page).mountHTML);
    }),
  }),
  row({
    id: 'global-destroy',
    does: 'calls `SearchPopup.destroy()` after a search, and nothing after',
    engines: ALL_ENGINES,
    gets: 'none',
    usedFirst: true,
    act: afterStanding(`() => window.SearchPopup.destroy()`),
  }),
  row({
    id: 'global-destroy-new',
    does: 'calls `SearchPopup.destroy()`, then renders a new mount point',
    engines: CHROMIUM,
    gets: 'one',
    usedFirst: true,
    act: afterStanding(`() => {
      window.SearchPopup.destroy();
      document.querySelector('search-popup, #search-popup').remove();
      document.getElementById('slot').insertAdjacentHTML('beforeend', window.mountHTML);
    }`),
  }),
  row({
    id: 'loader-again',
    does: 'calls `SearchPopup.destroy()`, then runs the loader again (a second `<script async>` in `<body>`)',
    engines: ALL_ENGINES,
    gets: 'one',
    usedFirst: true,
    act: afterStanding(`() => {
      window.SearchPopup.destroy();
      const s = document.createElement('script');
      s.src = '/static/search-popup/loader.js';
      s.async = true;
      document.body.append(s);
    }`),
  }),
  row({
    id: 'back-forward-cache',
    does: 'is left for another page and come back to with Back (the back-forward cache where the engine keeps it)',
    devices: ['mobile-web'],
    engines: ALL_ENGINES,
    gets: 'one',
    usedFirst: true,
    act: async (page) => {
      // From a timer: the evaluation answers before the page goes.
      await page.evaluate(() => {
        setTimeout(() => (location.href = '/test/lifecycle/dom?left=1'));
        return null;
      });
      await page.waitFor(() => new URLSearchParams(location.search).get('left') === '1', { timeout: 30000 });
      await page.back();
      await page.waitFor(
        () => !new URLSearchParams(location.search).has('left') && document.readyState === 'complete',
        {
          timeout: 30000,
        },
      );
    },
  }),
  row({
    id: 'react-key',
    does: "changes a React component's key (by a timer, then by a click) whose cleanup calls `SearchPopup.destroy()`: React 18 and 19, development and production, StrictMode on and off, rendered at once or after a fetch",
    devices: ['desktop'],
    engines: CHROMIUM,
    gets: 'one',
    drivenBy: 'test/browser/lifecycle.test.ts',
  }),
  row({
    id: 'frameworks',
    does: 'is re-created by Vue `v-if`, AngularJS `ng-if` and ngRoute; a React key change by a click',
    embeds: ['element'],
    devices: ['desktop'],
    engines: CHROMIUM,
    gets: 'one',
    drivenBy: 'test/browser/frameworks.test.ts',
  }),
  row({
    id: 'routers',
    does: 'navigates with Turbo 8, Turbolinks 5, jquery-pjax, React Router 7, Vue Router 4; Back and Forward',
    engines: CHROMIUM,
    gets: 'one',
    drivenBy: 'test/browser/navigation*.test.ts',
  }),
  row({
    id: 'strict-before-start',
    does: "runs StrictMode's double effects before the widget started, or commits before it and runs them after",
    devices: ['desktop'],
    engines: CHROMIUM,
    gets: 'one',
    drivenBy: 'loader/src/__tests__/cleanup.test.ts (jsdom), test/browser/lifecycle.test.ts',
  }),
  row({
    id: 'remount-100',
    does: 'removes it and adds it again 100 times',
    devices: ['desktop'],
    engines: CHROMIUM,
    gets: 'one',
    drivenBy: 'loader/src/__tests__/lifecycle.test.ts (jsdom)',
  }),
];

const ENGINE_NAMES: Record<EngineName, string> = { chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKitGTK' };
const EMBED_NAMES: Record<Embed, string> = { div: '`div`', element: '`<search-popup>`' };
const GETS = { one: 'one working box', none: 'no box' };

/** The table as docs/lifecycle.md prints it (Markdown, one line per row). */
export function renderTable(rows: readonly Row[] = ROWS): string {
  const line = (cells: string[]) => '| ' + cells.join(' | ') + ' |';
  return [
    line(['what the host does', 'embeds', 'devices', 'the shopper gets', 'engines', 'driven by']),
    line(['---', '---', '---', '---', '---', '---']),
    ...rows.map((r) =>
      line([
        r.does,
        r.embeds.map((e) => EMBED_NAMES[e]).join(', '),
        r.devices.map((d) => (d === 'desktop' ? 'desktop' : 'phone')).join(', '),
        GETS[r.gets],
        r.engines.map((e) => ENGINE_NAMES[e]).join(', '),
        r.drivenBy ? '`' + r.drivenBy + '`' : '`test/engines/lifecycle/journeys.ts` (`' + r.id + '`)',
      ]),
    ),
  ].join('\n');
}
