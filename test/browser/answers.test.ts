/**
 * Gateway answers that must not hurt the shopper (issue 15): a bad answer is never cached (#3), an answer of any
 * size leaves the page responsive and shows at most the spec's counts (#4), and a syllable whose final consonant
 * moves on while composing never blinks the popup shut (#8). Desktop, against the demo's fault gateway.
 */
import type { Page, Request } from 'playwright-core';
import { eventually } from './clock';
import { useDemoPage } from '../helpers/demoPage';
import { afterInputWork, allDrawn } from './harness';
import { fromPlaywright, widget } from '../helpers/widget';
import { P } from '../helpers/parts';
import { ANSWER_CAPS } from '../../widget/src/core/answerLimits';

// A server of its own; the browser's own network lines for the failing answers are not the widget's.
const demo = useDemoPage({
  viewport: { width: 1280, height: 900 },
  server: 'own',
  timeout: 120000,
  ignoreErrors: /Failed to load resource/,
});
let page: Page;
const w = widget(() => fromPlaywright(page));
/** The largest answer a gateway path may send (core/answerLimits.ts): no longer text is ever parsed. */
const LARGEST_CAP = Math.max(...Object.values(ANSWER_CAPS));
/** The products' cells. */
const CELLS = `${P.products} [role=gridcell][id]`;

async function open(path: string) {
  ({ page } = await demo.open(path, {
    before: (p) =>
      p.addInitScript(() => {
        const w = window as unknown as { longTasks: number[]; longTaskStarts: number[]; bigParses: number[][] };
        w.longTasks = [];
        w.longTaskStarts = [];
        // Each JSON.parse of more than 16 KB (a full real answer is a few KB): [when, how long the text was].
        w.bigParses = [];
        const parse = JSON.parse;
        JSON.parse = function (text: string, reviver?: (key: string, value: unknown) => unknown) {
          if (typeof text === 'string' && text.length > 16384) w.bigParses.push([performance.now(), text.length]);
          return parse.call(JSON, text, reviver) as unknown;
        };
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => {
            w.longTasks.push(e.duration);
            w.longTaskStarts.push(e.startTime);
          }),
        ).observe({
          type: 'longtask',
          buffered: true,
        });
      }),
  }));
}

/** open(), then the search box focused, and a CDP session for composition. */
async function visit(path: string) {
  await open(path);
  await page.getByRole('combobox', { name: '검색어 입력' }).click();
  return demo.context.newCDPSession(page);
}

const setMode = (mode: string) => page.evaluate((m) => fetch('/test/fault-mode?set=' + m).then((r) => r.json()), mode);
const productNames = () => w.texts(`${CELLS} ${P.name}`);
const settled = () => w.untilSettled(undefined, { timeout: 10000 });

describe('issue 15 #3: a bad answer is never cached', () => {
  const WORD = '한강';
  let real: string[];

  beforeAll(async () => {
    const cdp = await visit('/test/faults?device=desktop');
    await setMode('ok');
    await cdp.send('Input.insertText', { text: WORD });
    await w.untilShowing(WORD);
    await allDrawn(page);
    real = await productNames();
    expect(real.length).toBeGreaterThan(1);
  });

  test.each(['malformed', 'html', 'empty', 'partial', 'wrongtypes'])(
    '%s, then ok: the same word shows the real results',
    async (mode) => {
      const cdp = await visit('/test/faults?device=desktop');
      const input = page.getByRole('combobox', { name: '검색어 입력' });
      try {
        await setMode(mode);
        await cdp.send('Input.insertText', { text: WORD });
        await settled();
        expect((await productNames()).length).toBeLessThan(real.length);
        await setMode('ok');
        await input.fill('');
        await cdp.send('Input.insertText', { text: WORD });
        await w.untilSettled(WORD, { timeout: 30000 });
        await allDrawn(page);
        // The real results, drawn with the settled answer (a cached bad one would stay instead).
        await eventually(async () => expect(await productNames()).toEqual(real));
      } finally {
        await setMode('ok');
      }
    },
  );
});

describe('issue 15 #4: answers of any size', () => {
  /** The longest task so far, and how long a frame takes to come back now. */
  const responsiveness = () =>
    page.evaluate(async () => {
      const t = performance.now();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const w = window as unknown as { longTasks: number[]; bigParses: number[][] };
      return {
        longest: Math.max(0, ...w.longTasks),
        frame: performance.now() - t,
        parsed: w.bigParses.map(([, length]) => length),
      };
    });

  test.each([
    ['huge', '100,000 products, keywords, authors and events (about 30 MB: refused unread)', 0, 0],
    ['many', 'as many products and keywords as fit under their caps (read, decoded to the spec counts)', 20, 12],
  ])('%s: %s — the page stays responsive and shows at most the spec counts', async (mode, _, rows, products) => {
    await open('/test/faults?device=desktop');
    try {
      await setMode(mode);
      const started = Date.now();
      // Focus: the live and recommended keywords arrive in that size; read (or refused) when their requests end.
      const ended = (part: string) =>
        new Promise<void>((resolve) => {
          const done = (r: Request) => r.url().includes(part) && resolve();
          page.on('requestfinished', done);
          page.on('requestfailed', done);
        });
      const keywordsEnded = Promise.all([ended('/search/trendkeyword?'), ended('/search/risekeyword?')]);
      await page.getByRole('combobox', { name: '검색어 입력' }).click();
      await page.getByText('실시간 인기 검색어').first().waitFor();
      await keywordsEnded;
      await afterInputWork(page);
      const keywordRowCount = () => w.count('[id^=sp-row-rise-], [id^=sp-row-trend-]');
      await eventually(async () => expect(await keywordRowCount()).toBe(rows));
      const keywordRows = await keywordRowCount();
      expect(keywordRows).toBeLessThanOrEqual(20);
      const cdp = await demo.context.newCDPSession(page);
      await cdp.send('Input.insertText', { text: '상품' });
      await settled();
      const productCount = () => w.count(CELLS);
      await eventually(async () => expect(await productCount()).toBe(products));
      const count = await productCount();
      expect(count).toBeLessThanOrEqual(12);
      const { longest, frame, parsed } = await responsiveness();
      // A figure for the record (the machine is shared: only a generous bound is asserted).
      console.log(
        `${mode}: longest task ${Math.round(longest)} ms, a frame now ${Math.round(frame)} ms, ${count} products, ${keywordRows} keyword rows, ${Date.now() - started} ms in all`,
      );
      // What keeps the page responsive, asserted instead of a time (the figures above are for the record): no text
      // over its path's cap is parsed (core/answerLimits.ts), and the huge answers none at all.
      expect(parsed.filter((n) => n > LARGEST_CAP)).toEqual([]);
      if (mode === 'huge') expect(parsed).toEqual([]);
    } finally {
      await setMode('ok');
    }
  });
});

describe('issue 38 #7: an answer past its cap or nested too deep is refused unparsed (CPU at 4×; the longest task printed)', () => {
  test.each([
    ['deep', '800 KB of arrays nested 400,000 deep (over the cap: cut off)'],
    ['deep-fit', 'arrays nested as deep as fits under each cap (refused before JSON.parse)'],
    ['hollow', '100,000 rows of {} (over the cap: cut off)'],
    ['hollow-fit', 'as many rows of {} as fit under each cap (read for 4 × the spec count rows, then given up)'],
  ])('%s: %s — the failure state, nothing over 16 KB parsed', async (mode) => {
    const cdp = await visit('/test/faults?device=desktop');
    try {
      await setMode('ok');
      // The popup's parts made and its empty-input answers shown first: what is measured is the typed answers.
      await page.getByText('실시간 인기 검색어').first().waitFor();
      await afterInputWork(page);
      await setMode(mode);
      // A shopper's slower machine (docs/performance.md measures at 4×): the answers' work is what is slowed.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const from = await page.evaluate(() => performance.now());
      const commodityEnded = new Promise<void>((resolve) => {
        const done = (r: Request) => r.url().includes('/search/commodity?') && resolve();
        page.on('requestfinished', done);
        page.on('requestfailed', done);
      });
      await cdp.send('Input.insertText', { text: '상품' });
      await commodityEnded;
      await settled();
      await afterInputWork(page);
      await afterInputWork(page);
      const { longest, parsed } = await page.evaluate((t) => {
        const w = window as unknown as { longTasks: number[]; longTaskStarts: number[]; bigParses: number[][] };
        return {
          longest: Math.max(0, ...w.longTasks.filter((_, i) => w.longTaskStarts[i] >= t)),
          parsed: w.bigParses.filter(([at]) => at >= t).map(([, length]) => length),
        };
      }, from);
      // The figure for the record (docs/performance.md: no task over 200 ms from any answer, seen at 0–115 ms here);
      // the machine is shared, so what is asserted is the cause of the long task: the text was never parsed.
      console.log(
        `${mode}: longest task after typing ${Math.round(longest)} ms; parsed over 16 KB: ${parsed.join(', ') || 'nothing'}`,
      );
      expect(await w.count(CELLS)).toBe(0);
      // Rows of {} under the cap are parsed (and read for 4 × the spec count rows only: gateway/decoders.test.ts).
      if (mode !== 'hollow-fit') expect(parsed).toEqual([]);
      else expect(parsed.filter((n) => n > LARGEST_CAP)).toEqual([]);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await setMode('ok');
    }
  });
});

describe('issue 15 #8: a final consonant moving on while composing', () => {
  /** In the page: the popup sampled on every change (the input's value and state, the products shown). */
  type Sampler = { samples: { value: string; expanded: string | null; products: number }[]; stopSampling(): void };
  test('typing 달빛 (through 닯, then 달 + 비) never closes the popup nor empties the grid, against a gateway with nothing for 닯', async () => {
    const cdp = await visit('/test/faults?device=desktop');
    /** One composition state, handled and answered before the next key. */
    const compose = async (text: string) => {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      await afterInputWork(page);
      await settled();
    };
    try {
      // A gateway without the partial-syllable rule: nothing for 닯 or 달비, 달빛 for 달ㅂ by chosung.
      await setMode('literal');
      for (const step of ['ㄷ', '다', '달']) await compose(step);
      await w.untilShowing('달');
      // Sample the popup on every change from here on (and every frame, in case a change is missed).
      await w.inShadow((root, cells) => {
        const w = window as unknown as Sampler;
        w.samples = [];
        const sample = () =>
          w.samples.push({
            value: (root.querySelector('input[role=combobox]') as HTMLInputElement).value,
            expanded: root.querySelector('input[role=combobox]')!.getAttribute('aria-expanded'),
            products: root.querySelectorAll(cells).length,
          });
        const observer = new MutationObserver(sample);
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        let frame = requestAnimationFrame(function tick() {
          sample();
          frame = requestAnimationFrame(tick);
        });
        sample();
        w.stopSampling = () => {
          observer.disconnect();
          cancelAnimationFrame(frame);
        };
      }, CELLS);
      await compose('닯');
      await cdp.send('Input.insertText', { text: '달' });
      await compose('비');
      await compose('빛');
      await cdp.send('Input.insertText', { text: '빛' });
      await w.untilShowing('달빛');
      await settled();
      await afterInputWork(page);
      const samples = await page.evaluate(() => {
        const w = window as unknown as Sampler;
        w.stopSampling();
        return w.samples;
      });
      const values = [...new Set(samples.map((s) => s.value))];
      console.log(
        `달빛: ${samples.length} samples over the values ${values.join(' → ')}; fewest products shown ${Math.min(...samples.map((s) => s.products))}`,
      );
      expect(values).toEqual(expect.arrayContaining(['닯', '달비', '달빛']));
      expect(samples.filter((s) => s.expanded !== 'true')).toEqual([]);
      expect(samples.filter((s) => s.products === 0)).toEqual([]);
      expect(await w.text(`${CELLS} ${P.name}`)).toContain('달빛');
    } finally {
      await setMode('ok');
    }
  });
});
