/*
 * Issue 40: Korean typed with a phone's keyboard — iOS's, Gboard, Samsung Keyboard — replayed in the engine as
 * their event models send it (widget/src/core/__tests__/fixtures/phoneKeyboards.ts, sources in docs/ime.md): the
 * field holds each value the keyboard leaves, the events are dispatched at it. On the phone's overlay, each press
 * asks for its value (chosung and partial syllables too), Enter searches the whole word once, a tapped row opens
 * that row; and a handler that reads the value only at compositionend fails them.
 */
import { askedFor, replayEvents } from '../../helpers/phoneReplay';
import {
  phoneKeyboards,
  type PhoneCase,
  type PhoneModel,
} from '../../../widget/src/core/__tests__/fixtures/phoneKeyboards';
import { PHONE, T, type Journeys } from './context';

export function phoneKeyboardsReplayed({ name, started, page, w, visit, overlay, pathIs }: Journeys) {
  describe(`${name}: phone keyboards replayed (issue 40)`, () => {
    /** The results pages the server was asked for since `since` (host-demo/test-pages/routes.ts). */
    const resultsPages = async (since: number) =>
      (await (await fetch(`${started.demo.url}/test/results-pages?since=${since}`)).json()) as {
        count: number;
        keywords: string[];
      };

    /** Replays a case on the phone's overlay; resolves once each press's query was asked and the ending happened. */
    const replay = async (c: PhoneCase, broken = '', wait = T) => {
      await visit('/mobile', PHONE);
      await overlay();
      const { count } = await resultsPages(0);
      let tapped: string | null = null;
      for (const [i, step] of c.steps.entries()) {
        const row = step.tap === undefined ? null : `#sp-row-products-${step.tap} a`;
        // A shopper taps a row they see: the answer for the value typed so far, drawn (a busy machine draws it late).
        if (row) {
          await w.untilSettled(c.queries[i - 1] ?? undefined);
          await w.untilThere(row);
        }
        await w.inShadow(replayEvents, JSON.stringify(step.events), broken);
        if (row) {
          tapped = new URL((await w.attr(row, 'href'))!).pathname;
          await w.click(row);
        }
        if (c.fast && i < c.steps.length - 2) continue;
        const query = c.queries[i];
        if (query) await page.waitFor(askedFor, { ...wait, message: `step ${i} (${step.press}) asks ${query}` }, query);
      }
      if (tapped) await pathIs(tapped);
      else if (c.submits.length) {
        await pathIs('/search');
        expect(new URL(await page.url()).searchParams.get('keyword')).toBe(c.submits[0]);
        expect((await resultsPages(count)).keywords).toEqual(c.submits);
      } else
        // The answer for the last press on screen (a suggestion leaves a space after the word: the same query).
        await w.until(
          (root, q) => root.querySelector('[role=grid]')?.getAttribute('data-query')?.trim() === q,
          { message: `the answer for ${c.queries.at(-1)}` },
          c.queries.at(-1)!,
        );
    };

    for (const model of ['ios', 'gboard', 'samsung'] as PhoneModel[])
      for (const c of phoneKeyboards[model])
        test(`${model}: ${c.name}`, async () => {
          await replay(c);
        });

    test('a handler that reads the value only at compositionend fails the Android replays', async () => {
      const c = phoneKeyboards.gboard.find((x) => x.name === 'ㅎㄹ chosung')!;
      await expect(replay(c, 'end', { timeout: 3000 })).rejects.toThrow(/asks ㅎ/);
    });
  });
}
