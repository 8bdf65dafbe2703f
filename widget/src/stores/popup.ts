import { atom } from 'nanostores';

/**
 * Whether the popup is open, and a keyword the host asked to show (`Instance.open(keyword)`), which the view
 * writes into the input (never while a syllable is being composed: it is only set from outside the input).
 */
export function createPopup() {
  const $open = atom(false);
  const $requested = atom<{ keyword: string } | null>(null);
  return {
    $open,
    $requested,
    open(keyword?: string) {
      if (typeof keyword === 'string') $requested.set({ keyword });
      $open.set(true);
    },
    close() {
      $open.set(false);
    },
  };
}
export type Popup = ReturnType<typeof createPopup>;
