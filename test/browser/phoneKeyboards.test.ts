/**
 * Issue 40: Korean typed with a phone's keyboard — iOS's, Gboard, Samsung Keyboard — replayed in Chromium as an
 * Android phone (its user agent, touch, 390×844) on the demo's phone page: the value timelines of
 * widget/src/core/__tests__/fixtures/phoneKeyboards.ts (sources in docs/ime.md), the field holding each value the
 * keyboard leaves and the events dispatched at it (test/helpers/phoneReplay.ts). Each press asks for its value
 * (chosung and partial syllables too), Enter searches the whole word once, a tapped row opens that row. The same
 * replays run in the three engines' journeys (WebKit at its narrowest window) and as component tests.
 */
import { phoneKeyboards, type PhoneModel } from '../../widget/src/core/__tests__/fixtures/phoneKeyboards';
import { useDemoPage } from '../helpers/demoPage';
import { ANDROID_PHONE } from './harness';
import { askedFor, replayEvents } from '../helpers/phoneReplay';
import { rowLinkOn } from '../helpers/widget';

const phone = useDemoPage(ANDROID_PHONE);

describe.each(['ios', 'gboard', 'samsung'] as PhoneModel[])('%s', (model) => {
  test.each(phoneKeyboards[model].map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { page, w } = await phone.open('/mobile');
    await page.getByRole('button', { name: /검색/ }).first().tap();
    await page.getByRole('dialog', { name: '검색' }).waitFor();
    const searches: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && r.url().includes('/search?') && searches.push(r.url()));
    let tapped: string | null = null;
    for (const [i, step] of c.steps.entries()) {
      await w.inShadow(replayEvents, JSON.stringify(step.events), '');
      if (step.tap !== undefined) {
        const link = rowLinkOn(page, 'products', step.tap);
        tapped = new URL((await link.getAttribute('href'))!).pathname;
        await link.tap();
      }
      if (c.fast && i < c.steps.length - 2) continue;
      const query = c.queries[i];
      if (query) await page.waitForFunction(askedFor, query);
    }
    if (tapped) await page.waitForURL((u) => u.pathname === tapped);
    else if (c.submits.length) {
      await page.waitForURL((u) => u.pathname === '/search');
      expect(searches.map((u) => new URL(u).searchParams.get('keyword'))).toEqual(c.submits);
    } else
      await w.until(
        (root, q) => root.querySelector('[role=grid]')?.getAttribute('data-query')?.trim() === q,
        {},
        c.queries.at(-1)!,
      );
  });
});
