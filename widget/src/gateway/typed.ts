import { GATEWAY_PATHS } from '../core/gatewayPaths';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../core/splitMarked';
import { GatewayError, type Gateway } from './client';
import { decodeAuthors, decodeCommodity, decodeEvents, decodeShortcut } from './decodeTypedSearch';
import type { TypedResults } from './search';

type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };
const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ status: 'fulfilled' as const, value }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );

/** The typed-input calls, each decoding its untrusted answer, and all four at once. */
export function typedApi(gateway: Gateway) {
  const commodity = (keyword: string, gbCode: string, signal?: AbortSignal) =>
    gateway
      .get(
        GATEWAY_PATHS.commodity,
        { keyword, gbCode, page: 1, pageSize: 12, highlightPre: HIGHLIGHT_PRE, highlightPost: HIGHLIGHT_POST },
        signal,
      )
      .then(decodeCommodity);
  const authors = (keyword: string, signal?: AbortSignal) =>
    gateway.get(GATEWAY_PATHS.author, { keyword, page: 1, pageSize: 3 }, signal).then(decodeAuthors);
  const events = (keyword: string, signal?: AbortSignal) =>
    gateway.get(GATEWAY_PATHS.event, { keyword, page: 1, pageSize: 9 }, signal).then(decodeEvents);
  const shortcut = (keyword: string, signal?: AbortSignal) =>
    gateway.get(GATEWAY_PATHS.shortcut, { keyword }, signal).then(decodeShortcut);
  return {
    commodity,
    authors,
    events,
    shortcut,
    /**
     * All four typed-input calls for one keyword. A section whose call failed is empty; when all four fail the
     * whole answer fails (the popup shows its quiet error state). The results are `lossy` when a call failed or
     * its decoding lost rows (gateway/decodeRows.ts): shown, never cached. Callable detached: it uses no `this`.
     */
    async typed(keyword: string, gbCode: string, signal?: AbortSignal): Promise<TypedResults> {
      // Settled by hand: a host's Promise polyfill may have no allSettled.
      const [c, a, e, s] = await Promise.all([
        settle(commodity(keyword, gbCode, signal)),
        settle(authors(keyword, signal)),
        settle(events(keyword, signal)),
        settle(shortcut(keyword, signal)),
      ]);
      if (c.status === 'rejected' && a.status === 'rejected' && e.status === 'rejected' && s.status === 'rejected')
        throw c.reason;
      if (signal?.aborted) throw new GatewayError('Request aborted', 'abort');
      return {
        products: c.status === 'fulfilled' ? c.value.value.products : [],
        total: c.status === 'fulfilled' ? c.value.value.total : 0,
        authors: a.status === 'fulfilled' ? a.value.value : [],
        events: e.status === 'fulfilled' ? e.value.value : [],
        shortcut: s.status === 'fulfilled' ? s.value.value : null,
        lossy: [c, a, e, s].some((r) => r.status === 'rejected' || r.value.lossy),
      };
    },
  };
}
