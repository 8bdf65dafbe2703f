import { modalReducer, type Modal } from '../modalStack';
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
