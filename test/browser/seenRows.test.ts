/**
 * What a shopper sees of the product rows and the prompts (issue 39, items 1, 3, 4, 5, 9 and 12's cart button), in
 * Chromium at desktop sizes and on a phone: the cart button seen against its row, active or not, and a target of
 * 24×24 px or more; prices and points whole, no line starting with a separator; Korean text broken between words,
 * no word left alone on a line; covers drawn whole; an option product asking for its options. The helpers:
 * test/helpers/rows.ts (the same run in the three engines' journeys, test/engines/journeys/).
 */
import type { Locator, Page } from 'playwright-core';
import {
  authorsCut,
  brokenWords,
  cartButtons,
  coversDrawn,
  faintButtons,
  laidOut,
  lines,
  orphans,
  strandedSeparators,
  splitFigures,
  wordProblems,
} from '../helpers/rows';
import { unseen } from '../helpers/seen';
import { widgetOn } from '../helpers/widget';
import { P } from '../helpers/parts';
import { afterInputWork } from './harness';
import { onAPhone, onTheDesktop, open, typeInto } from './seenPages';

onTheDesktop();

const SIZES: [number, number][] = [
  [1280, 900],
  [1024, 768],
];

/** The product row whose name contains `name`, hovered by the pointer (the row it makes active). */
async function hover(page: Page, name: string) {
  const w = widgetOn(page);
  const box = (await w.box(`${P.products} [role=row]${P.product} [role=gridcell][id]`, name))!;
  await page.mouse.move(box.x + box.width * 0.75, box.y + 10);
  await w.untilVisible(`${P.products} ${P.active}`, name);
}

const PUBLISHERS = `${P.products} ${P.product} ${P.publisher}`;
/** The first product row's publisher, pressed: the results page of the publisher's titles (pbcmCode), no product. */
async function searchesPublisher(page: Page, press: (b: Locator) => Promise<void>) {
  expect(await widgetOn(page).attr(PUBLISHERS, 'aria-label')).toBe('출판사 문학수첩 검색');
  const button = page.getByRole('grid').getByRole('button', { name: '출판사 문학수첩 검색' }).first();
  await Promise.all([page.waitForURL((u) => u.pathname === '/search'), press(button)]);
  const url = new URL(page.url());
  expect([url.searchParams.get('keyword'), url.searchParams.get('pbcmCode')]).toEqual(['문학수첩', 'PB0073']);
}

/** The shop's page at a size, `word` typed, the cart button of `product` pressed: the page and the prompt's text. */
async function cartPrompt([width, height]: [number, number], word: string, product: string) {
  const { page, errors } = await open(width, height, '/');
  await typeInto(page, word);
  await page.getByRole('button', { name: product + ' 장바구니 담기' }).click();
  await page.getByRole('alertdialog').waitFor();
  const w = widgetOn(page);
  return { page, errors, w, prompt: await w.text(P.modalText) };
}

/** Prompt text as laid out: no word broken over two lines, none alone on a line. */
const promptProblems = async (page: Page, selector: string) =>
  wordProblems(await widgetOn(page).inShadow(laidOut, selector));

describe.each(SIZES)('at %i×%i', (width, height) => {
  test('the cart button is a 24×24 target reading 장바구니, and seen against its row, active or not', async () => {
    const { page, errors } = await open(width, height, '/');
    await typeInto(page, '해리');
    await page.mouse.move(1, height - 1);
    const idle = await widgetOn(page).inShadow(cartButtons, `${P.products} ${P.cart}`);
    expect(idle.length).toBeGreaterThan(0);
    expect(idle.filter((b) => b.active)).toEqual([]);
    await hover(page, '해리 포터와 마법사의 돌');
    const hovered = await widgetOn(page).inShadow(cartButtons, `${P.products} ${P.active} ${P.cart}`);
    expect(hovered).toHaveLength(1);
    // The keyboard's active row too (the pointer off the popup).
    await page.mouse.move(1, height - 1);
    await page.keyboard.press('ArrowDown');
    const keyed = await widgetOn(page).inShadow(cartButtons, `${P.products} ${P.active} ${P.cart}`);
    expect(keyed).toHaveLength(1);
    const all = [...idle, ...hovered, ...keyed];
    expect(faintButtons(all)).toEqual([]);
    expect(all.filter((b) => b.width < 24 || b.height < 24 || b.text !== '장바구니')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("each product row names its publisher: a seen 24 px control that searches the publisher's titles", async () => {
    const { page, errors } = await open(width, height, '/');
    await typeInto(page, '해리');
    await page.mouse.move(1, height - 1);
    const selector = PUBLISHERS;
    expect(await page.evaluate(unseen, { selector, min: 12 })).toEqual([]);
    const small = await widgetOn(page).inShadow(
      (root, s) =>
        [...root.querySelectorAll(s)]
          .map((b) => [b.textContent, b.getBoundingClientRect()] as const)
          .filter(([, r]) => r.width < 24 || r.height < 24)
          .map(([t]) => t),
      selector,
    );
    expect(small).toEqual([]);
    await searchesPublisher(page, (b) => b.click());
    expect(errors).toEqual([]);
  });

  test("an author's first word stays whole: the publisher gives way first, in the rows and the featured panel", async () => {
    const { page, errors } = await open(width, height, '/');
    const problems: string[] = [];
    for (const word of ['해리', '데미안', '어린']) {
      await typeInto(page, word, { over: true });
      const metas = `${P.products} ${P.meta}, ${P.featured} ${P.meta}`;
      expect(await widgetOn(page).count(metas)).toBeGreaterThan(0);
      problems.push(...(await widgetOn(page).inShadow(authorsCut, metas)));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('prices and points: no line starts or ends with a separator, no figure breaks, in the rows and the featured panel', async () => {
    const { page, errors } = await open(width, height, '/');
    await typeInto(page, '해리');
    const problems: string[] = [];
    const check = async (selector: string) => {
      for (const l of await widgetOn(page).inShadow(laidOut, selector))
        problems.push(...strandedSeparators(l), ...splitFigures(l));
    };
    await check(`${P.products} ${P.priceLine}`);
    const names = await widgetOn(page).texts(`${P.products} [role=row]${P.product} ${P.name}`);
    expect(names.length).toBeGreaterThanOrEqual(12);
    // The featured panel shows the row the pointer is on: each product in turn.
    for (const name of names) {
      await hover(page, name);
      await check(`${P.featured} > p`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a prompt's words stay whole and no word is left alone on a line", async () => {
    const { page, errors, w, prompt } = await cartPrompt([width, height], '한밤', '한밤의 고백 (19세 이상)');
    expect(prompt).toBe('청소년 유해상품으로 19세 이상만 구매할 수 있습니다.\n로그인 후 성인 인증을 해 주세요.');
    const problems = await promptProblems(page, P.modalText);
    await page.keyboard.press('Escape');
    await w.untilThere('[role=alertdialog]', { gone: true });
    // Added twice: the toast, then the confirm that it is in the cart already.
    await typeInto(page, '어린', { over: true });
    const cart = page.getByRole('button', { name: '어린 왕자 장바구니 담기', exact: true });
    await cart.click();
    await w.untilThere(P.toast);
    problems.push(...(await promptProblems(page, P.toastText)));
    await cart.click();
    await page.getByRole('alertdialog').waitFor();
    expect(await w.text(P.modalText)).toMatch(/^이미 장바구니에 담긴 상품이에요\. 수량이 추가되었어요/);
    problems.push(...(await promptProblems(page, P.modalText)));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('titles and sentences break between words: product names, the featured panel, authors, events', async () => {
    const { page, errors } = await open(width, height, '/');
    const problems: string[] = [];
    for (const word of ['해리', '한강']) {
      await typeInto(page, word, { over: true });
      for (const l of await widgetOn(page).inShadow(
        laidOut,
        [P.name, P.featuredName, `${P.featured} ${P.meta}`, P.desc, P.eventName, P.groupTitle].join(', '),
      ))
        problems.push(...brokenWords(l));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('covers are drawn whole: album, DVD and mug art is not cropped to the portrait box', async () => {
    const { page, errors } = await open(width, height, '/');
    const w = widgetOn(page);
    const problems: string[] = [];
    let notPortrait = 0;
    for (const [word, name] of [
      ['해리', '해리 포터 8 필름 컬렉션 DVD'],
      ['쇼팽', '조성진 - 쇼팽: 피아노 협주곡 1번'],
    ]) {
      await typeInto(page, word, { over: true });
      await hover(page, name);
      const drawn = await coversDrawn(w);
      problems.push(...drawn.problems);
      notPortrait += drawn.notPortrait;
    }
    expect(notPortrait).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an option product (OPT) asks for its options before the cart, as albums and DVDs do', async () => {
    const { page, errors, w, prompt } = await cartPrompt([width, height], '제본', '맞춤 제본 서비스 (옵션 선택)');
    expect(prompt).toBe('옵션 선택이 필요한 상품입니다.\n상품 상세 페이지로 이동하시겠습니까?');
    expect(await w.texts('[role=alertdialog] button')).toEqual(['취소', '상세보기']);
    expect(await w.has(P.toast)).toBe(false);
    expect(await promptProblems(page, P.modalText)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: '상세보기' }).click();
    await page.waitForURL((u) => u.pathname === '/PDT/detail/S000000264');
    expect(errors).toEqual([]);
  });
});

describe('the live keywords by age and sex (issue 54, item 9)', () => {
  test('20대 + 여성: ranked against the list before, most with a rise, a fall or no change, not every one NEW', async () => {
    const { page, errors } = await open(1280, 900, '/');
    await page.getByRole('combobox', { name: '검색어 입력' }).click();
    const w = widgetOn(page);
    await w.untilCount(`${P.rise} [role=row]${P.row}`, 10);
    const answered = page.waitForResponse((r) => /risekeyword\?age=20&sex=2\b/.test(r.url()));
    await page.getByRole('group', { name: '연령' }).getByRole('button', { name: '20대' }).click();
    await page.getByRole('group', { name: '성별' }).getByRole('button', { name: '여성' }).click();
    await answered;
    await w.until((root, s) => root.querySelectorAll(s).length === 10 || null, {}, `${P.rise} [role=row]${P.row}`);
    await afterInputWork(page);
    const rows = await w.rows('rise');
    const fresh = rows.filter((r) => r.includes('새로 진입'));
    expect({ rows, fresh: fresh.length <= 3 }).toMatchObject({ fresh: true });
    expect({ rows, moved: rows.some((r) => /상승|하락/.test(r)) }).toMatchObject({ moved: true });
    expect(await page.evaluate(unseen, { selector: `${P.rise} ${P.badge}`, min: 10 })).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('on a phone (390×844)', () => {
  const phone = onAPhone();
  /** The overlay open, `word` typed, until its answer's pager shows. */
  const typedOnPhone = async (word: string) => {
    const { page, errors } = await phone.overlay();
    await page.keyboard.type(word);
    await afterInputWork(page);
    const w = widgetOn(page);
    await w.untilThere(`[role=grid][data-query="${word}"] ${P.pager}`);
    return { page, errors, w };
  };

  test('the live keywords folded: their one row is seen across the whole list, not half of it', async () => {
    const { page, errors } = await phone.overlay();
    const w = widgetOn(page);
    const rows = `${P.rise} [role=row]${P.row}`;
    await w.untilCount(rows, 1);
    expect(await page.evaluate(unseen, { selector: rows })).toEqual([]);
    const [row] = await w.boxes(rows);
    const [list] = await w.boxes(P.rise);
    expect(row.width).toBeGreaterThan(list.width * 0.9);
    expect(errors).toEqual([]);
  });

  test('a product row names its publisher: a tap searches its titles, not the product', async () => {
    const { page, errors } = await typedOnPhone('해리');
    const selector = `${P.swiperPage}:first-child ${P.publisher}`;
    expect(await page.evaluate(unseen, { selector, min: 3 })).toEqual([]);
    await searchesPublisher(page, (b) => b.tap());
    expect(errors).toEqual([]);
  });

  test('prices and points: a separator between them on one line, none starting or ending a line at 320 px', async () => {
    const { page, errors, w } = await typedOnPhone('해리');
    const priceLines = `${P.swiperPage}:first-child ${P.priceLine}`;
    const wide = (await w.inShadow(laidOut, priceLines)).flatMap(lines);
    expect(wide.map((l) => l.text)).toContain('10% 8,820원 · 441P (5%) 적립');
    await page.setViewportSize({ width: 320, height: 640 });
    await w.until((root, s) => root.querySelector(s)!.getBoundingClientRect().width < 240, {}, priceLines);
    const narrow = await w.inShadow(laidOut, priceLines);
    expect(narrow.flatMap(lines).length).toBeGreaterThan(narrow.length);
    expect(narrow.flatMap(strandedSeparators)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the products' names, on the empty input and in an answer, and the cart toast's words stay whole", async () => {
    const { page, errors } = await phone.overlay();
    const w = widgetOn(page);
    const miniNames = `${P.recommended} ${P.miniName}`;
    await w.until((root, s) => root.querySelectorAll(s).length >= 8, {}, miniNames);
    const suggested = await w.inShadow(laidOut, miniNames);
    await page.keyboard.type('어린');
    await afterInputWork(page);
    await w.untilThere(`[role=grid][data-query="어린"] ${P.pager}`);
    const names = await w.inShadow(laidOut, `${P.swiperPage}:first-child ${P.name}`);
    expect(names.length).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: '어린 왕자 장바구니 담기', exact: true }).tap();
    await w.untilThere(P.toast);
    const laid = await w.inShadow(laidOut, P.toastText);
    expect(laid).toHaveLength(1);
    expect([...[...suggested, ...names].flatMap(brokenWords), ...brokenWords(laid[0]), ...orphans(laid[0])]).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  });
});
