import { middleToastTop, type Span } from '../toastSpot';

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
