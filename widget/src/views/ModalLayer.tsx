import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { Modal } from '../core/modalStack';
import type { DialogProps, Modals } from '../stores/modals';
import { btn, type ButtonSize } from './button';
import { closeDialog, showModal } from './dialog';
import { deepActiveElement, trapTab } from './focus';

/** A click on the backdrop this soon after opening is the second half of the click (or double-click) that opened it. */
const BACKDROP_GRACE_MS = 400;

/**
 * One alert or confirm: a modal `<dialog role="alertdialog">` in the browser's top layer (no transformed or
 * high-z-index ancestor can trap or cover it). Its primary button takes focus; Tab stays inside; Escape and a
 * backdrop click dismiss it; focus goes back to where it was.
 */
function ModalDialog({ modal, modals, size }: { modal: Modal<DialogProps>; modals: Modals; size: ButtonSize }) {
  const ref = useRef<HTMLDialogElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const opened = useRef(0);
  const props = modal.props!;
  const id = 'sp-dialog-' + modal.id.replace(/[^\w-]/g, '_');

  useLayoutEffect(() => {
    const d = ref.current!;
    const back = deepActiveElement(d.ownerDocument);
    showModal(d);
    opened.current = Date.now();
    primary.current?.focus();
    return () => {
      closeDialog(d);
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, []);

  return (
    // The backdrop click and the Tab trap belong to the dialog element itself (the native <dialog> pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={ref}
      className="sp-modal"
      part="modal"
      role="alertdialog"
      aria-modal="true"
      aria-label={modal.component === 'confirm' ? '확인 요청' : '알림'}
      aria-describedby={id}
      onCancel={(e) => {
        e.preventDefault();
        modals.close(modal.id);
      }}
      onClose={(e) => !e.currentTarget.open && modals.close(modal.id)}
      onClick={(e) =>
        e.target === e.currentTarget && Date.now() - opened.current > BACKDROP_GRACE_MS && modals.close(modal.id)
      }
      onKeyDown={(e) => e.key === 'Tab' && trapTab(e.currentTarget, e.shiftKey) && e.preventDefault()}
    >
      <div className="sp-modal-box">
        <p className="sp-modal-text" id={id}>
          {props.message}
        </p>
        <div className="sp-modal-buttons">
          {props.cancelLabel ? (
            <button
              type="button"
              {...btn(size, 'gray', 'sp-modal-cancel')}
              onClick={() => modals.answer(modal.id, false)}
            >
              {props.cancelLabel}
            </button>
          ) : null}
          <button
            type="button"
            ref={primary}
            {...btn(size, 'primary', 'sp-modal-ok')}
            onClick={() => modals.answer(modal.id, true)}
          >
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The open alerts and confirms, newest on top, in the shadow root's layer. */
export default function ModalLayer(p: { modals: Modals; layer: HTMLElement; mobile: boolean }) {
  const { modals, layer } = p;
  const stack = useStore(modals.$modals);
  // Mobile's buttons are the large size: a thumb's reach on a phone.
  const size = p.mobile ? 'lg' : 'md';
  return createPortal(
    <>
      {stack.map((m) => (
        <ModalDialog key={m.id} modal={m} modals={modals} size={size} />
      ))}
    </>,
    layer,
  );
}
