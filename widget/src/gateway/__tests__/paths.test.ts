import { GATEWAY_PATHS } from '../../core/gatewayPaths';
import { cartApi } from '../cart';
import type { Gateway } from '../client';
import { typedApi } from '../typed';

/*
 * The calls outside the sections ask the paths of the one table (core/gatewayPaths.ts). The cart call writes its
 * path itself (the cart flow's chunk would otherwise share a file with the client's): this keeps the two the same.
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

test('the typed search asks its four paths', async () => {
  const paths: string[] = [];
  const get: Gateway['get'] = (path) => {
    paths.push(path);
    return Promise.resolve({ resultDocuments: [] });
  };
  await typedApi({ get, post: () => Promise.reject(new Error('no')) }).typed('해리', 'TOT');
  expect(paths).toEqual([GATEWAY_PATHS.commodity, GATEWAY_PATHS.author, GATEWAY_PATHS.event, GATEWAY_PATHS.shortcut]);
});
