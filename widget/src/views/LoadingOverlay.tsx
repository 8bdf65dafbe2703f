import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { SessionStore } from '../stores/session';

/**
 * The loading overlay (session `loading`): a veil over the page with a spinner, in the top layer where the
 * browser has popovers (so it covers an open overlay or modal too), announced as busy.
 */
export function LoadingOverlay({ layer, session }: { layer: HTMLElement; session: SessionStore }) {
  const { loading } = useStore(session.$session);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current as (HTMLDivElement & { showPopover?(): void }) | null;
    if (!el || typeof el.showPopover !== 'function') return;
    try {
      el.showPopover();
    } catch {
      // Already shown, or not connected: it still covers the page as a fixed element.
    }
  }, [loading]);
  if (!loading) return null;
  return createPortal(
    <div ref={ref} className="sp-loading" popover="manual" role="progressbar" aria-label="페이지를 불러오는 중">
      <span className="sp-spinner" aria-hidden="true" />
    </div>,
    layer,
  );
}
