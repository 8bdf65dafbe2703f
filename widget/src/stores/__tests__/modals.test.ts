import { createModals } from '../modals';

/** A history layer that records what the modals ask of it; `back()` plays the browser's back button. */
function fakeHistory() {
  const entries: { id: string; onBack(): void }[] = [];
  const popped: string[] = [];
  let n = 0;
  return {
    entries,
    popped,
    push(onBack: () => void) {
      const id = 'h' + ++n;
      entries.push({ id, onBack });
      return id;
    },
    pop(id: string) {
      popped.push(id);
      entries.splice(
        entries.findIndex((e) => e.id === id),
        1,
      );
    },
    back() {
      entries.pop()!.onBack();
    },
  };
}

test('a confirm answers true for its primary button and false when dismissed; labels default to 확인/취소', async () => {
  const m = createModals(null);
  const yes = m.confirm({ message: '계속할까요?' });
  const [modal] = m.$modals.get();
  expect(modal).toMatchObject({
    component: 'confirm',
    props: { message: '계속할까요?', confirmLabel: '확인', cancelLabel: '취소' },
  });
  m.answer(modal.id, true);
  await expect(yes).resolves.toBe(true);
  const no = m.confirm({ message: '다시?', confirmLabel: '네', cancelLabel: '아니요' });
  expect(m.$modals.get()[0].props).toMatchObject({ confirmLabel: '네', cancelLabel: '아니요' });
  m.closeLast();
  await expect(no).resolves.toBe(false);
  expect(m.$modals.get()).toEqual([]);
});

test('an alert has one button; an empty message, a unique modal of an open kind and an open id are not opened', async () => {
  const m = createModals(null);
  void m.alert({ message: '하나', unique: true });
  expect(m.$modals.get()[0].props).toEqual({ message: '하나', confirmLabel: '확인' });
  await expect(m.alert({ message: '둘', unique: true })).resolves.toBe(false);
  await expect(m.alert({ message: '   ' })).resolves.toBe(false);
  await expect(m.alert(undefined as never)).resolves.toBe(false);
  void m.confirm({ message: '셋', id: 'x' });
  await expect(m.confirm({ message: '넷', id: 'x' })).resolves.toBe(false);
  expect(m.$modals.get().map((x) => x.props!.message)).toEqual(['하나', '셋']);
  m.close('x');
  expect(m.$modals.get().map((x) => x.props!.message)).toEqual(['하나']);
});

test('hostile sizes are cut: a 10 KB message to 2000 characters, labels to 40', () => {
  const m = createModals(null);
  void m.confirm({ message: '가'.repeat(10000), confirmLabel: '나'.repeat(100), cancelLabel: 5 as never });
  const p = m.$modals.get()[0].props!;
  expect([p.message.length, p.confirmLabel.length, p.cancelLabel]).toEqual([2000, 40, '취소']);
});

test('on mobile each modal owns a history entry: back closes the top one; a button closes and pops its entry', async () => {
  const h = fakeHistory();
  const m = createModals(h as never);
  const first = m.confirm({ message: '하나' });
  const second = m.alert({ message: '둘' });
  expect(h.entries).toHaveLength(2);
  h.back();
  await expect(second).resolves.toBe(false);
  expect(m.$modals.get().map((x) => x.props!.message)).toEqual(['하나']);
  expect(h.popped).toEqual([]);
  m.answer(m.$modals.get()[0].id, true);
  await expect(first).resolves.toBe(true);
  expect(h.popped).toEqual(['h1']);
});

test('dispose answers every open modal with false and leaves no history entry', async () => {
  const h = fakeHistory();
  const m = createModals(h as never);
  const all = Promise.all([m.confirm({ message: '하나' }), m.confirm({ message: '둘' })]);
  m.dispose();
  await expect(all).resolves.toEqual([false, false]);
  expect(h.entries).toEqual([]);
  expect(m.$modals.get()).toEqual([]);
});
