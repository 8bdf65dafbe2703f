/**
 * The mobile overlay's history entry against what a page keeps in `history.state` (issue 38, findings 8 and 9), on
 * a phone: a page's own state that holds the widget's key is the page's (one Back closes the overlay, the next is
 * the page's own, and nothing steps on past it), and a box destroyed while its overlay is open gives a router's
 * entry its own state back.
 */
import type { Page } from 'playwright-core';
import { poll } from '../helpers/pacing';
import { useDemoPage } from '../helpers/demoPage';
import { frames } from './navigation';

const phone = useDemoPage({
  viewport: { width: 390, height: 844 },
  context: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
});

/** What the page's own popstate listener heard (the app's pops, their states as JSON). */
type AppWindow = Window & { appPops?: string[] };

const trigger = (page: Page) => page.getByRole('button', { name: /검색/ }).first();
const overlay = (page: Page) => page.getByRole('dialog', { name: '검색' });
const openOverlay = async (page: Page) => {
  await trigger(page).tap();
  await overlay(page).waitFor();
};
const state = (page: Page) => page.evaluate(() => JSON.stringify(history.state));
test('a page whose own state holds searchPopupLayer: Back closes the overlay and stays; the next Back is the page’s own', async () => {
  // The tab came from another page: a Back too many leaves this one.
  const { page } = await phone.open('/mobile?from=1');
  await page.goto(phone.url + '/mobile');
  await page.evaluate(() => window.SearchPopup!.ready());
  // An app that keeps its parsed query parameters in history.state (qs reads searchPopupLayer[seq]=1 as an object),
  // with its own popstate listener.
  await page.evaluate(() => {
    const w = window as AppWindow;
    w.appPops = [];
    addEventListener('popstate', (e) => w.appPops!.push(JSON.stringify(e.state)));
    const own = (q: string) => ({ searchPopupLayer: { seq: '1' }, q });
    history.replaceState(own('a'), '', '?searchPopupLayer[seq]=1&q=a');
    history.pushState(own('b'), '', '?searchPopupLayer[seq]=1&q=b');
  });
  const a = JSON.stringify({ searchPopupLayer: { seq: '1' }, q: 'a' });
  const b = JSON.stringify({ searchPopupLayer: { seq: '1' }, q: 'b' });
  await openOverlay(page);

  await page.goBack();
  await overlay(page).waitFor({ state: 'detached' });
  expect(page.url()).toMatch(/q=b$/);
  expect(await state(page)).toBe(b);

  await page.goBack();
  await frames(page);
  expect(page.url()).toMatch(/q=a$/);
  expect(await state(page)).toBe(a);
  expect(await page.evaluate(() => (window as AppWindow).appPops)).toEqual([a]);
  // Still in the page's own history: forward is its next entry.
  await page.goForward();
  await frames(page);
  expect(page.url()).toMatch(/q=b$/);
  expect(await page.evaluate(() => (window as AppWindow).appPops)).toEqual([a, b]);
  expect(await overlay(page).count()).toBe(0);
});

test('SearchPopup.destroy() while the overlay is open: the router’s entry holds its own state again, Back and forward carry it', async () => {
  const { page } = await phone.open('/test/nav-react');
  await page.locator('#content h1', { hasText: '첫 페이지' }).waitFor();
  const own = await state(page);
  expect(JSON.parse(own)).toMatchObject({ idx: expect.any(Number) });
  await openOverlay(page);

  await page.evaluate(() => window.SearchPopup!.destroy());
  await poll(async () => (await state(page)) === own, { timeout: 10000, message: 'the router’s own state back' });
  expect(page.url()).toMatch(/\/test\/nav-react$/);

  await page.locator('#to-2').click();
  await page.locator('#content h1', { hasText: '둘째 페이지' }).waitFor();
  await page.goBack();
  await page.locator('#content h1', { hasText: '첫 페이지' }).waitFor();
  expect(await state(page)).toBe(own);
  await page.goForward();
  await page.locator('#content h1', { hasText: '둘째 페이지' }).waitFor();
  await page.goBack();
  await page.locator('#content h1', { hasText: '첫 페이지' }).waitFor();
  expect(await state(page)).toBe(own);
});
