import { useRef, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { advancedSearchUrl, helpUrl } from '../core/searchRoutes';
import { LIST_ID, type ViewContext } from './context';
import { EmptySections } from './EmptySections';
import { useTopLayer } from './topLayer';

/** The live region's Korean announcement of what the popup shows. */
function announcement(ctx: ViewContext): string {
  const s = ctx.search.$search.get();
  if (s.mode !== 'typed') return '';
  if (s.status === 'error') return '검색 결과를 불러오지 못했습니다.';
  const r = s.results;
  if (!r || s.resultsFor !== s.query || s.status !== 'idle') return '';
  if (!r.products.length && !r.authors.length && !r.events.length) return '검색 결과가 없습니다.';
  return `상품 ${r.products.length}개, 인물 ${r.authors.length}명, 이벤트 ${r.events.length}개가 검색되었습니다.`;
}

/** The dropdown: header links, the sections of the current mode, the polite live region. */
export function Popup({ ctx, expanded, anchor }: { ctx: ViewContext; expanded: boolean; anchor?: RefObject<HTMLElement | null> }) {
  const { controller, search } = ctx;
  const state = useStore(search.$search);
  // Typed results come with the later chunk, asked for on hover, focus and the first keystroke.
  const later = useStore(ctx.later.$ready)?.views;
  const box = useRef<HTMLDivElement>(null);
  // Its sections render from the first opening on: a page load doesn't pay for a popup nobody opened.
  const opened = useRef(false);
  opened.current ||= expanded;
  // Desktop: the dropdown lives in the top layer, pinned under the field (mobile: inside the overlay dialog).
  useTopLayer(box, anchor, expanded);
  return (
    <>
      <div ref={box} className="sp-popup" hidden={!expanded} popover={anchor ? 'manual' : undefined}>
        <div className="sp-body">
          <div id={LIST_ID} role="grid" data-query={state.mode === 'typed' ? state.resultsFor : ''} aria-label={state.mode === 'typed' ? '검색어 자동완성' : '검색어 추천'} aria-busy={state.status === 'loading' || state.status === 'stalled'}>
            {!opened.current ? null : state.mode !== 'typed' ? <EmptySections ctx={ctx} /> : later ? <later.TypedSections ctx={ctx} /> : null}
          </div>
          {state.mode === 'typed' && !ctx.mobile && later ? <later.FeaturedProduct ctx={ctx} /> : null}
        </div>
        <div className="sp-popup-foot">
          <a className="sp-foot-link" href={helpUrl(ctx.env, ctx.mobile)}>도움말</a>
          <a className="sp-foot-link" href={advancedSearchUrl(ctx.env)}>상세검색</a>
          <a className="sp-foot-link sp-close" href="#" onClick={(e) => (e.preventDefault(), controller.close())}>닫기</a>
        </div>
      </div>
      <div className="sp-sr" aria-live="polite" role="status">{announcement(ctx)}</div>
    </>
  );
}
