/** Opens a `<dialog>` as modal in the top layer; where `showModal` is missing (old engines, jsdom), just open. */
export function showModal(d: HTMLDialogElement): void {
  if (d.open) return;
  if (typeof d.showModal === 'function') {
    try {
      return d.showModal();
    } catch {
      // Not connected yet, or an engine that refuses: fall back to a plain open dialog.
    }
  }
  d.setAttribute('open', '');
}

/** Closes a `<dialog>` opened by `showModal`. */
export function closeDialog(d: HTMLDialogElement): void {
  if (typeof d.close === 'function') d.close();
  else d.removeAttribute('open');
}
