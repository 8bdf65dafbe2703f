import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import type { Modals } from '../stores/modals';
import { LoadingOverlay } from './LoadingOverlay';

const ModalLayer = lazy(() => import('./ModalLayer'));

/** The modal and loading layers; the modal view is a separate chunk, fetched when the first modal opens. */
export function Layers({ modals, layer }: { modals: Modals; layer: HTMLElement }) {
  const open = useStore(modals.$modals).length > 0;
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ModalLayer modals={modals} layer={layer} />
        </Suspense>
      ) : null}
      <LoadingOverlay layer={layer} />
    </>
  );
}
