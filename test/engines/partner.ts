/**
 * A partner's page on its own origin (docs/partners.md), in each engine with the engine's own third-party cookie
 * rules: the partner blog that `npm start` serves on another loopback address (host-demo/server/partnerSite.ts),
 * embedding the widget from the shop's origin. Each journey checks what a shopper there notices: the empty input
 * filled (from the CDN files), typing, a cart add that ends in the shop's cart for that shopper, a buy-now that
 * reaches the shop's sign-in, and the Korean line when the gateway can't be reached or refuses the page.
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createPartnerSite } from '../../host-demo/server/partnerSite';
import { startDemo, type Demo } from './driver/demo';
import { launchEngine, type Engine, type EngineName, type EnginePage } from './driver';
import { DESKTOP } from './journeys';
import { poll } from '../helpers/pacing';
import { P } from '../helpers/parts';
import { widget } from '../helpers/widget';
import { closeAll, stoppable } from '../helpers/processes';

const T = { timeout: 30000 };
/** The line shown instead of the empty input's gateway sections (core/suggestionsShown.ts). */
const UNAVAILABLE = '추천 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
/** The calm line once the gateway refused the page's origin: asking again can't help (core/gatewayRefusal.ts). */
const REFUSED = '문제가 발생하였습니다.';

export function definePartnerJourneys(name: EngineName) {
  jest.setTimeout(180000);
  let demo: Demo;
  let engine: Engine;
  let page: EnginePage | null = null;
  // A second partner site the shop does not list (another loopback address).
  let unlisted: ReturnType<typeof createPartnerSite>;
  let unlistedUrl: string;

  beforeAll(async () => {
    const started = await Promise.allSettled([
      startDemo().then((d) => (demo = d)),
      // Chromium still allows third-party cookies by default; its flag blocks them as Firefox's and WebKit's
      // defaults keep them from another site's page.
      launchEngine(name, {
        viewport: DESKTOP,
        args: name === 'chromium' ? ['--test-third-party-cookie-phaseout'] : [],
      }).then((e) => (engine = e)),
    ]);
    for (const r of started) if (r.status === 'rejected') throw r.reason;
    if (!demo.partnerUrl) throw new Error('the demo started no partner site (is 127.0.0.2 reachable?)');
    unlisted = createPartnerSite({
      shopOrigin: () => demo.url,
      publicDir: join(__dirname, '..', '..', 'host-demo', 'public'),
    });
    await new Promise<void>((r) => unlisted.listen(0, '127.0.0.4', r));
    unlistedUrl = `http://127.0.0.4:${(unlisted.address() as AddressInfo).port}/`;
  }, 120000);
  afterAll(() => closeAll(engine, demo, stoppable(unlisted)), 60000);
  afterEach(async () => {
    if (!page) return;
    await page.close();
    page = null;
  }, 60000);

  const p = () => page!;
  const until = <A extends (string | string[] | number)[]>(fn: (...args: A) => unknown, ...args: A) =>
    p().waitFor(fn, T, ...args);
  const w = widget(p, '#search-popup', T);
  /** A fresh page at `url`, the widget mounted. */
  const visit = async (url: string) => {
    page ??= await engine.newPage();
    await p().setViewport(DESKTOP.width, DESKTOP.height);
    await p().goto(url);
    await until(() =>
      (window as unknown as { SearchPopup?: { ready(): Promise<unknown> } }).SearchPopup?.ready().then(() => true),
    );
  };
  const open = () => w.open();
  /** How many requests the shop's gateway had from pages of `origin` (test mode counts them). */
  const gatewayCalls = async (origin: string) =>
    (
      (await (await fetch(demo.url + '/test/gateway-calls?origin=' + encodeURIComponent(origin))).json()) as {
        count: number;
      }
    ).count;
  /** From now on, the page's console errors are kept in the page too, for `untilSaid`. */
  const hearErrors = () =>
    p().evaluate(() => {
      const w = window as unknown as { __said: string[] };
      w.__said = [];
      const error = console.error;
      console.error = (...args: unknown[]) => {
        w.__said.push(args.map(String).join(' '));
        error.apply(console, args);
      };
    });
  /**
   * The console error that contains `text`, once the page has said it (the widget says it after a probe): as the
   * page kept it, or as the engine saw it — the box may have been reached for before `hearErrors` (Firefox sends the
   * new page's box a pointer entering it where the last test's click left the pointer: the probe starts at load).
   */
  const untilSaid = (text: string) =>
    poll(
      async () =>
        [
          ...((await p().evaluate(() => (window as unknown as { __said?: string[] }).__said ?? [])) as string[]),
          ...(await p().errors()),
        ].find((e) => e.includes(text)),
      { ...T, message: 'a console error saying ' + text },
    ) as Promise<string>;
  /**
   * From now on the page keeps the text of each toast and alert of the widget as it appears, and each click that
   * reaches a button (on the page or in the widget). A toast lasts 3 s, and a driver slowed by the window the click
   * opened (WebKit's) could first look after it had gone.
   */
  const recordPrompts = () =>
    w.inShadow((root, prompts) => {
      const w = window as unknown as { __prompts: string[]; __clicks: string[] };
      const seen: string[] = (w.__prompts = []);
      const clicks: string[] = (w.__clicks = []);
      const look = () => {
        for (const el of root.querySelectorAll(prompts)) {
          const text = el.textContent ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      };
      new MutationObserver(look).observe(root, { childList: true, subtree: true, characterData: true });
      const heard = (e: Event) => {
        const button = (e.composedPath()[0] as Element).closest?.('button');
        if (button) clicks.push(`${button.textContent} (detail ${(e as MouseEvent).detail})`);
      };
      // In capture, before anything can stop it (the page's listener hears the widget's clicks too).
      addEventListener('click', heard, true);
      return true;
    }, `${P.toast}, [role=alertdialog]`);
  /**
   * A cart or buy-now click on a partner page (`recordPrompts()` before it): the new window opens in the click (the
   * toast says where the purchase goes on), or, where the browser let the click's permission lapse while the
   * widget's code arrived (WebKit allows a window only within about a second of the click; a loaded machine takes
   * longer), the widget asks, and the shopper's click on its button opens it: never nothing. A pointer click that
   * reached no button of the page in 10 s (the driver lost it: CI once saw WebKit say nothing after this click on a
   * loaded machine) is made again, as a person would, and the console says so; a click the page heard and answered
   * with nothing fails, naming the clicks the page heard.
   */
  const clickHandsOff = async (target: Parameters<EnginePage['click']>[0], toastText: string) => {
    const prompt = () => (window as unknown as { __prompts?: string[] }).__prompts?.[0] ?? null;
    const heard = () => p().evaluate(() => (window as unknown as { __clicks?: string[] }).__clicks ?? []);
    await p().click(target);
    let said = await p()
      .waitFor(prompt, { timeout: 10000 })
      .catch(() => null);
    if (said === null && !(await heard()).length) {
      console.warn('the driver’s click reached no button of the page; clicking again');
      await p().click(target);
    }
    said ??= await p()
      .waitFor(prompt, T)
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\n  clicks the page heard: ${JSON.stringify(await heard())}`);
      });
    if (said === toastText) return;
    expect(said).toBe('새 창이 열리지 않았습니다.\n쇼핑몰로 이동해 이어서 진행하시겠습니까?닫기쇼핑몰로 이동');
    await w.click(`[role=alertdialog] ${P.modalOk}`);
  };
  const pathIs = (path: string) =>
    until((want: string) => location.pathname === want && document.readyState === 'complete', path);

  describe(`${name}: a partner page on another origin`, () => {
    // The shop's cookies never reach its frames on another site's page: SameSite=Lax keeps them out in every engine,
    // and the engine's third-party rules (Chromium's flag above, Firefox's partitioning, WebKit's blocking) would
    // for any other cookie. What the widget could see there is what this frame sees: so the cart hands off.
    test('the shop’s own cookie is not there in a frame of the shop on the partner page', async () => {
      // The shop's page is left only once its box has mounted: leaving it while the box's chunk is still on its way
      // can end that load, and the loader says so on the console (seen in Firefox on a loaded machine).
      await visit(demo.url + '/');
      expect(await p().evaluate(() => document.cookie)).toContain('sp_tmpr_mmbr_num=');
      await p().goto(demo.partnerUrl!);
      const seenInFrame = await p().evaluate(
        (src: string) =>
          new Promise<string>((resolve) => {
            addEventListener('message', (e) => {
              const d = e.data as { probe?: string; cookie?: string };
              if (d && d.probe === 'cookies') resolve(d.cookie ?? '');
            });
            const f = document.createElement('iframe');
            f.src = src;
            document.body.appendChild(f);
          }),
        demo.url + '/test/cookie-probe',
      );
      expect(seenInFrame).not.toContain('sp_tmpr_mmbr_num');
    });

    test('the empty input is filled from the shop’s CDN files; typing searches the shop', async () => {
      await visit(demo.partnerUrl!);
      await open();
      await w.untilSeen(`${P.trend} [role=gridcell][id]`);
      await w.untilSeen(`${P.rise} [role=gridcell][id]`);
      const asked = await p().evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      );
      expect(asked).toEqual(expect.arrayContaining(['/cdn/search-popup/P/trendkeyword.json']));
      expect(asked.filter((a) => a.startsWith('/api/gw/search/trendkeyword'))).toEqual([]);
      await p().type('해리');
      const products = await w.products('해리');
      expect(products[0]).toContain('해리');
      await w.untilSeen(`${P.products} [role=gridcell][id]`);
      expect(await p().errors()).toEqual([]);
    });

    test('a cart add continues on the shop and ends in that shopper’s cart there', async () => {
      // The shopper has been to the shop before: its anonymous cart is theirs by the shop's own cookie (the page
      // left once its box has mounted, as above).
      await visit(demo.url + '/');
      const mine = await p().evaluate(() => /sp_tmpr_mmbr_num=([^;]+)/.exec(document.cookie)?.[1] ?? null);
      await visit(demo.partnerUrl!);
      await open();
      await p().type('작별하지');
      await w.products('작별하지');
      await recordPrompts();
      await clickHandsOff(
        w.at('button[aria-label="작별하지 않는다 장바구니 담기"]'),
        '새 창에서 쇼핑몰로 이동해 장바구니에 담습니다.',
      );
      expect(await p().errors()).toEqual([]);
      await p().popup();
      await pathIs('/ORD/cart/handoff');
      expect(await p().evaluate(() => document.querySelector('.partner-id')?.textContent)).toBe('bookcat-blog');
      await p().click('.handoff-form button[type=submit]');
      await pathIs('/ORD/cart');
      expect(await p().evaluate(() => document.querySelector('.hint')?.textContent?.trim())).toBe(
        '선택한 상품을 장바구니에 담았어요.',
      );
      expect(await p().evaluate(() => document.cookie)).toContain('sp_tmpr_mmbr_num=' + mine);
      expect(
        await p().evaluate(() =>
          [...document.querySelectorAll('tr[data-sale-id] td:first-child')].map((t) => t.textContent),
        ),
      ).toEqual(['작별하지 않는다']);
    });

    test('the partner’s own buy-now button reaches the shop’s sign-in, and comes back to the hand-off', async () => {
      await visit(demo.partnerUrl!);
      await recordPrompts();
      await clickHandsOff('button[data-cart="001"]', '새 창에서 쇼핑몰로 이동해 바로구매를 진행합니다.');
      await p().popup();
      await pathIs('/MBR/login');
      const next = await p().evaluate(() => new URLSearchParams(location.search).get('continue'));
      expect(next).toBe('/ORD/cart/handoff?spbkDvsnCode=001&items=S000000003*1&partner=bookcat-blog');
    });

    test('a gateway that can’t be reached: one Korean line, and the console names the cause', async () => {
      await visit(demo.partnerUrl! + '?gateway=down&cdn=0');
      await hearErrors();
      await open();
      expect(await w.untilSeen(P.unavailable)).toBe(UNAVAILABLE);
      expect(await untilSaid('cannot be reached')).toMatch(
        /SearchPopup: gateway http:\/\/127\.0\.0\.3:\d+\/api\/gw cannot be reached from http:\/\/127\.0\.0\.2:\d+ /,
      );
    });

    test('a page the shop does not list is refused: asked no more, one console line says whom to ask, a calm line', async () => {
      await visit(unlistedUrl + '?cdn=0');
      await hearErrors();
      await open();
      const origin = unlistedUrl.replace(/\/$/, '');
      expect(await untilSaid('refused this origin')).toContain(
        `SearchPopup: gateway ${demo.url}/api/gw refused this origin (CORS): ask the shop to allow ${origin} (its PARTNER_ORIGINS, docs/partners.md)`,
      );
      await w.untilShown(REFUSED);
      const asked = await gatewayCalls(origin);
      // The first calls (asked together on the first focus) and the one probe; then nothing more, whatever is typed.
      expect(asked).toBeGreaterThan(0);
      await p().type('gofl');
      // The typed search's group says it calmly too (its calls refused at once, unasked).
      await w.untilShown(['검색 결과', REFUSED]);
      expect(await gatewayCalls(origin)).toBe(asked);
      // One line of the widget's (the engine's own CORS lines are the browser's, one per refused request).
      expect((await p().errors()).filter((e) => e.includes('SearchPopup:'))).toHaveLength(1);
    });
  });
}
