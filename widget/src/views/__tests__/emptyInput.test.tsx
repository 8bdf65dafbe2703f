/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
// The empty input: the sections focus shows (recent, recommended, live keywords), their filters and switches, the ad banner in the input.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { P } from '../../../../test/helpers/parts';
import { RECENT_COOKIE, RECENT_OFF_COOKIE } from '../../core/recentSearches';
import { setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<p>host page</p><div id="search-popup"></div>' });
const { shadow, input, type, productCells, navigations, settle, query, group } = p;

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
  const before = p.gw.urls.length;
  fireEvent.focus(input());
  await settle();
  expect(p.gw.urls.length).toBe(before);
  expect(
    p.gw.urls.filter((u) => u.includes('logRecommendProduct')).map((u) => new URL(u).searchParams.get('keyword')),
  ).toEqual(['']);
});

test('age and sex filters ask risekeyword with their parameters', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  fireEvent.click(shadow().getByRole('button', { name: '20대' }));
  fireEvent.click(shadow().getByRole('button', { name: '여성' }));
  await waitFor(() => expect(p.gw.urls.filter((u) => u.includes('risekeyword'))).toHaveLength(3));
  const params = p.gw.urls.filter((u) => u.includes('risekeyword')).map((u) => new URL(u).searchParams);
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
  const recentGroup = () => group('최근 검색어');
  // Queried only once open: jsdom keeps the computed style it saw while the popup was hidden (in a shadow root).
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
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

test('while typing, the empty-input sections stay hidden and inert, untouched by answers and keys; emptying shows them again', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('한강')).toBeTruthy());
  const sections = query(P.emptyMode)!;
  const held = sections.parentElement!;
  type('해리');
  await waitFor(() => expect(productCells().length).toBe(3));
  expect(held.hidden).toBe(true);
  expect(held.hasAttribute('inert')).toBe(true);
  expect(within(query('[role=grid]')!).queryByRole('heading', { name: '추천 검색어' })).toBeNull();
  // Another answer and the keys: nothing in the hidden sections changes.
  const watch = new MutationObserver(() => {});
  watch.observe(sections, { subtree: true, childList: true, attributes: true, characterData: true });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  type('해');
  await waitFor(() => expect(productCells().length).toBe(4));
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  await settle();
  expect(watch.takeRecords()).toEqual([]);
  watch.disconnect();
  type('');
  await waitFor(() => expect(held.hidden).toBe(false));
  expect(held.hasAttribute('inert')).toBe(false);
  expect(query(P.emptyMode)).toBe(sections);
  expect(within(sections).getByText('추천 검색어')).toBeTruthy();
  expect(productCells()).toEqual([]);
});

test('live keywords: ten at most, with the time of the list (MM.DD HH:mm 기준)', async () => {
  fireEvent.focus(input());
  await waitFor(() => expect(shadow().getByText('넥서스')).toBeTruthy());
  const rise = query(P.rise)!;
  expect(rise.querySelectorAll(P.row)).toHaveLength(10);
  expect(within(rise).queryByText('여수의 사랑')).toBeNull();
  const time = rise.querySelector('time')!;
  expect(time.textContent).toBe('11.22 14:05 기준');
  expect(time.getAttribute('datetime')).toBe('2026-11-22T14:05');
});

/** The ad banner's image in the input, or null. */
const adImage = () => query<HTMLImageElement>(`img${P.adImage}`);
/** An ad of the banner answer: `A1` links to shop.example.com/a1 with the image img.example.com/ads/a1.png. */
const ad = (id: string, alt: string, text: string, more: Record<string, string> = {}) => ({
  ad_id: id,
  linkUrl: 'https://shop.example.com/' + id.toLowerCase(),
  imgFileUrl: `https://img.example.com/ads/${id.toLowerCase()}.png`,
  imgAltTagCntt: alt,
  text,
  ...more,
});

test('the ad banner inside the input: one form for all its banners, images once all are drawn, gone once typing', async () => {
  p.gw.state.banners = [ad('A1', '신간 2배', '신간 적립금 2배'), ad('A2', '두 번째', '두 번째 광고')];
  fireEvent.focus(input());
  await waitFor(() => expect(adImage()).not.toBeNull());
  const chip = adImage()!.closest(P.ad)!;
  // Both banners' images in the one chip, the one whose text is the placeholder now shown.
  const [a1, a2] = [...chip.querySelectorAll('img')];
  expect([a1.getAttribute('src'), a1.alt, a1.hidden]).toEqual([
    'https://img.example.com/ads/a1.png',
    '신간 2배',
    false,
  ]);
  expect([a2.getAttribute('src'), a2.hidden]).toEqual(['https://img.example.com/ads/a2.png', true]);
  expect(input().placeholder).toBe('신간 적립금 2배');
  expect(chip.previousElementSibling).toBeNull();
  expect(chip.nextElementSibling).toBe(input());
  // The chip stands in for the placeholder text only once its form is known: every image drawn.
  fireEvent.load(a1);
  expect(chip.hasAttribute('data-loaded')).toBe(false);
  fireEvent.load(a2);
  expect([chip.hasAttribute('data-loaded'), chip.hasAttribute('data-text')]).toEqual([true, false]);
  type('해');
  await waitFor(() => expect((chip as HTMLElement).hidden).toBe(true));
  type('');
  await waitFor(() => expect((chip as HTMLElement).hidden).toBe(false));
  // One image broken: every banner in words, not a picture one turn and words the next.
  fireEvent.error(a2);
  expect([chip.hasAttribute('data-loaded'), chip.hasAttribute('data-text')]).toEqual([true, true]);
});

test('a banner whose image the URL policy refuses puts every banner in words at once, the others still loading', async () => {
  p.gw.state.banners = [
    ad('A1', '신간 2배', '신간 적립금 2배'),
    ad('A2', '나쁜 광고', '두 번째 광고', { imgFileUrl: 'https://evil.example/a2.png' }),
  ];
  fireEvent.focus(input());
  await waitFor(() => expect(adImage()).not.toBeNull());
  const chip = adImage()!.closest(P.ad)!;
  expect([...chip.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
    'https://img.example.com/ads/a1.png',
  ]);
  expect([chip.hasAttribute('data-loaded'), chip.hasAttribute('data-text')]).toEqual([true, true]);
  expect(chip.textContent).toBe('광고 신간 2배');
});

test('view_promotion only for an ad the shopper could see: not for one that rotates in while typing (spec 7.37)', async () => {
  p.gw.state.banners = ['A1', 'A2', 'A3'].map((id) => ad(id, id, id + ' 광고 문구', { imgFileUrl: '' }));
  const viewed = () =>
    (p.layer() ?? [])
      .filter((e) => e.event === 'view_promotion')
      .map(
        (e) => (e as unknown as { ecommerce: { items: { promotion_id: string }[] } }).ecommerce.items[0].promotion_id,
      )
      .filter((id) => id.startsWith('A'));
  fireEvent.focus(input());
  await waitFor(() => expect(input().placeholder).toBe('A1 광고 문구'));
  await waitFor(() => expect(viewed()).toEqual(['A1']));
  // Typing: the ad gives way to the text; A2 and A3 rotate in unseen (2.5 s each).
  type('해');
  await settle(2500);
  await settle(2500);
  expect(viewed()).toEqual(['A1']);
  // The box empty again: the ad in it now (A3) is seen; A1 not twice; A2 when it comes round.
  type('');
  await waitFor(() => expect(viewed()).toEqual(['A1', 'A3']));
  expect(input().placeholder).toBe('A3 광고 문구');
  await settle(2500);
  await settle(2500);
  expect(input().placeholder).toBe('A2 광고 문구');
  expect(viewed()).toEqual(['A1', 'A3', 'A2']);
});

test('the ad in the box is a labelled ad, not a query: named 광고, a press opens its link with select_promotion', async () => {
  p.gw.state.banners = [ad('A1', '신간 2배', '신간 적립금 2배', { publisher_id: 'P1' })];
  fireEvent.focus(input());
  const chip = await waitFor(() => shadow().getByRole('button', { name: '광고 신간 2배' }));
  expect(within(chip).getByText('광고')).toBeTruthy();
  fireEvent.load(chip.querySelector('img')!);
  fireEvent.click(chip);
  await settle();
  expect(navigations).toEqual(['https://shop.example.com/a1']);
  expect(p.layer()!.filter((e) => e.event === 'select_promotion')).toEqual([
    {
      event: 'select_promotion',
      ecommerce: {
        items: [
          {
            promotion_id: 'A1',
            promotion_name: '신간 2배',
            creative_name: 'P1',
            creative_slot: 'search_input',
            index: 0,
          },
        ],
      },
    },
  ]);
  // Not a search: no search event, no recent keyword, the box as it was.
  expect(p.searches).toEqual([]);
  expect(input().value).toBe('');
});

test('an ad whose link the URL policy refuses is no control: its image stays, labelled 광고', async () => {
  p.gw.state.banners = [ad('A3', '다른 광고', '다른 광고', { linkUrl: 'https://evil.example/a3' })];
  fireEvent.focus(input());
  await waitFor(() => expect(adImage()).not.toBeNull());
  const img = adImage()!;
  expect(img.closest('button')).toBeNull();
  // Its label, then its words (shown instead of the image where the image is too small to read: views/adFit.ts).
  expect(img.closest(P.ad)!.textContent).toBe('광고 다른 광고');
});

test('a banner image on a host the policy refuses is not drawn: the text shows', async () => {
  p.gw.state.banners = [
    { ad_id: 'A2', linkUrl: '', imgFileUrl: 'javascript:alert(1)', imgAltTagCntt: 'x', text: '텍스트 광고' },
  ];
  fireEvent.focus(input());
  await waitFor(() => expect(input().placeholder).toBe('텍스트 광고'));
  expect(adImage()).toBeNull();
});
