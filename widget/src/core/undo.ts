/** How to take back one thing that was made: a listener's removal, a timer's clear, a store's end. */
export type Undo = () => void;

/**
 * An undo registry: whatever makes something registers how to undo it, `own(undo)`, when it makes it; `dispose()`
 * undoes everything, last made first (what was made later may lean on what was made before), and leaves the
 * registry empty. One object, so an owner's end is never a hand-kept list that a new part can be left out of: the
 * loader's boxes, a mounted widget (entries/mountWidget.tsx) and each lazily made part (stores/lazyModule.ts).
 */
export function createUndo() {
  const undo: Undo[] = [];
  return {
    own(fn: Undo): void {
      undo.push(fn);
    },
    /** Undoes everything, last first; an undo that throws leaves the rest to run, and the first error is thrown after. */
    dispose(): void {
      let failed: { e: unknown } | undefined;
      while (undo.length)
        try {
          undo.pop()!();
        } catch (e) {
          failed ??= { e };
        }
      if (failed) throw failed.e;
    },
  };
}
