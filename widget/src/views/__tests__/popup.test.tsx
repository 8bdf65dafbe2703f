/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import { clearCookies, setBody } from '../../../../test/helpers/dom';
import { testEnv } from '../../core/__tests__/fixtures';
import * as measuredIme from '../../core/__tests__/fixtures/ime-linux-ibus';
import type { Measured } from '../../core/__tests__/fixtures/ime-linux-ibus';
import { RECENT_COOKIE, RECENT_OFF_COOKIE } from '../../core/recentSearches';
import { PLACEHOLDERS } from '../../core/imageUrl';
import { mount } from '../../entries/desktop';
import type { Instance } from '../../public';

// The first opening imports the later chunk; under a loaded CI machine (two Jest workers beside browsers) that has
// taken over the default 1 s. A real regression still fails: the waits are for what a shopper would see.
configure({ asyncUtilTimeout: 5000 });

/** Live keywords past the ten the popup shows. */
const RISE_MORE = [
  '모순',
  '소년이 온다',
  '채식주의자',
  '작별하지 않는다',
  '흰',
  '노랑무늬영원',
  '희랍어 시간',
  '바람이 분다, 가라',
  '여수의 사랑',
  '검은 사슴',
];

const CATALOGUE = [
  '해리 포터와 마법사의 돌',
  '해리 포터와 비밀의 방',
  '해변의 카프카',
  '어린 왕자',
  '해리포터 머그컵',
  '나니아 연대기 세트',
];

/** A gateway answering every contract path from a tiny catalogue; `hold` delays commodity answers. */
function installGateway() {
  const urls: string[] = [];
  const held: (() => void)[] = [];
  const state = {
    hold: false,
    banners: [] as Record<string, string>[],
  };
  const posts: Record<string, unknown>[] = [];
  const inCart = new Set<string>();
  const json = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) });
  window.fetch = (async (url: string, init: RequestInit) => {
    urls.push(url);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push(body);
      await new Promise((r) => setTimeout(r, 30));
      const id = body.addCartProcList[0].saleCmdtid;
      const code = inCart.has(id) ? 'UPD' : 'INS';
      inCart.add(id);
      return json({ data: [{ resultCode: code }] });
    }
    const u = new URL(url);
    const p = u.searchParams;
    const k = p.get('keyword') ?? '';
    const path = u.pathname.replace('/api/gw/', '');
    if (path === 'search/commodity') {
      const resultDocuments = CATALOGUE.filter((n) => n.includes(k)).map((n, i) => ({
        cmdt_NAME: n.replace(k, p.get('highlightPre') + k + p.get('highlightPost')),
        cmdtcode: '97889000' + i,
        sale_CMDTID: 'S' + i,
        chrc_NAME: '작가',
        pbcm_NAME: '출판사',
        sale_CMDT_DVSN_CODE: n.includes('미리보기') ? 'DUM' : 'KOR',
        sale_CMDT_SAPR: 9000,
        sale_CMDT_PRCE: 10000,
        sale_CMDT_PRCE_DSCN_RATE: 10,
        sale_LMTT_AGE: n.includes('19') ? 19 : 0,
        upnt_ACML_AMNT: 450,
        upnt_ACML_RATE: 5,
        ...(n.includes('세트') ? { sale_CMDT_DVSN_CODE: 'CMB', bndl_CMDT_CNT: 7 } : {}),
      }));
      const answer = json({ resultDocuments, totalCount: resultDocuments.length });
      if (state.hold) return new Promise((r) => held.push(() => r(answer)));
      return answer;
    }
    if (path === 'search/author')
      return json({
        resultDocuments: k.startsWith('해리')
          ? [{ chrc_NAME: 'J.K. 롤링', chrc_CODE: '1', rprs_INFO: 'J.K. 롤링@@작가@@해리 포터의 작가' }]
          : [],
      });
    if (path === 'search/event')
      return json({
        resultDocuments: k.startsWith('해')
          ? [
              { event_NM: '해리 포터 굿즈 이벤트', event_ID: '7', web_IMAGE_URL: 'https://event.example.com/b/7.png' },
              ...(k === '해변'
                ? [{ event_NM: '해변 이벤트', event_ID: '8', web_IMAGE_URL: 'https://evil.example/8.png' }]
                : []),
            ]
          : [],
      });
    if (path === 'search/shortcut')
      return json({
        resultDocuments:
          k === '고객센터'
            ? [{ shortcut_LINK: 'https://shop.example.com/cscenter', shortcut_NAME: '고객센터', redirect_YN: 'Y' }]
            : [],
      });
    if (path === 'search/trendkeyword') return json({ resultDocuments: [{ keywords: '한강' }, { keywords: '모순' }] });
    if (path === 'search/risekeyword')
      return json({
        resultDocuments: [
          { keywords: '넥서스', diff: 9999, reg_DATE: '2026-11-22 14:00:00' },
          { keywords: '데미안', diff: -2, reg_DATE: '2026-11-22 14:05:09' },
          ...RISE_MORE.map((keywords) => ({ keywords, diff: 0, reg_DATE: '2026-11-22 13:55:00' })),
        ],
      });
    if (path === 'advertising/mobile/mok_wel_new/mobile_welcome@mo_search_input') return json(state.banners);
    if (path === 'search/logRecommendProduct')
      return json({
        resultDocuments: k
          ? []
          : [{ product_NM: '총 균 쇠', cmdtcode: '978', sale_CMDTID: 'S9', sale_CMDT_DVSN_CODE: 'KOR' }],
      });
    return json([]);
  }) as unknown as typeof fetch;
  return { urls, held, state, posts };
}

const env = testEnv();

let host: HTMLElement;
let instance: Instance;
let gw: ReturnType<typeof installGateway>;
let navigations: string[];
let searches: unknown[];
beforeEach(() => {
  clearCookies();
  setBody('<p>host page</p><div id="search-popup"></div>');
  host = document.getElementById('search-popup')!;
  gw = installGateway();
  navigations = [];
  searches = [];
  host.addEventListener('searchpopup:navigate', (e) => {
    e.preventDefault();
    navigations.push((e as CustomEvent).detail.url);
  });
  host.addEventListener('searchpopup:search', (e) => searches.push((e as CustomEvent).detail));
  delete (window as { dataLayer?: unknown }).dataLayer;
  instance = mount({ host, created: false, raw: { gateway: '/api/gw', env }, device: 'desktop', version: 't' });
});
afterEach(() => instance.destroy());

const shadow = () => within(host.shadowRoot as unknown as HTMLElement);
const input = () => shadow().getByRole('combobox') as HTMLInputElement;
const type = (value: string) => {
  input().value = value;
  fireEvent.input(input());
};
const productCells = () => {
  const group = host.shadowRoot!.querySelector('.sp-products');
  return group
    ? within(group as HTMLElement)
        .queryAllByRole('gridcell')
        .filter((c) => c.id)
    : [];
};
/** The polite region announcing the counts (the toast containers are status regions too). */
const liveRegion = () => host.shadowRoot!.querySelector('.sp-sr[role=status]')!;
const layer = () => (window as { dataLayer?: { event: string }[] }).dataLayer;

test('mounts in an open shadow root; the combobox controls a grid; nothing is added outside the host', () => {
  expect(host.shadowRoot!.mode).toBe('open');
  expect(input().getAttribute('aria-expanded')).toBe('false');
  expect(input().getAttribute('aria-haspopup')).toBe('grid');
  expect(host.shadowRoot!.getElementById(input().getAttribute('aria-controls')!)!.getAttribute('role')).toBe('grid');
  expect(document.body.innerHTML).toBe('<p>host page</p><div id="search-popup"></div>');
  expect(document.querySelectorAll('style')).toHaveLength(0);
});

test('focus shows the empty-input sections with the spec texts, fetched once', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('한강')).toBeTruthy());
  expect(input().getAttribute('aria-expanded')).toBe('true');
  expect(shadow().getByText('최근 검색어가 없습니다.')).toBeTruthy();
  await waitFor(() => expect(shadow().getByText('총 균 쇠')).toBeTruthy());
  await waitFor(() => expect(shadow().getByText('새로 진입')).toBeTruthy());
  expect(shadow().getByText('2계단 하락')).toBeTruthy();
  expect(shadow().getByRole('link', { name: '닫기' })).toBeTruthy();
  expect(shadow().getByRole('link', { name: '도움말' }).getAttribute('href')).toBe('https://shop.example.com/cscenter');
  expect(shadow().getByRole('link', { name: '상세검색' }).getAttribute('href')).toBe(
    'https://search.example.com/searchDetail?gbCode=TOT&target=kyobo',
  );
  const before = gw.urls.length;
  fireEvent.focus(input());
  await new Promise((r) => setTimeout(r, 20));
  expect(gw.urls.length).toBe(before);
  expect(
    gw.urls.filter((u) => u.includes('logRecommendProduct')).map((u) => new URL(u).searchParams.get('keyword')),
  ).toEqual(['']);
});

test('age and sex filters ask risekeyword with their parameters', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  fireEvent.click(shadow().getByRole('button', { name: '20대' }));
  fireEvent.click(shadow().getByRole('button', { name: '여성' }));
  await waitFor(() => expect(gw.urls.filter((u) => u.includes('risekeyword'))).toHaveLength(3));
  const params = gw.urls.filter((u) => u.includes('risekeyword')).map((u) => new URL(u).searchParams);
  expect(params.map((p) => [p.get('age'), p.get('sex')])).toEqual([
    ['all', 'all'],
    ['20', 'all'],
    ['20', '2'],
  ]);
  expect(shadow().getByRole('button', { name: '여성' }).getAttribute('aria-pressed')).toBe('true');
});

test('the save switch: off sets the 365-day cookie and stops recording; on removes it', async () => {
  fireEvent.focus(input());
  // jsdom caches computed styles across the popup's hidden toggle inside a shadow root; visibility is checked
  // through aria-expanded here and for real in Chromium.
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  const toggle = shadow().getByRole('switch', { name: /검색어 저장/, hidden: true });
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(toggle);
  expect(document.cookie).toContain(RECENT_OFF_COOKIE + '=Y');
  await waitFor(() => expect(shadow().getByText('검색어저장이 꺼져 있습니다.')).toBeTruthy());
  type('데미안');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  expect(document.cookie).not.toContain(RECENT_COOKIE + '=');
  type('');
  await waitFor(() => expect(shadow().queryByRole('switch', { name: /검색어 저장/, hidden: true })).toBeTruthy());
  fireEvent.click(shadow().getByRole('switch', { name: /검색어 저장/, hidden: true }));
  expect(document.cookie).not.toContain(RECENT_OFF_COOKIE);
});

test('recent searches: recorded on submit, shown newest first, deleted one by one or all', async () => {
  for (const k of ['데미안', '모순']) {
    type(k);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(navigations.at(-1)).toContain(encodeURIComponent(k)));
  }
  type('');
  fireEvent.focus(input());
  const recentGroup = () => within(host.shadowRoot!.querySelector('[aria-label="최근 검색어"]') as HTMLElement);
  await waitFor(() =>
    expect(
      recentGroup()
        .getAllByRole('gridcell')
        .filter((c) => c.id)
        .map((c) => c.textContent?.split(' ')[0]),
    ).toEqual(['모순', '데미안']),
  );
  fireEvent.click(recentGroup().getByRole('button', { name: '모순 삭제' }));
  await waitFor(() => expect(recentGroup().queryByText('모순')).toBeNull());
  fireEvent.click(recentGroup().getByRole('button', { name: '전체 삭제' }));
  await waitFor(() => expect(shadow().getByText('최근 검색어가 없습니다.')).toBeTruthy());
  expect(document.cookie).not.toContain(RECENT_COOKIE + '=');
});

test('typing lists products (marked), authors and events; arrows move aria-activedescendant across sections', async () => {
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(productCells()[0].querySelector('mark')!.textContent).toBe('해리');
  expect(productCells()[0].textContent).toBe(
    '국내도서해리 포터와 마법사의 돌작가 · 출판사10% 9,000원 · 450P (5%) 적립',
  );
  expect(productCells()[0].querySelector('img')!.getAttribute('src')).toBe(
    'https://img.example.com/fit-in/300x0/pdt/978890000.jpg',
  );
  expect(shadow().getByText('J.K. 롤링')).toBeTruthy();
  expect(shadow().getByText('해리 포터 굿즈 이벤트')).toBeTruthy();
  expect(liveRegion().textContent).toBe('상품 3개, 인물 1명, 이벤트 1개가 검색되었습니다.');
  const ids: (string | null)[] = [];
  for (let i = 0; i < 6; i++) {
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    ids.push(input().getAttribute('aria-activedescendant'));
  }
  expect(ids).toEqual([
    'sp-row-products-0',
    'sp-row-products-1',
    'sp-row-products-2',
    'sp-row-authors-0',
    'sp-row-events-0',
    null,
  ]);
  fireEvent.keyDown(input(), { key: 'ArrowUp' });
  expect(input().getAttribute('aria-activedescendant')).toBe('sp-row-events-0');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(navigations).toEqual(['https://event.example.com/detail/7']);
  fireEvent.keyDown(input(), { key: 'Escape' });
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test("the featured panel follows the active product: the next one's image, and its placeholder when it fails too", async () => {
  fireEvent.focus(input());
  type('해리');
  // Settled: the answer announced (the keystroke's second task, which resets the active row, has run).
  await waitFor(() => expect(liveRegion().textContent).toMatch(/검색되었습니다/));
  const featured = () => host.shadowRoot!.querySelector<HTMLImageElement>('.sp-featured img')!;
  const first = featured().getAttribute('src');
  fireEvent.error(featured());
  expect(featured().getAttribute('src')).toBe('https://img.example.com/' + PLACEHOLDERS.none);
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  // The panel follows within a frame (its store subscription may still be an effect away).
  const file = (src: string | null) => src!.split('/').pop();
  const next = file(productCells()[1].querySelector('img')!.getAttribute('src'));
  await waitFor(() => expect(file(featured().getAttribute('src'))).toBe(next));
  expect(featured().getAttribute('src')).not.toBe(first);
  fireEvent.error(featured());
  expect(featured().getAttribute('src')).toBe('https://img.example.com/' + PLACEHOLDERS.none);
});

test('while typing, the empty-input sections stay hidden and inert, untouched by answers and keys; emptying shows them again', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('한강')).toBeTruthy());
  const sections = host.shadowRoot!.querySelector('.sp-empty-mode')!;
  const held = sections.parentElement!;
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(held.hidden).toBe(true);
  expect(held.hasAttribute('inert')).toBe(true);
  const grid = () => within(host.shadowRoot!.querySelector('[role=grid]') as HTMLElement);
  expect(grid().queryByRole('heading', { name: '추천 검색어' })).toBeNull();
  // Another answer and the keys: nothing in the hidden sections changes.
  const watch = new MutationObserver(() => {});
  watch.observe(sections, { subtree: true, childList: true, attributes: true, characterData: true });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  type('해');
  await waitFor(() => expect(productCells().length).toBe(4));
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  await new Promise((r) => setTimeout(r, 20));
  expect(watch.takeRecords()).toEqual([]);
  watch.disconnect();
  type('');
  await waitFor(() => expect(held.hidden).toBe(false));
  expect(held.hasAttribute('inert')).toBe(false);
  expect(host.shadowRoot!.querySelector('.sp-empty-mode')).toBe(sections);
  expect(within(sections as HTMLElement).getByText('추천 검색어')).toBeTruthy();
  expect(productCells()).toEqual([]);
});

test('empty states for authors and events; a query that finds nothing closes the popup', async () => {
  fireEvent.focus(input());
  type('어린');
  await waitFor(() => expect(productCells().length).toBe(1));
  expect(shadow().getByText('관련 인물 정보가 없습니다.')).toBeTruthy();
  expect(shadow().getByText('관련 이벤트가 없습니다.')).toBeTruthy();
  type('코스모스');
  await waitFor(() => expect(liveRegion().textContent).toBe('검색 결과가 없습니다.'));
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('Backspace to an earlier query shows its results at once, with no request', async () => {
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  type('해리포');
  await waitFor(() => expect(productCells().length).toBe(1));
  const before = gw.urls.length;
  type('해리');
  // The input handler only records the value; the cached answer renders right after (the next frame in a browser).
  expect(productCells().length).toBe(1);
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(gw.urls.length).toBe(before);
});

test('blank text asks nothing; a blank submit says 검색어를 입력해 주세요.', async () => {
  fireEvent.focus(input());
  const typed = () => gw.urls.filter((u) => /commodity|author|event|shortcut/.test(u)).length;
  const before = typed();
  type(' \u3000 ');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await new Promise((r) => setTimeout(r, 10));
  expect(typed()).toBe(before);
  // The modal layer comes with the later chunk: the alert shows once it has arrived.
  const dialog = await waitFor(() => shadow().getByRole('alertdialog'));
  expect(dialog.textContent).toBe('검색어를 입력해 주세요.확인');
  expect(navigations).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(shadow().queryByRole('alertdialog')).toBeNull());
});

test('submit records the recent search, fires searchpopup:search and the search analytics, and goes to the results', async () => {
  fireEvent.focus(input());
  type('해리 포터');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  const url = 'https://search.example.com/search?keyword=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0&gbCode=TOT&target=total';
  expect(navigations).toEqual([url]);
  expect(searches).toEqual([{ keyword: '해리 포터', target: 'total', url }]);
  expect(layer()!.filter((e) => e.event === 'search')).toEqual([{ event: 'search', search_term: '해리 포터' }]);
  expect(decodeURIComponent(document.cookie)).toContain('해리 포터');
});

test('a search with no results also fires search_fail; a redirecting shortcut goes to its link', async () => {
  fireEvent.focus(input());
  type('코스모스');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  expect(layer()!.map((e) => e.event)).toEqual(['search', 'search_fail']);
  type('고객센터');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(2));
  expect(navigations[1]).toBe('https://shop.example.com/cscenter');
});

describe('Korean composition', () => {
  const compose = (value: string) => {
    fireEvent.compositionStart(input());
    type(value);
  };
  const orders: [string, () => void][] = [
    [
      'Chrome',
      () => {
        fireEvent.keyDown(input(), { key: 'Enter', isComposing: true, keyCode: 229 });
        fireEvent.compositionEnd(input());
        fireEvent.keyDown(input(), { key: 'Enter' });
      },
    ],
    [
      'Safari',
      () => {
        fireEvent.compositionEnd(input());
        fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
      },
    ],
    [
      'Firefox',
      () => {
        fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
        fireEvent.compositionEnd(input());
      },
    ],
  ];
  test.each(orders)(
    '%s: Enter on a composing 포 submits 해리포 exactly once and leaves no stray 포',
    async (_b, enter) => {
      fireEvent.focus(input());
      compose('해');
      fireEvent.compositionEnd(input());
      compose('해리');
      fireEvent.compositionEnd(input());
      compose('해리포');
      enter();
      await waitFor(() => expect(navigations.length).toBeGreaterThan(0));
      await new Promise((r) => setTimeout(r, 30));
      expect(searches).toEqual([expect.objectContaining({ keyword: '해리포' })]);
      expect(navigations).toHaveLength(1);
      expect(input().value).toBe('해리포');
    },
  );

  test("Firefox's order (no keydown after compositionend): the shopper's next Enter submits again", async () => {
    fireEvent.focus(input());
    compose('해리포');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.compositionEnd(input());
    fireEvent.keyUp(input(), { key: 'Enter' });
    await waitFor(() => expect(navigations).toHaveLength(1));
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.keyUp(input(), { key: 'Enter' });
    await waitFor(() => expect(navigations).toHaveLength(2));
    expect(searches).toEqual([
      expect.objectContaining({ keyword: '해리포' }),
      expect.objectContaining({ keyword: '해리포' }),
    ]);
  });

  /** Fires a measured timeline at the input, each event with the value the field had then. */
  const play = async (timeline: Measured[]) => {
    for (const m of timeline) {
      if (m.value !== undefined) input().value = m.value;
      const key = { key: m.key, code: m.code, keyCode: m.keyCode, isComposing: m.isComposing };
      if (m.t === 'compositionstart') fireEvent.compositionStart(input(), { data: m.data });
      else if (m.t === 'compositionend') fireEvent.compositionEnd(input(), { data: m.data });
      else if (m.t === 'input')
        fireEvent.input(input(), { data: m.data, inputType: m.inputType, isComposing: m.isComposing });
      else if (m.t === 'keydown') fireEvent.keyDown(input(), key);
      else if (m.t === 'keyup') fireEvent.keyUp(input(), key);
    }
  };
  test.each([
    ['Chromium', measuredIme.chromiumEnter],
    ['Firefox', measuredIme.firefoxEnter],
    ['WebKit', measuredIme.webkitEnter],
  ])(
    'measured with ibus-hangul in %s, the composing keydown reported as Enter: 달빛 is searched once, never 달',
    async (_engine, timeline) => {
      // The real timeline, events and values as measured; its composing Enter keydown said `Process`/`Unidentified`.
      const trailing = timeline.findIndex((m) => m.t === 'keydown' && m.key === 'Enter');
      const composingEnter = timeline
        .map((m, i) => (i < trailing && m.t === 'keydown' && m.isComposing ? i : -1))
        .reduce((a, b) => Math.max(a, b));
      fireEvent.focus(input());
      await play(timeline.map((m, i) => (i === composingEnter ? { ...m, key: 'Enter' } : m)));
      await waitFor(() => expect(navigations.length).toBeGreaterThan(0));
      await new Promise((r) => setTimeout(r, 30));
      expect(searches).toEqual([expect.objectContaining({ keyword: '달빛' })]);
      expect(navigations).toHaveLength(1);
    },
  );

  test('suggestions follow the composing value, and an answer arriving mid-composition does not cut it', async () => {
    gw.state.hold = true;
    fireEvent.focus(input());
    compose('해');
    fireEvent.compositionEnd(input());
    compose('해리');
    await waitFor(() =>
      expect(gw.urls.some((u) => u.includes('commodity') && new URL(u).searchParams.get('keyword') === '해리')).toBe(
        true,
      ),
    );
    compose('해리포');
    gw.held.forEach((release) => release());
    await new Promise((r) => setTimeout(r, 20));
    expect(input().value).toBe('해리포');
    gw.state.hold = false;
  });

  test('arrows and Escape pressed while composing do not act', async () => {
    fireEvent.focus(input());
    compose('해');
    await waitFor(() => expect(productCells().length).toBe(4));
    fireEvent.keyDown(input(), { key: 'ArrowDown', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Escape', isComposing: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('after Escape, with focus still in the input (WAI-ARIA APG combobox)', () => {
  const escaped = async () => {
    fireEvent.focus(input());
    type('해리');
    await waitFor(() => expect(productCells().length).toBe(3));
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
  };
  test('a click in the input opens the popup again, with no row active', async () => {
    await escaped();
    fireEvent.mouseDown(input());
    fireEvent.mouseUp(input());
    fireEvent.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(productCells()).toHaveLength(3);
  });
  test('Alt+ArrowDown opens it without moving the active row; ArrowDown opens it on the first row', async () => {
    await escaped();
    fireEvent.keyDown(input(), { key: 'ArrowDown', altKey: true });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe('sp-row-products-0');
  });
  test('typing opens it again', async () => {
    await escaped();
    type('해리포');
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  });
});

test('a mousedown outside the widget closes the popup; inside it does not', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  fireEvent.mouseDown(shadow().getByText('추천 검색어'));
  expect(input().getAttribute('aria-expanded')).toBe('true');
  fireEvent.mouseDown(document.querySelector('p')!);
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('open(keyword) and on(): events on the host element, composed, with detail', async () => {
  const seen: string[] = [];
  const off = instance.on('open', () => seen.push('open'));
  host.parentElement!.addEventListener('searchpopup:close', (e) =>
    seen.push('bubbled close ' + (e as CustomEvent).composed),
  );
  instance.open('해변');
  await waitFor(() => expect(productCells().length).toBe(1));
  expect(input().value).toBe('해변');
  instance.close();
  off();
  instance.open();
  expect(seen).toEqual(['open', 'bubbled close true']);
});

test('the ready event fires after mount with the version and device', async () => {
  const other = document.createElement('div');
  document.body.append(other);
  const ready = new Promise((r) => other.addEventListener('searchpopup:ready', (e) => r((e as CustomEvent).detail)));
  const second = mount({ host: other, created: true, raw: { env }, device: 'desktop', version: '1.2.3' });
  await expect(ready).resolves.toEqual({ version: '1.2.3', device: 'desktop' });
  second.destroy();
  expect(other.isConnected).toBe(false);
});

test('destroy empties the shadow root, leaves the host element the page wrote, and removes listeners at once', async () => {
  instance.destroy();
  const spies = [window, document].flatMap((t) => [
    jest.spyOn(t, 'addEventListener'),
    jest.spyOn(t, 'removeEventListener'),
  ]);
  const again = mount({ host, created: false, raw: { env }, device: 'desktop', version: 't' });
  fireEvent.focus(input());
  type('해');
  await waitFor(() => expect(productCells().length).toBe(4));
  again.destroy();
  expect(host.shadowRoot!.childNodes).toHaveLength(0);
  const [addOnWindow, removeOnWindow, addOnDocument, removeOnDocument] = spies.map((s) =>
    // jsdom's selector engine (nwsapi) tracks :hover with its own document listeners, on the first query.
    s.mock.calls.filter((c) => !(s === spies[2] && (c[0] === 'mouseover' || c[0] === 'mouseout'))),
  );
  // The press-outside rule and the focus guard listen on window (capture); nothing listens on document.
  expect(addOnWindow.filter((c) => c[0] === 'mousedown').length).toBeGreaterThanOrEqual(2);
  // Every listener added to window or document while the widget lived is gone, each with its own capture flag.
  const removed = (calls: unknown[][], c: unknown[]) =>
    calls.some((r) => r[0] === c[0] && r[1] === c[1] && !!r[2] === !!c[2]);
  const left = [
    ...addOnWindow.filter((c) => !removed(removeOnWindow, c)).map((c) => 'window ' + String(c[0])),
    ...addOnDocument.filter((c) => !removed(removeOnDocument, c)).map((c) => 'document ' + String(c[0])),
  ];
  expect(left).toEqual([]);
  spies.forEach((s) => s.mockRestore());
});

test('markup in a product name stays text', async () => {
  CATALOGUE.push('<img src=x onerror="window.__pwned=1">해리');
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(4));
  expect(host.shadowRoot!.querySelector('img[src="x"]')).toBeNull();
  expect(productCells()[3].textContent).toContain('<img src=x');
  CATALOGUE.pop();
});

describe('the product row cart button', () => {
  const cartButtons = () =>
    within(host.shadowRoot!.querySelector('.sp-products') as HTMLElement).queryAllByRole('button', {
      name: /장바구니/,
      hidden: true,
    });
  const dialog = () => host.shadowRoot!.querySelector<HTMLElement>('[role=alertdialog]');
  const dialogButton = (name: string) => within(dialog()!).getByRole('button', { name });

  test('an anonymous add: temporary member cookie sent as tmprMmbrNum, INS then UPD, events and analytics', async () => {
    const carts: unknown[] = [];
    host.addEventListener('searchpopup:cart', (e) => carts.push((e as CustomEvent).detail));
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(1));
    fireEvent.click(cartButtons()[0]);
    const toast = () => host.shadowRoot!.querySelector('.sp-toasts-center .sp-toast');
    await waitFor(() => expect(toast()?.textContent).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기'));
    expect(toast()!.closest('[role=status]')).not.toBeNull();
    expect(toast()!.querySelector('a')!.getAttribute('href')).toBe('https://ord.example.com/ORD/cart');
    const tmpr = /sp_tmpr_mmbr_num=([^;]+)/.exec(document.cookie)![1];
    expect(gw.posts[0]).toEqual({
      addCartProcList: [
        expect.objectContaining({
          saleCmdtid: 'S0',
          ordQty: 1,
          spbkDvsnCode: '002',
          saleCmdtDvsnCode: 'KOR',
          name: '어린 왕자',
          price: 9000,
        }),
      ],
      tmprMmbrNum: tmpr,
    });
    fireEvent.click(cartButtons()[0]);
    await waitFor(() =>
      expect(dialog()?.textContent).toBe(
        '이미 장바구니에 담긴 상품이에요. 수량이 추가되었어요\n장바구니로 이동하시겠습니까?닫기장바구니 보기',
      ),
    );
    fireEvent.click(dialogButton('장바구니 보기'));
    await waitFor(() => expect(navigations).toEqual(['https://ord.example.com/ORD/cart']));
    expect(dialog()).toBeNull();
    expect((gw.posts[1] as { tmprMmbrNum: string }).tmprMmbrNum).toBe(tmpr);
    expect(carts).toEqual([
      { code: '002', result: 'INS', items: [expect.objectContaining({ saleCmdtid: 'S0' })] },
      { code: '002', result: 'UPD', items: [expect.objectContaining({ saleCmdtid: 'S0' })] },
    ]);
    expect(layer()!.filter((e) => e.event === 'add_to_cart')).toHaveLength(2);
    expect(layer()!.find((e) => e.event === 'add_to_cart')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'KRW',
        items: [
          {
            item_id: 'S0',
            item_name: '어린 왕자',
            item_category: 'KOR',
            item_variant: '978890000',
            price: 9000,
            quantity: 1,
          },
        ],
      },
    });
  });

  test("hosts' cart hooks (stats, two wishlist vendors) run in order; one that throws breaks neither the others nor the flow", async () => {
    const calls: string[] = [];
    const reported: string[] = [];
    const onError = (e: ErrorEvent) => {
      reported.push(e.message);
      e.preventDefault();
    };
    window.addEventListener('error', onError);
    instance.on('cart', (d) => calls.push('stats ' + d.result));
    instance.on('cart', () => {
      throw new Error('vendor A is down');
    });
    instance.on('cart', (d) => calls.push('vendor B ' + d.items.length));
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(1));
    fireEvent.click(cartButtons()[0]);
    const toast = () => host.shadowRoot!.querySelector('.sp-toast');
    await waitFor(() => expect(toast()?.textContent).toBe('선택한 상품을 장바구니에 담았어요.장바구니 보기'));
    window.removeEventListener('error', onError);
    expect(calls).toEqual(['stats INS', 'vendor B 1']);
    expect(reported).toEqual([expect.stringContaining('vendor A is down')]);
  });

  test("a host's quick order with separQty: sent in the request and on the order page's URL; left out otherwise", async () => {
    await expect(instance.cart('004', [{ saleCmdtid: 'S0' }], { separQty: true })).resolves.toEqual({ result: 'INS' });
    expect(gw.posts[0]).toMatchObject({
      separQty: true,
      addCartProcList: [expect.objectContaining({ saleCmdtid: 'S0' })],
    });
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toBe('https://ord.example.com/ORD/cart/baro-dream?spbkDvsnCode=004&separQty=Y');
    await instance.cart('002', [{ saleCmdtid: 'S1' }], { separQty: 'yes' } as never);
    expect(gw.posts[1]).not.toHaveProperty('separQty');
  });

  test('a double click sends one request', async () => {
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(1));
    fireEvent.click(cartButtons()[0]);
    fireEvent.click(cartButtons()[0]);
    await waitFor(() => expect(host.shadowRoot!.querySelector('.sp-toast')?.textContent).toContain('담았어요'));
    expect(gw.posts).toHaveLength(1);
  });

  test('an adult item for an anonymous shopper: the 19+ message with 로그인 (verify=adult), no request', async () => {
    CATALOGUE.push('19금 어린 시절');
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(2));
    fireEvent.click(cartButtons()[1]);
    await waitFor(() => expect(dialog()?.textContent).toContain('19세 이상'));
    fireEvent.click(dialogButton('로그인'));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(new URL(navigations[0]).pathname).toBe('/MBR/login');
    expect(new URL(navigations[0]).searchParams.get('verify')).toBe('adult');
    expect(gw.posts).toEqual([]);
    CATALOGUE.pop();
  });

  test('an item that needs options offers its detail page', async () => {
    CATALOGUE.push('어린 왕자 미리보기');
    fireEvent.focus(input());
    type('어린');
    await waitFor(() => expect(cartButtons()).toHaveLength(2));
    fireEvent.click(cartButtons()[1]);
    await waitFor(() => expect(dialog()?.textContent).toContain('옵션 선택이 필요한 상품입니다.'));
    fireEvent.click(dialogButton('상세보기'));
    await waitFor(() => expect(navigations).toEqual(['https://ebp.example.com/EBP/dig/epd/ebook/S1']));
    expect(gw.posts).toEqual([]);
    CATALOGUE.pop();
  });
});

describe('issue 18: what the spec shows', () => {
  test('live keywords: ten at most, with the time of the list (MM.DD HH:mm 기준)', async () => {
    fireEvent.focus(input());
    await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
    const rise = host.shadowRoot!.querySelector('.sp-rise') as HTMLElement;
    expect(rise.querySelectorAll('.sp-row')).toHaveLength(10);
    expect(within(rise).queryByText('여수의 사랑')).toBeNull();
    const time = rise.querySelector('time')!;
    expect(time.textContent).toBe('11.22 14:05 기준');
    expect(time.getAttribute('datetime')).toBe('2026-11-22T14:05');
  });

  test('events show their banner (through the URL policy); a banner that fails to load is hidden', async () => {
    fireEvent.focus(input());
    type('해변');
    const row = await waitFor(() => shadow().getByText('해리 포터 굿즈 이벤트').closest('.sp-event') as HTMLElement);
    const img = row.querySelector('img.sp-event-image') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://event.example.com/b/7.png');
    expect(img.hasAttribute('data-failed')).toBe(false);
    fireEvent.error(img);
    expect(img.hasAttribute('data-failed')).toBe(true);
    // An image on a host the policy refuses is never asked for: the name stands alone.
    const other = shadow().getByText('해변 이벤트').closest('.sp-event') as HTMLElement;
    expect(other.querySelector('img')).toBeNull();
    expect(other.textContent).toBe('해변 이벤트');
  });

  test('the ad banner inside the input: its image in place of the text, gone once typing, its text when broken', async () => {
    gw.state.banners = [
      {
        ad_id: 'A1',
        linkUrl: 'https://shop.example.com/a1',
        imgFileUrl: 'https://img.example.com/ads/a1.png',
        imgAltTagCntt: '신간 2배',
        text: '신간 적립금 2배',
      },
      {
        ad_id: 'A2',
        linkUrl: 'https://shop.example.com/a2',
        imgFileUrl: 'https://evil.example/a2.png',
        imgAltTagCntt: '나쁜 광고',
        text: '두 번째 광고',
      },
    ];
    fireEvent.focus(input());
    const img = await waitFor(() => {
      const found = host.shadowRoot!.querySelector<HTMLImageElement>('img.sp-ad-image');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(img.getAttribute('src')).toBe('https://img.example.com/ads/a1.png');
    expect(img.getAttribute('alt')).toBe('신간 2배');
    expect(input().placeholder).toBe('신간 적립금 2배');
    // The image stands in for the placeholder text only once it is drawn.
    expect(img.previousElementSibling).toBeNull();
    expect(img.nextElementSibling).toBe(input());
    fireEvent.load(img);
    expect(img.hasAttribute('data-loaded')).toBe(true);
    type('해');
    await waitFor(() => expect(img.hidden).toBe(true));
    type('');
    await waitFor(() => expect(img.hidden).toBe(false));
    fireEvent.error(img);
    expect(img.hasAttribute('data-failed')).toBe(true);
  });

  test('a banner image on a host the policy refuses is not drawn: the text shows', async () => {
    gw.state.banners = [
      { ad_id: 'A2', linkUrl: '', imgFileUrl: 'javascript:alert(1)', imgAltTagCntt: 'x', text: '텍스트 광고' },
    ];
    fireEvent.focus(input());
    await waitFor(() => expect(input().placeholder).toBe('텍스트 광고'));
    expect(host.shadowRoot!.querySelector('img.sp-ad-image')).toBeNull();
  });

  test('view_item: the featured product, once per product per opening', async () => {
    fireEvent.focus(input());
    type('해리');
    await waitFor(() => expect(productCells().length).toBe(3));
    const viewed = () =>
      layer()!
        .filter((e) => e.event === 'view_item')
        .map(
          (e) => (e as unknown as { ecommerce: { items: { item_id: string; index: number }[] } }).ecommerce.items[0],
        );
    await waitFor(() => expect(viewed()).toHaveLength(1));
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp']) fireEvent.keyDown(input(), { key });
    expect(viewed().map((i) => [i.item_id, i.index])).toEqual([
      ['S0', 0],
      ['S1', 1],
    ]);
    expect(layer()!.find((e) => e.event === 'view_item')).toMatchObject({
      ecommerce: { currency: 'KRW', value: 9000, items: [{ item_list_name: '검색 팝업 자동완성', price: 9000 }] },
    });
    fireEvent.keyDown(input(), { key: 'Escape' });
    fireEvent.click(input());
    await waitFor(() => expect(viewed()).toHaveLength(3));
  });
});

/** Mounts again with more config. */
function remount(config: Record<string, unknown>) {
  instance.destroy();
  setBody('<div id="search-popup"></div>');
  host = document.getElementById('search-popup')!;
  host.addEventListener('searchpopup:navigate', (e) => {
    e.preventDefault();
    navigations.push((e as CustomEvent).detail.url);
  });
  host.addEventListener('searchpopup:search', (e) => searches.push((e as CustomEvent).detail));
  instance = mount({
    host,
    created: false,
    raw: { gateway: '/api/gw', env, ...config },
    device: 'desktop',
    version: 't',
  });
}

test('a set shows its volume count after its label when the answer carries one (bndl_CMDT_CNT)', async () => {
  fireEvent.focus(input());
  type('나니아');
  await waitFor(() => expect(productCells().length).toBe(1));
  expect(productCells()[0].querySelector('.sp-label')!.textContent).toBe('세트상품 7권 세트');
  type('어린');
  await waitFor(() => expect(productCells()[0].querySelector('.sp-label')!.textContent).toBe('국내도서'));
});

test('config webp: true asks the image host for webp', async () => {
  remount({ webp: true });
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(productCells()[0].querySelector('img')!.getAttribute('src')).toBe(
    'https://img.example.com/fit-in/300x0/filters:format(webp)/pdt/978890000.jpg',
  );
});

test('a box on a shelf page (config target ebook) asks and submits that shelf', async () => {
  remount({ target: 'ebook' });
  fireEvent.focus(input());
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  const commodity = gw.urls
    .filter((u) => u.includes('search/commodity'))
    .map((u) => new URL(u).searchParams.get('gbCode'));
  expect(commodity).toEqual(['EBK']);
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(navigations).toHaveLength(1));
  const url = 'https://search.example.com/search?keyword=%ED%95%B4%EB%A6%AC&gbCode=EBK&target=ebook';
  expect(navigations).toEqual([url]);
  expect(searches).toEqual([{ keyword: '해리', target: 'ebook', url }]);
});

describe("the page's own search form inside the mount (the box before the script)", () => {
  const withForm = (value: string, focus: boolean) => {
    instance.destroy();
    setBody(
      '<div id="search-popup"><form action="/search"><input type="search" name="keyword"><button>검색</button></form></div>',
    );
    host = document.getElementById('search-popup')!;
    const field = host.querySelector('input')!;
    field.value = value;
    if (focus) field.focus();
    field.setSelectionRange(1, 2);
    instance = mount({ host, created: false, raw: { gateway: '/api/gw', env }, device: 'desktop', version: 't' });
  };

  test('its text, caret and focus move to the widget, which searches the text', async () => {
    withForm('해리', true);
    expect(input().value).toBe('해리');
    expect([input().selectionStart, input().selectionEnd]).toEqual([1, 2]);
    expect(host.shadowRoot!.activeElement).toBe(input());
    await waitFor(() => expect(productCells().length).toBe(3));
  });

  test('text without focus is kept quietly: no popup, no request', async () => {
    withForm('어린', false);
    expect(input().value).toBe('어린');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await new Promise((r) => setTimeout(r, 20));
    expect(gw.urls.filter((u) => u.includes('commodity'))).toEqual([]);
  });
});
