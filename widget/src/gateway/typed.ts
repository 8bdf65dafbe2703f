import { GatewayError, type Gateway } from './client';
import type { TypedCall, TypedResults } from './search';

type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };
const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ status: 'fulfilled' as const, value }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );

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
     */
    async typed(keyword: string, gbCode: string, signal?: AbortSignal): Promise<TypedResults> {
      const query = { keyword, gbCode };
      // Settled by hand: a host's Promise polyfill may have no allSettled.
      const settled = await Promise.all(
        calls.map((c) => settle(gateway.get(c.path, c.params(query), signal).then(c.decode))),
      );
      const failed = settled.filter((r) => r.status === 'rejected');
      if (failed.length === settled.length && failed[0]) throw failed[0].reason;
      if (signal?.aborted) throw new GatewayError('Request aborted', 'abort');
      let results = { lossy: false } as TypedResults;
      settled.forEach((r, i) => {
        const { value, lossy } = r.status === 'fulfilled' ? r.value : calls[i].decode(null);
        results = { ...results, ...value, lossy: results.lossy || lossy || r.status === 'rejected' };
      });
      return results;
    },
  };
}
