import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { btn } from './button';
import type { ViewContext } from './context';
import { SearchStatus } from './SearchStatus';
import { SearchInput } from './SearchInput';
import { closeDialog, showModal } from './dialog';
import { ChevronIcon } from './icons';

/**
 * The mobile view: a search trigger at the mount point and a full-screen overlay. The overlay is a modal
 * `<dialog>` in the browser's top layer, so no transformed, clipped or high-z-index ancestor can trap or cover it;
 * the trigger's tap opens it and focuses the input in the same gesture, so iOS raises the keyboard. The touch
 * itself (pointerdown, before the click) starts fetching what the popup shows.
 */
export function MobileApp({ ctx, layer }: { ctx: ViewContext; layer: HTMLElement }) {
  const open = useStore(ctx.popup.$open);
  const nothing = useStore(ctx.controller.$nothingFound);
  // What the popup shows, toasts and the modal layer come with the popup's parts.
  const parts = useStore(ctx.parts.$ready);
  // The trigger reads as the field it stands for: the text searched (or kept by a results page's box) once there is
  // one, else the placeholder. Only the query's own changes reach this view.
  const [query, setQuery] = useState(() => ctx.search.$search.get().query);
  useEffect(() => ctx.search.$search.subscribe((s) => setQuery(s.query)), [ctx.search.$search]);
  const requested = useStore(ctx.popup.$requested);
  const shown = query.trim() ? query : (requested?.keyword.trim() ?? '');
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      ctx.popup.$open.subscribe((isOpen) => {
        const d = dialog.current;
        if (!d) return;
        if (isOpen && !d.open) {
          showModal(d);
          // The dialog focuses its first control (the back button); the search box is what the shopper wants.
          d.querySelector('input')?.focus();
        }
        if (!isOpen && d.open) {
          closeDialog(d);
          // Back to the trigger without scrolling the page away from where the shopper left it.
          trigger.current?.focus({ preventScroll: true });
        }
      }),
    [ctx.popup.$open],
  );

  const openOverlay = () => {
    if (dialog.current) showModal(dialog.current);
    dialog.current?.querySelector('input')?.focus();
    ctx.controller.prefetch();
    ctx.popup.open();
  };

  return (
    <div className="sp-search sp-mobile">
      <button
        ref={trigger}
        type="button"
        {...btn('md', 'ghost', 'sp-trigger')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={ctx.controller.prefetch}
        onClick={openOverlay}
      >
        <span className={shown ? 'sp-trigger-text sp-trigger-value' : 'sp-trigger-text'}>
          {shown || '검색어를 입력해 주세요'}
        </span>
        <span className="sp-sr"> 검색 열기</span>
      </button>
      {parts ? <parts.views.Layers parts={parts} layer={layer} session={ctx.session} mobile toasts={!open} /> : null}
      {createPortal(
        <dialog
          ref={dialog}
          className="sp-overlay"
          part="overlay"
          aria-label="검색"
          aria-modal="true"
          onCancel={(e) => {
            e.preventDefault();
            ctx.controller.close();
          }}
          onClose={(e) => !e.currentTarget.open && ctx.popup.$open.get() && ctx.controller.close()}
          // Tab stays in the overlay once the popup's parts are there (before, it holds only the back button and the box).
          onKeyDown={(e) => e.key === 'Tab' && parts?.views.trapTab(e.currentTarget, e.shiftKey) && e.preventDefault()}
        >
          <div className="sp-overlay-head">
            <button
              type="button"
              {...btn('sm', 'ghost', 'sp-back')}
              aria-label="뒤로 가기"
              onClick={() => ctx.controller.close()}
            >
              <ChevronIcon to="back" size={26} />
            </button>
            <SearchInput ctx={ctx} expanded={open && !nothing && !!parts} />
          </div>
          <div className="sp-overlay-body">
            {parts ? <parts.views.Popup ctx={ctx} expanded={open} /> : null}
            <SearchStatus ctx={ctx} />
          </div>
          {open && parts ? <parts.views.ToastLayer toasts={parts.toasts} /> : null}
        </dialog>,
        layer,
      )}
    </div>
  );
}
