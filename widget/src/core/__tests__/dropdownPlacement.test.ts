import {
  dropdownFit,
  dropdownLayout,
  FIT_FULL,
  IDLE_CHECK_MS,
  placementPace,
  placeUnder,
  pxScale,
  STILL_FRAMES,
  type Box,
  type DropdownFit,
  type DropdownLayout,
  type Placement,
  type PlacementInput,
  type PlacementPace,
} from '../dropdownPlacement';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, width, height });
const at = (left: number, top: number) => ({ left, top });
const design = { gap: 8, margin: 16, minHeight: 160, minWidth: 720 };

/**
 * Measurements as the engines reported them on /test/zoom at 1280×900 (field 420 px wide in the page's px), the
 * dropdown as it came (the stylesheet's left 0, top 52), and where it must go.
 */
const CASES: [string, Omit<PlacementInput, 'gap' | 'margin' | 'minHeight' | 'minWidth' | 'want'>, Placement][] = [
  [
    'no zoom: the 1180 px dropdown would pass the right edge, so it is narrowed to end 16 px before it, lined up with the field',
    {
      anchor: box(180, 12, 420, 44),
      placed: box(0, 52, 1180, 488),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1280, 900),
    },
    { left: 180, top: 64, maxWidth: 1084, maxHeight: 820 },
  ],
  [
    'no zoom, a wide window: left-aligned with the field',
    {
      anchor: box(180, 12, 420, 44),
      placed: box(0, 52, 1180, 488),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1920, 1080),
    },
    { left: 180, top: 64, maxWidth: 1888, maxHeight: 1000 },
  ],
  [
    'Chromium/Firefox, html or body zoom 1.25 (viewport px reported, own px styled): no double zoom, narrowed inside',
    {
      anchor: box(225, 15, 525, 55),
      placed: box(0, 65, 1475, 610),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1280, 900),
    },
    { left: 180, top: 64, maxWidth: 828, maxHeight: 640 },
  ],
  [
    'Chromium/Firefox, zoom 1.25 on a wide window: left-aligned with the field',
    {
      anchor: box(225, 15, 525, 55),
      placed: box(0, 65, 1475, 610),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1920, 1080),
    },
    { left: 180, top: 64, maxWidth: 1504, maxHeight: 784 },
  ],
  [
    'Chromium/Firefox, html zoom 0.8: left-aligned, 6.4 px gap',
    {
      anchor: box(144, 9.6, 336, 35.2),
      placed: box(0, 41.6, 944, 390.4),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1280, 900),
    },
    { left: 180, top: 64, maxWidth: 1568, maxHeight: 1045 },
  ],
  [
    'Chromium/Firefox, a header with zoom 1.5: the room under the field in own px',
    {
      anchor: box(270, 18, 630, 66),
      placed: box(0, 78, 1770, 730),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1280, 900),
    },
    { left: 16, top: 64, maxWidth: 821, maxHeight: 520 },
  ],
  [
    'Firefox: a classic scrollbar makes the viewport 1268 px wide',
    {
      anchor: box(180, 12, 420, 44),
      placed: box(0, 52, 1180, 488),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1268, 900),
    },
    { left: 180, top: 64, maxWidth: 1072, maxHeight: 820 },
  ],
  [
    'WebKit, zoom 1.25 (own px reported and styled; the viewport measured as 1024×720 own px)',
    {
      anchor: box(180, 12, 420, 44),
      placed: box(0, 52, 992, 477),
      style: at(0, 52),
      ownWidth: 992,
      view: box(0, 0, 1024, 720),
    },
    { left: 180, top: 64, maxWidth: 828, maxHeight: 640 },
  ],
  [
    'WebKit, zoom 1.25 on a scrolled page: the reported space shifted, the correction lands it all the same',
    {
      anchor: box(180, 87, 420, 44),
      placed: box(16, 405, 992, 476),
      style: at(16, 494),
      ownWidth: 992,
      view: box(0, -89, 1024, 720),
    },
    { left: 180, top: 228, maxWidth: 828, maxHeight: 476 },
  ],
  [
    'a transformed header (scale 0.9): the dropdown in the top layer is not scaled, it hangs under the scaled field',
    {
      anchor: box(174, 16.8, 378, 39.6),
      placed: box(0, 52, 1180, 488),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1920, 1080),
    },
    { left: 174, top: 64, maxWidth: 1888, maxHeight: 999 },
  ],
  [
    'already in place (within half a style px): left as it is',
    {
      anchor: box(225, 15, 525, 55),
      placed: box(225.4, 80.3, 1475, 610),
      style: at(180, 64),
      ownWidth: 1180,
      view: box(0, 0, 1920, 1080),
    },
    { left: 180, top: 64, maxWidth: 1504, maxHeight: 784 },
  ],
  [
    'a short window: never shorter than 160 px, the page scrolls instead',
    {
      anchor: box(180, 400, 420, 44),
      placed: box(0, 52, 1180, 488),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1280, 560),
    },
    { left: 180, top: 452, maxWidth: 1084, maxHeight: 160 },
  ],
  [
    'a 460 px box at the right end of a navbar (1280): right edges lined up, whole',
    {
      anchor: box(796, 12, 460, 44),
      placed: box(0, 52, 1180, 488),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1280, 900),
    },
    { left: 76, top: 64, maxWidth: 1248, maxHeight: 820 },
  ],
  [
    'a sidebar box on a 1024 px page (the partner blog): right edges lined up, narrowed to start at the left margin',
    {
      anchor: box(644, 350, 320, 44),
      placed: box(0, 52, 992, 300),
      style: at(0, 52),
      ownWidth: 992,
      view: box(0, 0, 1024, 768),
    },
    { left: 16, top: 402, maxWidth: 948, maxHeight: 350 },
  ],
  [
    'the demo shop at 1440: 6 px short of its whole width, narrowed (its layout stays wide)',
    {
      anchor: box(250, 23, 560, 44),
      placed: box(0, 52, 1180, 488),
      style: at(0, 52),
      ownWidth: 1180,
      view: box(0, 0, 1440, 900),
    },
    { left: 250, top: 75, maxWidth: 1174, maxHeight: 809 },
  ],
  [
    'narrowed already (its own width capped): the next look finds the same place and width, no back and forth',
    {
      anchor: box(180, 12, 420, 44),
      placed: box(180, 64, 1084, 488),
      style: at(180, 64),
      ownWidth: 1084,
      view: box(0, 0, 1280, 900),
    },
    { left: 180, top: 64, maxWidth: 1084, maxHeight: 820 },
  ],
  [
    'a field in the middle of an 800 px window: neither side has 720 px, so as wide as it may be, kept inside',
    {
      anchor: box(200, 12, 400, 44),
      placed: box(0, 52, 768, 488),
      style: at(0, 52),
      ownWidth: 768,
      view: box(0, 0, 800, 600),
    },
    { left: 16, top: 64, maxWidth: 768, maxHeight: 520 },
  ],
];

test.each(CASES)('%s', (_case, input, placement) =>
  expect(placeUnder({ ...input, want: 1180, ...design })).toEqual(placement),
);

test('a narrower --sp-dropdown-width (900 px) fits whole from the field', () =>
  expect(
    placeUnder({
      anchor: box(250, 23, 560, 44),
      placed: box(0, 52, 900, 488),
      style: at(0, 52),
      ownWidth: 900,
      view: box(0, 0, 1280, 900),
      want: 900,
      ...design,
    }),
  ).toEqual({ left: 250, top: 75, maxWidth: 1248, maxHeight: 809 }));

test.each([
  ['reported as wide as its own width', 1180, 1180, 1],
  ['zoomed 1.25, reported in viewport px', 1475, 1180, 1.25],
  ['no width yet', 0, 0, 1],
  ['reported with no size', 0, 1180, 1],
])('pxScale: %s', (_case, reported, own, scale) => expect(pxScale(reported, own)).toBe(scale));

test.each<[string, number, number, DropdownLayout]>([
  ['a wide window: its whole 1180 px', 1180, 1888, 'wide'],
  ["lined up with the demo shop's field at 1440: 1174 px", 1180, 1174, 'wide'],
  ['1159 px', 1180, 1159, 'mid'],
  ['a 1024 px window', 992, 992, 'mid'],
  ['zoom 1.25 in a 1280 px window: 1180 styled, 992 given (the first frame)', 1180, 992, 'mid'],
  ['the same, once capped', 992, 992, 'mid'],
  ['a 960 px window', 928, 928, 'mid'],
  ['a 959 px window', 927, 927, 'narrow'],
  ['zoom 1.5 in a 1280 px window', 1180, 821, 'narrow'],
])('layout: %s → %s', (_name, own, max, layout) => expect(dropdownLayout(own, max)).toBe(layout));

describe('dropdownFit: typed results drawn compact when the full drawing does not fit the room, until it does', () => {
  const full = FIT_FULL;
  const compact = (need: number): DropdownFit => ({ fit: 'compact', need });
  const CASES: [string, DropdownFit, { typed: boolean; room: number; height: number }, DropdownFit][] = [
    ['the full drawing fits', full, { typed: true, room: 820, height: 560 }, full],
    ['exactly (a px of rounding is no overflow)', full, { typed: true, room: 560, height: 561 }, full],
    [
      'a sidebar box on a page of one screen: 480 px of results in 350 px → compact',
      full,
      { typed: true, room: 350, height: 480 },
      compact(480),
    ],
    [
      'compact, the room still short: stays compact',
      compact(480),
      { typed: true, room: 350, height: 330 },
      compact(480),
    ],
    [
      'compact, drawn compact well inside the room: stays (no back and forth)',
      compact(480),
      { typed: true, room: 350, height: 200 },
      compact(480),
    ],
    [
      'compact, the window grew to hold the full drawing: full again',
      compact(480),
      { typed: true, room: 600, height: 330 },
      { fit: 'full', need: 480 },
    ],
    ['the empty input overflowing: nothing to draw compact', full, { typed: false, room: 350, height: 700 }, full],
    [
      'the empty input after compact results: left as it is',
      compact(480),
      { typed: false, room: 900, height: 300 },
      compact(480),
    ],
  ];
  test.each(CASES)('%s', (_name, state, m, next) => expect(dropdownFit(state, m)).toEqual(next));
});

describe('placementPace: every frame while anything moves, a slow look once all is still', () => {
  const CASES: [string, number, PlacementPace][] = [
    ['something just moved', 0, { next: 'frame' }],
    ['still for a frame', 1, { next: 'frame' }],
    ['one frame short of still', STILL_FRAMES - 1, { next: 'frame' }],
    ['still for STILL_FRAMES frames', STILL_FRAMES, { next: 'idle', ms: IDLE_CHECK_MS }],
    ['still for long', 10_000, { next: 'idle', ms: IDLE_CHECK_MS }],
  ];
  test.each(CASES)('%s (%d still) → %j', (_, still, pace) => expect(placementPace(still)).toEqual(pace));
  test('the idle look comes several times a second, and "still" is a few frames (each one the page draws)', () => {
    expect(IDLE_CHECK_MS).toBeLessThanOrEqual(250);
    expect(STILL_FRAMES).toBeGreaterThanOrEqual(2);
    expect(STILL_FRAMES).toBeLessThanOrEqual(5);
  });
});
