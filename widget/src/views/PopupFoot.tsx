import { advancedSearchUrl, helpUrl } from '../core/searchRoutes';
import type { ViewContext } from './context';

/** The live region's Korean announcement of what the popup shows. */
export function announcement(ctx: ViewContext): string {
  const s = ctx.search.$search.get();
  if (s.mode !== 'typed') return '';
  if (s.status === 'error') return '검색 결과를 불러오지 못했습니다.';
  const r = s.results;
  if (!r || s.resultsFor !== s.query || s.status !== 'idle') return '';
  if (!r.products.length && !r.authors.length && !r.events.length) return '검색 결과가 없습니다.';
  return `상품 ${r.products.length}개, 인물 ${r.authors.length}명, 이벤트 ${r.events.length}개가 검색되었습니다.`;
}

/** The popup's foot: help, detailed search, close. */
export function PopupFoot({ ctx }: { ctx: ViewContext }) {
  return (
    <div className="sp-popup-foot">
      <a className="sp-foot-link" href={helpUrl(ctx.env, ctx.mobile)}>도움말</a>
      <a className="sp-foot-link" href={advancedSearchUrl(ctx.env)}>상세검색</a>
      <a className="sp-foot-link sp-close" href="#" onClick={(e) => (e.preventDefault(), ctx.controller.close())}>닫기</a>
    </div>
  );
}
