import { toJson } from '../json';

test.each([
  ['null', null],
  ['booleans', [true, false]],
  ['numbers', [0, -1.5, 1e21, NaN, Infinity]],
  ['strings with escapes', ['a"b\\c', '줄\n바꿈\t탭', '\u0000\u001f', '\u2028\u2029', '😀']],
  [
    'nested',
    { addCartProcList: [{ saleCmdtid: 'S1', ordQty: 1, adult: false, name: '어린 왕자' }], tmprMmbrNum: 'T1' },
  ],
  ['undefined and functions', { a: undefined, b: () => 1, c: [undefined, () => 1] }],
  ['empty', [{}, []]],
])('%s: the same text JSON.stringify writes on a clean page', (_n, value) => {
  expect(toJson(value)).toBe(JSON.stringify(value));
  expect(JSON.parse(toJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
});

test('lone surrogates are escaped (well-formed JSON.stringify)', () => {
  expect(toJson('\ud800x\udc00')).toBe('"\\ud800x\\udc00"');
});

describe('on a page with Prototype.js-era patches', () => {
  const saved = Object.getOwnPropertyDescriptor(Array.prototype, 'toJSON');
  beforeEach(() => {
    // Prototype 1.6: arrays serialise themselves as a JSON string; junk enumerable on Object.prototype.
    Object.defineProperty(Array.prototype, 'toJSON', {
      value: function (this: unknown[]) {
        return '[' + this.map((x) => JSON.stringify(x)).join(', ') + ']';
      },
      configurable: true,
      writable: true,
    });
    (Object.prototype as Record<string, unknown>).junk = 'x';
  });
  afterEach(() => {
    delete (Array.prototype as { toJSON?: unknown }).toJSON;
    if (saved) Object.defineProperty(Array.prototype, 'toJSON', saved);
    delete (Object.prototype as Record<string, unknown>).junk;
  });

  test('arrays stay arrays and prototype junk stays out', () => {
    const body = { addCartProcList: [{ saleCmdtid: 'S1' }] };
    expect(typeof JSON.parse(JSON.stringify(body)).addCartProcList).toBe('string');
    expect(toJson(body)).toBe('{"addCartProcList":[{"saleCmdtid":"S1"}]}');
  });
});
