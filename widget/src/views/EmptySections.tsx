import { useStore } from '@nanostores/react';
import { GATEWAY_REFUSED } from '../core/gatewayRefusal';
import { suggestionsShown, SUGGESTIONS_UNAVAILABLE, type SectionState } from '../core/suggestionsShown';
import type { PopupParts, ViewContext } from './context';
import { memoized, sameParts } from './memoized';
import { useOwnRows } from './Row';

/**
 * Empty input: the registered empty-input sections in keyboard order (sections/registry.ts: recommended keywords,
 * recent searches, products others look at, live popular keywords), each drawn by its own view. The rows are the
 * empty input's as the controller shows them, kept while the shopper types (views/Sections.tsx). A section filled
 * by a call that failed shows no heading over nothing; all of them failed: one line says so (a calm one when the
 * gateway refused this page's origin: asking again can't help).
 */
export const EmptySections = memoized(function EmptySections({ ctx, parts }: { ctx: ViewContext; parts: PopupParts }) {
  const view = useOwnRows(ctx.controller, parts.actions.$emptyRows);
  const status = useStore(parts.suggestions.$shownStatus);
  const refused = useStore(parts.refused);
  const sections = parts.sections.filter((s) => s.mode === 'empty');
  const called: Record<string, SectionState> = {};
  for (const s of sections) if (s.id in status) called[s.id] = { status: status[s.id], count: view.of(s).length };
  const { show, unavailable } = suggestionsShown(called);
  return (
    <div className="sp-empty-mode">
      {unavailable ? (
        <p className="sp-empty sp-unavailable" role="status">
          {refused ? GATEWAY_REFUSED : SUGGESTIONS_UNAVAILABLE}
        </p>
      ) : null}
      {sections.map((s) =>
        show[s.id] === false ? null : <s.View key={s.id} ctx={ctx} parts={parts} rows={view.of(s)} view={view} />,
      )}
    </div>
  );
}, sameParts);
