import { atom, type ReadableAtom } from 'nanostores';

/** A text for the input from outside it: the host's `open(keyword)`, or the host's own field taken over. */
export interface Requested {
  keyword: string;
  /** The caret (selection start and end) to put back. */
  caret?: [number, number];
  /** Focus the input and show what the text finds (a host's open, a field that had focus); default true. */
  focus?: boolean;
}

/**
 * Whether the popup is open, and a text for the input from outside it (`Instance.open(keyword)`, or the page's own
 * search field taken over: platform/earlyField.ts), which the view writes into the input (never while a syllable
 * is being composed: it is only set from outside the input). `requested` is the text the mount starts with (the
 * page's field taken over). This store is the one writer of both.
 */
export function createPopup(requested: Requested | null) {
  const $open = atom(false);
  const $requested = atom(requested);
  let ended = false;
  return {
    $open: $open as ReadableAtom<boolean>,
    $requested: $requested as ReadableAtom<Requested | null>,
    open(keyword?: string) {
      if (ended) return;
      if (typeof keyword === 'string') $requested.set({ keyword });
      $open.set(true);
    },
    close() {
      $open.set(false);
    },
    /** The widget is being destroyed: nothing opens it any more (a view unmounting may hand focus to its input). */
    end() {
      ended = true;
    },
  };
}
export type Popup = ReturnType<typeof createPopup>;
