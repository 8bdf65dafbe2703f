import { SETTLED_IDLE, SETTLED_MS, settledView, type SettledEvent, type SettledState } from '../settledView';

/**
 * `[ms, query, product]`: the panel shows it from then; `[ms, null]`: nothing that counts; `[ms, 'close']`;
 * `[ms, 'act']`: the shopper acted on what is shown.
 */
type Step = [number, string, string] | [number, null] | [number, 'close' | 'act'];

/** Steps written as a script, `·` between them: `0 해리 A` (shown), `200 -` (nothing that counts), `500 close`, `400 act`. */
const script = (text: string): Step[] =>
  text.split('·').map((step) => {
    const [at, what, key] = step.trim().split(' ');
    if (what === '-') return [Number(at), null];
    if (what === 'close' || what === 'act') return [Number(at), what];
    return [Number(at), what, key];
  });

/**
 * Plays the steps as the store does: each step's wake-up is a timer, run when its time comes before the next step
 * (or before `until`); returns the views counted, as `query:product`.
 */
function play(steps: Step[], until: number): string[] {
  let state: SettledState = SETTLED_IDLE;
  let due: number | null = null;
  const out: string[] = [];
  const apply = (event: SettledEvent, at: number) => {
    const r = settledView(state, event);
    state = r.state;
    if (r.viewed) out.push(r.viewed.query + ':' + r.viewed.key);
    due = r.wake === null ? null : at + r.wake;
  };
  for (const [at, query, key] of [...steps, [until, 'end'] as const]) {
    while (due !== null && due <= at) apply({ type: 'time', at: due }, due);
    if (query === 'end') break;
    if (query === 'close' || query === 'act') apply({ type: query, at }, at);
    else apply({ type: 'show', at, shown: query === null ? null : { query, key: key! } }, at);
  }
  return out;
}

test.each<[string, Step[], number, string[]]>([
  ['an answer left on screen for the settling time counts', script('0 해리 A'), SETTLED_MS, ['해리:A']],
  ['…not a moment before', script('0 해리 A'), SETTLED_MS - 1, []],
  [
    'typing 해리 in its composition steps: only the final answer counts',
    script('0 ㅎ H · 180 해 A · 350 핼 B · 520 해리 A'),
    5000,
    ['해리:A'],
  ],
  [
    'a slow typist who stopped on 해 for the settling time did see its answer',
    script('0 해 A · 1400 해리 A'),
    5000,
    ['해:A', '해리:A'],
  ],
  [
    'the same product shown again for the same query (a new answer object, the arrows back and forth) counts once',
    script('0 해리 A · 1200 해리 B · 2400 해리 A'),
    5000,
    ['해리:A', '해리:B'],
  ],
  [
    'the arrow keys passing over products: only the one they stop on counts',
    script('0 해리 A · 300 해리 B · 450 해리 C · 600 해리 D'),
    5000,
    ['해리:D'],
  ],
  [
    'a repeated show of what is already shown keeps its start (a partial answer, a render)',
    script('0 해리 A · 600 해리 A · 900 해리 A'),
    SETTLED_MS,
    ['해리:A'],
  ],
  [
    'an answer left on screen while the next query is asked does not count (null), nor after it returns',
    script('0 해 A · 200 - · 1600 해리 B'),
    1600 + SETTLED_MS - 1,
    [],
  ],
  [
    'closing before the settling time: nothing; after it: counted once per opening',
    script('0 해리 A · 500 close · 2000 해리 A · 3500 close · 4000 해리 A'),
    6000,
    ['해리:A', '해리:A'],
  ],
  ['nothing shown, nothing counted', script('0 -'), 5000, []],
  [
    'acting on what is shown counts it at once (the view before the action), and only once',
    script('0 해 H · 180 해리 A · 400 act'),
    5000,
    ['해리:A'],
  ],
  [
    'acting on what already counted, or when nothing counts, adds nothing',
    script('0 해리 A · 1500 act · 1600 - · 1700 act'),
    5000,
    ['해리:A'],
  ],
])('%s', (_case, steps, until, viewed) => expect(play(steps, until)).toEqual(viewed));

test('a wake-up that comes early asks again for the time left', () => {
  const shown = settledView(SETTLED_IDLE, { type: 'show', at: 100, shown: { query: '해리', key: 'A' } });
  expect(shown.wake).toBe(SETTLED_MS);
  const early = settledView(shown.state, { type: 'time', at: 600 });
  expect([early.viewed, early.wake]).toEqual([null, SETTLED_MS - 500]);
});
