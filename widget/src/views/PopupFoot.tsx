import { advancedSearchUrl, helpUrl } from '../core/searchRoutes';
import type { ViewContext } from './context';
import { memoized, sameContext } from './memoized';

/** The popup's foot: help, detailed search, close (the same for every query: a keystroke doesn't render it again). */
export const PopupFoot = memoized(function PopupFoot({ ctx }: { ctx: ViewContext }) {
  return (
    <div className="sp-popup-foot">
      <a className="sp-foot-link" href={helpUrl(ctx.env, ctx.mobile)}>
        도움말
      </a>
      <a className="sp-foot-link" href={advancedSearchUrl(ctx.env)}>
        상세검색
      </a>
      {/* The contract names the desktop closing control a link (its DOM promises: "the closing link is 닫기"). */}
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a link by contract, see above */}
      <a
        className="sp-foot-link sp-close"
        href="#"
        onClick={(e) => {
          e.preventDefault();
          ctx.controller.close();
        }}
      >
        닫기
      </a>
    </div>
  );
}, sameContext);
