import type { ToastPosition } from './cartCodes';

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_DEFAULT_POSITION: ToastPosition = 'bottom';

export interface Toast {
  id: number;
  message: string;
  /** How long it stays, in ms. */
  duration: number;
  position: ToastPosition;
  /** A link the toast offers, with its label. */
  url?: string;
  linkLabel?: string;
}

export interface ToastState {
  toasts: Toast[];
  nextId: number;
}

export type ToastAction =
  | { type: 'show'; message: string; duration?: number; position?: ToastPosition; url?: string; linkLabel?: string }
  | { type: 'dismiss'; id: number };

export const INITIAL_TOASTS: ToastState = { toasts: [], nextId: 1 };

/**
 * The toast queue (spec §3–4): a toast gets an id, a duration (default 3000 ms) and a position (top, bottom,
 * center; default bottom); several stay queued in order until each is dismissed (its duration ran out, or the
 * shopper closed it). An empty message shows nothing.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  if (action.type === 'dismiss') {
    const toasts = state.toasts.filter((t) => t.id !== action.id);
    return toasts.length === state.toasts.length ? state : { ...state, toasts };
  }
  if (!action.message) return state;
  const duration =
    typeof action.duration === 'number' && action.duration > 0 && isFinite(action.duration)
      ? action.duration
      : TOAST_DEFAULT_MS;
  const position =
    action.position === 'top' || action.position === 'center' || action.position === 'bottom'
      ? action.position
      : TOAST_DEFAULT_POSITION;
  const toast: Toast = { id: state.nextId, message: action.message, duration, position };
  if (action.url) {
    toast.url = action.url;
    toast.linkLabel = action.linkLabel || '바로가기';
  }
  return { toasts: [...state.toasts, toast], nextId: state.nextId + 1 };
}
