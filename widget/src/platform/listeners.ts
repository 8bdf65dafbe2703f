/**
 * Every listener the widget adds outside its own rendered tree (window, document) goes through here, so that
 * `destroy()` removes each one synchronously. (Preact 11 runs passive-effect cleanups after paint, so a
 * listener added in `useEffect` would outlive `destroy()` by a frame.)
 */
export function createListeners() {
  const added: [EventTarget, string, EventListener, boolean][] = [];
  const undo: (() => void)[] = [];
  return {
    /** A listener added some other way (the loader's early popstate slot): its removal runs on dispose. */
    own(off: () => void): void {
      undo.push(off);
    },
    on<E extends Event>(target: EventTarget, type: string, fn: (e: E) => void, capture = false): void {
      target.addEventListener(type, fn as EventListener, capture);
      added.push([target, type, fn as EventListener, capture]);
    },
    dispose(): void {
      for (const [target, type, fn, capture] of added.splice(0)) target.removeEventListener(type, fn, capture);
      for (const off of undo.splice(0)) off();
    },
  };
}
