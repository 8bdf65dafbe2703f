import { initialSearchState } from '../search';
import {
  awaitingLatest,
  CACHE_SIZE,
  cachedAnswer,
  initialTypedSearch,
  isTyping,
  typedSearch,
  type Answer,
  type Narrow,
  type TypedSearch,
  type TypedSearchEffect,
  type TypedSearchEvent,
} from '../typedSearch';

type R = Answer & { products: readonly string[] };
type Event = TypedSearchEvent<R>;

const lists = (names: string[], lossy = false): R => ({
  products: names,
  authors: [],
  events: [],
  shortcut: null,
  lossy,
});

/**
 * An event as a script line writes it: `set 해리`, `compose 닯` (set while the last syllable is composing), `start
 * 해리`, `narrow 해리포` (shown narrowed, nothing asked), `expect 해리포` (typed, not set yet), `answer #2 해리: 해리
 * 포터, 해리 포터 2` (`answer #2 닯:` found nothing), `lossy #1 데미안: 데미안` (an answer that lost rows), `failed
 * #1`, `aborted #1`, `stalled`, `dispose`. A query with spaces at its ends is written in JSON quotes.
 */
function parse(line: string): Event {
  const [, verb, id, rest = ''] = /^(\w+)(?: #(\d+))?(?: (.*))?$/.exec(line)!;
  const query = rest.startsWith('"') ? (JSON.parse(rest) as string) : rest;
  const colon = rest.indexOf(':');
  const results = (lossy: boolean) => ({
    type: 'answer' as const,
    id: Number(id),
    key: rest.slice(0, colon),
    results: lists(
      rest
        .slice(colon + 1)
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
      lossy,
    ),
  });
  const events: Record<string, () => Event> = {
    set: () => ({ type: 'set', query, composing: false }),
    compose: () => ({ type: 'set', query, composing: true }),
    start: () => ({ type: 'start', query, composing: false }),
    narrow: () => ({ type: 'narrow', query }),
    expect: () => ({ type: 'expect', query }),
    answer: () => results(false),
    lossy: () => results(true),
    failed: () => ({ type: 'failed', id: Number(id) }),
    aborted: () => ({ type: 'aborted', id: Number(id) }),
    stalled: () => ({ type: 'stalled' }),
    dispose: () => ({ type: 'dispose' }),
  };
  return events[verb]();
}

/** An effect as a script writes it: `ask #2 해리`, `abort #1`, `timer` (start the stall timer), `clear` (clear it). */
const written = (e: TypedSearchEffect) =>
  e.type === 'ask'
    ? `ask #${e.id} ${e.key}`
    : e.type === 'abort'
      ? `abort #${e.id}`
      : { startTimer: 'timer', clearTimer: 'clear' }[e.type];

const quoted = (q: string) => (q && q.trim() === q ? q : JSON.stringify(q));

/** What the popup shows: `query status | the query the results answer: their names` (`–`: no results). */
const shown = ({ view: v }: TypedSearch<R>) =>
  `${quoted(v.query)} ${v.status} | ` +
  (v.results ? `${quoted(v.resultsFor)}: ${v.results.products.join(', ')}`.trimEnd() : '–') +
  (v.narrowedTo ? ` (narrowed to ${v.narrowedTo})` : '');

/**
 * Plays a script from a fresh machine: each line an event and, after ` → `, the effects its step returns (none:
 * no arrow); or `shows …` (what the popup shows at that point); or `calls …` (the calls on their way). The script
 * as played is compared with the one written, so a failure points at its line.
 */
function play(script: string, from = initialTypedSearch(initialSearchState<R>()), narrow?: Narrow<R>) {
  let state = from;
  const lines = script
    .trim()
    .split('\n')
    .map((l) => l.trim());
  const played = lines.map((line) => {
    if (line.startsWith('shows ')) return 'shows ' + shown(state);
    if (line.startsWith('calls ')) return 'calls ' + (state.calls.map((c) => '#' + c.id).join(', ') || 'none');
    const event = line.split(' → ')[0];
    const step = typedSearch(state, parse(event), narrow);
    state = step.state;
    return [event, ...(step.effects.length ? [step.effects.map(written).join(', ')] : [])].join(' → ');
  });
  expect(played.join('\n')).toBe(lines.join('\n'));
  return state;
}

const scripts: Record<string, Record<string, string>> = {
  'out-of-order answers': {
    'the call before the newest lands first: shown meanwhile; the newest settles; the oldest was aborted': `
      set 해 → ask #1 해, timer
      set 해리 → clear, ask #2 해리, timer
      set 해리포 → clear, abort #1, ask #3 해리포, timer
      answer #2 해리: 해리 포터
      shows 해리포 loading | 해리: 해리 포터
      answer #3 해리포: 해리포터 세트 → clear
      shows 해리포 idle | 해리포: 해리포터 세트
      calls none`,
    'the newest lands first: it settles and aborts the call before it, whose answer is never shown': `
      set 해리포ㅌ → ask #1 해리포ㅌ, timer
      set 해리포터 → clear, ask #2 해리포터, timer
      answer #2 해리포터: 해리포터 전집 → clear, abort #1
      answer #1 해리포ㅌ: 해리포트
      shows 해리포터 idle | 해리포터: 해리포터 전집`,
    'an earlier answer that found nothing is not shown meanwhile': `
      set 모 → ask #1 모, timer
      answer #1 모: 모순 → clear
      set 모ㅅ → ask #2 모ㅅ, timer
      set 모수 → clear, ask #3 모수, timer
      answer #2 모ㅅ:
      shows 모수 loading | 모: 모순
      calls #3`,
    'an earlier answer is not shown once the latest failed (the error state stays)': `
      set 해 → ask #1 해, timer
      set 해리 → clear, ask #2 해리, timer
      failed #2 → clear
      answer #1 해: 해변
      shows 해리 error | –`,
  },
  'an answer for a superseded query': {
    'a value typed and not set yet: an answer for another query waits, and shows when the value is set': `
      set 해 → ask #1 해, timer
      answer #1 해: 해변의 카프카 → clear
      set 해리 → ask #2 해리, timer
      expect 해리포
      answer #2 해리: 해리 포터
      shows 해리 loading | 해: 해변의 카프카
      set 해리포 → clear, ask #3 해리포, timer
      shows 해리포 loading | 해리: 해리 포터`,
    'the value taken back before it was set: the query is answered from the cache': `
      set 해리 → ask #1 해리, timer
      expect 해리포
      answer #1 해리: 해리 포터
      set 해리 → clear
      shows 해리 idle | 해리: 해리 포터`,
    'a value typed for the same query lets its answer show': `
      set 모순 → ask #1 모순, timer
      expect "모순 "
      answer #1 모순: 모순 → clear
      shows 모순 idle | 모순: 모순`,
    'of two answers waiting, the later one shows': `
      set ㄱ → ask #1 ㄱ, timer
      answer #1 ㄱ: 가 → clear
      set 가 → ask #2 가, timer
      set 가나 → clear, ask #3 가나, timer
      expect 가나다
      answer #3 가나: 가나다라
      answer #2 가: 가방
      set 가나다 → clear, ask #4 가나다, timer
      shows 가나다 loading | 가나: 가나다라`,
    'a failure for another query than the latest, or while a value waits for its paint, shows nothing': `
      set 해 → ask #1 해, timer
      set 해리 → clear, ask #2 해리, timer
      failed #1
      expect 해리포
      failed #2
      shows 해리 loading | –`,
  },
  'a failure then a recovery': {
    'the failure is a quiet error state (the results shown stay); the same word set again asks again and settles': `
      set 데미 → ask #1 데미, timer
      answer #1 데미: 데미안 → clear
      set 데미안 → ask #2 데미안, timer
      failed #2 → clear
      shows 데미안 error | 데미: 데미안
      set "데미안 " → ask #3 데미안, timer
      answer #3 데미안: 데미안, 데미안 (양장) → clear
      shows "데미안 " idle | "데미안 ": 데미안, 데미안 (양장)`,
    'an answer that lost rows is shown, never cached: set again, it is asked again': `
      set 데미안 → ask #1 데미안, timer
      lossy #1 데미안: 데미안 → clear
      shows 데미안 idle | 데미안: 데미안
      set ""
      set 데미안 → ask #3 데미안, timer`,
  },
  'a stall': {
    'still out after the stall delay: stalled; its answer settles it': `
      set 모순 → ask #1 모순, timer
      stalled
      shows 모순 stalled | –
      answer #1 모순: 모순
      shows 모순 idle | 모순: 모순`,
    'an earlier answer shown while stalled keeps it stalled': `
      set 해 → ask #1 해, timer
      set 해리 → clear, ask #2 해리, timer
      stalled
      answer #1 해: 해변
      shows 해리 stalled | 해: 해변`,
    'a timer that fires once nothing is out changes nothing': `
      set 모순 → ask #1 모순, timer
      answer #1 모순: 모순 → clear
      stalled
      shows 모순 idle | 모순: 모순`,
  },
  'composition splits (닯 → 달 + 비)': {
    '닯 finds nothing while composing: 달ㅂ is asked, the results for 달 stay meanwhile, 달ㅂ is shown': `
      compose 달 → ask #1 달, timer
      answer #1 달: 달의 궁전 → clear
      compose 닯 → ask #2 닯, timer
      answer #2 닯: → ask #2 달ㅂ
      shows 닯 loading | 달: 달의 궁전
      answer #2 달ㅂ: 달빛 소리 → clear
      shows 닯 idle | 닯: 달빛 소리`,
    'ㅣ moves the ㅂ on (달비) while 달ㅂ is out: 달ㅂ shows meanwhile, 달비 settles': `
      compose 달 → ask #1 달, timer
      answer #1 달: 달의 궁전 → clear
      compose 닯 → ask #2 닯, timer
      answer #2 닯: → ask #2 달ㅂ
      compose 달비 → clear, ask #3 달비, timer
      answer #2 달ㅂ: 달빛 소리
      shows 달비 loading | 닯: 달빛 소리
      answer #3 달비: 달비 노래 → clear
      shows 달비 idle | 달비: 달비 노래`,
    '닯 finds nothing before 달 is answered: 달 shows meanwhile, then 달ㅂ settles': `
      compose 달 → ask #1 달, timer
      compose 닯 → clear, ask #2 닯, timer
      answer #2 닯: → ask #2 달ㅂ
      answer #1 달: 달의 궁전
      shows 닯 loading | 달: 달의 궁전
      answer #2 달ㅂ: 달빛 → clear
      shows 닯 idle | 닯: 달빛`,
    'both forms empty, or the other form failing: the results shown stay and the state settles': `
      compose 달 → ask #1 달, timer
      answer #1 달: 달의 궁전 → clear
      compose 닯 → ask #2 닯, timer
      answer #2 닯: → ask #2 달ㅂ
      answer #2 달ㅂ: → clear
      shows 닯 idle | 달: 달의 궁전
      compose 닭 → ask #3 닭, timer
      answer #3 닭: → ask #3 달ㄱ
      failed #3 → clear
      shows 닭 idle | 달: 달의 궁전`,
    'no final consonant to split: an empty answer keeps the results shown': `
      compose 해 → ask #1 해, timer
      answer #1 해: 해변 → clear
      compose 해ㅍ → ask #2 해ㅍ, timer
      answer #2 해ㅍ: → clear
      shows 해ㅍ idle | 해: 해변`,
    'composing ended before the answer: the empty answer is shown as nothing found': `
      compose 닯 → ask #1 닯, timer
      set 닯 → clear, timer
      answer #1 닯: → clear
      shows 닯 idle | 닯:`,
    'not composing: nothing found is shown and no other form is asked': `
      set 달 → ask #1 달, timer
      answer #1 달: 달의 궁전 → clear
      set 닯 → ask #2 닯, timer
      answer #2 닯: → clear
      shows 닯 idle | 닯:`,
  },
  'cache hits': {
    'a query seen before is shown at once with no request, and the call on its way is aborted': `
      set 해리 → ask #1 해리, timer
      answer #1 해리: 해리 포터 → clear
      set 해리ㅍ → ask #2 해리ㅍ, timer
      set 해리 → clear, abort #2
      shows 해리 idle | 해리: 해리 포터
      calls none`,
    'both forms cached while composing: 닯 shows 달ㅂ at once': `
      compose 닯 → ask #1 닯, timer
      answer #1 닯: → ask #1 달ㅂ
      answer #1 달ㅂ: 달빛 소리 → clear
      compose 달 → ask #2 달, timer
      answer #2 달: 달의 궁전 → clear
      compose 닯
      shows 닯 idle | 닯: 달빛 소리`,
    'the other form answered already while the key is out: the key’s empty answer shows it at once': `
      compose 달ㅂ → ask #1 달ㅂ, timer
      compose 닯 → clear, ask #2 닯, timer
      answer #1 달ㅂ: 달빛 소리
      answer #2 닯: → clear
      shows 닯 idle | 닯: 달빛 소리`,
    'the empty answer cached, its other form not: composing asks only the other form': `
      set 닯 → ask #1 닯, timer
      answer #1 닯: → clear
      set ""
      compose 닯 → ask #3 달ㅂ, timer
      answer #3 달ㅂ: 달빛 소리 → clear
      shows 닯 idle | 닯: 달빛 소리`,
    'an identical query already on its way is not asked twice': `
      start 모순 → ask #1 모순
      set 모순 → timer
      set "모순 " → clear, timer
      answer #1 모순: 모순 → clear
      shows "모순 " idle | "모순 ": 모순`,
  },
  'abort of superseded calls': {
    'a blank input aborts every call and clears the results': `
      set 모순 → ask #1 모순, timer
      answer #1 모순: 모순 → clear
      set 모순이 → ask #2 모순이, timer
      set " \u3000" → clear, abort #2
      shows " \u3000" idle | –
      calls none`,
    'an aborted call ends with nothing shown': `
      set 해 → ask #1 해, timer
      set 해리 → clear, ask #2 해리, timer
      set 해리포 → clear, abort #1, ask #3 해리포, timer
      aborted #1
      aborted #3
      shows 해리포 loading | –
      calls #2`,
  },
  dispose: {
    'aborts the calls on their way, clears the stall timer and empties the state': `
      set 코스모스 → ask #1 코스모스, timer
      set 코스모스꽃 → clear, ask #2 코스모스꽃, timer
      dispose → clear, abort #1, abort #2
      answer #1 코스모스: 코스모스
      shows "" idle | –
      calls none`,
  },
};

describe.each(Object.keys(scripts))('%s', (group) => {
  test.each(Object.keys(scripts[group]))('%s', (name) => void play(scripts[group][name]));
});

/**
 * Instant narrowing as the machine sees it (the rule itself: core/narrowing.ts), with a stand-in rule: a value typed
 * on from the one shown narrows it to the products whose name has it, when some do.
 */
const narrowByName: Narrow<R> = (results, from, next) => {
  if (!from || next.length <= from.length || !next.startsWith(from)) return null;
  const products = (results.products as readonly string[]).filter((p) => p.includes(next));
  return products.length ? { ...results, products } : null;
};

const narrowing: Record<string, string> = {
  'a keystroke that extends the answered value shows the shown products that still match at once; its answer replaces them': `
    set 해리 → ask #1 해리, timer
    answer #1 해리: 해리포터, 해리엇, 해리포터세트 → clear
    set 해리포 → ask #2 해리포, timer
    shows 해리포 loading | 해리: 해리포터, 해리포터세트 (narrowed to 해리포)
    answer #2 해리포: 해리포터세트, 해리포터, 해리포터머그 → clear
    shows 해리포 idle | 해리포: 해리포터세트, 해리포터, 해리포터머그`,
  'typing on narrows the narrowed list again; Backspace to an answered value shows its answer from the cache': `
    set 해리 → ask #1 해리, timer
    answer #1 해리: 해리포터, 해리엇, 해리포터세트 → clear
    set 해리포 → ask #2 해리포, timer
    set 해리포터세 → clear, ask #3 해리포터세, timer
    shows 해리포터세 loading | 해리: 해리포터세트 (narrowed to 해리포터세)
    set 해리 → clear, abort #2, abort #3
    shows 해리 idle | 해리: 해리포터, 해리엇, 해리포터세트`,
  'a value that widens (Backspace to one not answered) or changes shows the results as they were': `
    set 해리 → ask #1 해리, timer
    answer #1 해리: 해리포터, 해리엇 → clear
    set 해 → ask #2 해, timer
    shows 해 loading | 해리: 해리포터, 해리엇
    set 해라 → clear, ask #3 해라, timer
    shows 해라 loading | 해리: 해리포터, 해리엇`,
  'no product shown still matches: the results shown stay, nothing said to be found or not before the answer': `
    set 해리 → ask #1 해리, timer
    answer #1 해리: 해리포터, 해리엇 → clear
    set 해리z → ask #2 해리z, timer
    shows 해리z loading | 해리: 해리포터, 해리엇
    answer #2 해리z: → clear
    shows 해리z idle | 해리z:`,
  'an earlier answer that lands while the list is narrowed shows narrowed to the value typed since': `
    set 해 → ask #1 해, timer
    answer #1 해: 해리포터, 해님, 해리엇 → clear
    set 해리 → ask #2 해리, timer
    shows 해리 loading | 해: 해리포터, 해리엇 (narrowed to 해리)
    set 해리포 → clear, ask #3 해리포, timer
    shows 해리포 loading | 해: 해리포터 (narrowed to 해리포)
    answer #2 해리: 해리포터, 해리포터세트, 해리엇
    shows 해리포 loading | 해리: 해리포터, 해리포터세트 (narrowed to 해리포)
    answer #3 해리포: 해리포터세트, 해리포터 → clear
    shows 해리포 idle | 해리포: 해리포터세트, 해리포터`,
  "narrow: the narrowed rows shown before anything is asked (the keystroke's first task); its set asks": `
    set 해리 → ask #1 해리, timer
    answer #1 해리: 해리포터, 해리엇 → clear
    narrow 해리포
    shows 해리포 loading | 해리: 해리포터 (narrowed to 해리포)
    calls none
    set 해리포 → ask #2 해리포, timer
    shows 해리포 loading | 해리: 해리포터 (narrowed to 해리포)`,
  'narrow: a value that does not narrow what is shown changes nothing': `
    set 해리 → ask #1 해리, timer
    answer #1 해리: 해리포터, 해리엇 → clear
    narrow 해
    shows 해리 idle | 해리: 해리포터, 해리엇
    narrow 해리z
    shows 해리 idle | 해리: 해리포터, 해리엇`,
  'a narrowed list is no answer: a stall still says the answer is late, and a failure keeps the narrowed rows': `
    set 해리 → ask #1 해리, timer
    answer #1 해리: 해리포터, 해리엇 → clear
    set 해리포 → ask #2 해리포, timer
    stalled
    shows 해리포 stalled | 해리: 해리포터 (narrowed to 해리포)
    failed #2
    shows 해리포 error | 해리: 해리포터 (narrowed to 해리포)`,
};

describe('instant narrowing (issue 55)', () => {
  test.each(Object.keys(narrowing))(
    '%s',
    (name) => void play(narrowing[name], initialTypedSearch(initialSearchState<R>()), narrowByName),
  );
  test('narrowing off (no rule given): a keystroke shows the results as they were until its answer', () =>
    void play(`
      set 해리 → ask #1 해리, timer
      answer #1 해리: 해리포터, 해리엇 → clear
      set 해리포 → ask #2 해리포, timer
      shows 해리포 loading | 해리: 해리포터, 해리엇`));
});

test('a decomposed (NFD) query is asked and cached as its composed form', () => {
  const nfd = JSON.stringify('해리'.normalize('NFD'));
  play(`
    set ${nfd} → ask #1 해리, timer
    answer #1 해리: 해리 포터 → clear
    set ""
    set 해리
    shows 해리 idle | 해리: 해리 포터`);
});

test(`the cache keeps the last ${CACHE_SIZE} queries asked, and the submit reads it`, () => {
  const queries = Array.from({ length: CACHE_SIZE + 1 }, (_, i) => 'q' + i);
  let state = initialTypedSearch(initialSearchState<R>());
  queries.forEach((q, i) => {
    state = typedSearch(state, parse('set ' + q)).state;
    state = typedSearch(state, parse(`answer #${i + 1} ${q}: ${q} 결과`)).state;
  });
  expect(state.cache).toHaveLength(CACHE_SIZE);
  expect(cachedAnswer(state, 'q0')).toBeNull();
  expect(cachedAnswer(state, ' q1 ')?.products).toEqual(['q1 결과']);
  // The oldest was forgotten: asked again.
  play(
    `
    set q0 → ask #62 q0, timer
    set q1 → clear, abort #62`,
    state,
  );
});

test('typing: a value was typed and not set yet', () => {
  const lines = ['expect 해', 'set 해 → ask #1 해, timer', 'expect 해리'];
  const seen = lines.map((_, i) => isTyping(play(lines.slice(0, i + 1).join('\n'))));
  expect(seen).toEqual([true, false, true]);
});

test("awaitingLatest: an earlier query's answer shown while the latest's is on its way, not stalled", () => {
  const lines = [
    'set 해 → ask #1 해, timer',
    'answer #1 해: 해변 → clear',
    'set 해리 → ask #2 해리, timer',
    'stalled',
    'answer #2 해리: 해리 포터',
    'set 해리포 → ask #3 해리포, timer',
    'answer #3 해리포: 해리포터 세트 → clear',
  ];
  const seen = lines.map((_, i) => awaitingLatest(play(lines.slice(0, i + 1).join('\n')).view));
  // Loading with nothing shown yet; settled; an earlier answer shown; stalled (it is drawn again); settled; …
  expect(seen).toEqual([true, false, true, false, false, true, false]);
});

test('a step never changes the state it was given', () => {
  const before = play('set 해 → ask #1 해, timer\nset 해리 → clear, ask #2 해리, timer');
  const copy = JSON.parse(JSON.stringify(before)) as typeof before;
  for (const line of ['set 해리포', 'answer #1 해: 해변', 'failed #2', 'stalled', 'dispose', 'compose 닯'])
    typedSearch(before, parse(line));
  expect(before).toEqual(copy);
});
