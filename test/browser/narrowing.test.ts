/**
 * Instant narrowing (issue 55) on screen: a keystroke that narrows the value draws the shown products that still
 * match it before its answer lands (core/narrowing.ts), and the answer replaces them in its own frame: a product
 * the answer drops is gone in the frame that first shows the answer. The answer is held (and cut) by the test.
 */
import { afterInputWork, holdProducts } from './harness';
import { useDemoPage } from '../helpers/demoPage';
import { P } from '../helpers/parts';

const demo = useDemoPage({ viewport: { width: 1280, height: 900 } });
const ROW = `${P.products} [role=row]${P.product}`;

test('해 → 해리: the products that still match drawn before the answer, re-marked; one the answer drops goes in its frame', async () => {
  const { page, w } = await demo.open('/');
  await page.getByRole('combobox', { name: '검색어 입력' }).click();
  await page.keyboard.type('해');
  // 해's answer drawn whole (a new answer's products come a column per frame: views/staged.ts).
  await w.products('해');
  const before = await w.texts(`${ROW} ${P.name}`);
  expect(before.some((n) => !n.includes('해리'))).toBe(true);
  const release = await holdProducts(page, '해리', { dropFirst: true });
  // Every frame from the keystroke on: which answer the grid shows (`data-query`) and the products drawn.
  await w.inShadow(
    (root, rows, name) => {
      const frames: { query: string; names: string[]; marks: string[] }[] = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const tick = () => {
        const cells = [...root.querySelectorAll(rows)];
        frames.push({
          query: root.querySelector('[role=grid]')!.getAttribute('data-query') ?? '',
          names: cells.map((c) => c.querySelector(name)?.textContent ?? ''),
          marks: cells.map((c) => c.querySelector(`${name} mark`)?.textContent ?? ''),
        });
        if (frames.length < 600) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    ROW,
    P.name,
  );
  await page.keyboard.type('리');
  // Narrowed, the answer held: the 해 products whose name has 해리, in their order, marked 해리; the grid still
  // says it shows 해's answer (nothing announced for 해리 yet).
  const narrowed = before.filter((n) => n.includes('해리'));
  await w.until(
    (root, rows, name, want) =>
      JSON.stringify([...root.querySelectorAll(`${rows} ${name}`)].map((n) => n.textContent)) === want || null,
    {},
    ROW,
    P.name,
    JSON.stringify(narrowed),
  );
  expect(await w.attr('[role=grid]', 'data-query')).toBe('해');
  expect(await w.attr('[role=grid]', 'data-narrowed')).toBe('해리');
  expect(await w.texts(`${ROW} ${P.name} mark`)).toEqual(narrowed.map(() => '해리'));
  // The answer, without its first product (해리 포터와 마법사의 돌 1, which the narrowed list shows).
  const dropped = narrowed[0];
  release();
  await w.until((root) => root.querySelector('[role=grid]')?.getAttribute('data-query') === '해리' || null);
  await afterInputWork(page);
  const frames = await page.evaluate(
    () => (window as unknown as { frames_: { query: string; names: string[]; marks: string[] }[] }).frames_,
  );
  const answered = frames.filter((f) => f.query === '해리');
  expect(answered.length).toBeGreaterThan(0);
  // In no frame that shows the answer is the dropped product still drawn.
  expect(answered.filter((f) => f.names.includes(dropped))).toEqual([]);
  // Between the keystroke and the answer: only products whose name has 해리, once narrowed.
  const first = frames.findIndex((f) => f.names.length && f.names.every((n) => n.includes('해리')));
  expect(first).toBeGreaterThanOrEqual(0);
  const waiting = frames.slice(first).filter((f) => f.query === '해');
  expect(waiting.filter((f) => f.names.some((n) => !n.includes('해리')))).toEqual([]);
});

test('narrowing off (config narrowing: false): the 해 products stay until 해리 is answered', async () => {
  const { page, w } = await demo.open('/', {
    before: (p) =>
      p.addInitScript(() => {
        // The demo page's config, with narrowing turned off before the loader reads it.
        document.addEventListener('readystatechange', () => {
          const script = document.getElementById('search-popup-config');
          if (!script || document.readyState !== 'interactive') return;
          script.textContent = JSON.stringify({ ...JSON.parse(script.textContent || '{}'), narrowing: false });
        });
      }),
  });
  await page.getByRole('combobox', { name: '검색어 입력' }).click();
  await page.keyboard.type('해');
  // 해's answer drawn whole (a new answer's products come a column per frame: views/staged.ts).
  await w.products('해');
  const before = await w.texts(`${ROW} ${P.name}`);
  const release = await holdProducts(page, '해리', { dropFirst: true });
  await page.keyboard.type('리');
  await afterInputWork(page);
  await afterInputWork(page);
  expect(await w.texts(`${ROW} ${P.name}`)).toEqual(before);
  release();
  await w.until((root) => root.querySelector('[role=grid]')?.getAttribute('data-query') === '해리' || null);
});

/**
 * [case, the value answered, the value typed on (its answer held until the narrowed rows are drawn), what the
 * narrowed rows show: the few-products layout (`few`), the compact drawing (`compact`)]. On the demo at 1280×900:
 * ㅎ found 190 products and showed 12, so 해's answer is expected to fill the grid again (2 of them narrowed);
 * har found 6 and showed all, so the 2 harr narrows to are its answer; ㅇ's answer is drawn compact, 어's would fit
 * full.
 */
const LAND: [string, string, string, { few: boolean; compact: boolean }][] = [
  ['해 → 해리 (12 still match)', '해', '해리', { few: false, compact: false }],
  [
    'ㅎ → 해 (2 of 190 narrowed: the grid keeps its lines and layout; drawn compact, 해 would fit full: stays compact)',
    'ㅎ',
    '해',
    { few: false, compact: true },
  ],
  ['har → harr (2 of all 6: the layout of 2 products at once)', 'har', 'harr', { few: true, compact: false }],
];

test.each(LAND)(
  '%s: from the narrowed paint to the answer, no layout shift over 0.01; its covers stay',
  async (_name, from, to, want) => {
    const { page, w } = await demo.open('/');
    const box = page.getByRole('combobox', { name: '검색어 입력' });
    await box.click();
    await box.fill(from);
    await w.products(from);
    // The answer with all its covers (a typed answer's covers wait until the value has stood: core/imagePace.ts).
    await w.until(
      (root, rows, q) =>
        (root.querySelector('[role=grid]')?.getAttribute('data-query') === q &&
          root.querySelectorAll(`${rows} img`).length === root.querySelectorAll(rows).length) ||
        null,
      {},
      ROW,
      from,
    );
    await afterInputWork(page);
    const release = await holdProducts(page, to);
    await box.fill(to);
    await w.until((root, q) => root.querySelector('[role=grid]')?.getAttribute('data-narrowed') === q || null, {}, to);
    await afterInputWork(page);
    expect({
      few: await w.has(`${P.typedMode}[data-few]`),
      compact: (await w.attr(P.popup, 'data-fit')) === 'compact',
    }).toEqual(want);
    // The covers drawn now, marked; and every layout shift from here on (the Layout Instability API).
    await w.inShadow((root, rows) => {
      root.querySelectorAll(`${rows} img`).forEach((img) => img.setAttribute('data-before', ''));
      const win = window as unknown as { shifts: number[] };
      win.shifts = [];
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => win.shifts.push((e as PerformanceEntry & { value: number }).value)),
      ).observe({ type: 'layout-shift' });
    }, ROW);
    const narrowed = await w.count(ROW);
    release();
    await w.until((root, q) => root.querySelector('[role=grid]')?.getAttribute('data-query') === q || null, {}, to);
    await afterInputWork(page);
    await afterInputWork(page);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.01);
    expect((await w.attr(P.popup, 'data-fit')) === 'compact').toBe(want.compact);
    // The covers the narrowed rows showed are the same elements after the answer (none fetched or drawn again).
    const kept = await w.inShadow((root, rows) => root.querySelectorAll(`${rows} img[data-before]`).length, ROW);
    expect(kept).toBe(narrowed);
  },
);
