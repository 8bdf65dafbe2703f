/**
 * Issue 39 (rows): the product rows and the prompts as a shopper sees them (test/helpers/rows.ts; in Chromium at
 * more sizes: test/browser/seenRows.test.ts).
 */
import { P } from '../../helpers/parts';
import * as R from '../../helpers/rows';
import type { Journeys } from './context';

export function rowsAndPrompts({ name, page, w, visit, search, cartPrompt, closesOnEscape, pathIs }: Journeys) {
  describe(`${name}: the rows and the prompts (issue 39)`, () => {
    /** The prompt's text laid out: no word broken over two lines, none alone on a line. */
    const promptProblems = async () => R.wordProblems(await w.inShadow(R.laidOut, P.modalText));
    /**
     * From the first product along the grid in reading order (core/arrowTarget.ts: ArrowDown goes down a column,
     * ArrowRight along the lines), until the active product row's text has `text`.
     */
    const active = () => w.text(`${P.products} ${P.active}`);
    const keyTo = async (text: string) => {
      if ((await active()) === null) await page.press('ArrowDown');
      else for (let i = 0; i < 12; i++) await page.press('ArrowLeft');
      for (let i = 0; i < 12; i++) {
        if ((await active())?.includes(text)) return;
        await page.press('ArrowRight');
      }
      throw new Error('no product row with ' + text);
    };

    test("a product row's publisher is a control of its own: it searches the publisher's titles (pbcmCode)", async () => {
      await visit('/');
      await search('해리');
      expect(await w.attr(`#sp-row-products-0 ${P.publisher}`, 'aria-label')).toBe('출판사 문학수첩 검색');
      await w.click(`#sp-row-products-0 ${P.publisher}`);
      await pathIs('/search');
      const url = new URL(await page.url());
      expect([url.searchParams.get('keyword'), url.searchParams.get('pbcmCode')]).toEqual(['문학수첩', 'PB0073']);
    });

    test("…and the rest of the row is the product's link, stretched over it from the name", async () => {
      await visit('/');
      await search('해리');
      const href = await w.attr('#sp-row-products-0 a', 'href');
      // A hit test at the price finds the link (its stretched box), not the price's own text.
      expect(
        await w.inShadow((root, s) => {
          const r = root.querySelector(s)!.getBoundingClientRect();
          return root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.getAttribute('href') ?? null;
        }, `#sp-row-products-0 ${P.price}`),
      ).toBe(href);
      await w.click('#sp-row-products-0 a');
      await pathIs(new URL(href!).pathname);
    });

    test('an option product (OPT) asks for its options first; the prompt breaks between words', async () => {
      expect(await cartPrompt('제본', '맞춤 제본 서비스 (옵션 선택)')).toBe(
        '옵션 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?',
      );
      expect(await w.has(P.toast)).toBe(false);
      expect(await promptProblems()).toEqual([]);
      await closesOnEscape('상세보기');
    });

    test("the 19+ prompt's words stay whole and none is left alone on a line", async () => {
      expect(await cartPrompt('한밤', '한밤의 고백 (19세 이상)')).toBe(
        '청소년 유해상품으로 19세 이상만 구매할 수 있습니다.\n로그인 후 성인 인증을 해 주세요.',
      );
      expect(await promptProblems()).toEqual([]);
      await closesOnEscape('로그인');
    });

    test('the cart button: 24×24 or more, 장바구니, seen against its row active or not; figures whole; covers whole', async () => {
      // 1440 px: the dropdown lined up with the field keeps its wide layout, the authors and events beside the grid
      // (at 1280 it is narrowed, and they go under it: core/dropdownPlacement.ts).
      await visit('/', { width: 1440, height: 900 });
      await search('해리');
      const idle = await w.inShadow(R.cartButtons, `${P.products} ${P.cart}`);
      expect(idle.length).toBeGreaterThan(0);
      // The DVD (no cart button: spec §5), then the mug (one), each the active row and in the featured panel.
      await keyTo('해리 포터 8 필름 컬렉션 DVD');
      const dvd = await R.coversDrawn(w);
      await keyTo('해리포터 호그와트 머그컵');
      const mug = await R.coversDrawn(w);
      const active = await w.inShadow(R.cartButtons, `${P.products} ${P.active} ${P.cart}`);
      expect(active).toHaveLength(1);
      const all = [...idle, ...active];
      expect(R.faintButtons(all)).toEqual([]);
      expect(all.filter((b) => b.width < 24 || b.height < 24 || b.text !== '장바구니')).toEqual([]);
      expect([dvd.notPortrait, mug.notPortrait].map((n) => n >= 3)).toEqual([true, true]);
      expect([...dvd.problems, ...mug.problems]).toEqual([]);
      const lines = [
        ...(await w.inShadow(R.laidOut, `${P.products} ${P.priceLine}`)),
        ...(await w.inShadow(R.laidOut, `${P.featured} > p`)),
      ];
      expect(lines.flatMap((l) => [...R.strandedSeparators(l), ...R.splitFigures(l)])).toEqual([]);
    });

    test("an author's first word shows whole, the publisher gives way first; no price line starts or ends with ·", async () => {
      const problems: string[] = [];
      const visits = (['/', '/partner'] as const).flatMap((path) =>
        [[1280, 900] as const, [1024, 768] as const].flatMap(([width, height]) =>
          ['해리', '데미안'].map((word) => ({ path, width, height, word })),
        ),
      );
      for (const [i, { path, width, height, word }] of visits.entries()) {
        // One page at a time (the WebKit driver's one window): the last one is closed after the test.
        if (i > 0) {
          expect(await page.errors()).toEqual([]);
          await page.close();
        }
        await visit(path, { width, height });
        await search(word);
        problems.push(...(await w.inShadow(R.authorsCut, `${P.products} ${P.meta}, ${P.featured} ${P.meta}`)));
        for (const l of await w.inShadow(R.laidOut, `${P.products} ${P.priceLine}`))
          problems.push(...R.strandedSeparators(l).map((p) => `${path} ${width} ${word}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  });
}
