import type { createListeners } from './listeners';

/** Marks the controls whose press must leave focus in the search input (rows, cart and delete buttons, submit). */
export const KEEP_FOCUS = 'data-sp-keep-focus';

const inside = (path: EventTarget[], host: HTMLElement) => path.indexOf(host) >= 0;

/**
 * The widget's keyboard and press handling runs in the window's capture phase, before anything on the host page:
 * a page whose document-level capture listeners stop `keydown` or `mousedown` (to implement its own shortcuts)
 * would otherwise cut the combobox off from its keys. Only events aimed inside the widget are touched.
 */
export function createCaptureGuard(win: Window, host: HTMLElement, listeners: ReturnType<typeof createListeners>) {
  let onInputKey: ((e: KeyboardEvent) => void) | null = null;
  const key = (e: KeyboardEvent) => {
    const path = e.composedPath();
    const target = path[0] as Element | undefined;
    if (onInputKey && target?.classList?.contains('sp-input') && inside(path, host)) onInputKey(e);
  };
  // keyup too: it ends an Enter press the IME rule is still watching (core/imeKeys.ts).
  listeners.on<KeyboardEvent>(win, 'keydown', key, true);
  listeners.on<KeyboardEvent>(win, 'keyup', key, true);
  listeners.on<MouseEvent>(win, 'mousedown', (e) => {
    const path = e.composedPath();
    if (inside(path, host) && path.some((n) => (n as Element).hasAttribute?.(KEEP_FOCUS))) e.preventDefault();
  }, true);
  return {
    /** The search input's key handler, for keydown and keyup (one input per widget). */
    setInputKeys(fn: ((e: KeyboardEvent) => void) | null): void {
      onInputKey = fn;
    },
  };
}
export type CaptureGuard = ReturnType<typeof createCaptureGuard>;
