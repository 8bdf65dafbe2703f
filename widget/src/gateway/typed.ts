import { thenSafe } from '../core/thenSafe';
import { GatewayError, type Gateway } from './client';
import type { TypedCall, TypedResults } from './search';

type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

/**
 * The typed search: the typed calls (sections/registry.ts `typedCalls`: each typed section's call, then the
 * shortcut's) asked at once for one keyword, each answer decoded by its call.
 */
export function typedApi(gateway: Gateway, calls: readonly TypedCall[]) {
  return {
    /**
     * All the typed calls for one keyword, in their order. A call that failed leaves its fields as its decoder
     * makes them of no answer (empty); when all fail the whole answer fails (the popup shows its quiet error
     * state). The results are `lossy` when a call failed or its decoding lost rows (gateway/decodeRows.ts): shown,
     * never cached. Callable detached: it uses no `this`.
     * Settled by hand, and no promise here settles with an object but the results (core/thenSafe.ts): a host's
     * Promise polyfill may have no allSettled, and on a page with a `then` on Object.prototype a promise of an
     * array or a decoded answer never settles.
     */
    typed(keyword: string, gbCode: string, signal?: AbortSignal): Promise<TypedResults> {
      const query = { keyword, gbCode };
      const settled: Settled<ReturnType<TypedCall['decode']>>[] = [];
      return new Promise((resolve, reject) => {
        // One more than the calls: the last `done()` below, once they are all asked (none: resolved at once).
        let left = calls.length + 1;
        const done = () => {
          if (--left) return;
          const failed = settled.filter((r) => r.status === 'rejected');
          if (failed.length === settled.length && failed[0]) return reject(failed[0].reason);
          if (signal?.aborted) return reject(new GatewayError('Request aborted', 'abort'));
          let results = { lossy: false } as TypedResults;
          settled.forEach((r, i) => {
            const { value, lossy } = r.status === 'fulfilled' ? r.value : calls[i].decode(null);
            results = { ...results, ...value, lossy: results.lossy || lossy || r.status === 'rejected' };
          });
          resolve(thenSafe(results));
        };
        calls.forEach((c, i) =>
          gateway
            .get(c.path, c.params(query), signal)
            .then((answer) => void (settled[i] = { status: 'fulfilled', value: c.decode(answer) }))
            .catch((reason: unknown) => void (settled[i] = { status: 'rejected', reason }))
            .then(done),
        );
        done();
      });
    },
  };
}
