import { createUndo } from '../undo';

test.each([
  ['nothing owned', [], []],
  ['one', ['a'], ['a']],
  ['last made is undone first', ['a', 'b', 'c'], ['c', 'b', 'a']],
])('%s', (_name, made, undone) => {
  const log: string[] = [];
  const registry = createUndo();
  for (const m of made) registry.own(() => log.push(m));
  registry.dispose();
  expect(log).toEqual(undone);
  // Emptied: a second dispose undoes nothing again.
  registry.dispose();
  expect(log).toEqual(undone);
});

test('an undo that owns another while the registry is disposed is undone in the same dispose', () => {
  const log: string[] = [];
  const registry = createUndo();
  registry.own(() => log.push('first'));
  registry.own(() => {
    log.push('second');
    registry.own(() => log.push('late'));
  });
  registry.dispose();
  expect(log).toEqual(['second', 'late', 'first']);
});

test('an undo that throws leaves the rest to run; the first error is thrown after them', () => {
  const log: string[] = [];
  const registry = createUndo();
  registry.own(() => log.push('a'));
  registry.own(() => {
    throw new Error('first');
  });
  registry.own(() => log.push('c'));
  registry.own(() => {
    throw new Error('second');
  });
  expect(() => registry.dispose()).toThrow('second');
  expect(log).toEqual(['c', 'a']);
  expect(() => registry.dispose()).not.toThrow();
});
