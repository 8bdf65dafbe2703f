/**
 * A lazy chunk that fails to load in a real browser (the chunk's URL answers 503 once): the shopper sees what the
 * widget shows for it, and the next need fetches the chunk again and works. This is the browser's half of the
 * unit test (widget/src/views/__tests__/chunkFailure.test.tsx): whether `import()` of a URL that failed asks the
 * network again or repeats the remembered failure is the browser's module map, which jsdom does not have. Browsers
 * before whatwg/html#10327 (Chromium 150 among them) remember it for the page's life; the build's `__spImport`
 * (rollup.config.mjs) then asks for the same file with a query the map has not seen, so the file is fetched again
 * either way (at its own URL in a browser that retries, with `?retry=N` in one that remembers).
 */
import type { CDPSession, Page, Route } from 'playwright-core';
import { useDemoPage } from '../helpers/demoPage';
import { products, typeKorean } from './harness';
import { toastsOn, widgetOn } from '../helpers/widget';

// Each test checks the page's errors itself: the failed loads say so in the console.
const demo = useDemoPage({ viewport: { width: 1280, height: 900 }, checkErrors: false });
let page: Page;
let cdp: CDPSession;
let errors: string[];

async function visitFailing(chunk: string) {
  let failing = true;
  const fetched: { url: string; failed: boolean }[] = [];
  ({ page } = await demo.open('/', {
    before: (p) =>
      p.route(
        (url) => url.pathname.split('/').pop()!.startsWith(chunk),
        (route: Route) => {
          fetched.push({ url: route.request().url(), failed: failing });
          return failing
            ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' })
            : route.continue();
        },
      ),
  }));
  errors = demo.errors;
  cdp = await demo.context.newCDPSession(page);
  return { fetched, recover: () => void (failing = false) };
}

const input = () => page.getByRole('combobox', { name: '검색어 입력' });
/** A fetch of the chunk, by its file (a query added by the retry is not part of which file it is). */
const file = (f: { url: string; failed: boolean }) => ({ path: new URL(f.url).pathname, failed: f.failed });

test('the later chunk answers 503: the popup stays empty, and the next keystroke fetches it again and shows results', async () => {
  const { fetched, recover } = await visitFailing('later-');
  const warned = page.waitForEvent('console', (m) => m.text().startsWith('SearchPopup: could not load part'));
  await input().focus();
  await warned;
  expect(fetched.length).toBeGreaterThan(0);
  expect(await widgetOn(page).count('[role=grid] > *')).toBe(0);
  const failed = fetched.length;
  recover();
  await typeKorean(cdp, '어린');
  await products(page).first().waitFor();
  // Fetched again from the network (not a remembered failure): the same file, once.
  expect(fetched.slice(failed).map(file)).toEqual([{ path: file(fetched[0]).path, failed: false }]);
  // The failed fetch is the browser's own console error; nothing else went wrong.
  expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
});

test('the cart chunk answers 503: the cart failure toast; the next click fetches it again and adds', async () => {
  const { fetched, recover } = await visitFailing('cartFlow-');
  await input().click();
  await typeKorean(cdp, '어린');
  const button = page.getByRole('button', { name: /어린 왕자 장바구니 담기/ }).first();
  await button.click();
  const toast = toastsOn(page, 'center');
  await toast.filter({ hasText: '문제가 발생하였습니다.' }).waitFor();
  expect(await toast.first().textContent()).toBe('문제가 발생하였습니다.\n다시 시도해주세요.');
  const failed = fetched.length;
  expect(failed).toBeGreaterThan(0);
  recover();
  await button.click();
  await toast.filter({ hasText: '담았어요' }).waitFor();
  expect(await toast.filter({ hasText: '담았어요' }).first().textContent()).toBe(
    '선택한 상품을 장바구니에 담았어요.장바구니 보기',
  );
  expect(fetched.slice(failed).map(file)).toEqual([{ path: file(fetched[0]).path, failed: false }]);
  expect(errors.filter((e) => !/503|cart code could not load/.test(e))).toEqual([]);
});

test.each([
  ['the later chunk', 'later-', 'Enter'],
  ['the later chunk', 'later-', 'the search button'],
  // The later chunk imports the client's: both fail.
  ['the gateway client chunk', 'client-', 'Enter'],
])('%s answers 503 every time: %s still takes the shopper to the results page', async (_what, chunk, how) => {
  const { fetched } = await visitFailing(chunk);
  await input().click();
  await typeKorean(cdp, '어린');
  await input().pressSequentially(' 왕자');
  const left = page.waitForURL((u) => u.pathname === '/search');
  if (how === 'Enter') await input().press('Enter');
  else await page.getByRole('button', { name: '검색', exact: true }).click();
  await left;
  expect(page.url()).toBe(
    new URL('/search?' + new URLSearchParams({ keyword: '어린 왕자', gbCode: 'TOT', target: 'total' }), demo.url).href,
  );
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.every((f) => f.failed)).toBe(true);
  demo.allowErrors();
});
