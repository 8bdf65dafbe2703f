import { modalReducer, type Modal } from '../modalStack';
import { initialSearchState, searchReducer } from '../searchReducer';
import { INITIAL_TOASTS, toastReducer } from '../toastQueue';

describe('toast queue', () => {
  test('defaults: 3000 ms at the bottom; ids in order; several queue', () => {
    let s = toastReducer(INITIAL_TOASTS, { type: 'show', message: '담았어요' });
    s = toastReducer(s, {
      type: 'show',
      message: '위',
      duration: 1000,
      position: 'top',
      url: 'https://x/ORD/cart',
      linkLabel: '장바구니 보기',
    });
    s = toastReducer(s, { type: 'show', message: '가운데', position: 'center' });
    expect(s.toasts).toEqual([
      { id: 1, message: '담았어요', duration: 3000, position: 'bottom' },
      { id: 2, message: '위', duration: 1000, position: 'top', url: 'https://x/ORD/cart', linkLabel: '장바구니 보기' },
      { id: 3, message: '가운데', duration: 3000, position: 'center' },
    ]);
    s = toastReducer(s, { type: 'dismiss', id: 2 });
    expect(s.toasts.map((t) => t.id)).toEqual([1, 3]);
    expect(toastReducer(s, { type: 'dismiss', id: 99 })).toBe(s);
  });

  test.each([
    [{ duration: -1 }, 3000, 'bottom'],
    [{ duration: Infinity }, 3000, 'bottom'],
    [{ position: 'left' as never }, 3000, 'bottom'],
    [{ url: 'https://x/' }, 3000, 'bottom'],
  ])('bad options fall back: %p', (extra, duration, position) => {
    const s = toastReducer(INITIAL_TOASTS, { type: 'show', message: 'm', ...extra });
    expect(s.toasts[0]).toMatchObject({ duration, position });
  });

  test('a default link label, and no toast for an empty message', () => {
    expect(toastReducer(INITIAL_TOASTS, { type: 'show', message: 'm', url: 'https://x/' }).toasts[0].linkLabel).toBe(
      '바로가기',
    );
    expect(toastReducer(INITIAL_TOASTS, { type: 'show', message: '' })).toBe(INITIAL_TOASTS);
  });
});

describe('modal stack', () => {
  const alert = (id: string, unique = false): Modal => ({ id, component: 'alert', unique });
  test('open, close by id, close last; unique and repeated ids not opened twice', () => {
    let s = modalReducer([], { type: 'open', modal: alert('a') });
    s = modalReducer(s, { type: 'open', modal: alert('b') });
    expect(s.map((m) => m.id)).toEqual(['a', 'b']);
    expect(modalReducer(s, { type: 'open', modal: alert('a') })).toBe(s);
    expect(modalReducer(s, { type: 'open', modal: alert('c', true) })).toBe(s);
    s = modalReducer(s, { type: 'open', modal: { id: 'c', component: 'confirm', unique: true } });
    expect(s.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    s = modalReducer(s, { type: 'close', id: 'b' });
    expect(s.map((m) => m.id)).toEqual(['a', 'c']);
    expect(modalReducer(s, { type: 'close', id: 'zz' })).toBe(s);
    s = modalReducer(s, { type: 'closeLast' });
    expect(s.map((m) => m.id)).toEqual(['a']);
    s = modalReducer(s, { type: 'closeLast' });
    expect(modalReducer(s, { type: 'closeLast' })).toBe(s);
  });
});

describe('search state', () => {
  test('empty vs typed; only the latest request settles; stalls; errors keep the results', () => {
    let s = initialSearchState<string[]>();
    expect(s.mode).toBe('empty');
    s = searchReducer(s, { type: 'input', query: '해' });
    s = searchReducer(s, { type: 'request' });
    expect([s.mode, s.status, s.requestId]).toEqual(['typed', 'loading', 1]);
    s = searchReducer(s, { type: 'input', query: '해리' });
    s = searchReducer(s, { type: 'request' });
    const late = searchReducer(s, { type: 'success', requestId: 1, query: '해', results: ['해변'] });
    expect(late).toBe(s);
    expect(searchReducer(s, { type: 'stall', requestId: 1 })).toBe(s);
    s = searchReducer(s, { type: 'stall', requestId: 2 });
    expect(s.status).toBe('stalled');
    s = searchReducer(s, { type: 'success', requestId: 2, query: '해리', results: ['해리 포터'] });
    expect([s.status, s.results, s.resultsFor]).toEqual(['idle', ['해리 포터'], '해리']);
    expect(searchReducer(s, { type: 'stall', requestId: 2 })).toBe(s);
    s = searchReducer(s, { type: 'request' });
    expect(searchReducer(s, { type: 'failure', requestId: 2 })).toBe(s);
    s = searchReducer(s, { type: 'failure', requestId: 3 });
    expect([s.status, s.results]).toEqual(['error', ['해리 포터']]);
    s = searchReducer(s, { type: 'request' });
    s = searchReducer(s, { type: 'input', query: '' });
    expect([s.mode, s.status, s.results, s.resultsFor]).toEqual(['empty', 'idle', null, '']);
    expect(searchReducer(s, { type: 'success', requestId: 4, query: '해리', results: ['늦은 답'] })).toBe(s);
  });

  test('keep: the latest request settles with the results shown left as they are (issue 15 #8)', () => {
    let s = initialSearchState<string[]>();
    s = searchReducer(s, { type: 'input', query: '달' });
    s = searchReducer(s, { type: 'request' });
    s = searchReducer(s, { type: 'success', requestId: 1, query: '달', results: ['달빛'] });
    s = searchReducer(s, { type: 'input', query: '닯' });
    s = searchReducer(s, { type: 'request' });
    expect(searchReducer(s, { type: 'keep', requestId: 1 })).toBe(s);
    s = searchReducer(s, { type: 'keep', requestId: 2 });
    expect([s.query, s.status, s.results, s.resultsFor]).toEqual(['닯', 'idle', ['달빛'], '달']);
  });

  test("earlier: an earlier query's answer shows while the latest is on its way, never once it has settled", () => {
    let s = initialSearchState<string[]>();
    // Nothing typed: nothing to show it under.
    expect(searchReducer(s, { type: 'earlier', query: '해', results: ['해변'] })).toBe(s);
    s = searchReducer(s, { type: 'input', query: '해리' });
    s = searchReducer(s, { type: 'request' });
    s = searchReducer(s, { type: 'earlier', query: '해', results: ['해변'] });
    expect([s.query, s.status, s.results, s.resultsFor]).toEqual(['해리', 'loading', ['해변'], '해']);
    s = searchReducer(s, { type: 'stall', requestId: 1 });
    s = searchReducer(s, { type: 'earlier', query: '해ㄹ', results: ['해를 품은 달'] });
    expect([s.status, s.resultsFor]).toEqual(['stalled', '해ㄹ']);
    s = searchReducer(s, { type: 'success', requestId: 1, query: '해리', results: ['해리 포터'] });
    for (const settled of [s, searchReducer(s, { type: 'failure', requestId: 1 })])
      expect(searchReducer(settled, { type: 'earlier', query: '해', results: ['해변'] })).toBe(settled);
    s = searchReducer(s, { type: 'input', query: '' });
    expect(searchReducer(s, { type: 'earlier', query: '해', results: ['해변'] })).toBe(s);
  });
});
