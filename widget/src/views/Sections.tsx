import { useRef } from 'react';
import type { PopupParts, ViewContext } from './context';
import { EmptySections } from './EmptySections';
import { memoized, sameParts } from './memoized';
import { TypedSections } from './TypedSections';

/**
 * The grid's sections for the mode shown. The empty input's sections, once drawn, stay mounted while the shopper
 * types: hidden and inert (with `content-visibility: hidden` where it exists, which keeps their style and layout),
 * so emptying the box shows them again in the next frame instead of building and laying out 150 elements again,
 * and the first answer doesn't take them down. They read their own rows (`actions.$emptyRows`), which typing
 * doesn't change, so they don't render while hidden. The typed sections come and go with the typed input.
 */
export const Sections = memoized(
  function Sections({ ctx, parts, typed }: { ctx: ViewContext; parts: PopupParts; typed: boolean }) {
    const drawn = useRef(false);
    drawn.current ||= !typed;
    return (
      <>
        {drawn.current ? (
          <div className="sp-held" hidden={typed} inert={typed}>
            <EmptySections ctx={ctx} parts={parts} />
          </div>
        ) : null}
        {typed ? <TypedSections ctx={ctx} parts={parts} /> : null}
      </>
    );
  },
  (a, b) => sameParts(a, b) && a.typed === b.typed,
);
