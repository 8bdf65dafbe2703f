import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { Toasts } from '../stores/toasts';

/**
 * Toasts grouped by position (top, center, bottom), queued without overlapping; in the shadow root's layer, or
 * inline where a top-layer dialog is open (anything outside it would sit beneath it).
 */
export function ToastLayer({ toasts, layer }: { toasts: Toasts; layer?: HTMLElement }) {
  const { toasts: list } = useStore(toasts.$toasts);
  const content = (
    <>
      {(['top', 'center', 'bottom'] as const).map((position) => (
        <div key={position} className={'sp-toasts sp-toasts-' + position} role="status" aria-live="polite">
          {list.filter((t) => t.position === position).map((t) => (
            <div key={t.id} className="sp-toast">
              <span className="sp-toast-text">{t.message}</span>
              {t.url ? <a className="sp-toast-link" href={t.url}>{t.linkLabel}</a> : null}
            </div>
          ))}
        </div>
      ))}
    </>
  );
  return layer ? createPortal(content, layer) : content;
}
