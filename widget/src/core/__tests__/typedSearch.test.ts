import { initialSearchState } from '../search';
import {
  CACHE_SIZE,
  cachedAnswer,
  initialTypedSearch,
  isTyping,
  typedSearch,
  type Answer,
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

// The events, as the store sends them.
const set = (query: string): Event => ({ type: 'set', query, composing: false });
/** Set while the last syllable is composing (an IME's InputEvent). */
const compose = (query: string): Event => ({ type: 'set', query, composing: true });
const start = (query: string, composing = false): Event => ({ type: 'start', query, composing });
const typed = (query: string): Event => ({ type: 'expect', query });
const answer = (id: number, key: string, ...names: string[]): Event => ({
  type: 'answer',
  id,
  key,
  results: lists(names),
});
const lossy = (id: number, key: string, ...names: string[]): Event => ({
  type: 'answer',
  id,
  key,
  results: lists(names, true),
});
const failed = (id: number): Event => ({ type: 'failed', id });
const aborted = (id: number): Event => ({ type: 'aborted', id });
const stalled: Event = { type: 'stalled' };
const dispose: Event = { type: 'dispose' };

/** An effect as the tables write it: `ask #2 해리`, `abort #1`, `timer` (start the stall timer), `clear`. */
const written = (e: TypedSearchEffect) =>
  e.type === 'ask'
    ? `ask #${e.id} ${e.key}`
    : e.type === 'abort'
      ? `abort #${e.id}`
      : e.type === 'startTimer'
        ? 'timer'
        : 'clear';

/** What the popup shows: `query status: the query the results answer → their names` (`–`: no results). */
const shown = ({ view: v }: TypedSearch<R>) =>
  `${v.query} ${v.status}: ` + (v.results ? `${v.resultsFor} → ${v.results.products.join(', ')}` : '–');

/** Runs the events from a fresh machine: the state, and each step's effects (one string per event). */
function run(events: Event[], from = initialTypedSearch(initialSearchState<R>())) {
  let state = from;
  const steps = events.map((event) => {
    const step = typedSearch(state, event);
    state = step.state;
    return step.effects.map(written).join(', ');
  });
  return { state, steps };
}

interface Row {
  events: Event[];
  /** Each event's effects. */
  steps: string[];
  shows: string;
  /** The calls still on their way. */
  calls?: number[];
}

const table: Record<string, Record<string, Row>> = {
  'out-of-order answers': {
    'the call before the newest lands first: shown meanwhile; the newest settles; the oldest was aborted': {
      events: [
        set('해'),
        set('해리'),
        set('해리포'),
        answer(2, '해리', '해리 포터'),
        answer(3, '해리포', '해리포터 세트'),
      ],
      steps: ['ask #1 해, timer', 'clear, ask #2 해리, timer', 'clear, abort #1, ask #3 해리포, timer', '', 'clear'],
      shows: '해리포 idle: 해리포 → 해리포터 세트',
      calls: [],
    },
    'the newest lands first: it settles and aborts the call before it, whose answer is never shown': {
      events: [
        set('해리포ㅌ'),
        set('해리포터'),
        answer(2, '해리포터', '해리포터 전집'),
        answer(1, '해리포ㅌ', '해리포트'),
      ],
      steps: ['ask #1 해리포ㅌ, timer', 'clear, ask #2 해리포터, timer', 'clear, abort #1', ''],
      shows: '해리포터 idle: 해리포터 → 해리포터 전집',
      calls: [],
    },
    'an earlier answer that found nothing is not shown meanwhile': {
      events: [set('모'), answer(1, '모', '모순'), set('모ㅅ'), set('모수'), answer(2, '모ㅅ')],
      steps: ['ask #1 모, timer', 'clear', 'ask #2 모ㅅ, timer', 'clear, ask #3 모수, timer', ''],
      shows: '모수 loading: 모 → 모순',
      calls: [3],
    },
    'an earlier answer is not shown once the latest failed (the error state stays)': {
      events: [set('해'), set('해리'), failed(2), answer(1, '해', '해변')],
      steps: ['ask #1 해, timer', 'clear, ask #2 해리, timer', 'clear', ''],
      shows: '해리 error: –',
    },
  },
  'an answer for a superseded query': {
    'a value typed and not set yet: an answer for another query waits, and shows when the value is set': {
      events: [
        set('해'),
        answer(1, '해', '해변의 카프카'),
        set('해리'),
        typed('해리포'),
        answer(2, '해리', '해리 포터'),
        set('해리포'),
      ],
      steps: ['ask #1 해, timer', 'clear', 'ask #2 해리, timer', '', '', 'clear, ask #3 해리포, timer'],
      shows: '해리포 loading: 해리 → 해리 포터',
      calls: [3],
    },
    'the value taken back before it was set: the query is answered from the cache': {
      events: [set('해리'), typed('해리포'), answer(1, '해리', '해리 포터'), set('해리')],
      steps: ['ask #1 해리, timer', '', '', 'clear'],
      shows: '해리 idle: 해리 → 해리 포터',
    },
    'a value typed for the same query lets its answer show': {
      events: [set('모순'), typed('모순 '), answer(1, '모순', '모순')],
      steps: ['ask #1 모순, timer', '', 'clear'],
      shows: '모순 idle: 모순 → 모순',
    },
    'of two answers waiting, the later one shows': {
      events: [
        set('ㄱ'),
        answer(1, 'ㄱ', '가'),
        set('가'),
        set('가나'),
        typed('가나다'),
        answer(3, '가나', '가나다라'),
        answer(2, '가', '가방'),
        set('가나다'),
      ],
      steps: [
        'ask #1 ㄱ, timer',
        'clear',
        'ask #2 가, timer',
        'clear, ask #3 가나, timer',
        '',
        '',
        '',
        'clear, ask #4 가나다, timer',
      ],
      shows: '가나다 loading: 가나 → 가나다라',
    },
    'a failure for another query than the latest shows nothing': {
      events: [set('해'), set('해리'), failed(1)],
      steps: ['ask #1 해, timer', 'clear, ask #2 해리, timer', ''],
      shows: '해리 loading: –',
      calls: [2],
    },
    'a failure while another value waits for its paint shows nothing': {
      events: [set('해'), typed('해리'), failed(1)],
      steps: ['ask #1 해, timer', '', ''],
      shows: '해 loading: –',
    },
  },
  'a failure then a recovery': {
    'the failure is a quiet error state; the same word set again asks again and settles': {
      events: [set('데미안'), failed(1), set('데미안 '), answer(2, '데미안', '데미안')],
      steps: ['ask #1 데미안, timer', 'clear', 'ask #2 데미안, timer', 'clear'],
      shows: '데미안  idle: 데미안  → 데미안',
    },
    'an answer that lost rows is shown, never cached: set again, it is asked again': {
      events: [set('데미안'), lossy(1, '데미안', '데미안'), set(''), set('데미안')],
      steps: ['ask #1 데미안, timer', 'clear', '', 'ask #3 데미안, timer'],
      shows: '데미안 loading: –',
    },
  },
  'a stall': {
    'still out after the stall delay: stalled; its answer settles it': {
      events: [set('모순'), stalled, answer(1, '모순', '모순')],
      steps: ['ask #1 모순, timer', '', ''],
      shows: '모순 idle: 모순 → 모순',
    },
    'an earlier answer shown while stalled keeps it stalled': {
      events: [set('해'), set('해리'), stalled, answer(1, '해', '해변')],
      steps: ['ask #1 해, timer', 'clear, ask #2 해리, timer', '', ''],
      shows: '해리 stalled: 해 → 해변',
    },
    'a timer that fires once nothing is out changes nothing': {
      events: [set('모순'), answer(1, '모순', '모순'), stalled],
      steps: ['ask #1 모순, timer', 'clear', ''],
      shows: '모순 idle: 모순 → 모순',
    },
  },
  'composition splits (닯 → 달 + 비)': {
    '닯 finds nothing while composing: 달ㅂ is asked, the results for 달 stay meanwhile, 달ㅂ is shown': {
      events: [
        compose('달'),
        answer(1, '달', '달의 궁전'),
        compose('닯'),
        answer(2, '닯'),
        answer(2, '달ㅂ', '달빛 소리'),
      ],
      steps: ['ask #1 달, timer', 'clear', 'ask #2 닯, timer', 'ask #2 달ㅂ', 'clear'],
      shows: '닯 idle: 닯 → 달빛 소리',
    },
    'ㅣ moves the ㅂ on (달비) while 달ㅂ is out: 달ㅂ shows meanwhile, 달비 settles': {
      events: [
        compose('달'),
        answer(1, '달', '달의 궁전'),
        compose('닯'),
        answer(2, '닯'),
        compose('달비'),
        answer(2, '달ㅂ', '달빛 소리'),
        answer(3, '달비', '달비 노래'),
      ],
      steps: ['ask #1 달, timer', 'clear', 'ask #2 닯, timer', 'ask #2 달ㅂ', 'clear, ask #3 달비, timer', '', 'clear'],
      shows: '달비 idle: 달비 → 달비 노래',
    },
    '닯 finds nothing before 달 is answered: 달 shows meanwhile, then 달ㅂ settles': {
      events: [compose('달'), compose('닯'), answer(2, '닯'), answer(1, '달', '달의 궁전'), answer(2, '달ㅂ', '달빛')],
      steps: ['ask #1 달, timer', 'clear, ask #2 닯, timer', 'ask #2 달ㅂ', '', 'clear'],
      shows: '닯 idle: 닯 → 달빛',
    },
    'both forms empty: the results shown stay and the state settles': {
      events: [compose('달'), answer(1, '달', '달의 궁전'), compose('닯'), answer(2, '닯'), answer(2, '달ㅂ')],
      steps: ['ask #1 달, timer', 'clear', 'ask #2 닯, timer', 'ask #2 달ㅂ', 'clear'],
      shows: '닯 idle: 달 → 달의 궁전',
    },
    'the other form failing is not the query failing: the results shown stay': {
      events: [compose('달'), answer(1, '달', '달의 궁전'), compose('닯'), answer(2, '닯'), failed(2)],
      steps: ['ask #1 달, timer', 'clear', 'ask #2 닯, timer', 'ask #2 달ㅂ', 'clear'],
      shows: '닯 idle: 달 → 달의 궁전',
    },
    'no final consonant to split: an empty answer keeps the results shown': {
      events: [compose('해'), answer(1, '해', '해변'), compose('해ㅍ'), answer(2, '해ㅍ')],
      steps: ['ask #1 해, timer', 'clear', 'ask #2 해ㅍ, timer', 'clear'],
      shows: '해ㅍ idle: 해 → 해변',
    },
    'composing ended before the answer: the empty answer is shown as nothing found': {
      events: [compose('달'), answer(1, '달', '달의 궁전'), compose('닯'), set('닯'), answer(2, '닯')],
      steps: ['ask #1 달, timer', 'clear', 'ask #2 닯, timer', 'clear, timer', 'clear'],
      shows: '닯 idle: 닯 → ',
    },
    'not composing: nothing found is shown and no other form is asked': {
      events: [set('달'), answer(1, '달', '달의 궁전'), set('닯'), answer(2, '닯')],
      steps: ['ask #1 달, timer', 'clear', 'ask #2 닯, timer', 'clear'],
      shows: '닯 idle: 닯 → ',
    },
  },
  'cache hits': {
    'a query seen before is shown at once with no request, and the call on its way is aborted': {
      events: [set('해리'), answer(1, '해리', '해리 포터'), set('해리ㅍ'), set('해리')],
      steps: ['ask #1 해리, timer', 'clear', 'ask #2 해리ㅍ, timer', 'clear, abort #2'],
      shows: '해리 idle: 해리 → 해리 포터',
      calls: [],
    },
    'a decomposed (NFD) query is asked and cached as its composed form': {
      events: [set('해리'.normalize('NFD')), answer(1, '해리', '해리 포터'), set(''), set('해리')],
      steps: ['ask #1 해리, timer', 'clear', '', ''],
      shows: '해리 idle: 해리 → 해리 포터',
    },
    'both forms cached while composing: 닯 shows 달ㅂ at once': {
      events: [
        compose('닯'),
        answer(1, '닯'),
        answer(1, '달ㅂ', '달빛 소리'),
        compose('달'),
        answer(2, '달', '달의 궁전'),
        compose('닯'),
      ],
      steps: ['ask #1 닯, timer', 'ask #1 달ㅂ', 'clear', 'ask #2 달, timer', 'clear', ''],
      shows: '닯 idle: 닯 → 달빛 소리',
    },
    'the other form answered already while the key is out: the key’s empty answer shows it at once': {
      events: [compose('달ㅂ'), compose('닯'), answer(1, '달ㅂ', '달빛 소리'), answer(2, '닯')],
      steps: ['ask #1 달ㅂ, timer', 'clear, ask #2 닯, timer', '', 'clear'],
      shows: '닯 idle: 닯 → 달빛 소리',
    },
    'the empty answer cached, its other form not: composing asks only the other form': {
      events: [set('닯'), answer(1, '닯'), set(''), compose('닯'), answer(3, '달ㅂ', '달빛 소리')],
      steps: ['ask #1 닯, timer', 'clear', '', 'ask #3 달ㅂ, timer', 'clear'],
      shows: '닯 idle: 닯 → 달빛 소리',
    },
    'an identical query already on its way is not asked twice': {
      events: [start('모순'), set('모순'), set('모순 '), answer(1, '모순', '모순')],
      steps: ['ask #1 모순', 'timer', 'clear, timer', 'clear'],
      shows: '모순  idle: 모순  → 모순',
    },
  },
  'abort of superseded calls': {
    'a blank input aborts every call and clears the results': {
      events: [set('모순'), answer(1, '모순', '모순'), set('모순이'), set(' \u3000')],
      steps: ['ask #1 모순, timer', 'clear', 'ask #2 모순이, timer', 'clear, abort #2'],
      shows: ' \u3000 idle: –',
      calls: [],
    },
    'an aborted call ends with nothing shown': {
      events: [set('해'), set('해리'), set('해리포'), aborted(1), aborted(3)],
      steps: ['ask #1 해, timer', 'clear, ask #2 해리, timer', 'clear, abort #1, ask #3 해리포, timer', '', ''],
      shows: '해리포 loading: –',
      calls: [2],
    },
  },
  dispose: {
    'aborts the calls on their way, clears the stall timer and empties the state': {
      events: [set('코스모스'), set('코스모스 꽃'), dispose, answer(1, '코스모스', '코스모스')],
      steps: ['ask #1 코스모스, timer', 'clear, ask #2 코스모스 꽃, timer', 'clear, abort #1, abort #2', ''],
      shows: ' idle: –',
      calls: [],
    },
  },
};

describe.each(Object.keys(table))('%s', (group) => {
  test.each(Object.keys(table[group]))('%s', (name) => {
    const row = table[group][name];
    expect(row.steps).toHaveLength(row.events.length);
    const { state, steps } = run(row.events);
    expect(steps).toEqual(row.steps);
    expect(shown(state)).toBe(row.shows);
    if (row.calls) expect(state.calls.map((c) => c.id)).toEqual(row.calls);
  });
});

test(`the cache keeps the last ${CACHE_SIZE} queries asked, and the submit reads it`, () => {
  const queries = Array.from({ length: CACHE_SIZE + 1 }, (_, i) => 'q' + i);
  const { state } = run(queries.flatMap((q, i) => [set(q), answer(i + 1, q, q + ' 결과')]));
  expect(state.cache).toHaveLength(CACHE_SIZE);
  expect(cachedAnswer(state, 'q0')).toBeNull();
  expect(cachedAnswer(state, ' q1 ')?.products).toEqual(['q1 결과']);
  // The oldest was forgotten: asked again.
  expect(run([set('q0'), set('q1')], state).steps).toEqual([`ask #${CACHE_SIZE + 2} q0, timer`, 'clear, abort #62']);
});

test('typing: a value was typed and not set yet', () => {
  const steps = [typed('해'), set('해'), typed('해리')];
  const seen = steps.map((_, i) => isTyping(run(steps.slice(0, i + 1)).state));
  expect(seen).toEqual([true, false, true]);
});

test('a step never changes the state it was given', () => {
  const before = run([set('해'), set('해리')]).state;
  const copy = JSON.parse(JSON.stringify(before)) as typeof before;
  for (const event of [set('해리포'), answer(1, '해', '해변'), failed(2), stalled, dispose, compose('닯')])
    typedSearch(before, event);
  expect(before).toEqual(copy);
});
