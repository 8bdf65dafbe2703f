import type { createListeners } from './listeners';

/**
 * A history entry for an open overlay or modal on mobile (spec §2): opening pushes one; the browser's back pops it
 * and closes the layer; closing by a button goes back over our own entry, and that popstate is swallowed, so no
 * stray entry stays and no late popstate closes something else.
 */
export function createHistoryLayer(win: Window, listeners: ReturnType<typeof createListeners>) {
  const stack: { id: string; url: string; onBack(): void }[] = [];
  let swallow = 0;
  // In the capture phase, first: a popstate that only moves over our own entries (same URL) is ours, and a host
  // page's SPA router listening on popstate never sees it.
  listeners.on<PopStateEvent>(win, 'popstate', (e) => {
    if (swallow > 0) {
      swallow--;
      return e.stopImmediatePropagation();
    }
    const state = win.history.state as { spLayer?: string } | null;
    // Every layer above the entry now current was closed by the browser's back.
    let ours = false;
    while (stack.length && stack[stack.length - 1].id !== state?.spLayer) {
      const layer = stack.pop()!;
      layer.onBack();
      ours = layer.url === win.location.href;
    }
    // Back past our entries to another address is the host's navigation: it sees that one.
    if (ours) e.stopImmediatePropagation();
  }, true);
  let serial = 0;
  return {
    push(onBack: () => void): string {
      const id = 'sp-' + ++serial + '-' + Date.now();
      const base = win.history.state && typeof win.history.state === 'object' ? win.history.state : {};
      win.history.pushState({ ...base, spLayer: id }, '');
      stack.push({ id, url: win.location.href, onBack });
      return id;
    },
    /** Closed by the widget itself: go back over the entry if it is still the current one. */
    pop(id: string): void {
      const at = stack.findIndex((l) => l.id === id);
      if (at < 0) return;
      stack.splice(at, 1);
      if ((win.history.state as { spLayer?: string } | null)?.spLayer === id) {
        swallow++;
        win.history.back();
      }
    },
  };
}
export type HistoryLayer = ReturnType<typeof createHistoryLayer>;
