import {
  decidePop,
  HOST_KEY,
  layerOf,
  layerState,
  LAYER_KEY,
  unwrapHost,
  wrapHost,
  type PopDecision,
  type PopInput,
} from '../historyPop';

const DOC = 'doc-a';

/** Which states are ours (issue 38, finding 8): this document's mark in its exact shape, and nothing else. */
test.each<[string, unknown, number | null]>([
  ['our entry', layerState(DOC, 3), 3],
  [
    'a host state that merged ours in (Vue Router writes the scroll into the current entry)',
    { ...layerState(DOC, 2), scroll: { left: 0, top: 0 } },
    2,
  ],
  ['the host’s own state', { turbo: { restorationIdentifier: 'x', restorationIndex: 2 } }, null],
  ['React Router’s state', { usr: null, key: 'k1', idx: 4 }, null],
  ['no state', null, null],
  ['a string state', 'sp', null],
  ['an app’s parsed query parameters holding our key', { [LAYER_KEY]: '1', q: '해리' }, null],
  ['a repeated query parameter parsed into an array', { [LAYER_KEY]: ['1', '2'], q: '해리' }, null],
  ['a nested query parameter (qs: searchPopupLayer[seq]=1)', { [LAYER_KEY]: { seq: '1' } }, null],
  ['a mark-shaped object from a link, numbers parsed', { [LAYER_KEY]: { doc: 'x', seq: 1 } }, null],
  ['an earlier document’s entry (a reload while a layer was open): the host’s', layerState('doc-b', 3), null],
  ['our id with a broken number', { [LAYER_KEY]: { doc: DOC, seq: '3' } }, null],
  ['our id with a non-positive number', { [LAYER_KEY]: { doc: DOC, seq: 0 } }, null],
  ['our id with a fractional number', { [LAYER_KEY]: { doc: DOC, seq: 1.5 } }, null],
  ['our mark with a key more', { [LAYER_KEY]: { doc: DOC, seq: 3, q: '1' } }, null],
  ['our mark as an array', { [LAYER_KEY]: Object.assign([DOC, 3], { doc: DOC, seq: 3 }) }, null],
  ['our key only on the prototype', Object.create(layerState(DOC, 3)), null],
  ['our mark’s fields only on its prototype', { [LAYER_KEY]: Object.create({ doc: DOC, seq: 3 }) }, null],
])('layerOf: %s', (_case, state, expected) => expect(layerOf(state, DOC)).toBe(expected));

test('our entry carries none of the host routers’ keys', () => {
  const state = layerState(DOC, 1);
  expect(Object.keys(state)).toEqual([LAYER_KEY]);
  for (const key of [
    'turbo',
    'turbolinks',
    'id',
    'container',
    'url',
    'idx',
    'key',
    'usr',
    'position',
    'back',
    'current',
    'forward',
  ]) {
    expect(Object.prototype.hasOwnProperty.call(state, key)).toBe(false);
  }
});

const input = (over: Partial<PopInput>): PopInput => ({
  arrived: null,
  open: [],
  leftLayer: false,
  sameUrl: true,
  transit: false,
  ...over,
});
const decision = (over: Partial<PopDecision>): PopDecision => ({
  close: [],
  hide: false,
  stepBack: false,
  passNext: false,
  ...over,
});

test.each<[string, Partial<PopInput>, Partial<PopDecision>]>([
  [
    'back from the overlay’s entry to the host’s: closes it, hidden',
    { arrived: null, open: [1], leftLayer: true },
    { close: [1], hide: true },
  ],
  [
    'back from a modal above the overlay: closes the modal only, hidden',
    { arrived: 1, open: [1, 2], leftLayer: true },
    { close: [2], hide: true },
  ],
  [
    'history.go(-2) over two layers to the host’s entry: closes both, newest first',
    { arrived: null, open: [1, 2], leftLayer: true },
    { close: [2, 1], hide: true },
  ],
  [
    'our own back after a button closed the layer: nothing open, hidden',
    { arrived: null, open: [], leftLayer: true },
    { hide: true },
  ],
  [
    'back past our entries to another address: closes them, the host sees it',
    { arrived: null, open: [1], leftLayer: true, sameUrl: false },
    { close: [1] },
  ],
  ['the host’s own back between its entries', { arrived: null, open: [], leftLayer: false, sameUrl: false }, {}],
  ['the host’s own back to the same address (a hash entry)', { arrived: null, open: [], leftLayer: false }, {}],
  ['forward onto a dead entry of ours: hidden, stays', { arrived: 1, open: [], leftLayer: false }, { hide: true }],
  [
    'back onto a dead entry below an open modal: closes the modal, hidden',
    { arrived: 1, open: [2], leftLayer: true },
    { close: [2], hide: true },
  ],
  [
    'back from the host’s page onto an open layer it navigated over: closes it, the step goes to the host',
    { arrived: 1, open: [1], leftLayer: false, sameUrl: false },
    { close: [1], hide: true, stepBack: true, passNext: true },
  ],
  [
    'back from the host’s page onto a dead entry of ours: the step goes to the host',
    { arrived: 1, open: [], sameUrl: false },
    { hide: true, stepBack: true, passNext: true },
  ],
  [
    'the step carrying the host’s move reaches the host’s entry: the host sees it',
    { arrived: null, open: [], leftLayer: true, transit: true },
    {},
  ],
  [
    'the step lands on another open layer of ours: closes it, no second step, the host sees its move',
    { arrived: 1, open: [1], leftLayer: true, transit: true },
    { close: [1] },
  ],
  [
    'the step lands on a dead entry of ours: no second step, the host sees its move',
    { arrived: 1, open: [], leftLayer: true, transit: true, sameUrl: false },
    {},
  ],
])('decidePop: %s', (_case, over, expected) => expect(decidePop(input(over))).toEqual(decision(expected)));

test('an earlier document’s wrapping (a reload while a layer was open) unwraps too', () =>
  expect(unwrapHost(wrapHost('doc-b', { usr: null, key: 'k1', idx: 4 }))).toEqual({
    wrapped: true,
    state: { usr: null, key: 'k1', idx: 4 },
  }));

test.each<[string, unknown]>([
  ['Turbo’s state', { turbo: { restorationIdentifier: 'x', restorationIndex: 2 } }],
  ['jquery-pjax’s state', { id: 3, url: '/a', container: '#pjax-container', title: 'a' }],
  ['no state', null],
  ['a string state', 'host'],
])('the host’s %s wrapped under our entry shows no key of its own and unwraps to itself', (_case, state) => {
  const wrapped = wrapHost(DOC, state);
  expect(Object.keys(wrapped)).toEqual([HOST_KEY]);
  expect(unwrapHost(wrapped)).toEqual({ wrapped: true, state });
});

test.each<[string, unknown]>([
  ['a host state', { turbo: {} }],
  ['our key beside a router’s (a router merged its state in)', { [HOST_KEY]: null, idx: 2 }],
  ['no state', null],
  ['our key on the prototype only', Object.create({ [HOST_KEY]: 1 })],
  ['a page’s parsed query parameter holding our key', { [HOST_KEY]: '1' }],
  ['a nested query parameter (qs: searchPopupHost[state]=1)', { [HOST_KEY]: { state: '1' } }],
  ['our shape with a key more', { [HOST_KEY]: { doc: DOC, state: 1, q: '1' } }],
  ['our shape with a broken id', { [HOST_KEY]: { doc: 1, state: 1 } }],
  ['a string state', 'searchPopupHost'],
])('not our wrapping: %s', (_case, state) => expect(unwrapHost(state)).toEqual({ wrapped: false }));
