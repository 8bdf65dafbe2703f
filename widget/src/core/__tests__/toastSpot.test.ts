import { middleToastStyleTop, middleToastTop, STEP_PX, type Span, type ToastGroupBoxes } from '../toastSpot';

const WINDOW: Span = { top: 0, bottom: 900 };
const row = (top: number, bottom: number): Span => ({ top, bottom });

/** A 48 px toast in a 1280×900 window (its middle: top 426), 8 px kept from the acted row and the edges. */
const CASES: [string, Span, number, Span | null, number][] = [
  ['no row acted on: the middle', WINDOW, 48, null, 426],
  ['the acted row far above the middle (the first line of products): the middle', WINDOW, 48, row(120, 228), 426],
  ['the acted row far below: the middle', WINDOW, 48, row(600, 708), 426],
  [
    'the middle over the acted row (the third line, 370–478): just below it, the nearer side',
    WINDOW,
    48,
    row(370, 478),
    486,
  ],
  ['the row a little below the middle (400–508): just above it, the nearer side', WINDOW, 48, row(400, 508), 344],
  ['within the gap of the row (ends 8 px short of the toast): moved', WINDOW, 48, row(300, 420), 428],
  ['exactly the gap away: the middle', WINDOW, 48, row(300, 418), 426],
  ['a short window, the row at the top: below it', { top: 0, bottom: 300 }, 48, row(20, 200), 208],
  ['no room on either side: the side with more, inside the window', { top: 0, bottom: 200 }, 48, row(30, 180), 0],
  ['no room on either side, more below: at the bottom edge', { top: 0, bottom: 200 }, 48, row(10, 160), 152],
];

test.each(CASES)('%s', (_name, view, height, acted, top) => expect(middleToastTop(view, height, acted, 8)).toBe(top));

/** Four lines of product rows, 108 px each with 8 px between, from 92 px: the acted one is the second. */
const GRID = [row(92, 200), row(208, 316), row(324, 432), row(440, 548)];
/** Rows from the top of a 560 px window to its bottom, 8 px apart. */
const FULL = [row(10, 120), row(128, 236), row(244, 352), row(360, 468), row(476, 552)];
/** [case, the viewport, the toast's height, the acted row, the other rows across the toast, its top] */
const ROW_CASES: [string, Span, number, Span, Span[], number][] = [
  [
    'the middle over the third line (issue 54 item 9): under the grid, the nearest spot that covers no row',
    { top: 0, bottom: 800 },
    48,
    GRID[1],
    GRID,
    556,
  ],
  ['no line under the middle: the middle', { top: 0, bottom: 800 }, 48, GRID[0], [GRID[0]], 376],
  [
    'rows from edge to edge (a short window), the acted one away from the middle: the middle, over another',
    { top: 0, bottom: 560 },
    48,
    row(128, 236),
    FULL,
    256,
  ],
  [
    'rows from edge to edge, the acted one under the middle: off it alone, the nearer side',
    { top: 0, bottom: 560 },
    48,
    row(244, 352),
    FULL,
    188,
  ],
  [
    'room only above the grid: there',
    { top: 0, bottom: 560 },
    48,
    GRID[2],
    [row(150, 250), row(258, 366), row(374, 482), row(490, 552)],
    94,
  ],
];

test.each(ROW_CASES)('%s', (_name, view, height, acted, rows, top) =>
  expect(middleToastTop(view, height, acted, 8, rows)).toBe(top),
);

/**
 * The group's `top` in its own px from what the engines report under CSS `zoom` (core/toastSpot.ts): a 48 px toast
 * (own px) in a 1280×900 window, the acted row across the middle. Chromium and Firefox report viewport px (the
 * group at 1.25 is 60 px tall, its top 0 at 0, its top 100 at 125); WebKit reports its own px (a 720 px viewport).
 */
const boxes = (z: number, view: number, acted: Span | null): ToastGroupBoxes => ({
  centred: { top: (view - 48 * z) / 2, bottom: (view + 48 * z) / 2 },
  atZero: { top: 0, bottom: 48 * z },
  atStep: STEP_PX * z,
  acted,
});
const STYLE_CASES: [string, ToastGroupBoxes, number][] = [
  ['no zoom, no row: the middle', boxes(1, 900, null), 426],
  ['no zoom, the row across the middle (370–478): 8 px below it', boxes(1, 900, row(370, 478)), 486],
  [
    'Chromium and Firefox at 1.25 (reported in viewport px), the row at 370–478: 10 viewport px below it, 390.4 own px',
    boxes(1.25, 900, row(370, 478)),
    390,
  ],
  ['Chromium and Firefox at 1.25, no row: the middle, 420 viewport px (336 own)', boxes(1.25, 900, null), 336],
  [
    'WebKit at 1.25 (its own px: a 720 px viewport), the row at 296–382 (own px): 8 px below it',
    boxes(1, 720, row(296, 382)),
    390,
  ],
  [
    'at 0.8 (viewport px), the row at 400–480: 6.4 px below it (486.4 viewport px, 608 own)',
    boxes(0.8, 900, row(400, 480)),
    608,
  ],
  [
    'a containing block whose top is not the viewport’s (the group at top 0 is 40 px down): measured from it',
    {
      ...boxes(1, 900, row(370, 478)),
      atZero: { top: 40, bottom: 88 },
      atStep: 140,
      centred: { top: 446, bottom: 494 },
    },
    446,
  ],
];

test.each(STYLE_CASES)('its own top: %s', (_name, m, top) => expect(middleToastStyleTop(m, 8)).toBe(top));
