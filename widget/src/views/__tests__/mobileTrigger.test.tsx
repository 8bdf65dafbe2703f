/**
 * @jest-environment-options {"url": "https://shop.example.com/search?keyword=%ED%95%B4%EB%A6%AC"}
 *
 * The phone's search trigger reads as the field it stands for: a results page's kept keyword, the text searched
 * last, else the placeholder (issue 39: the kept keyword was only seen once the overlay opened).
 */
import { waitFor } from '@testing-library/react';
import { P } from '../../../../test/helpers/parts';
import { mount } from '../../entries/mobile';
import type { Instance } from '../../public';
import { env, widgetIn } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

jest.mock('embla-carousel-react', () => () => [() => undefined, undefined]);

let instance: Instance | undefined;
afterEach(() => {
  instance?.destroy();
  document.body.replaceChildren();
});

const mountWith = (kept: string | null) => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom: "not implemented"
  installShopGateway();
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
