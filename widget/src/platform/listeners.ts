import { createUndo } from '../core/undo';

/**
 * Every listener the widget adds outside its own rendered tree (window, document) goes through here, so that
 * `destroy()` removes each one synchronously. (Preact 11 runs passive-effect cleanups after paint, so a
 * listener added in `useEffect` would outlive `destroy()` by a frame.) An undo registry (core/undo.ts) whose `on`
 * owns the listener's removal; `own` takes one added some other way (the loader's early popstate slot).
 */
export function createListeners() {
  const undo = createUndo();
  return {
    own: undo.own,
    on<E extends Event>(target: EventTarget, type: string, fn: (e: E) => void, capture = false): void {
      target.addEventListener(type, fn as EventListener, capture);
      undo.own(() => target.removeEventListener(type, fn as EventListener, capture));
    },
    dispose: undo.dispose,
  };
}
