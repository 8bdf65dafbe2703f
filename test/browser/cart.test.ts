/**
 * Cart actions, the modal/toast layer and link behaviour on the demo, desktop (1280×900), as a shopper and a host
 * page use them: the popup's cart button, the product page's own buttons through `Instance.cart`, the reference
 * gateway at its limits and failing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { eventually, pauseClock } from './clock';
import { useDemoPage } from '../helpers/demoPage';
import { afterInputWork, signIn, typeKorean } from './harness';
import { fromPlaywright, widget } from '../helpers/widget';
import { P } from '../helpers/parts';

/** Typing whose result the test waits for: the keys sent at once (./ime.ts). */
const FAST = { delay: 0 };

const CATALOGUE = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'host-demo', 'data', 'catalogue.json'), 'utf8'),
) as {
  products: { sale_CMDTID: string; cmdt_NAME: string; sale_CMDT_DVSN_CODE: string; sale_LMTT_AGE: number }[];
};

let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let errors: string[];
let posts: Record<string, unknown>[];

/**
 * Kept across navigations in session storage: every `searchpopup:cart` and `searchpopup:navigate` detail and
 * every dataLayer push, recorded by a host-page script that runs before the widget.
 */
const RECORDER = `(() => {
  const log = (entry) => {
    const all = JSON.parse(sessionStorage.getItem('test-log') || '[]');
    all.push(entry);
    sessionStorage.setItem('test-log', JSON.stringify(all));
  };
  window.dataLayer = [];
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...entries) => (entries.forEach((e) => log({ dl: e })), push(...entries));
  for (const type of ['cart', 'navigate']) document.addEventListener('searchpopup:' + type, (e) => log({ [type]: e.detail }), true);
})();`;

type LogEntry = {
  dl?: { event: string; ecommerce?: { items: Record<string, unknown>[] } };
  cart?: { code: string; result: string; items: Record<string, unknown>[] };
  navigate?: { url: string };
};
const log = (): Promise<LogEntry[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('test-log') || '[]'));
const cartEvents = async () => (await log()).flatMap((e) => (e.cart ? [e.cart] : []));
const pushes = async (event: RegExp) => (await log()).flatMap((e) => (e.dl && event.test(e.dl.event) ? [e.dl] : []));

/** The widget on the page the test is on now. */
const w = widget(() => fromPlaywright(page));
const centreToast = `${P.toastsCenter} ${P.toast}`;
/** The popup's foot link to the address ending `to`. */
const footLink = (to: string) => `a${P.footLink}[href$="${to}"]`;

const demo = useDemoPage({ viewport: { width: 1280, height: 900 }, initScript: RECORDER });

/**
 * A page signed in as `account` if given; `clock`: on Playwright's fake clock (./clock.ts), installed before the
 * page loads, in a context of the test's own (the clock belongs to the whole context).
 */
async function visit(path: string, { account, clock = false }: { account?: 'member' | 'adult'; clock?: boolean } = {}) {
  posts = [];
  ({ page } = await demo.open(path, {
    clock,
    before: async (p, c) => {
      if (account) await signIn(c, demo.url, account);
      p.on(
        'request',
        (r: Request) =>
          r.method() === 'POST' && r.url().includes('/api/gw/cart/addCartProc') && posts.push(r.postDataJSON()),
      );
    },
  }));
  context = demo.context;
  errors = demo.errors;
  cdp = await context.newCDPSession(page);
}

const input = () => page.getByRole('combobox', { name: '검색어 입력' });
const dialog = () => page.getByRole('alertdialog');
const cartButton = (name: RegExp) => page.getByRole('button', { name }).first();
const search = async (text: string) => {
  await input().click();
  await typeKorean(cdp, text, FAST);
};

describe('the popup cart button', () => {
  test('anonymous: a double click adds once (INS toast), then UPD asks to view the cart; one temp member number (3 h cookie) sent as tmprMmbrNum', async () => {
    await visit('/');
    await search('어린');
    // A double click sends one POST (the second click comes while the first add is on its way).
    await cartButton(/어린 왕자 장바구니 담기/).dblclick();
    await w.untilSeen(centreToast);
    expect(await w.text(centreToast)).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기');
    expect(posts).toHaveLength(1);
    expect(await dialog().count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'sp_tmpr_mmbr_num')!;
    expect(Math.abs(cookie.expires - Date.now() / 1000 - 3 * 3600)).toBeLessThan(120);
    expect(posts[0].tmprMmbrNum).toBe(cookie.value);

    await cartButton(/어린 왕자 장바구니 담기/).click();
    await dialog().waitFor();
    expect(
      await dialog()
        .getByText(/이미 장바구니/)
        .textContent(),
    ).toBe('이미 장바구니에 담긴 상품이에요. 수량이 추가되었어요\n장바구니로 이동하시겠습니까?');
    expect(posts.map((p) => p.tmprMmbrNum)).toEqual([cookie.value, cookie.value]);
    const events = await cartEvents();
    expect(events.map((e) => [e.code, e.result])).toEqual([
      ['002', 'INS'],
      ['002', 'UPD'],
    ]);
    expect(events[0].items[0]).toMatchObject({
      saleCmdtid: expect.any(String),
      name: '어린 왕자',
      ordQty: 1,
      spbkDvsnCode: '002',
    });
    const adds = await pushes(/^add_to_cart$/);
    expect(adds).toHaveLength(2);
    expect(adds[0].ecommerce).toEqual({
      currency: 'KRW',
      items: [expect.objectContaining({ item_name: '어린 왕자', quantity: 1, price: expect.any(Number) })],
    });

    await Promise.all([
      page.waitForURL(/\/ORD\/cart$/),
      dialog().getByRole('button', { name: '장바구니 보기' }).click(),
    ]);
    expect(await page.locator('table.cart tbody tr', { hasText: '어린 왕자' }).locator('.qty').textContent()).toBe('2');
  });

  test('an adult item, anonymous: the 19+ prompt leads to login with verify=adult, and nothing is posted', async () => {
    await visit('/');
    await search('성인을');
    await cartButton(/성인을 위한 잔혹 동화 장바구니 담기/).click();
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe(
      '청소년 유해상품으로 19세 이상만 구매할 수 있습니다.\n로그인 후 성인 인증을 해 주세요.',
    );
    await Promise.all([page.waitForURL(/\/MBR\/login\?/), dialog().getByRole('button', { name: '로그인' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('verify')).toBe('adult');
    expect(new URL(url.searchParams.get('continue')!).pathname).toBe('/');
    expect(posts).toEqual([]);
    expect(await cartEvents()).toEqual([]);
    expect(await pushes(/add_to_cart/)).toEqual([]);
  });

  test('an adult item, signed in without the adult role: the identity verification prompt', async () => {
    await visit('/', { account: 'member' });
    await search('성인을');
    await cartButton(/성인을 위한 잔혹 동화 장바구니 담기/).click();
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe(
      '19세 이상 구매 가능한 상품입니다.\n본인인증 후 이용해 주세요.',
    );
    await Promise.all([
      page.waitForURL(/\/MBR\/auth\/verify\/adult\?/),
      dialog().getByRole('button', { name: '본인인증' }).click(),
    ]);
    expect(posts).toEqual([]);
  });

  test('setUser after mount changes the adult-item behaviour without a reload', async () => {
    // The adult account's cart is on the run's shared demo server: an adult item no other test file adds.
    await visit('/');
    // The shopper logs in on the host page (its session cookie), which tells the widget without a reload.
    await signIn(context, demo.url, 'adult');
    await page.evaluate(() =>
      window.SearchPopup!.setUser({ id: 'adult01', name: '이성인', roles: ['member', 'adult'] }),
    );
    await search('한밤의');
    await cartButton(/한밤의 고백 \(19세 이상\) 장바구니 담기/).click();
    await w.untilSeen(P.toast);
    expect(posts).toHaveLength(1);
    expect(posts[0].tmprMmbrNum).toBeUndefined();
    expect((await cartEvents()).map((e) => e.result)).toEqual(['INS']);
    await context.clearCookies();
    await page.evaluate(() => window.SearchPopup!.setUser(null));
    await cartButton(/한밤의 고백 \(19세 이상\) 장바구니 담기/).click();
    await dialog().getByRole('button', { name: '로그인' }).waitFor();
    expect(posts).toHaveLength(1);
  });

  test('an item that needs options: the confirm leads to its detail page; dismissing it stays', async () => {
    await visit('/');
    await search('만년필');
    await cartButton(/라미 사파리 만년필 장바구니 담기/).click();
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe(
      '옵션 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?',
    );
    await dialog().getByRole('button', { name: '취소' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await w.focused()).toBe('combobox');
    await cartButton(/라미 사파리 만년필 장바구니 담기/).click();
    await Promise.all([
      page.waitForURL(/\/HTR\/gift\/detail\/S000000237$/),
      dialog().getByRole('button', { name: '상세보기' }).click(),
    ]);
    expect(posts).toEqual([]);
  });

  test('OVF: a full cart (200 items) says so in an alert; the event says OVF and nothing is pushed as added', async () => {
    await visit('/');
    await search('어린');
    await cartButton(/어린 왕자 장바구니 담기/).click();
    await w.untilSeen(P.toast);
    // Fill the same anonymous cart to the gateway's limit of 200 distinct items, 100 per action.
    const extra = CATALOGUE.products.find((p) => p.cmdt_NAME === '소년이 온다')!;
    const ids = CATALOGUE.products
      .filter((p) => p.cmdt_NAME !== '어린 왕자' && p !== extra)
      .slice(0, 199)
      .map((p) => p.sale_CMDTID);
    await page.evaluate(async (ids) => {
      const tmprMmbrNum = /sp_tmpr_mmbr_num=([^;]+)/.exec(document.cookie)![1];
      for (let i = 0; i < ids.length; i += 100) {
        const addCartProcList = ids
          .slice(i, i + 100)
          .map((saleCmdtid) => ({ saleCmdtid, ordQty: 1, spbkDvsnCode: '002' }));
        await fetch('/api/gw/cart/addCartProc', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ addCartProcList, tmprMmbrNum }),
        });
      }
    }, ids);
    await input().fill('');
    await typeKorean(cdp, '소년이', FAST);
    await cartButton(/^소년이 온다 장바구니 담기/).click();
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe(
      '장바구니 최대 보관 수량(200개)을 초과하여 더 이상 담을 수 없습니다',
    );
    expect((await cartEvents()).map((e) => e.result)).toEqual(['INS', 'OVF']);
    expect(await pushes(/add_to_cart/)).toHaveLength(1);
    await dialog().getByRole('button', { name: '확인' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  test('a failing gateway (500, then connection refused) shows the failure toast (3 s) and never reports an add', async () => {
    await visit('/', { clock: true });
    await search('어린');
    await cartButton(/어린 왕자 장바구니 담기/).waitFor();
    await page.route('**/api/gw/cart/addCartProc', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' }),
    );
    await pauseClock(page);
    await cartButton(/어린 왕자 장바구니 담기/).click();
    await w.untilSeen(centreToast);
    expect(await w.text(centreToast)).toBe('문제가 발생하였습니다.\n다시 시도해주세요.');
    await page.unroute('**/api/gw/cart/addCartProc');
    await page.route('**/api/gw/cart/addCartProc', (r) => r.abort('connectionrefused'));
    await page.clock.runFor(2999);
    expect(await w.count(centreToast)).toBe(1);
    await page.clock.runFor(1);
    expect(await w.count(centreToast)).toBe(0);
    await cartButton(/어린 왕자 장바구니 담기/).click();
    await w.untilSeen(centreToast);
    expect((await cartEvents()).map((e) => [e.code, e.result])).toEqual([
      ['002', 'ERROR'],
      ['002', 'ERROR'],
    ]);
    expect(await pushes(/add_to_cart/)).toEqual([]);
    // The browser logs the refused request itself; that is the network, not the widget.
    errors.splice(0, errors.length, ...errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e)));
  });
});

test('analytics: the banner seen, a product list per answered query, the product opened, then the page moves', async () => {
  await visit('/');
  await search('어린');
  // The answer for 어린 itself shown (one for 어 may come first), its list and the banner pushed.
  await w.untilShowing('어린');
  await eventually(async () => {
    const events = (await log()).flatMap((e) => (e.dl ? [e.dl] : []));
    expect(
      events.some((e) => e.event === 'view_item_list' && e.ecommerce!.items.some((i) => i.item_name === '어린 왕자')),
    ).toBe(true);
    expect(events.some((e) => e.event === 'view_promotion')).toBe(true);
  });
  await Promise.all([
    page.waitForURL(/\/PDT\/detail\//),
    w.click(`${P.productGrid} > :first-child [role=gridcell][id]`),
  ]);
  const entries = (await log()).flatMap((e) => (e.dl ? [e.dl] : []));
  const lists = entries.filter((e) => e.event === 'view_item_list');
  expect(lists.length).toBeGreaterThanOrEqual(1);
  expect(lists.some((e) => e.ecommerce!.items.some((i) => i.item_name === '어린 왕자'))).toBe(true);
  expect(new Set(lists.map((e) => JSON.stringify(e))).size).toBe(lists.length);
  const select = entries.filter((e) => e.event === 'select_item');
  expect(select).toHaveLength(1);
  expect(select[0].ecommerce).toMatchObject({
    currency: 'KRW',
    item_list_id: 'search_popup_autocomplete',
    items: [{ index: 0, quantity: 1 }],
  });
  expect(entries.filter((e) => e.event === 'view_promotion').length).toBeGreaterThanOrEqual(1);
  const navigations = (await log()).flatMap((e) => (e.navigate ? [e.navigate.url] : []));
  expect(navigations).toEqual([page.url()]);
});

describe('Instance.cart from the host page', () => {
  const hostCart = (code: string, items: unknown[]) =>
    page.evaluate(([code, items]) => window.SearchPopup!.ready().then((i) => i.cart(code as '002', items as never)), [
      code,
      items,
    ] as const);

  test('OVK: more than 100 items in one action says the order limit in an alert', async () => {
    await visit('/');
    const items = CATALOGUE.products
      .slice(0, 101)
      .map((p) => ({ saleCmdtid: p.sale_CMDTID, name: p.cmdt_NAME, saleCmdtDvsnCode: 'KOR' }));
    expect(await hostCart('002', items)).toEqual({ result: 'OVK' });
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe(
      '최대 주문가능한 상품수는 100개 입니다.\n100개만 선택하여 주문해 주세요.',
    );
    const [event] = await cartEvents();
    expect(event).toMatchObject({ code: '002', result: 'OVK' });
    expect(event.items).toHaveLength(101);
  });

  test('nothing selected, bad items and a bad code: a clear message, no request', async () => {
    await visit('/');
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    expect(await hostCart('002', [null, { name: 'no id' }])).toEqual({ result: 'BLOCKED', reason: 'empty' });
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe('선택된 상품이 없습니다.');
    expect(warnings.join('\n')).toContain('items[1].saleCmdtid is missing');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await hostCart('009', [{ saleCmdtid: 'S000000001' }])).toEqual({ result: 'BLOCKED', reason: 'empty' });
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('cart code must be one of')));
    expect(posts).toEqual([]);
  });

  test('the product page: anonymous buy-now and gift ask to log in; signed in, they add and open the order page with spbkDvsnCode and spbkIds', async () => {
    await visit('/PDT/detail/S000000001');
    await page.getByRole('button', { name: '바로구매' }).click();
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe(
      '로그인이 필요한 서비스입니다.\n로그인 페이지로 이동하시겠습니까?',
    );
    await dialog().getByRole('button', { name: '취소' }).click();
    await page.getByRole('button', { name: '선물하기' }).click();
    await Promise.all([page.waitForURL(/\/MBR\/login\?/), dialog().getByRole('button', { name: '로그인' }).click()]);
    expect(new URL(page.url()).searchParams.get('verify')).toBeNull();
    expect(posts).toEqual([]);
    // Log in on the demo's login page; it returns to the product page.
    await Promise.all([
      page.waitForURL(/\/PDT\/detail\/S000000001$/),
      page.getByRole('button', { name: /데모 회원/ }).click(),
    ]);
    await page.evaluate(() => window.SearchPopup!.ready());
    await Promise.all([
      page.waitForURL(/\/ORD\/order\/freebie\?/),
      page.getByRole('button', { name: '바로구매' }).click(),
    ]);
    const order = new URL(page.url());
    expect(order.searchParams.get('spbkDvsnCode')).toBe('001');
    expect(order.searchParams.get('spbkIds')).toMatch(/^\d+$/);
    expect(await page.locator('table.cart tbody').textContent()).toContain('채식주의자');
    await page.goBack();
    await page.evaluate(() => window.SearchPopup!.ready());
    await Promise.all([
      page.waitForURL(/\/ORD\/order\/gift\?/),
      page.getByRole('button', { name: '선물하기' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('spbkDvsnCode')).toBe('003');
    const events = await cartEvents();
    expect(events.map((e) => [e.code, e.result])).toEqual([
      ['001', 'INS'],
      ['003', 'UPD'],
    ]);
    expect((await pushes(/^click_/)).map((p) => p.event)).toEqual(['click_direct_purchase', 'click_gift_purchase']);
    expect(posts.map((p) => p.tmprMmbrNum)).toEqual([undefined, undefined]);
  });

  test('the product page of a music album: its cart button says options are needed', async () => {
    await visit('/HTR/p/' + CATALOGUE.products.find((p) => p.sale_CMDT_DVSN_CODE === 'MUC')!.sale_CMDTID);
    await page.getByRole('button', { name: '장바구니', exact: true }).click();
    await dialog().waitFor();
    expect(await dialog().locator('p').textContent()).toBe(
      '옵션 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?',
    );
  });
});

const shadowClick = (selector: string) =>
  w.inShadow((root, s) => (root.querySelector(s) as HTMLElement).click(), selector);
/**
 * The popup's links (and the toasts) come with the later chunk, fetched when the shopper reaches for the box: a pointer over it
 * (dispatched, so the page doesn't scroll to the box), then the links are there.
 */
const reachForTheBox = async () => {
  await w.inShadow((root) => root.querySelector('input')!.dispatchEvent(new MouseEvent('mouseenter')));
  await w.untilThere('a' + P.footLink);
};

describe('the modal and toast layer', () => {
  test('alert and confirm: role alertdialog, focus on the primary button, Tab stays inside, Escape and the backdrop dismiss (after its 400 ms grace), focus returns', async () => {
    await visit('/', { clock: true });
    await input().click();
    const answer = page.evaluate(() => window.SearchPopup!.confirm({ message: '계속할까요?', confirmLabel: '계속' }));
    await dialog().waitFor();
    expect(await dialog().getAttribute('aria-modal')).toBe('true');
    expect(await w.focused()).toBe('계속');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(['계속', '취소']).toContain(await w.focused());
    await page.keyboard.press('Escape');
    expect(await answer).toBe(false);
    expect(await w.focused()).toBe('combobox');

    // A backdrop click within 400 ms of the opening is the end of the click that opened it: it stays open.
    await pauseClock(page);
    const second = page.evaluate(() => window.SearchPopup!.confirm({ message: '다시?' }));
    await dialog().waitFor();
    await page.clock.runFor(400);
    await page.mouse.click(20, 880);
    expect(await dialog().count()).toBe(1);
    await page.clock.runFor(1);
    await page.mouse.click(20, 880);
    expect(await second).toBe(false);
    const third = page.evaluate(() => window.SearchPopup!.confirm({ message: '좋아요?' }));
    await dialog().getByRole('button', { name: '확인' }).click();
    expect(await third).toBe(true);
  });

  test('a unique modal is not opened twice; alerts stack and close newest first; the modal sits above everything', async () => {
    await visit('/');
    const results = page.evaluate(() => {
      const sp = window.SearchPopup!;
      return Promise.all([
        sp.confirm({ message: '하나', unique: true }),
        sp.confirm({ message: '둘', unique: true }),
        sp.alert({ message: '셋' }),
      ]);
    });
    await page.getByRole('alertdialog').nth(1).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(2);
    const top = await page.evaluate(() => {
      const hit = document.elementFromPoint(640, 450);
      return hit === document.getElementById('search-popup');
    });
    expect(top).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await results).toEqual([false, false, undefined]);
  });

  test('Instance.toast: message, position, duration, link; several queue without overlapping, as role=status', async () => {
    await visit('/', { clock: true });
    await reachForTheBox();
    await pauseClock(page);
    await page.evaluate(() => {
      const sp = window.SearchPopup!;
      sp.toast({ message: '첫째', position: 'top', duration: 2500 });
      sp.toast({ message: '둘째', position: 'top', duration: 8000, url: '/ORD/cart', linkLabel: '장바구니 보기' });
      sp.toast({ message: '링크 없음', url: 'javascript:alert(1)' });
    });
    const top = `${P.toastsTop} ${P.toast}`;
    await w.untilSeen(`${top}:nth-child(2)`);
    const [a, b] = await w.boxes(top);
    expect(b.top).toBeGreaterThanOrEqual(a.top + a.height);
    expect(await w.attr(P.toastsTop, 'role')).toBe('status');
    // The second (둘째) with its link, named 장바구니 보기.
    expect(await w.texts(`${top}:nth-child(2) > *`)).toEqual(['둘째', '장바구니 보기']);
    expect(await w.attr(`${top}:nth-child(2) a`, 'href')).toBe(demo.url + '/ORD/cart');
    expect(await w.count(`${P.toastsBottom} ${P.toast} a`)).toBe(0);
    // The first leaves after its 2.5 s; the second stays.
    await page.clock.runFor(2499);
    expect(await page.getByText('첫째').count()).toBe(1);
    await page.clock.runFor(1);
    expect(await page.getByText('첫째').count()).toBe(0);
    expect(await page.getByText('둘째').count()).toBe(1);
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('toast url left out')));
  });
});

describe('links', () => {
  /** Records, in the page, when the loading overlay comes and goes (the fake clock's time) in session storage. */
  const timeTheOverlay = () =>
    w.inShadow((root) => {
      let shown = false;
      new MutationObserver(() => {
        const now = !!root.querySelector('[role=progressbar][aria-label="페이지를 불러오는 중"]');
        if (now === shown) return;
        shown = now;
        const times = JSON.parse(sessionStorage.getItem('veil') || '[]');
        times.push(Date.now());
        sessionStorage.setItem('veil', JSON.stringify(times));
      }).observe(root, { childList: true, subtree: true });
    });
  const overlayTimes = (): Promise<number[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('veil') || '[]'));

  /** Every navigation the page starts, as the Navigation API sees it (at once, in the click that starts it). */
  const recordNavigations = () =>
    page.evaluate(() => {
      const w = window as unknown as { navigation: EventTarget; started: string[] };
      w.started = [];
      w.navigation.addEventListener('navigate', (e) =>
        w.started.push((e as Event & { destination: { url: string } }).destination.url),
      );
    });
  const started = () => page.evaluate(() => (window as unknown as { started: string[] }).started);
  /** Opens the box and follows its foot link to /cscenter, navigations recorded; a frame later none has started. */
  const followCscenterLink = async () => {
    await input().click();
    await reachForTheBox();
    await recordNavigations();
    await shadowClick(footLink('/cscenter'));
    // The widget follows a link within the click; a frame later the overlay it would show is drawn.
    await afterInputWork(page);
    expect(await started()).toEqual([]);
  };

  test('a followed link: searchpopup:navigate first, the loading overlay for exactly 1.5 s, the page moves', async () => {
    await visit('/', { clock: true });
    // The first time the next page answers 204 (the browser stays), so the overlay can be watched to its end: the
    // clock can't be moved in a page that is being left.
    const target = demo.url + '/searchDetail?gbCode=TOT&target=kyobo';
    const asked: string[] = [];
    await page.route(/\/searchDetail\?/, (r) => {
      asked.push(r.request().url());
      return r.fulfill({ status: 204 });
    });
    await input().click();
    await reachForTheBox();
    await timeTheOverlay();
    await pauseClock(page);
    const clicked = await page.evaluate(() => Date.now());
    await shadowClick(footLink('/searchDetail?gbCode=TOT&target=kyobo'));
    const overlay = page.getByRole('progressbar');
    await overlay.waitFor();
    await page.clock.runFor(1499);
    expect(await overlay.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await overlay.count()).toBe(0);
    // Shown at the click, gone 1.5 s later (not at the 5 s cap).
    expect(await overlayTimes()).toEqual([clicked, clicked + 1500]);
    expect(asked).toEqual([target]);
    // Followed again with the next page answering: the page moves.
    await page.unroute(/\/searchDetail\?/);
    await Promise.all([
      page.waitForURL(/\/searchDetail\?/),
      shadowClick(footLink('/searchDetail?gbCode=TOT&target=kyobo')),
    ]);
    expect(page.url()).toBe(target);
    expect((await log()).map((e) => e.navigate?.url).filter(Boolean)).toEqual([target, target]);
  });

  test('the loading overlay never stays past 5 s (a buy-now whose request hangs)', async () => {
    await visit('/PDT/detail/S000000002', { account: 'member', clock: true });
    await page.route('**/api/gw/cart/addCartProc', () => {});
    // The later chunk (the overlay's view) first, while the clock runs: a view mounted on a paused clock hears
    // its store only after a frame.
    await reachForTheBox();
    await timeTheOverlay();
    await pauseClock(page);
    await page.getByRole('button', { name: '바로구매' }).click();
    const overlay = page.getByRole('progressbar');
    await overlay.waitFor();
    // A veil over the whole viewport (its CSS comes with the later chunk, adopted before anything can show it).
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
    await page.clock.runFor(4999);
    expect(await overlay.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await overlay.count()).toBe(0);
    const times = await overlayTimes();
    expect(times).toHaveLength(2);
    expect(times[1] - times[0]).toBe(5000);
  });

  test('a host that cancels searchpopup:navigate routes itself: no loading, no navigation', async () => {
    await visit('/');
    await page.evaluate(() => document.addEventListener('searchpopup:navigate', (e) => e.preventDefault()));
    await followCscenterLink();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect((await log()).map((e) => e.navigate?.url).filter(Boolean)).toEqual([demo.url + '/cscenter']);
  });

  test('a link to the page already shown is not followed', async () => {
    await visit('/cscenter');
    let loads = 0;
    page.on('request', (r) => r.isNavigationRequest() && loads++);
    await followCscenterLink();
    expect(loads).toBe(0);
    expect((await log()).filter((e) => e.navigate)).toEqual([]);
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });

  test('the scroll position is kept in session storage by path, and the page comes back where it was', async () => {
    await visit('/');
    await page.evaluate(() => {
      history.scrollRestoration = 'manual';
      window.scrollTo(0, 300);
    });
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(100);
    await reachForTheBox();
    await Promise.all([page.waitForURL(/\/cscenter$/), shadowClick(footLink('/cscenter'))]);
    expect(await page.evaluate(() => sessionStorage.getItem('sp-scroll:/'))).toBe('0,' + y);
    await page.goBack();
    await page.evaluate(() => window.SearchPopup!.ready());
    await page.waitForFunction((y) => window.scrollY === y, y);
  });

  test("a modified click and a new-window link are the browser's: no loading state", async () => {
    await visit('/');
    await input().click();
    await reachForTheBox();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      w.inShadow((root, s) => {
        const a = root.querySelector(s)!;
        a.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
      }, footLink('/cscenter')),
    ]);
    await popup.close();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });
});
