import { useRef, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { LIST_ID, type ViewContext } from './context';

/**
 * The popup's frame: the grid the combobox controls. What it shows (the sections of the current mode, the foot
 * links) comes with the popup's parts, fetched on hover, focus and typing with the empty-input answers; the views
 * keep the popup collapsed until it is there. Desktop renders it from the page load and passes `box` (the dropdown
 * goes in the top layer, views/topLayer.ts); mobile's is inside the overlay, rendered from the parts (popupViews.ts).
 */
export function Popup({
  ctx,
  expanded,
  box,
}: {
  ctx: ViewContext;
  expanded: boolean;
  box?: RefObject<HTMLDivElement | null>;
}) {
  const state = useStore(ctx.search.$search);
  const parts = useStore(ctx.parts.$ready);
  const views = parts?.views;
  // Its sections render from the first opening on: a page doesn't pay for a popup nobody opened.
  const opened = useRef(false);
  opened.current ||= expanded;
  return (
    <div ref={box} className="sp-popup" part="popup" hidden={!expanded} popover={box ? 'manual' : undefined}>
      <div className="sp-body">
        <div
          id={LIST_ID}
          role="grid"
          // Which query the cells are for: the typed sections set it as they draw them (views/TypedSections.tsx).
          data-query=""
          aria-label={state.mode === 'typed' ? '검색어 자동완성' : '검색어 추천'}
          aria-busy={state.status === 'loading' || state.status === 'stalled'}
        >
          {opened.current && views ? <views.Sections ctx={ctx} parts={parts} typed={state.mode === 'typed'} /> : null}
        </div>
        {state.mode === 'typed' && !ctx.mobile && views ? <views.FeaturedProduct ctx={ctx} /> : null}
      </div>
      {views ? <views.PopupFoot ctx={ctx} /> : null}
    </div>
  );
}
