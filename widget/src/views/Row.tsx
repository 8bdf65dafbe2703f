import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { computed, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { revealInScrollers } from '../platform/reveal';
import { pointerMoved, type PointerAt } from '../core/pointerMoved';
import { sectionRows, type PopupRow, type RowsSection } from '../core/popupRows';
import type { Combobox } from '../stores/combobox';

/** Where the pointer was at the last `mousemove` a row got: one pointer per window, so one for every row. */
let pointer: PointerAt = null;
/** The pointer moved (core/pointerMoved.ts): not a row that came, or scrolled, under a resting pointer. */
const moved = (e: { screenX: number; screenY: number }) => {
  const [yes, at] = pointerMoved(pointer, e);
  pointer = at;
  return yes;
};

/**
 * One grid row of the popup. Its first cell carries the row's id (the combobox's aria-activedescendant points at
 * it). A press keeps focus in the input; a plain click opens the row; a modified click on a link is left to the
 * browser (new tab). Made active by the keyboard, it is scrolled into sight.
 *
 * The cell is its link, unless `children` is a function: then the cell lays out what it returns and the link wraps
 * only what the function gives `link` (a product's name), stretched over the row (`.sp-stretch`), so a control
 * in the cell (a product's publisher) is a control of its own and not inside a link.
 */
export function Row(props: {
  row: PopupRow;
  active: boolean;
  onOpen(row: PopupRow): void;
  onHover(): void;
  className?: string;
  children: ReactNode | ((link: (content: ReactNode) => ReactNode) => ReactNode);
  extra?: ReactNode;
}) {
  const { row, active } = props;
  const box = useRef<HTMLDivElement>(null);
  // The keyboard-active row is always in sight; a row made active by the pointer over it is left where it is.
  useLayoutEffect(() => {
    const el = box.current;
    if (active && el && !el.matches(':hover')) revealInScrollers(el, el.getRootNode());
  }, [active]);
  const href = row.action.kind === 'link' ? row.action.url : undefined;
  const { children } = props;
  const link = (content: ReactNode, className: string) => (
    <a
      className={className}
      href={href}
      tabIndex={-1}
      data-sp-keep-focus=""
      onClick={(e) => {
        if (href && (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0)) return;
        e.preventDefault();
        props.onOpen(row);
      }}
    >
      {content}
    </a>
  );
  return (
    // The rows are reached from the combobox with aria-activedescendant (focus stays in the input); hovering one
    // only mirrors the pointer.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- see above
    <div
      ref={box}
      role="row"
      part="row"
      className={'sp-row ' + (props.className ?? '') + (active ? ' sp-active' : '')}
      // Made active by a row that came under a resting pointer, a row would take the shopper's Enter from the typed
      // text (or a blank submit's alert), and the arrows' row.
      onMouseMove={(e) => moved(e) && !active && props.onHover()}
    >
      <div
        role="gridcell"
        id={row.id}
        aria-selected={active}
        className={typeof children === 'function' ? 'sp-cell sp-card' : 'sp-cell'}
      >
        {typeof children === 'function' ? children((c) => link(c, 'sp-stretch')) : link(children, 'sp-link')}
      </div>
      {props.extra}
    </div>
  );
}

/**
 * A titled group of rows: a grid rowgroup whose first row carries the title, its tools and its empty-state text
 * (a grid may only own rows, so headings and buttons live in a cell).
 */
export function Group(props: {
  title: string;
  empty?: string;
  count: number;
  className?: string;
  children: ReactNode;
  tools?: ReactNode;
}) {
  return (
    <div role="rowgroup" aria-label={props.title} className={'sp-group ' + (props.className ?? '')}>
      <div role="row" className="sp-group-row">
        <div role="gridcell" className="sp-group-head">
          <h3 className="sp-group-title" part="heading">
            {props.title}
          </h3>
          {props.tools}
          {!props.count && props.empty ? <p className="sp-empty">{props.empty}</p> : null}
        </div>
      </div>
      <div className="sp-group-rows">{props.children}</div>
    </div>
  );
}

/**
 * The popup's rows as the controller holds them (stores/rowActions.ts computes them from the sections: core/popupRows.ts), for the
 * sections to render exactly those: `of(section)` lists a section's rows, `props(row)` gives a row whether it is
 * active and what opening and hovering it do.
 */
export function useRows(controller: Combobox) {
  const rows = useStore(controller.$rows);
  const active = useStore(controller.$active);
  return rowsView(controller, rows, rows[active], (row) => rows.indexOf(row));
}

/**
 * `useRows` for sections that stay mounted while the other mode is shown (views/Sections.tsx): their mode's rows
 * (`$own`, whichever mode is shown) and the active row only when it is one of them, so the other mode's answers
 * and arrow keys don't render them again.
 */
export function useOwnRows(controller: Combobox, $own: ReadableAtom<readonly PopupRow[]>) {
  const $activeRow = useMemo(
    () =>
      computed([$own, controller.$rows, controller.$active], (own, rows, i) =>
        own.includes(rows[i]) ? rows[i] : undefined,
      ),
    [controller, $own],
  );
  return rowsView(controller, useStore($own), useStore($activeRow), (row) => controller.$rows.get().indexOf(row));
}

/** The rows' view a section renders with: `of(section)`, the active row, `at(row)` and `props(row)`. */
export type RowsView = ReturnType<typeof rowsView>;

function rowsView(
  controller: Combobox,
  rows: readonly PopupRow[],
  active: PopupRow | undefined,
  /** A row's place among all the controller's rows (what hovering it makes active). */
  at: (row: PopupRow) => number,
) {
  return {
    of: <T,>(section: RowsSection<T>) => sectionRows(rows, section),
    active,
    at,
    props: (row: PopupRow<unknown>) => ({
      row,
      active: active === row,
      onOpen: controller.openRow,
      onHover: () => controller.hover(at(row)),
    }),
  };
}
