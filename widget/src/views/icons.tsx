/**
 * The widget's icons: inline SVG drawn in the text colour (`currentColor`), so a partner's `--sp-color-*` reach them
 * and a font that lacks a glyph (`⌕`, `‹`) can't turn them into a box. They are decoration: the control that holds
 * one carries the name (`검색`, `뒤로 가기`, `이전 페이지`…), and the icon is hidden from assistive technology. Their
 * strokes are one rule, `.sp-icon` (views/styles.ts), not five attributes on every icon: fewer bytes in the page load.
 */
import type { ReactNode } from 'react';

function Icon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg className="sp-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A magnifying glass: the search box's submit button. */
export const SearchIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 20.5 20.5" />
  </Icon>
);

/** A chevron pointing back (left) or on (right): the overlay's back button, the pager, the ad's link. */
export const ChevronIcon = ({ to, size = 24 }: { to: 'back' | 'on'; size?: number }) => (
  <Icon size={size}>
    <path d={to === 'back' ? 'M15 5 8 12l7 7' : 'M9 5l7 7-7 7'} />
  </Icon>
);
