import { GATEWAY_PATHS } from '../../core/gatewayPaths';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../core/splitMarked';
import { typedCalls } from '../../sections/registry';
import { cartApi } from '../cart';
import { GatewayError, type Gateway } from '../client';
import type { TypedCall } from '../search';
import { typedApi } from '../typed';

/*
 * The calls ask the paths of the one table (core/gatewayPaths.ts). The cart call writes its path itself (the cart
 * flow's chunk would otherwise share a file with the client's): this keeps the two the same. The typed search asks
 * the registered typed sections' calls and the shortcut's (sections/registry.ts `typedCalls`).
 */

test('the cart call posts to the cart path', async () => {
  const paths: string[] = [];
  const post: Gateway['post'] = (path) => {
    paths.push(path);
    return Promise.resolve({ data: [] });
  };
  await cartApi({ post }).add([]);
  expect(paths).toEqual([GATEWAY_PATHS.cart]);
});

const post = () => Promise.reject(new Error('no'));

test('the typed search asks its four calls, each with its parameters in their order, with the signal', async () => {
  const asked: [string, [string, string | number][], AbortSignal | undefined][] = [];
  const get: Gateway['get'] = (path, params, signal) => {
    asked.push([path, Object.entries(params ?? {}), signal]);
    return Promise.resolve({ resultDocuments: [] });
  };
  const { signal } = new AbortController();
  await typedApi({ get, post }, typedCalls()).typed('해리', 'EBK', signal);
  expect(asked).toEqual([
    [
      GATEWAY_PATHS.commodity,
      [
        ['keyword', '해리'],
        ['gbCode', 'EBK'],
        ['page', 1],
        ['pageSize', 12],
        ['highlightPre', HIGHLIGHT_PRE],
        ['highlightPost', HIGHLIGHT_POST],
      ],
      signal,
    ],
    [
      GATEWAY_PATHS.author,
      [
        ['keyword', '해리'],
        ['page', 1],
        ['pageSize', 3],
      ],
      signal,
    ],
    [
      GATEWAY_PATHS.event,
      [
        ['keyword', '해리'],
        ['page', 1],
        ['pageSize', 9],
      ],
      signal,
    ],
    [GATEWAY_PATHS.shortcut, [['keyword', '해리']], signal],
  ]);
});

/** Two calls of a test's own: a list and a count, each its field of the answer. */
const listCall: TypedCall = {
  path: 'list',
  params: ({ keyword }) => ({ keyword }),
  decode: (a) => ({ value: { authors: Array.isArray(a) ? (a as never[]) : [] }, lossy: !Array.isArray(a) }),
};
const countCall: TypedCall = {
  path: 'count',
  params: ({ gbCode }) => ({ gbCode }),
  decode: (a) => ({ value: { total: typeof a === 'number' ? a : 0 }, lossy: typeof a !== 'number' }),
};
const answering =
  (answers: Record<string, () => Promise<unknown>>): Gateway['get'] =>
  (path) =>
    answers[path]();

test("the typed answer: each call's fields; a failed call's as its decoder makes them of no answer, and lossy", async () => {
  const ok = typedApi({ get: answering({ list: async () => ['a'], count: async () => 4 }), post }, [
    listCall,
    countCall,
  ]);
  await expect(ok.typed('a', 'TOT')).resolves.toEqual({ authors: ['a'], total: 4, lossy: false });
  const down = typedApi(
    {
      get: answering({ list: async () => ['a'], count: () => Promise.reject(new GatewayError('down', 'http', 500)) }),
      post,
    },
    [listCall, countCall],
  );
  await expect(down.typed('a', 'TOT')).resolves.toEqual({ authors: ['a'], total: 0, lossy: true });
});

test('all calls failed: the first failure; aborted: an abort, whatever came', async () => {
  const first = new GatewayError('down', 'http', 500);
  const failing = typedApi(
    {
      get: answering({ list: () => Promise.reject(first), count: () => Promise.reject(new Error('second')) }),
      post,
    },
    [listCall, countCall],
  );
  await expect(failing.typed('a', 'TOT')).rejects.toBe(first);
  const ctrl = new AbortController();
  const aborted = typedApi(
    {
      get: answering({
        list: async () => {
          ctrl.abort();
          return ['a'];
        },
        count: async () => 4,
      }),
      post,
    },
    [listCall, countCall],
  );
  await expect(aborted.typed('a', 'TOT', ctrl.signal)).rejects.toMatchObject({ kind: 'abort' });
});
