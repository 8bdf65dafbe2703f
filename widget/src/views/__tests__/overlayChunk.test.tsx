/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 *
 * The mobile overlay's chunk (its history entry and the page's scroll lock) failing to load: the popup works on
 * without them, and the next open asks for the chunk again and takes its entry and lock.
 */
import { waitFor } from '@testing-library/react';
import { mount } from '../../entries/mobile';
import { env } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const mockOverlay = { failures: 0, loads: 0 };
jest.mock('../../entries/overlayLayer', () => {
  mockOverlay.loads++;
  if (mockOverlay.failures > 0 && mockOverlay.failures--) throw new Error('503 Service Unavailable: overlay chunk');
  return jest.requireActual('../../entries/overlayLayer');
});

// The overlay's product swiper (embla) needs matchMedia, IntersectionObserver and ResizeObserver, which jsdom lacks;
// this file is about the overlay's chunk, so the swiper is a plain list here (the engines drag the real one).
jest.mock('embla-carousel-react', () => () => [() => undefined, undefined]);

test('the overlay chunk fails: the typed search still answers; the next open takes the entry and the lock', async () => {
  mockOverlay.failures = 1;
  const warnings: string[] = [];
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom: "not implemented"
  jest.spyOn(console, 'warn').mockImplementation((m) => void warnings.push(String(m)));
  const gw = installShopGateway();
  const host = document.body.appendChild(document.createElement('div'));
  host.id = 'search-popup';
  const before = history.length;
  const instance = mount({
    host,
    created: false,
    raw: { gateway: '/api/gw', env },
    device: 'mobile-web',
    version: 't',
  });
  instance.open('해');
  await waitFor(() => expect(gw.urls.some((u) => u.includes('search/commodity'))).toBe(true));
  expect(warnings.some((w) => w.includes('overlay chunk'))).toBe(true);
  expect(history.length).toBe(before);
  instance.close();
  instance.open('해');
  await waitFor(() => expect(history.length).toBe(before + 1));
  expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
  expect(mockOverlay.loads).toBe(2);
  instance.destroy();
  expect(document.documentElement.style.getPropertyValue('overflow')).toBe('');
});
