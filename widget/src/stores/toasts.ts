import { atom } from 'nanostores';
import { INITIAL_TOASTS, toastReducer, type ToastAction, type ToastState } from '../core/toastQueue';
import { serviceUrl } from '../core/serviceUrl';
import type { Env } from '../core/types';
import type { Clock } from '../platform/clock';
import type { ToastOptions } from '../public';

export type ToastInput = Omit<Extract<ToastAction, { type: 'show' }>, 'type'>;

/**
 * The toast queue of one mounted widget (core toastReducer): each toast goes away after its duration; timers
 * belong to the instance, so dispose() leaves none running.
 */
export function createToasts(clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>) {
  const $toasts = atom<ToastState>(INITIAL_TOASTS);
  const timers = new Map<number, ReturnType<Clock['setTimeout']>>();
  const dispatch = (action: ToastAction) => $toasts.set(toastReducer($toasts.get(), action));
  const dismiss = (id: number) => {
    clock.clearTimeout(timers.get(id));
    timers.delete(id);
    dispatch({ type: 'dismiss', id });
  };
  return {
    $toasts,
    show(toast: ToastInput): void {
      const before = $toasts.get().nextId;
      dispatch({ type: 'show', ...toast });
      const added = $toasts.get().toasts.find((t) => t.id === before);
      if (added)
        timers.set(
          added.id,
          clock.setTimeout(() => dismiss(added.id), added.duration),
        );
    },
    dismiss,
    dispose(): void {
      for (const t of timers.values()) clock.clearTimeout(t);
      timers.clear();
      $toasts.set(INITIAL_TOASTS);
    },
  };
}
export type Toasts = ReturnType<typeof createToasts>;
/** What the widget's flows need of the toasts. */
export type ToastShower = Pick<Toasts, 'show'>;

/**
 * A host's `toast()` options made safe to show: the message cut to 500 characters, the link kept only when it is a
 * site path or an URL on an allowed host (else left out, with a warning), its label cut to 40.
 */
export function hostToast(t: ToastOptions, env: Env, allowed: ReadonlySet<string>): ToastInput {
  const url = typeof t.url === 'string' && t.url ? serviceUrl(t.url, env, allowed) : null;
  if (t.url && !url)
    console.warn('SearchPopup: toast url left out (not an allowed link): ' + String(t.url).slice(0, 100));
  return {
    message: typeof t.message === 'string' ? t.message.slice(0, 500) : '',
    duration: t.duration,
    position: t.position,
    ...(url ? { url, linkLabel: typeof t.linkLabel === 'string' ? t.linkLabel.slice(0, 40) : undefined } : {}),
  };
}
