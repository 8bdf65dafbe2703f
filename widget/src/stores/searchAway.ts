import { searchAway } from '../core/searchAway';
import { envOrThrow } from '../core/validateEnv';
import type { HostEvents } from '../platform/hostEvents';
import { track } from '../platform/hostPage';
import type { MountOptions } from '../public';

/**
 * A submit whose popup's parts could not load (./combobox.ts `away`) still takes the shopper to the results
 * page, with nothing of the chunks that failed: the later chunk and the gateway's client it imports. Carried by the
 * cart flow's chunk (./cartFlow.ts re-exports it), which imports neither (rollup.config.mjs). The host hears
 * the `search` event, and its dataLayer the GA4 `search`, as from a working submit (stores/rowActions.ts); without the
 * parts there is no recent search to record and no answer to tell a `search_fail` by.
 */
export function away({ host, raw }: Pick<MountOptions, 'host' | 'raw'>, events: HostEvents, value: string): void {
  const found = searchAway(envOrThrow(raw), raw, value);
  if (!found) return;
  const win = host.ownerDocument.defaultView;
  events.emit('search', found);
  if (!win) return;
  track(win, { event: 'search', search_term: found.keyword });
  win.location.assign(found.url);
}
