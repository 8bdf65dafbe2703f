import { linesFromHost, trackingItem } from './cartLine';

/**
 * The analytics events a shop's own buttons report through the widget (`Instance.track`): the spec's `share` and
 * `add_to_wishlist` (§7), which no control of the popup has (docs/spec-readings.md). A product page's share and
 * 찜 buttons push the same GA4 objects the popup's events are made of, with a partner page's `affiliation`.
 */
export const HOST_TRACK_EVENTS = ['share', 'add_to_wishlist'] as const;

const MAX_METHOD = 40;

/**
 * The GA4 object of a host's `track(event, items, options)` (untrusted), and what was wrong with it:
 * - `add_to_wishlist`: `{ event, ecommerce: { currency: 'KRW', value, items } }`, the items as the cart's
 *   (core/cartLine.ts: only `saleCmdtid` is required; the quantity defaults to 1), `value` their sum;
 * - `share`: GA4's `{ event: 'share', method, content_type: 'product', item_id }` for the first item, `method` the
 *   options' (how it was shared: `kakaotalk`, `link`…; left out when not a string).
 * Null (nothing pushed) for another event name or without a usable item.
 */
export function hostTrackEntry(
  event: unknown,
  items: unknown,
  options?: unknown,
): { entry: Record<string, unknown> | null; problems: string[] } {
  if (typeof event !== 'string' || (HOST_TRACK_EVENTS as readonly string[]).indexOf(event) < 0)
    return {
      entry: null,
      problems: [
        'event must be one of ' +
          HOST_TRACK_EVENTS.join(', ') +
          ', not ' +
          (typeof event === 'string' ? JSON.stringify(event) : typeof event),
      ],
    };
  const { lines, problems } = linesFromHost(items, '002');
  if (!lines.length) return { entry: null, problems: [...problems, 'no item to report'] };
  const ga = lines.map((l) => trackingItem(l.item));
  if (event === 'add_to_wishlist') {
    const value = ga.reduce((sum, i) => sum + i.price * i.quantity, 0);
    return { entry: { event, ecommerce: { currency: 'KRW', value, items: ga } }, problems };
  }
  const raw =
    options && typeof options === 'object' && Object.prototype.hasOwnProperty.call(options, 'method')
      ? (options as { method: unknown }).method
      : undefined;
  const method = typeof raw === 'string' ? raw.trim().slice(0, MAX_METHOD) : '';
  if (lines.length > 1) problems.push('share reports one item: the first');
  return {
    entry: { event, ...(method ? { method } : {}), content_type: 'product', item_id: ga[0].item_id },
    problems,
  };
}
