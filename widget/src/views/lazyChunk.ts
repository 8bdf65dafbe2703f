import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { createLazyModule } from '../stores/lazyModule';

/**
 * A chunk of views imported on first need (smaller than preact/compat's `lazy` and `Suspense`): the hook returns
 * the module once it is there and `null` before, so the caller renders its own fallback. A failed import is
 * warned about and tried again the next time the chunk is wanted (stores/lazyModule.ts).
 */
export function lazyChunk<M>(load: () => Promise<M>): (want: boolean) => M | null {
  const chunk = createLazyModule(load, (m) => m);
  return function useChunk(want) {
    const mod = useStore(chunk.$ready);
    useEffect(() => void (want && !mod && chunk.run(() => {})), [want, mod]);
    return want ? mod : null;
  };
}
