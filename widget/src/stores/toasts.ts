import { atom } from 'nanostores';
import { INITIAL_TOASTS, toastReducer, type ToastAction, type ToastState } from '../core/toastQueue';

/**
 * The toast queue of one mounted widget (core toastReducer): each toast goes away after its duration; timers
 * belong to the instance, so dispose() leaves none running.
 */
export function createToasts() {
  const $toasts = atom<ToastState>(INITIAL_TOASTS);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const dispatch = (action: ToastAction) => $toasts.set(toastReducer($toasts.get(), action));
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    dispatch({ type: 'dismiss', id });
  };
  return {
    $toasts,
    show(toast: Omit<Extract<ToastAction, { type: 'show' }>, 'type'>): void {
      const before = $toasts.get().nextId;
      dispatch({ type: 'show', ...toast });
      const added = $toasts.get().toasts.find((t) => t.id === before);
      if (added) timers.set(added.id, setTimeout(() => dismiss(added.id), added.duration));
    },
    dismiss,
    dispose(): void {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      $toasts.set(INITIAL_TOASTS);
    },
  };
}
export type Toasts = ReturnType<typeof createToasts>;
/** What the widget's flows need of the toasts (the later chunk makes the store; the page load has a handle). */
export type ToastShower = Pick<Toasts, 'show'>;
