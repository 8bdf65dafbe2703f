/**
 * Answers delivered out of order (the demo gateway's jitter test mode): across 100 randomized typing runs, the
 * popup never renders results for an older query after a newer one, and ends on the last query typed. On a slow
 * gateway the results follow a steady typist, each earlier query's while the last one's is on its way.
 */
import type { Request, Route } from 'playwright-core';
import { afterInputWork, startDemo } from './harness';
import { pace, poll } from '../helpers/pacing';
import { useDemoPage } from '../helpers/demoPage';
import { P } from '../helpers/parts';

const demo = useDemoPage({ viewport: { width: 1280, height: 800 }, timeout: 180000 });

const WORDS = [
  '해리포터',
  '어린왕자',
  '채식주의자',
  '불편한편의점',
  '트렌드코리아',
  'harry',
  'clean',
  '데미안',
  '코스모스',
  '사피엔스',
];

test('0 stale renders in 100 randomized runs', async () => {
  // The jitter is server-wide: a demo server of the test's own.
  const jittery = await startDemo({ GATEWAY_JITTER_MS: '60' });
  try {
    // The gateway calls still on their way (answered, failed or aborted by the widget when they end).
    let inflight = 0;
    const idle: (() => void)[] = [];
    const gateway = (r: Request) => r.url().includes('/api/gw/');
    const ended = (r: Request) => {
      if (gateway(r) && --inflight === 0) idle.splice(0).forEach((f) => f());
    };
    const { page, w } = await demo.open(jittery.url + '/', {
      before: (p) => {
        p.on('request', (r) => gateway(r) && inflight++);
        p.on('requestfinished', ended);
        p.on('requestfailed', ended);
      },
    });
    /** Once no call is on its way, no answer can land any more: then a frame for what the last one drew. */
    const allAnswered = async () => {
      if (inflight) await new Promise<void>((r) => idle.push(r));
      await afterInputWork(page);
    };
    const input = page.getByRole('combobox', { name: '검색어 입력' });
    await input.click();
    await w.inShadow((root) => {
      const grid = root.getElementById('sp-popup-grid')!;
      const win = window as unknown as { renders: string[] };
      win.renders = [];
      new MutationObserver(() => win.renders.push(grid.dataset.query ?? '')).observe(grid, {
        attributes: true,
        attributeFilter: ['data-query'],
      });
    });
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let stale = 0;
    for (let run = 0; run < 100; run++) {
      const word = WORDS[Math.floor(random() * WORDS.length)];
      const cut = 2 + Math.floor(random() * (word.length - 1));
      const typed = word.slice(0, cut);
      const prefixes = [...typed].map((_, i) => typed.slice(0, i + 1));
      // Back to the empty input first (the widget handles input after the next paint and merges what came before),
      // then a fresh record: one round trip into the page.
      await w.inShadow(
        (root) =>
          new Promise<void>((done) => {
            const grid = root.getElementById('sp-popup-grid')!;
            root.querySelector('input')!.select();
            document.execCommand('delete');
            const emptied = () => {
              if (grid.dataset.query !== '') return void requestAnimationFrame(emptied);
              (window as unknown as { renders: string[] }).renders = [];
              done();
            };
            emptied();
          }),
      );
      for (const ch of typed) {
        await page.keyboard.insertText(ch);
        // Input pacing: the keys at a shopper's uneven cadence.
        if (random() < 0.5) await pace(Math.floor(random() * 25));
      }
      await w.untilShowing(typed, { timeout: 10000 });
      // A stale answer would land after the right one: wait until every call of the run has ended.
      await allAnswered();
      const renders = (await page.evaluate(() => (window as unknown as { renders: string[] }).renders)).filter(Boolean);
      const order = renders.map((q) => prefixes.indexOf(q));
      if (
        order.some((i) => i < 0) ||
        order.some((i, k) => k > 0 && i < order[k - 1]) ||
        order[order.length - 1] !== prefixes.length - 1
      ) {
        stale++;
        console.log('stale run', run, typed, renders);
      }
    }
    expect(stale).toBe(0);
    expect(demo.errors).toEqual([]);
  } finally {
    await jittery.stop();
  }
});

test('on a slow gateway a steady typist sees the results follow the typing, each earlier query in turn', async () => {
  // The typed searches' answers are held, by keyword, until the test lets them go: each query's answer lands
  // after the next syllable was typed, as on a gateway slower than the typist.
  const held = new Map<string, Route[]>();
  const hold = (route: Route) => {
    const keyword = new URL(route.request().url()).searchParams.get('keyword') ?? '';
    held.set(keyword, [...(held.get(keyword) ?? []), route]);
  };
  /** Waits until the query's four calls (products, authors, events, shortcut) are held. */
  const asked = async (keyword: string) => {
    await poll(() => (held.get(keyword)?.length ?? 0) >= 4, {
      timeout: 5000,
      message: `${keyword}'s four calls held`,
    });
  };
  const answer = (keyword: string) =>
    Promise.all((held.get(keyword) ?? []).map((route) => route.continue().catch(() => {})));
  const { page, w } = await demo.open('/', {
    before: (p) => p.route(/\/api\/gw\/search\/(commodity|author|event|shortcut)\?/, hold),
  });
  const input = page.getByRole('combobox', { name: '검색어 입력' });
  await input.click();
  await page.getByRole('heading', { name: '추천 검색어' }).waitFor();
  /** What the grid shows: its query, whether a newer answer is coming, the product rows in sight, the live region. */
  const view = () =>
    w.inShadow(
      (root, cells, live) => {
        const grid = root.getElementById('sp-popup-grid')!;
        const rows = [...grid.querySelectorAll(cells)].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && (el as HTMLElement).checkVisibility();
        });
        return {
          q: grid.dataset.query ?? '',
          busy: grid.getAttribute('aria-busy'),
          inSight: rows.length,
          live: root.querySelector(live)?.textContent ?? '',
        };
      },
      `${P.products} [role=gridcell][id]`,
      `${P.screenReaderOnly}[role=status]`,
    );
  /** Until the grid shows `q`'s products (`inSight` of them at least: an answer's cells come a few per task). */
  const shows = async (q: string, busy: string, inSight = 1) => {
    const v = await poll(
      async () => {
        const v = await view();
        return v.q === q && v.busy === busy && v.inSight >= inSight && v;
      },
      { timeout: 5000 },
    ).catch(() => null);
    if (v) return v;
    throw new Error(`the grid never showed ${q}'s products (busy ${busy}): ${JSON.stringify(await view())}`);
  };
  await page.keyboard.insertText('해');
  await asked('해');
  await page.keyboard.insertText('리');
  await asked('해리');
  // 해's answer lands while 해리's is on its way: shown meanwhile, in sight, the live region quiet.
  await answer('해');
  expect(await shows('해', 'true')).toMatchObject({ live: '' });
  await page.keyboard.insertText('포');
  await asked('해리포');
  await answer('해리');
  expect(await shows('해리', 'true')).toMatchObject({ live: '' });
  await page.keyboard.insertText('터');
  await asked('해리포터');
  await answer('해리포');
  expect(await shows('해리포', 'true')).toMatchObject({ live: '' });
  // The last answer: all 12 products in sight, announced.
  await answer('해리포터');
  const last = await shows('해리포터', 'false', 12);
  expect(last.inSight).toBe(12);
  await expect(w.liveRegion()).resolves.toMatch(/^상품 12개, 인물 \d+명, 이벤트 \d+개가 검색되었습니다\.$/);
  expect(demo.errors).toEqual([]);
});
