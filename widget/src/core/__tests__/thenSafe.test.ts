import { thenSafe } from '../thenSafe';

const proto = Object.prototype as { then?: unknown };

/** `work` run while `Object.prototype.then` is a function that never calls back (synchronously: the runner's own promises stay clean). */
function polluted<T>(work: () => T): T {
  proto.then = function () {};
  try {
    return work();
  } finally {
    delete proto.then;
  }
}

/** Whether a promise settled within a few microtask turns (an adopted thenable takes two). */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

/** Issue 38: a promise resolved with an object adopts a polluted `then` and never settles. */
test.each<[string, () => unknown, boolean]>([
  ['an object', () => ({ a: 1 }), true],
  ['an array', () => [1, 2], true],
  ['parsed JSON', () => JSON.parse('{"resultDocuments":[]}'), true],
  ['a string', () => '해리', true],
  ['null', () => null, true],
  ['a frozen object (left as it is: it cannot be marked)', () => Object.freeze({ a: 1 }), false],
])('%s, marked, settles on a polluted page: %p', async (_, make, settles) => {
  expect(await settled(polluted(() => Promise.resolve(thenSafe(make()))))).toBe(settles);
});

test('unmarked, an object never settles there (the attack)', async () => {
  expect(await settled(polluted(() => Promise.resolve({ a: 1 })))).toBe(false);
});

test('on a clean page nothing is touched; a real thenable keeps its then; the mark is not enumerable', () => {
  expect(Object.getOwnPropertyNames(thenSafe({ a: 1 }))).toEqual(['a']);
  const real = Promise.resolve(1);
  const [then, marked] = polluted(() => [thenSafe(real).then, thenSafe({ a: 1 })] as const);
  expect(then).toBe(Promise.prototype.then);
  expect(Object.getOwnPropertyNames(marked)).toEqual(['a', 'then']);
  expect({ ...marked }).toEqual({ a: 1 });
  expect(JSON.stringify(marked)).toBe('{"a":1}');
});
