import { KEY_SCOPE_IDLE, keyScope } from '../core/keyScope';
import type { createListeners } from './listeners';

/** Marks the controls whose press must leave focus in the search input (rows, cart and delete buttons, submit). */
export const KEEP_FOCUS = 'data-sp-keep-focus';

const inside = (path: EventTarget[], host: HTMLElement) => path.indexOf(host) >= 0;

/**
 * Something of ours that Escape closes is open around the key's target: a dialog (the mobile overlay, an alert or
 * confirm) or the combobox with its popup expanded. Read from the event's path inside the shadow root, before
 * the widget's own handling closes it.
 */
function layerOpen(path: EventTarget[], host: HTMLElement): boolean {
  for (const node of path) {
    if (node === host) return false;
    const el = node as Element;
    if (el.localName === 'dialog' && el.hasAttribute('open')) return true;
    if (el.getAttribute?.('role') === 'combobox' && el.getAttribute('aria-expanded') === 'true') return true;
  }
  return false;
}

/**
 * The widget's keyboard and press handling runs in the window's capture phase, before anything on the host page:
 * a page whose document-level capture listeners stop `keydown` or `mousedown` (to implement its own shortcuts)
 * would otherwise cut the combobox off from its keys. Only events aimed inside the widget are touched.
 *
 * Keys stay in the widget (core/keyScope.ts: all but Tab, and an Escape that closed nothing of ours). They are
 * stopped here, in window capture, right after the widget's own handling: Bootstrap registers its delegated
 * handlers (the dropdown's arrows and Escape) in the document's capture phase, so stopping at the host element
 * after the shadow root's listeners would come too late. Stopping propagation leaves the default actions alone
 * (typing, Backspace, a button's activation, a dialog's cancel on Escape), and the window's other capture
 * listeners still run. What it skips are key listeners inside the shadow root: the widget's key handling lives
 * here for that reason, and the only ones there, the overlay's and the modals' Tab traps, get Tab, which always
 * goes on. Where a key goes is decided before the widget's handling can close what was open.
 */
export function createCaptureGuard(win: Window, host: HTMLElement, listeners: ReturnType<typeof createListeners>) {
  let onInputKey: ((e: KeyboardEvent) => void) | null = null;
  let scope = KEY_SCOPE_IDLE;
  const key = (e: KeyboardEvent) => {
    const path = e.composedPath();
    const target = path[0] as Element | undefined;
    // From inside the shadow root (the host element itself takes no focus).
    if (!inside(path, host) || target === host) return;
    const [next, where] = keyScope(scope, {
      type: e.type as 'keydown' | 'keyup' | 'keypress',
      key: e.key,
      isComposing: e.isComposing,
      repeat: e.repeat,
      layerOpen: layerOpen(path, host),
    });
    scope = next;
    if (onInputKey && e.type !== 'keypress' && target?.classList?.contains('sp-input')) onInputKey(e);
    if (where === 'widget') e.stopPropagation();
  };
  // keyup too: it ends an Enter press the IME rule is still watching (core/imeKeys.ts); keypress only to keep it.
  for (const type of ['keydown', 'keyup', 'keypress']) listeners.on<KeyboardEvent>(win, type, key, true);
  listeners.on<MouseEvent>(
    win,
    'mousedown',
    (e) => {
      const path = e.composedPath();
      if (inside(path, host) && path.some((n) => (n as Element).hasAttribute?.(KEEP_FOCUS))) e.preventDefault();
    },
    true,
  );
  return {
    /** The search input's key handler, for keydown and keyup (one input per widget). */
    setInputKeys(fn: ((e: KeyboardEvent) => void) | null): void {
      onInputKey = fn;
    },
  };
}
export type CaptureGuard = ReturnType<typeof createCaptureGuard>;
