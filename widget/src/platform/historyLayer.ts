import type { createListeners } from './listeners';

/**
 * A history entry for an open overlay or modal on mobile (spec §2): opening pushes one; the browser's back pops it
 * and closes the layer; closing by a button goes back over our own entry, and that popstate is swallowed, so no
 * stray entry stays and no late popstate closes something else.
 */
export function createHistoryLayer(win: Window, listeners: ReturnType<typeof createListeners>) {
  const stack: { id: string; onBack(): void }[] = [];
  let swallow = 0;
  listeners.on<PopStateEvent>(win, 'popstate', () => {
    if (swallow > 0) return void swallow--;
    const state = win.history.state as { spLayer?: string } | null;
    // Every layer above the entry now current was closed by the browser's back.
    while (stack.length && stack[stack.length - 1].id !== state?.spLayer) stack.pop()!.onBack();
  });
  let serial = 0;
  return {
    push(onBack: () => void): string {
      const id = 'sp-' + ++serial + '-' + Date.now();
      const base = win.history.state && typeof win.history.state === 'object' ? win.history.state : {};
      win.history.pushState({ ...base, spLayer: id }, '');
      stack.push({ id, onBack });
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
