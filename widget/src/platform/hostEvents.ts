import type { EventDetails, EventType } from '../public';

/**
 * Dispatches and subscribes to the `searchpopup:*` events on the host element (contract §3), and forgets
 * every subscription on `dispose()` so nothing is left behind after `destroy()`.
 */
export function createHostEvents(host: HTMLElement) {
  const subscriptions = new Set<() => void>();
  return {
    emit<T extends EventType>(type: T, detail: EventDetails[T], cancelable = false): boolean {
      const event = new CustomEvent('searchpopup:' + type, { detail, bubbles: true, composed: true, cancelable });
      return host.dispatchEvent(event);
    },
    on<T extends EventType>(type: T, listener: (detail: EventDetails[T]) => void): () => void {
      const handler = (e: Event) => listener((e as CustomEvent<EventDetails[T]>).detail);
      host.addEventListener('searchpopup:' + type, handler);
      const off = () => {
        host.removeEventListener('searchpopup:' + type, handler);
        subscriptions.delete(off);
      };
      subscriptions.add(off);
      return off;
    },
    dispose() {
      for (const off of [...subscriptions]) off();
    },
  };
}
export type HostEvents = ReturnType<typeof createHostEvents>;
