import { foundNothing } from '../foundNothing';

const none = { products: [], authors: [], events: [], shortcut: null };

test.each([
  ['every list empty, no shortcut', none, true],
  ['a product', { ...none, products: [{}] }, false],
  ['an author', { ...none, authors: [{}] }, false],
  ['an event', { ...none, events: [{}] }, false],
  ['only a shortcut', { ...none, shortcut: { link: '/x' } }, false],
])('%s → %p', (_case, lists, nothing) => expect(foundNothing(lists)).toBe(nothing));
