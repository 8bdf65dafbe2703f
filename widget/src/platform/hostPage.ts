import { withAffiliation } from '../core/affiliation';
import { dataLayerMessages } from '../core/tracking';

/**
 * Pushes a GA4-style object onto `window.dataLayer` (creating it when absent), each ecommerce event after the
 * `{ ecommerce: null }` that clears GTM's model (core/tracking.ts). A page's non-array without a `push` is left
 * alone. Analytics never break a flow: whatever the page's dataLayer does — a `push` that throws, one GTM replaced,
 * a getter that throws — is swallowed here, and the cart, search or click that pushed goes on. When the clear
 * fails, its event is not pushed either (it would be merged into the old items). On a partner page each item
 * carries the partner id as `affiliation` (core/partner.ts).
 */
export function track(win: Window, entry: Record<string, unknown>, partner: string | null = null): void {
  entry = withAffiliation(entry, partner);
  try {
    const w = win as Window & { dataLayer?: unknown };
    if (w.dataLayer === undefined) w.dataLayer = [];
    const layer = w.dataLayer as { push?: unknown };
    if (!Array.isArray(layer) && typeof layer?.push !== 'function') return;
    for (const message of dataLayerMessages(entry)) (layer as unknown[]).push(message);
  } catch {
    // The page's analytics failed; not ours to report, and never the shopper's problem.
  }
}
