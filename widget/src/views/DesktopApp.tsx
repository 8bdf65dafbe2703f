import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { ViewContext } from './context';
import { Popup } from './Popup';
import { SearchStatus } from './SearchStatus';
import { SearchInput } from './SearchInput';

/** The desktop dropdown: the input and, below it, the popup; it closes itself when typed input finds nothing. */
export function DesktopApp({ ctx, layer }: { ctx: ViewContext; layer: HTMLElement }) {
  const open = useStore(ctx.popup.$open);
  const nothing = useStore(ctx.controller.$nothingFound);
  const parts = useStore(ctx.parts.$ready);
  // What the popup shows comes with its parts: collapsed until they are there.
  const expanded = open && !nothing && !!parts;
  const field = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  return (
    <div className="sp-search sp-desktop" ref={field}>
      <SearchInput ctx={ctx} expanded={expanded} />
      <Popup ctx={ctx} expanded={expanded} box={box} />
      <SearchStatus ctx={ctx} />
      {/* The dropdown lives in the top layer, pinned under the field. */}
      {parts ? <parts.views.TopLayer box={box} anchor={field} shown={expanded} /> : null}
      {parts ? <parts.views.Layers parts={parts} layer={layer} session={ctx.session} mobile={false} toasts /> : null}
    </div>
  );
}
