import { atom } from 'nanostores';
import { modalReducer, type Modal, type ModalAction } from '../core/modalStack';
import type { HistoryLayer, LayerId } from '../platform/historyLayer';

export interface DialogProps {
  message: string;
  /** The primary button's text. */
  confirmLabel: string;
  /** The secondary button's text; only confirms have one. */
  cancelLabel?: string;
}

/** What opening an alert or confirm takes (`Instance.alert`/`confirm` and the widget's own flows). */
export interface DialogRequest {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** An id to close it by; a modal with an id already open is not opened again. */
  id?: string;
  /** Not opened while another modal of the same kind is open. */
  unique?: boolean;
}

const LABEL_MAX = 40;
const MESSAGE_MAX = 2000;
const label = (v: unknown, fallback: string) =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, LABEL_MAX) : fallback;

/**
 * The alert/confirm stack of one mounted widget (core modalReducer). Each modal answers a promise: true when
 * its primary button was used, false when it was dismissed (the other button, Escape, the backdrop, the
 * browser's back on mobile, `close`, or `destroy()`), and false at once when it was not opened (unique, same id,
 * no message). On mobile each open modal owns a history entry, so the back button closes it.
 */
export function createModals(history: HistoryLayer | null) {
  const $modals = atom<readonly Modal<DialogProps>[]>([]);
  const pending = new Map<string, { resolve(answer: boolean): void; entry: LayerId | null }>();
  let serial = 0;
  const dispatch = (action: ModalAction<DialogProps>) => $modals.set(modalReducer($modals.get(), action));

  function finish(id: string, answer: boolean, byBack = false): void {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    dispatch({ type: 'close', id });
    if (p.entry !== null && !byBack) history?.pop(p.entry);
    p.resolve(answer);
  }

  function open(component: 'alert' | 'confirm', req: DialogRequest): Promise<boolean> {
    const message = typeof req?.message === 'string' ? req.message.slice(0, MESSAGE_MAX) : '';
    if (!message.trim()) return Promise.resolve(false);
    const id = typeof req.id === 'string' && req.id ? req.id : 'sp-modal-' + ++serial;
    const props: DialogProps = {
      message,
      confirmLabel: label(req.confirmLabel, '확인'),
      ...(component === 'confirm' ? { cancelLabel: label(req.cancelLabel, '취소') } : {}),
    };
    const before = $modals.get();
    dispatch({ type: 'open', modal: { id, component, unique: req.unique === true, props } });
    if ($modals.get() === before) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const entry = history ? history.push(() => finish(id, false, true)) : null;
      pending.set(id, { resolve, entry });
    });
  }

  return {
    $modals,
    alert: (req: DialogRequest) => open('alert', req),
    confirm: (req: DialogRequest) => open('confirm', req),
    /** Answers a modal: its primary button (true) or a dismissal (false). */
    answer: finish,
    close: (id: string) => finish(id, false),
    closeLast(): void {
      const stack = $modals.get();
      if (stack.length) finish(stack[stack.length - 1].id, false);
    },
    dispose(): void {
      for (const id of [...pending.keys()].reverse()) finish(id, false);
    },
  };
}
export type Modals = ReturnType<typeof createModals>;
/** What the widget's flows need of the modals. */
export type Dialogs = Pick<Modals, 'alert' | 'confirm'>;
