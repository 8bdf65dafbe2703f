import type { HostEvents } from './hostEvents';

/** Pushes a GA4-style object onto `window.dataLayer`, creating it when absent; a page's non-array is left alone. */
export function track(win: Window, entry: Record<string, unknown>): void {
  const w = win as Window & { dataLayer?: unknown };
  if (w.dataLayer === undefined) w.dataLayer = [];
  const layer = w.dataLayer as { push?: unknown };
  if (Array.isArray(layer) || typeof layer?.push === 'function') (layer as unknown[]).push(entry);
}

/**
 * Goes to a URL the widget built: `searchpopup:navigate` first (cancelable: a host that calls preventDefault
 * routes itself), then the page moves.
 */
export function navigate(win: Window, events: HostEvents, url: string): void {
  if (events.emit('navigate', { url }, true)) win.location.assign(url);
}
