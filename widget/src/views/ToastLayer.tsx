import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { Toasts } from '../stores/toasts';
import { setTopLayer } from './topLayer';
import { keepOffActedRow } from './toastSpot';

/**
 * Toasts grouped by position (top, center, bottom), queued without overlapping; in the shadow root's layer, or
 * inline where a top-layer dialog is open (anything outside it would sit beneath it).
 */
/** One position's queue: in the top layer (above transformed ancestors and open dialogs) while it has toasts. */
function ToastGroup({
  position,
  inLayer,
  count,
  children,
}: {
  position: string;
  inLayer: boolean;
  count: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => void (inLayer && setTopLayer(ref.current, count > 0)), [count, inLayer]);
  // In the middle, but off the row the shopper just acted on (views/toastSpot.ts).
  useLayoutEffect(() => void (position === 'center' && keepOffActedRow(ref.current, count)), [count, position]);
  return (
    <div
      ref={ref}
      className={'sp-toasts sp-toasts-' + position}
      role="status"
      aria-live="polite"
      popover={inLayer ? 'manual' : undefined}
    >
      {children}
    </div>
  );
}

export function ToastLayer({ toasts, layer }: { toasts: Toasts; layer?: HTMLElement }) {
  const { toasts: list } = useStore(toasts.$toasts);
  const content = (
    <>
      {(['top', 'center', 'bottom'] as const).map((position) => (
        <ToastGroup
          key={position}
          position={position}
          inLayer={!!layer}
          count={list.filter((t) => t.position === position).length}
        >
          {list
            .filter((t) => t.position === position)
            .map((t) => (
              <div key={t.id} className="sp-toast" part="toast">
                <span className="sp-toast-text">{t.message}</span>
                {t.url ? (
                  <a className="sp-toast-link" href={t.url}>
                    {t.linkLabel}
                  </a>
                ) : null}
              </div>
            ))}
        </ToastGroup>
      ))}
    </>
  );
  return layer ? createPortal(content, layer) : content;
}
