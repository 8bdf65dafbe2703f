import { useStore } from '@nanostores/react';
import type { Modals } from '../stores/modals';
import { lazyChunk } from './lazyChunk';

const useModalLayer = lazyChunk(() => import('./ModalLayer'));

/** The modal layer; its view is a separate chunk, fetched when the first modal opens. */
export function Layers({ modals, layer, mobile }: { modals: Modals; layer: HTMLElement; mobile: boolean }) {
  const view = useModalLayer(useStore(modals.$modals).length > 0);
  return view ? <view.default modals={modals} layer={layer} mobile={mobile} /> : null;
}
