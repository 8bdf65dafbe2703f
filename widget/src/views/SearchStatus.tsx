import { useStore } from '@nanostores/react';
import type { ViewContext } from './context';

/**
 * The polite live region saying what the popup found (its words come with the popup's parts). It is in the page
 * from the mount on, so the first announcement is read: a live region added with its text is not.
 */
export function SearchStatus({ ctx }: { ctx: ViewContext }) {
  const state = useStore(ctx.search.$search);
  const parts = useStore(ctx.parts.$ready);
  return (
    <div className="sp-sr" aria-live="polite" role="status">
      {parts ? parts.views.searchAnnouncement(state) : ''}
    </div>
  );
}
