/**
 * @jest-environment-options {"url": "https://shop.example.com/search?keyword=%ED%95%B4%EB%A6%AC"}
 *
 * The phone's search trigger reads as the field it stands for: a results page's kept keyword, the text searched
 * last, else the placeholder (issue 39: the kept keyword was only seen once the overlay opened).
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { P } from '../../../../test/helpers/parts';
import { mount } from '../../entries/mobile';
import type { Instance } from '../../public';
import { env, widgetIn } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

jest.mock('embla-carousel-react', () => () => [() => undefined, undefined]);

let instance: Instance | undefined;
let installed: ReturnType<typeof installShopGateway> | undefined;
afterEach(() => {
  instance?.destroy();
  document.body.replaceChildren();
});

const mountWith = (kept: string | null, banners: Record<string, string>[] = []) => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom: "not implemented"
  installed = installShopGateway();
  installed.state.banners = banners;
  const host = document.body.appendChild(document.createElement('div'));
  host.id = 'search-popup';
  if (kept !== null) {
    const form = host.appendChild(document.createElement('form'));
    const field = form.appendChild(document.createElement('input'));
    field.name = 'keyword';
    field.value = kept;
  }
  instance = mount({ host, created: false, raw: { gateway: '/api/gw', env }, device: 'mobile-web', version: 't' });
  return widgetIn(() => host).trigger;
};

test.each([
  { page: 'a results page kept 해리', kept: '해리', said: '해리' },
  { page: 'an empty box', kept: '', said: '검색어를 입력해 주세요' },
  { page: 'no box before the script', kept: null, said: '검색어를 입력해 주세요' },
  { page: 'only spaces', kept: '   ', said: '검색어를 입력해 주세요' },
])('$page: the trigger says $said', ({ kept, said }) => {
  const trigger = mountWith(kept);
  expect(trigger().querySelector(P.triggerText)!.textContent).toBe(said);
});

test('after a search in the overlay, the closed trigger shows what was searched', async () => {
  const trigger = mountWith(null);
  instance!.open('어린');
  await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('true'));
  instance!.close();
  await waitFor(() => expect(trigger().querySelector(P.triggerText)!.textContent).toBe('어린'));
  expect(trigger().querySelector(P.triggerValue)).not.toBeNull();
});

test("the ad's view_promotion on a phone: once the overlay shows it, not while the trigger alone is on screen", async () => {
  const viewed = () =>
    ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === 'view_promotion');
  delete (window as { dataLayer?: unknown }).dataLayer;
  const banner = { ad_id: 'A1', linkUrl: 'https://shop.example.com/a1', imgFileUrl: '', text: '신간 적립금 2배' };
  const trigger = mountWith(null, [banner]);
  // Reached for (the banners and the popup's parts come), still closed: the trigger shows no ad.
  fireEvent.pointerDown(trigger());
  // The banners asked, and the products others look at, which the popup's parts ask once they are made.
  const asked = (path: string) => installed!.urls.some((u) => u.includes(path));
  await waitFor(() => expect([asked('advertising/'), asked('logRecommendProduct')]).toEqual([true, true]));
  expect(viewed()).toHaveLength(0);
  instance!.open();
  await waitFor(() => expect(viewed()).toHaveLength(1));
  instance!.close();
  instance!.open();
  expect(viewed()).toHaveLength(1);
});
