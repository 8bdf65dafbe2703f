import { track } from '../hostPage';

type Win = Window & { dataLayer?: unknown };
const fresh = (dataLayer?: unknown) => ({ ...(dataLayer === undefined ? {} : { dataLayer }) }) as unknown as Win;
const add = { event: 'add_to_cart', ecommerce: { currency: 'KRW', items: [{ item_id: 'S1' }] } };

test('creates the dataLayer when absent; an ecommerce event follows the clear, a search goes alone', () => {
  const win = fresh();
  track(win, add);
  track(win, { event: 'search', search_term: '해리' });
  expect(win.dataLayer).toEqual([{ ecommerce: null }, add, { event: 'search', search_term: '해리' }]);
});

test("a push GTM replaced gets each message through the page's own push", () => {
  const seen: unknown[] = [];
  const layer: unknown[] = [];
  layer.push = (...m: unknown[]) => seen.push(...m);
  track(fresh(layer), add);
  expect(seen).toEqual([{ ecommerce: null }, add]);
});

test('a push that throws: track returns as if pushed; when the clear fails, its event is not pushed', () => {
  const calls: unknown[] = [];
  const layer = {
    push: (m: unknown) => {
      calls.push(m);
      throw new Error('broken tag');
    },
  };
  expect(() => track(fresh(layer), add)).not.toThrow();
  expect(calls).toEqual([{ ecommerce: null }]);
});

test.each([
  ['an object without push', { owner: 'host' }],
  ['null', null],
  ['a string', 'dataLayer'],
  ['an object whose push is no function', { push: 5 }],
])('a dataLayer that is %s is left as it is', (_name, value) => {
  const win = fresh(value);
  expect(() => track(win, add)).not.toThrow();
  expect(win.dataLayer).toEqual(value);
});

test('a dataLayer getter that throws breaks nothing', () => {
  const win = {} as Win;
  Object.defineProperty(win, 'dataLayer', {
    get() {
      throw new Error('no');
    },
  });
  expect(() => track(win, add)).not.toThrow();
});
