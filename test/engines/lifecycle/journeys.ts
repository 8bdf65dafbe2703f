/**
 * The lifecycle table's rows that a page can act out (./table.ts), on /test/lifecycle/dom in one engine: for each
 * row the engine is named in, each embed and device it names, a fresh page whose box (unless the row renders it late)
 * has mounted; the box used first where the row says so (a typed search, then Escape); then what the host does; then
 * what the shopper gets, as a person checks it: one box that takes typing, shows products and adds to the cart (the
 * toast seen), or no box; and the popstate listeners left on `window` and `document`, counted by the page's wrapped
 * `addEventListener` both ways (live listeners, and calls as a naive wrapper counts them). Console errors fail the
 * test (afterEach).
 */
import type { EngineName, EnginePage } from '../driver';
import { useEngine } from '../../helpers/enginePage';
import { P } from '../../helpers/parts';
import { widget, widgets } from '../../helpers/widget';
import { ROWS, type Device, type Embed, type Row } from './table';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const T = { timeout: 30000 };
type Counted = Window & { listening(type: string): number; calls(type: string): number };

/** What a mounted box holds: its search field or its phone trigger. */
const MOUNTED = `input[role=combobox], button${P.trigger}`;

export function defineLifecycle(name: EngineName) {
  jest.setTimeout(180000);
  const started = useEngine(name, { viewport: DESKTOP });
  let page: EnginePage | undefined;
  /** The page's box elements, read together. */
  const boxes = () => widgets(page!, 'search-popup, #search-popup');
  /** How many of them hold a mounted box. */
  const mountedBoxes = () =>
    boxes().inShadows((roots, _, s) => roots.filter((r) => r?.querySelector(s)).length, MOUNTED);
  const untilMounted = (message: string) =>
    boxes().until((roots, _, s) => roots.some((r) => r?.querySelector(s)), { ...T, message }, MOUNTED);

  afterEach(async () => {
    if (!page) return;
    const errors = await page.errors();
    await page.close();
    page = undefined;
    expect(errors).toEqual([]);
  }, 60000);

  /** The box's search: desktop, a click on the field; phone, a tap on the trigger, then the overlay's field. */
  const search = async (host: string, device: Device, text: string) => {
    const w = widget(() => page!, host, T);
    if (device === 'desktop') await page!.click(w.input);
    else {
      await w.click(`button${P.trigger}`);
      await w.until((root) => !!root.querySelector('dialog[open][aria-label="검색"]'));
      await w.until((root) => root.activeElement?.getAttribute('role') === 'combobox');
    }
    // What the box kept (a page back from the back-forward cache keeps its box, and the box its query) is erased.
    const kept = (await w.state()).value.length;
    for (let i = 0; i < kept; i++) await page!.press('Backspace');
    if (device !== 'desktop' || kept)
      await w.until((root) => !(root.querySelector('input[role=combobox]') as HTMLInputElement).value);
    await page!.type(text);
    expect((await w.products(text)).length).toBeGreaterThan(0);
    return w;
  };
  /** Until the popup (desktop) or the overlay (phone) is closed. */
  const closed = (host: string) =>
    widget(() => page!, host, T).until(
      (root) =>
        !root.querySelector('dialog[open][aria-label="검색"]') &&
        root.querySelector('input[role=combobox]')?.getAttribute('aria-expanded') !== 'true',
    );

  /** Exactly one box, and it works: it finds 어린 왕자 and adds it to the cart (the toast seen); then closed. */
  const oneWorkingBox = async (host: string, device: Device) => {
    await untilMounted('a box mounted');
    const w = await search(host, device, '어린');
    if (device !== 'desktop') await w.untilSeen(P.pager);
    await w.click('button[aria-label="어린 왕자 장바구니 담기"]');
    expect(await w.untilSeen(P.toast)).toMatch(/장바구니에 담았어요/);
    if (device === 'desktop') await page!.press('Escape');
    else await page!.back();
    await closed(host);
    expect(await mountedBoxes()).toBe(1);
  };

  const popstate = () =>
    page!.evaluate(() => [
      (window as unknown as Counted).listening('popstate'),
      (window as unknown as Counted).calls('popstate'),
    ]);

  const cells = (row: Row) => row.embeds.flatMap((embed) => row.devices.map((device) => ({ embed, device })));

  describe.each(ROWS.filter((r) => r.act && r.engines.includes(name)).map((r) => [r.id, r] as const))(
    `${name}: the host %s`,
    (_id, row) => {
      test.each(cells(row))('$embed, $device', async ({ embed, device }: { embed: Embed; device: Device }) => {
        page = await started.engine.newPage();
        const view = device === 'desktop' ? DESKTOP : PHONE;
        await page.setViewport(view.width, view.height);
        const query = new URLSearchParams({ embed, device, ...(row.late ? { late: '1' } : {}) });
        await page.goto(started.demo.url + '/test/lifecycle/dom?' + query);
        const host = embed === 'element' ? 'search-popup' : '#search-popup';
        if (!row.late) await untilMounted('the page’s box mounted');
        if (row.usedFirst) {
          await search(host, device, '해리');
          await page.press('Escape');
          await closed(host);
        }
        await row.act!(page);
        if (row.gets === 'one') {
          await oneWorkingBox(host, device);
          const [live, calls] = await popstate();
          expect(live).toBe(1);
          expect(calls).toBe(1);
        } else {
          // The first box element's root emptied (or the element gone).
          await boxes().until((roots) => !roots[0]?.childNodes.length, { ...T, message: 'the box ended' });
          expect(await mountedBoxes()).toBe(0);
          const [live, calls] = await popstate();
          // The instance's own destroy() may leave the loader's one listener; SearchPopup.destroy() none.
          const most = row.id.startsWith('instance') ? 1 : 0;
          expect(live).toBeLessThanOrEqual(most);
          expect(calls).toBeLessThanOrEqual(most);
        }
      });
    },
  );
}
