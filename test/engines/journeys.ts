/**
 * The user journeys of the browser suite, written once against the engines' page API (./driver) and run in each
 * engine by `{engine}.test.ts`. Each engine and the demo server start once per file; each journey gets a fresh
 * page (no cookies or storage from the last one). Assertions are what a shopper notices: what is on screen and
 * not covered, where focus is, which page the browser is on.
 */
import { startDemo, type Demo } from './driver/demo';
import { launchEngine, type Engine, type EngineName, type EnginePage } from './driver';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
const INPUT = ['#search-popup', 'input[role=combobox]'];
const T = { timeout: 30000 };

/**
 * In the page: the element at `path` (selectors, each next one inside the previous one's shadow root), if a
 * person can see it: a box inside the viewport and, at its centre, itself (or something inside it) on top.
 * Returns its text (or true when it has none), else null.
 */
export const seen = (path: string[]): string | true | null => {
  let el: Element | null = null;
  for (const s of path) {
    el = (el ? (el.shadowRoot ?? el) : document).querySelector(s);
    if (!el) return null;
  }
  const r = el!.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth)
    return null;
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
  let hit: Element | null = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  for (let n: Node | null = hit; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null)
    if (n === el) return (el!.textContent ?? '').trim() || true;
  return null;
};

/** In the page: why `seen(path)` is null — missing, outside the viewport, or covered (and by what). */
export const unseenBecause = (path: string[]): string => {
  let el: Element | null = null;
  for (const s of path) {
    el = (el ? (el.shadowRoot ?? el) : document).querySelector(s);
    if (!el) return `no element ${s}`;
  }
  const r = el!.getBoundingClientRect();
  const box = `box ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)} in ${innerWidth}×${innerHeight}`;
  let hit: Element | null = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  while (hit?.shadowRoot) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return `${box}; at its centre: ${hit ? hit.tagName.toLowerCase() + '.' + String(hit.className).replace(/\s+/g, '.') : 'nothing'}`;
};

/** In the page: the input's state as a screen reader and a shopper meet it. */
const inputState = () => {
  const i = document
    .getElementById('search-popup')!
    .shadowRoot!.querySelector('input[role=combobox]') as HTMLInputElement;
  return { value: i.value, expanded: i.getAttribute('aria-expanded'), active: i.getAttribute('aria-activedescendant') };
};

/** In the page: what has focus inside the widget (role, else its text), and whether the widget has it at all. */
const focused = () => {
  const host = document.getElementById('search-popup')!;
  const el = host.shadowRoot!.activeElement as HTMLElement | null;
  if (document.activeElement !== host || !el) return null;
  return el.getAttribute('role') ?? (el.textContent ?? '').trim();
};

/** In the page: the texts of the product cells shown for `query` (the answer for that query, not an earlier one). */
export const productsFor = (query: string) => {
  const root = document.getElementById('search-popup')!.shadowRoot!;
  const grid = root.querySelector(`[role=grid][data-query="${query}"]`);
  if (!grid) return null;
  const cells = [...grid.querySelectorAll('.sp-products [role=gridcell][id]')].map((c) => (c.textContent ?? '').trim());
  return cells.length ? cells : null;
};

/**
 * In the page: every button of the widget that is not of the button system (views/button.ts) or not at its size's
 * height (lg 50, md 44, sm 38, xs 30, xxs 24 px), with why; empty when all are.
 */
const offSystemButtons = () => {
  const SIZES: Record<string, number> = { lg: 50, md: 44, sm: 38, xs: 30, xxs: 24 };
  const COLOURS = ['primary', 'blue', 'bluelight', 'green', 'red', 'gray', 'ghost', 'black'];
  return [...document.getElementById('search-popup')!.shadowRoot!.querySelectorAll('button')].flatMap((b) => {
    const size = Object.keys(SIZES).find((s) => b.classList.contains('sp-btn-' + s));
    const name = (b.getAttribute('aria-label') || b.textContent || '').trim();
    if (!size || !COLOURS.some((c) => b.classList.contains('sp-btn-' + c)) || b.getAttribute('part') !== 'button')
      return [name + ': not of the system'];
    const h = b.getBoundingClientRect().height;
    return h && Math.round(h) !== SIZES[size] ? [`${name}: ${size} is ${h}px`] : [];
  });
};

/** In the page: the box of the element at `selector` in the widget, and whether it is inside the search field. */
const inField = (selector: string) => {
  const root = document.getElementById('search-popup')!.shadowRoot!;
  const el = root.querySelector(selector);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  const f = root.querySelector('.sp-field')!.getBoundingClientRect();
  return r.width > 0 && r.left >= f.left && r.right <= f.right && r.top >= f.top && r.bottom <= f.bottom;
};

export function defineJourneys(name: EngineName) {
  jest.setTimeout(180000);
  let demo: Demo;
  let engine: Engine;
  let page: EnginePage;

  beforeAll(async () => {
    // Both at once; whatever started is stopped in afterAll, also when the other failed.
    const started = await Promise.allSettled([
      startDemo().then((d) => (demo = d)),
      launchEngine(name, { viewport: DESKTOP }).then((e) => (engine = e)),
    ]);
    for (const r of started) if (r.status === 'rejected') throw r.reason;
  }, 120000);
  afterAll(async () => {
    await engine?.close();
    await demo?.stop();
  }, 60000);
  afterEach(async () => {
    if (!page) return;
    const errors = await page.errors();
    await page.close();
    expect(errors).toEqual([]);
  }, 60000);

  /** A fresh page at `path`, the widget mounted; returns the viewport in effect (see EnginePage.setViewport). */
  const visit = async (path: string, viewport = DESKTOP) => {
    page = await engine.newPage();
    const view = await page.setViewport(viewport.width, viewport.height);
    await page.goto(demo.url + path);
    await page.waitFor(
      () =>
        (window as unknown as { SearchPopup?: { ready(): Promise<unknown> } }).SearchPopup?.ready().then(() => true),
      T,
    );
    return view;
  };
  const state = () => page.evaluate(inputState);
  const until = <A extends (string | string[] | number)[]>(fn: (...args: A) => unknown, ...args: A) =>
    page.waitFor(fn, T, ...args);
  /** Typed into the focused search box; resolves once the answer for the whole word is on screen. */
  const search = async (text: string) => {
    await page.click(INPUT);
    await until(
      () =>
        document.getElementById('search-popup')!.shadowRoot!.querySelector('input')!.getAttribute('aria-expanded') ===
        'true',
    );
    await page.type(text);
    return until(productsFor, text) as Promise<string[]>;
  };
  /** Waits until a person could see the element at `path`; fails saying why not (missing, off screen, covered). */
  const untilSeen = async (path: string[]) => {
    try {
      return await until(seen, path);
    } catch (e) {
      throw new Error(
        `not seen within ${T.timeout} ms: ${JSON.stringify(path)}: now ${await page.evaluate(unseenBecause, path)}\n${(e as Error).message}`,
      );
    }
  };
  const pathIs = (path: string) =>
    until((p: string) => location.pathname === p && document.readyState === 'complete', path);

  describe(`${name}: the desktop popup`, () => {
    test('mount, then a click on the box shows the empty-input sections on screen', async () => {
      await visit('/');
      expect((await state()).expanded).toBe('false');
      expect(await page.evaluate(seen, ['#search-popup', '[role=grid]'])).toBeNull();
      await page.click(INPUT);
      await until(
        () =>
          document.getElementById('search-popup')!.shadowRoot!.querySelectorAll('.sp-rise [role=gridcell][id]')
            .length === 10,
      );
      expect((await state()).expanded).toBe('true');
      expect(await page.evaluate(focused)).toBe('combobox');
      const headings = await page.evaluate(() =>
        [...document.getElementById('search-popup')!.shadowRoot!.querySelectorAll('h2, h3, [role=heading]')].map((h) =>
          (h.textContent ?? '').trim(),
        ),
      );
      for (const text of ['추천 검색어', '실시간 인기 검색어', '최근 검색어', '다른 고객이 함께 본 상품'])
        expect(headings.join('|')).toContain(text);
      expect(await page.evaluate(seen, ['#search-popup', '.sp-rise [role=gridcell][id]'])).toBeTruthy();
      await until(
        () =>
          document.getElementById('search-popup')!.shadowRoot!.querySelectorAll('.sp-recommended [role=gridcell][id]')
            .length === 8,
      );
      expect(await page.evaluate(seen, ['#search-popup', '.sp-recommended [role=gridcell][id]'])).toBeTruthy();
      expect(await page.evaluate(() => document.getElementById('search-popup')!.shadowRoot!.textContent)).toContain(
        '최근 검색어가 없습니다.',
      );
    });

    test("issue 18 on screen: the live list's time, the ad's image in the box until typing, event banners, buttons", async () => {
      await visit('/');
      await page.click(INPUT);
      expect(await untilSeen(['#search-popup', '.sp-rise time.sp-asof'])).toMatch(/^\d\d\.\d\d \d\d:\d\d 기준$/);
      await until(
        () => !!document.getElementById('search-popup')!.shadowRoot!.querySelector('img.sp-ad-image[data-loaded]'),
      );
      expect(await page.evaluate(inField, 'img.sp-ad-image')).toBe(true);
      expect(await page.evaluate(offSystemButtons)).toEqual([]);
      await page.type('해리');
      await until(productsFor, '해리');
      await until(
        () =>
          getComputedStyle(document.getElementById('search-popup')!.shadowRoot!.querySelector('img.sp-ad-image')!)
            .display === 'none',
      );
      await until(
        () => !!document.getElementById('search-popup')!.shadowRoot!.querySelector('.sp-events img[data-loaded]'),
      );
      expect(await untilSeen(['#search-popup', '.sp-events img.sp-event-image'])).toBeTruthy();
      expect(await page.evaluate(offSystemButtons)).toEqual([]);
    });

    test('typing Korean (committed Hangul) shows 해리 포터 with the match marked', async () => {
      await visit('/');
      const cells = await search('해리');
      expect(cells[0]).toContain('해리 포터');
      expect(
        await page.evaluate(seen, [
          '#search-popup',
          '[role=grid][data-query="해리"] .sp-products [role=gridcell][id] mark',
        ]),
      ).toBe('해리');
      expect((await state()).value).toBe('해리');
    });

    test('typing Latin in the English layout: gofl shows 해리 포터', async () => {
      await visit('/');
      const cells = await search('gofl');
      expect(cells[0]).toContain('해리 포터');
      expect(
        await page.evaluate(seen, [
          '#search-popup',
          '[role=grid][data-query="gofl"] .sp-products [role=gridcell][id] mark',
        ]),
      ).toBe('해리');
    });

    test('ArrowDown moves the active row; Enter on a product row opens its page', async () => {
      await visit('/');
      const cells = await search('채식');
      await page.press('ArrowDown');
      expect((await state()).active).toBe('sp-row-products-0');
      await page.press('ArrowDown');
      expect((await state()).active).toBe('sp-row-products-1');
      await page.press('ArrowUp');
      expect((await state()).active).toBe('sp-row-products-0');
      expect(cells[0]).toContain('채식주의자');
      await page.press('Enter');
      await until(() => /^\/PDT\/detail\/S\d+$/.test(location.pathname) && document.readyState === 'complete');
      expect(await page.evaluate(() => document.querySelector('h2')?.textContent)).toContain('채식주의자');
    });

    test('Enter with no active row submits: the results page for the typed word', async () => {
      await visit('/');
      await search('데미안');
      await page.press('Enter');
      await pathIs('/search');
      const url = new URL(await page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '데미안', gbCode: 'TOT', target: 'total' });
      expect(await page.evaluate(() => document.body.textContent)).toContain('데미안');
    });

    test('Escape collapses the popup; ArrowDown, typing and Alt+ArrowDown in the focused box reopen it', async () => {
      await visit('/');
      await search('해리');
      await page.press('Escape');
      expect((await state()).expanded).toBe('false');
      await until(
        () =>
          !document.getElementById('search-popup')!.shadowRoot!.querySelector('[role=grid]')?.getClientRects().length,
      );
      expect(await page.evaluate(focused)).toBe('combobox');
      await page.press('ArrowDown');
      await until(
        () =>
          document.getElementById('search-popup')!.shadowRoot!.querySelector('input')!.getAttribute('aria-expanded') ===
          'true',
      );
      expect(await page.evaluate(seen, ['#search-popup', '.sp-products [role=gridcell][id]'])).toBeTruthy();
      await page.press('Escape');
      expect((await state()).expanded).toBe('false');
      await page.press('Backspace');
      await until(
        () =>
          document.getElementById('search-popup')!.shadowRoot!.querySelector('input')!.getAttribute('aria-expanded') ===
          'true',
      );
      expect((await state()).value).toBe('해');
      await page.press('Escape');
      expect((await state()).expanded).toBe('false');
      await page.press('Alt+ArrowDown');
      await until(
        () =>
          document.getElementById('search-popup')!.shadowRoot!.querySelector('input')!.getAttribute('aria-expanded') ===
          'true',
      );
    });

    test('Escape, then a click on the still-focused box reopens it (issue 15 defect 2: fails until that fix lands)', async () => {
      await visit('/');
      await search('해리');
      await page.press('Escape');
      expect((await state()).expanded).toBe('false');
      await page.click(INPUT);
      // A reopened popup answers at once (its results are cached): 5 s is plenty, and keeps the failure cheap.
      await page.waitFor(
        () =>
          document.getElementById('search-popup')!.shadowRoot!.querySelector('input')!.getAttribute('aria-expanded') ===
          'true',
        {
          timeout: 5000,
          message: 'the popup reopens on a click in the focused box',
        },
      );
      expect(await page.evaluate(seen, ['#search-popup', '.sp-products [role=gridcell][id]'])).toBeTruthy();
    });

    test("a product row's cart button: the toast says it was added, in the middle of the screen; the cart has it", async () => {
      await visit('/');
      await search('어린');
      await page.click(['#search-popup', 'button[aria-label="어린 왕자 장바구니 담기"]']);
      const toast = await untilSeen(['#search-popup', '[role=status] .sp-toast']);
      expect(toast).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기');
      const centre = await page.evaluate(() => {
        const r = document
          .getElementById('search-popup')!
          .shadowRoot!.querySelector('.sp-toast')!
          .getBoundingClientRect();
        return [r.left + r.width / 2 - innerWidth / 2, r.top + r.height / 2 - innerHeight / 2].map(Math.abs);
      });
      expect(Math.max(...centre)).toBeLessThan(60);
      await page.goto(demo.url + '/ORD/cart');
      expect(await page.evaluate(() => document.querySelector('table.cart tbody')?.textContent)).toContain('어린 왕자');
    });

    test('a blank submit: the alert takes focus on its button, Escape closes it, focus returns to the box', async () => {
      await visit('/');
      await page.click(INPUT);
      await page.type('   ');
      await page.press('Enter');
      expect(await untilSeen(['#search-popup', '[role=alertdialog] p'])).toBe('검색어를 입력해 주세요.');
      await until(() => document.getElementById('search-popup')!.shadowRoot!.activeElement?.textContent === '확인');
      await page.press('Tab');
      expect(await page.evaluate(focused)).toBe('확인');
      await page.press('Escape');
      await until(() => !document.getElementById('search-popup')!.shadowRoot!.querySelector('[role=alertdialog]'));
      expect(await page.evaluate(focused)).toBe('combobox');
      expect(new URL(await page.url()).pathname).toBe('/');
    });

    test('a confirm (an item that needs options): focus on its primary button, Escape dismisses it and stays', async () => {
      await visit('/');
      await search('만년필');
      await page.click(['#search-popup', 'button[aria-label="라미 사파리 만년필 장바구니 담기"]']);
      expect(await untilSeen(['#search-popup', '[role=alertdialog] p'])).toBe(
        '옵션 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?',
      );
      await until(() => document.getElementById('search-popup')!.shadowRoot!.activeElement?.textContent === '상세보기');
      await page.press('Escape');
      await until(() => !document.getElementById('search-popup')!.shadowRoot!.querySelector('[role=alertdialog]'));
      expect(await page.evaluate(focused)).toBe('combobox');
      expect(new URL(await page.url()).pathname).toBe('/');
    });

    test('a followed link shows the loading overlay over the whole viewport, then the page moves', async () => {
      await visit('/');
      await page.click(INPUT);
      // The foot link, once the empty-input sections above it have filled in: the click goes to a point measured
      // first, so the link must not move down under it as the sections arrive.
      await until(() => {
        const root = document.getElementById('search-popup')!.shadowRoot!;
        return (
          !!root.querySelector('a.sp-foot-link[href$="/searchDetail?gbCode=TOT&target=kyobo"]') &&
          root.querySelectorAll('.sp-rise [role=gridcell][id]').length > 0 &&
          root.querySelectorAll('.sp-recommended [role=gridcell][id]').length > 0
        );
      });
      // The overlay's appearance, with its box, is recorded into session storage (it survives the navigation).
      await page.evaluate(() => {
        const root = document.getElementById('search-popup')!.shadowRoot!;
        new MutationObserver(() => {
          const veil = root.querySelector('[role=progressbar][aria-label="페이지를 불러오는 중"]');
          if (!veil || sessionStorage.getItem('veil')) return;
          const r = veil.getBoundingClientRect();
          sessionStorage.setItem(
            'veil',
            JSON.stringify({
              after: Date.now() - Number(sessionStorage.getItem('clicked')),
              box: [r.x, r.y, r.width, r.height],
              view: [visualViewport!.width, visualViewport!.height],
            }),
          );
        }).observe(root, { childList: true, subtree: true, attributes: true });
        sessionStorage.setItem('clicked', String(Date.now()));
      });
      await page.click(['#search-popup', 'a.sp-foot-link[href$="/searchDetail?gbCode=TOT&target=kyobo"]']);
      await pathIs('/searchDetail');
      const veil = JSON.parse((await page.evaluate(() => sessionStorage.getItem('veil'))) ?? 'null') as {
        after: number;
        box: number[];
        view: number[];
      } | null;
      expect(veil).not.toBeNull();
      expect(veil!.after).toBeLessThan(3000);
      expect(veil!.box).toEqual([0, 0, ...veil!.view]);
    });
  });

  describe(`${name}: the mobile overlay (390×844; WebKit: its narrowest window)`, () => {
    test('a tap on 검색 opens the full-screen overlay with the box focused; typing pages through the swiper; back closes it', async () => {
      const view = await visit('/mobile', PHONE);
      await page.click(['#search-popup', 'button.sp-trigger']);
      await until(
        () => !!document.getElementById('search-popup')!.shadowRoot!.querySelector('dialog[open][aria-label="검색"]'),
      );
      const box = await page.evaluate(() => {
        const r = document
          .getElementById('search-popup')!
          .shadowRoot!.querySelector('dialog[open]')!
          .getBoundingClientRect();
        return [r.x, r.y, r.width, r.height];
      });
      expect(box).toEqual([0, 0, view.width, view.height]);
      expect(await page.evaluate(focused)).toBe('combobox');
      await page.type('해리');
      await until(productsFor, '해리');
      expect(await untilSeen(['#search-popup', '.sp-pager'])).toMatch(/^01\s*\/\s*04$/);
      const firstOnScreen = () =>
        page.evaluate(() => {
          const cells = [
            ...document
              .getElementById('search-popup')!
              .shadowRoot!.querySelectorAll('.sp-products [role=gridcell][id]'),
          ];
          const c = cells.find((el) => {
            const r = el.getBoundingClientRect();
            return r.left >= 0 && r.right <= innerWidth && r.width > 0;
          });
          return c?.id ?? null;
        });
      const before = await firstOnScreen();
      // A swipe to the left, over more than half the width (a slow swipe on a loaded machine still pages).
      await page.drag(['#search-popup', '.sp-swiper-viewport'], -Math.round(view.width * 0.7), 0, { x: 0.92, y: 0.5 });
      await until(() =>
        /^02\s*\/\s*04$/.test(
          document.getElementById('search-popup')!.shadowRoot!.querySelector('.sp-pager')!.textContent!.trim(),
        ),
      );
      const after = await page.waitFor(
        (b: string) => {
          const cells = [
            ...document
              .getElementById('search-popup')!
              .shadowRoot!.querySelectorAll('.sp-products [role=gridcell][id]'),
          ];
          const c = cells.find((el) => {
            const r = el.getBoundingClientRect();
            return r.left >= 0 && r.right <= innerWidth && r.width > 0;
          });
          return c && c.id !== b ? c.id : null;
        },
        T,
        before ?? '',
      );
      expect(after).not.toBe(before);
      await page.back();
      await until(() => !document.getElementById('search-popup')!.shadowRoot!.querySelector('dialog[open]'));
      expect(new URL(await page.url()).pathname).toBe('/mobile');
      expect(await page.evaluate(() => document.documentElement.style.overflow + document.body.style.overflow)).toBe(
        '',
      );
      expect(await page.evaluate(seen, ['#search-popup', 'button.sp-trigger'])).toBeTruthy();
    });

    test("an event row shows its mobile banner and leads to the event's mobile page (mok_EVENT_URL)", async () => {
      await visit('/mobile', PHONE);
      await page.click(['#search-popup', 'button.sp-trigger']);
      await until(() => !!document.getElementById('search-popup')!.shadowRoot!.querySelector('dialog[open]'));
      expect(await page.evaluate(offSystemButtons)).toEqual([]);
      await page.type('해리');
      await until(productsFor, '해리');
      await until(
        () => !!document.getElementById('search-popup')!.shadowRoot!.querySelector('.sp-events img[data-loaded]'),
      );
      expect(
        await page.evaluate(
          () =>
            document.getElementById('search-popup')!.shadowRoot!.querySelector<HTMLImageElement>('.sp-events img')!.src,
        ),
      ).toMatch(/\?m=1$/);
      expect(await page.evaluate(offSystemButtons)).toEqual([]);
      await page.click(['#search-popup', '.sp-events .sp-link']);
      await until(() => location.pathname.startsWith('/detail/') && location.search === '?channel=m');
    });

    test('a cart add from the overlay: the toast shows at the bottom, above the overlay', async () => {
      const view = await visit('/mobile', PHONE);
      await page.click(['#search-popup', 'button.sp-trigger']);
      await until(() => !!document.getElementById('search-popup')!.shadowRoot!.querySelector('dialog[open]'));
      await page.type('어린');
      await until(productsFor, '어린');
      // The swiper (a chunk of its own) has taken over the list: a person reaches for the button once it holds still.
      await untilSeen(['#search-popup', '.sp-pager']);
      await page.click(['#search-popup', 'button[aria-label="어린 왕자 장바구니 담기"]']);
      expect(await untilSeen(['#search-popup', '.sp-toasts-bottom .sp-toast'])).toBe(
        '선택한 상품을 장바구니에 담았어요.장바구니 보기',
      );
      const bottom = await page.evaluate(
        () =>
          document.getElementById('search-popup')!.shadowRoot!.querySelector('.sp-toast')!.getBoundingClientRect()
            .bottom,
      );
      expect(bottom).toBeGreaterThan(view.height - 120);
    });
  });

  describe(`${name}: the box before the script (issue 19)`, () => {
    const early = ['#search-popup', 'input[name=keyword]'];
    test("with no script the page's own form searches: Enter goes to the results page for the typed word", async () => {
      page = await engine.newPage();
      await page.setViewport(DESKTOP.width, DESKTOP.height);
      await page.goto(demo.url + '/test/early');
      await page.click(early);
      await page.type('harry');
      await page.press('Enter');
      await pathIs('/search');
      expect(new URL(await page.url()).searchParams.get('keyword')).toBe('harry');
    });

    test('typed before the script arrived: the widget takes the text, the caret and focus over', async () => {
      page = await engine.newPage();
      await page.setViewport(DESKTOP.width, DESKTOP.height);
      await page.goto(demo.url + '/test/early');
      await page.click(early);
      await page.type('harry');
      await page.press('ArrowLeft');
      await page.press('ArrowLeft');
      await page.evaluate(() => (window as unknown as { addLoader(): void }).addLoader());
      // Focused with text when the loader came, the field may hold a composing syllable: the widget waits for the
      // shopper's next key (which shows none is composing), then takes the field over.
      await page.evaluate(() => new Promise<boolean>((done) => setTimeout(() => done(true), 1000)));
      expect(await page.evaluate(() => !!document.getElementById('search-popup')!.shadowRoot)).toBe(false);
      await page.type('X');
      await until(() => !!document.getElementById('search-popup')!.shadowRoot?.querySelector('input[role=combobox]'));
      const field = () =>
        page.evaluate(() => {
          const root = document.getElementById('search-popup')!.shadowRoot!;
          const i = root.querySelector('input[role=combobox]') as HTMLInputElement;
          return { value: i.value, caret: [i.selectionStart, i.selectionEnd], focused: root.activeElement === i };
        });
      expect(await field()).toEqual({ value: 'harXry', caret: [4, 4], focused: true });
      await page.press('Backspace');
      await until(productsFor, 'harry');
      expect(await untilSeen(['#search-popup', '.sp-products [role=gridcell][id]'])).toBeTruthy();
    });
  });

  describe(`${name}: framework pages (issue 16)`, () => {
    test('a <search-popup> the page re-creates (a framework re-render) mounts again, alone, and searches', async () => {
      page = await engine.newPage();
      await page.setViewport(DESKTOP.width, DESKTOP.height);
      await page.goto(demo.url + '/test/frameworks/element');
      await until(() => !!document.querySelector('search-popup')?.shadowRoot?.querySelector('input[role=combobox]'));
      await page.evaluate(() => {
        const old = document.querySelector('search-popup')!;
        (window as unknown as { old: Element }).old = old;
        old.replaceWith(document.createElement('search-popup'));
      });
      await until(() => {
        const now = document.querySelector('search-popup')!;
        const old = (window as unknown as { old: Element }).old;
        return !!now.shadowRoot?.querySelector('input[role=combobox]') && old.shadowRoot!.childNodes.length === 0;
      });
      await page.click(['search-popup', 'input[role=combobox]']);
      await page.type('해리');
      const first = await until(() => {
        const cell = document
          .querySelector('search-popup')!
          .shadowRoot!.querySelector('[role=grid][data-query="해리"] .sp-products [role=gridcell][id]');
        return cell ? (cell.textContent ?? '').trim() : null;
      });
      expect(first).toContain('해리 포터');
      expect(await page.evaluate(seen, ['search-popup', '.sp-products [role=gridcell][id]'])).toBeTruthy();
      expect(await page.evaluate(() => document.querySelectorAll('search-popup').length)).toBe(1);
    });

    test('under body { zoom: 1.25 } the dropdown hangs right under the box and inside the window', async () => {
      await visit('/test/zoom?case=body-125');
      // Focused from a script: the WebKit driver's own hit test misses under zoom (test/engines/README.md).
      await page.evaluate(() =>
        (
          document.getElementById('search-popup')!.shadowRoot!.querySelector('input[role=combobox]') as HTMLInputElement
        ).focus(),
      );
      // WebKitGTK can drop keys sent right after a field took focus: its driver's type() first waits until a probe
      // key reaches the field (driver/webkit.ts).
      await page.type('해리');
      const cells = (await until(productsFor, '해리')) as string[];
      expect(cells[0]).toContain('해리 포터');
      const gap = await page.evaluate(() => {
        const root = document.getElementById('search-popup')!.shadowRoot!;
        const field = root.querySelector('input[role=combobox]')!.getBoundingClientRect();
        const popup = root.querySelector('.sp-popup')!.getBoundingClientRect();
        return [
          Math.round(popup.top - field.bottom),
          popup.left >= 0 && popup.right <= document.documentElement.clientWidth + 1 ? 'inside' : 'outside',
        ];
      });
      expect(gap[1]).toBe('inside');
      expect(Math.abs(gap[0] as number)).toBeLessThanOrEqual(24);
    });
  });
}
