import { useStore } from '@nanostores/react';
import type { SessionStore } from '../stores/session';
import type { PopupParts } from './context';
import { lazyChunk } from './lazyChunk';
import { LoadingOverlay } from './LoadingOverlay';
import { ToastLayer } from './ToastLayer';

const useModalLayer = lazyChunk(() => import('./ModalLayer'));

/** The modal layer; its view is a separate chunk, fetched when the first modal opens. */
function Modals({ parts, layer, mobile }: { parts: PopupParts; layer: HTMLElement; mobile: boolean }) {
  const view = useModalLayer(useStore(parts.modals.$modals).length > 0);
  return view ? <view.default modals={parts.modals} layer={layer} mobile={mobile} /> : null;
}

/**
 * What the popup's parts draw in the widget's layer, over the page: the toasts (unless `toasts` is false: the open
 * phone overlay holds its own), the modals and the loading veil.
 */
export function Layers(p: {
  parts: PopupParts;
  layer: HTMLElement;
  session: SessionStore;
  mobile: boolean;
  toasts: boolean;
}) {
  return (
    <>
      {p.toasts ? <ToastLayer toasts={p.parts.toasts} layer={p.layer} /> : null}
      <Modals parts={p.parts} layer={p.layer} mobile={p.mobile} />
      <LoadingOverlay layer={p.layer} session={p.session} />
    </>
  );
}
