import { EARLY_CALLS } from '../core/gatewayPaths';
import type { Gateway, Params } from './client';

const keyOf = (path: string, params: Params) => path + '?' + JSON.stringify(params);

/**
 * The empty-input answers asked for at the first hover or focus (core/gatewayPaths.ts EARLY_CALLS: the products
 * others look at follow the latest recent search, asked by their section), in parallel with the code that decodes and
 * shows them. `ask()` sends each call once; `get` is the
 * gateway's, except that it hands over an answer asked early, once (a failed one included: the suggestions store
 * asks again on the next need).
 */
export function createPrefetch(gateway: Pick<Gateway, 'get'>) {
  // A call's early answer until it is taken, then null: each is asked early once.
  const asked = new Map<string, Promise<unknown> | null>();
  return {
    ask(): void {
      for (const [path, params] of EARLY_CALLS) {
        const key = keyOf(path, params);
        if (asked.has(key)) continue;
        const answer = gateway.get(path, params);
        // Taken by `get` later, or never: a failure seen only here is not unhandled.
        answer.catch(() => {});
        asked.set(key, answer);
      }
    },
    get(path: string, params: Params, signal?: AbortSignal): Promise<unknown> {
      const key = keyOf(path, params);
      const answer = asked.get(key);
      if (!answer) return gateway.get(path, params, signal);
      asked.set(key, null);
      return answer;
    },
  };
}
