/**
 * What every journey module shares (./index.ts composes them): the engine and the demo, started once per file; the
 * journey's page, fresh for each test (no cookies or storage from the last one) and checked for page errors after
 * it; the widget on it (test/helpers/widget.ts); the steps many journeys take.
 */
import type { EngineName, EnginePage, Json } from '../driver';
import { useEngine } from '../../helpers/enginePage';
import { P } from '../../helpers/parts';
import { unseen, type SeenQuery } from '../../helpers/seen';
import { widget } from '../../helpers/widget';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** Every wait's limit in the journeys. */
export const T = { timeout: 30000 };
/** A row of a section (`${P.rise} ${CELL}`), and a product row. */
export const CELL = '[role=gridcell][id]';
export const PRODUCT = `${P.products} ${CELL}`;

export type Journeys = ReturnType<typeof journeys>;

export function journeys(name: EngineName) {
  const started = useEngine(name, { viewport: DESKTOP });
  let current: EnginePage | undefined;
  /** The journey's page: the one `open` (or `visit`) opened last. */
  const page = new Proxy({} as EnginePage, {
    get: (_, key) => {
      const v = current![key as keyof EnginePage];
      return typeof v === 'function' ? v.bind(current) : v;
    },
  });
  /** The widget on the current page. */
  const w = widget(() => current!, '#search-popup', T);

  afterEach(async () => {
    if (!current) return;
    const errors = await current.errors();
    await current.close();
    expect(errors).toEqual([]);
  }, 60000);

  /** A fresh page at `path`; returns the viewport in effect (see EnginePage.setViewport). */
  const open = async (path: string, viewport = DESKTOP) => {
    current = await started.engine.newPage();
    const view = await current.setViewport(viewport.width, viewport.height);
    await current.goto(started.demo.url + path);
    return view;
  };
  const until = <A extends (string | string[] | number)[]>(fn: (...args: A) => unknown, ...args: A) =>
    page.waitFor(fn, T, ...args);
  const j = {
    name,
    started,
    page,
    w,
    open,
    until,
    /** A fresh page at `path`, the widget mounted; returns the viewport in effect. */
    async visit(path: string, viewport = DESKTOP) {
      const view = await open(path, viewport);
      await page.waitFor(
        () =>
          (window as unknown as { SearchPopup?: { ready(): Promise<unknown> } }).SearchPopup?.ready().then(() => true),
        T,
      );
      return view;
    },
    state: () => w.state(),
    /** Typed into the focused search box; resolves once the answer for the whole word is on screen. */
    async search(text: string) {
      await w.open();
      await page.type(text);
      return w.products(text);
    },
    /** The shop's page, `word` searched, the cart button of `product` pressed: the prompt's text. */
    async cartPrompt(word: string, product: string) {
      await j.visit('/');
      await j.search(word);
      await w.click(`button[aria-label="${product} 장바구니 담기"]`);
      return w.untilSeen('[role=alertdialog] p');
    },
    /** A tap on the phone's 검색 trigger, until its search overlay is open. */
    async overlay() {
      await w.click(`button${P.trigger}`);
      await w.untilThere('dialog[open][aria-label="검색"]');
    },
    /**
     * The open modal has focus on its `button` (then `meanwhile`); Escape closes it, and focus is back in the box on
     * the same page.
     */
    async closesOnEscape(button: string, meanwhile?: () => Promise<void>) {
      await w.until((root, b) => root.activeElement?.textContent === b, {}, button);
      await meanwhile?.();
      await page.press('Escape');
      await w.untilThere('[role=alertdialog]', { gone: true });
      expect(await w.focused()).toBe('combobox');
      expect(new URL(await page.url()).pathname).toBe('/');
    },
    pathIs: (path: string) => until((p: string) => location.pathname === p && document.readyState === 'complete', path),
    /** After two frames: what was drawn has been measured (the dropdown's placement, the toast's spot). */
    frames: () =>
      page.evaluate(
        () => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))),
      ),
    /** What hides the elements `query` finds (test/helpers/seen.ts), run in the page. */
    hidden: (query: SeenQuery) => page.evaluate(unseen as unknown as (q: Json) => string[], query as unknown as Json),
  };
  return j;
}
