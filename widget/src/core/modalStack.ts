export interface Modal<P = unknown> {
  id: string;
  /** Which kind of modal (alert, confirm…). */
  component: string;
  /** A unique modal is not opened while one of the same component is open. */
  unique?: boolean;
  props?: P;
}

export type ModalAction<P = unknown> =
  { type: 'open'; modal: Modal<P> } | { type: 'close'; id: string } | { type: 'closeLast' };

/**
 * The modal stack (spec §3–4): open pushes on top (an id already open is not opened again; a unique modal is
 * not opened while one of its component is open); close removes by id; closeLast removes the top one.
 */
export function modalReducer<P>(stack: readonly Modal<P>[], action: ModalAction<P>): readonly Modal<P>[] {
  switch (action.type) {
    case 'open': {
      const m = action.modal;
      if (stack.some((s) => s.id === m.id)) return stack;
      if (m.unique && stack.some((s) => s.component === m.component)) return stack;
      return [...stack, m];
    }
    case 'close':
      return stack.some((s) => s.id === action.id) ? stack.filter((s) => s.id !== action.id) : stack;
    case 'closeLast':
      return stack.length ? stack.slice(0, -1) : stack;
  }
}
