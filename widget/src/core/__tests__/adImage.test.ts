import { adForm, adImageLegible, type AdImageState, type Size } from '../adImage';

const size = (width: number, height: number): Size => ({ width, height });

/** [case, the image's own size, the box it was given (px), legible] */
const CASES: [string, Size, Size, boolean][] = [
  ['the demo’s 374×64 banner at 32 px, whole (187 px wide): legible', size(374, 64), size(187, 32), true],
  ['the same narrowed to 164 px (28 px of picture): legible', size(374, 64), size(164, 32), true],
  ['half a pixel short of 28 (rounding): legible', size(374, 64), size(163, 32), true],
  ['26 px tall (main’s chip at 1280 px): too small', size(374, 64), size(152, 26), false],
  [
    'a 32 px box narrowed to 112 px (19 px of picture: a 1024 px window): too small',
    size(374, 64),
    size(112, 32),
    false,
  ],
  ['the 494×64 banner in a 187 px room (24 px of picture): too small', size(494, 64), size(187, 32), false],
  [
    'WebKit’s SVG, its own size said to be what it is drawn at (107×14): too small',
    size(106, 13),
    size(107, 32),
    false,
  ],
  ['a 180×24 image drawn 32 px tall (240 px wide): legible', size(180, 24), size(240, 32), true],
  ['the same narrowed to 150 px (20 px of picture): too small', size(180, 24), size(150, 32), false],
  ['a square one at 32 px: legible', size(60, 60), size(32, 32), true],
  ['not loaded (no size): not judged', size(0, 0), size(0, 32), true],
];

test.each(CASES)('%s', (_name, natural, box, legible) => expect(adImageLegible(natural, box)).toBe(legible));

/** [case, the banners' images as known, the room an image gets, the chip's form] */
const FORMS: [string, AdImageState[], Size | null, 'image' | 'text' | null][] = [
  [
    'three images that read in a 200 px room: images',
    [size(374, 64), size(400, 64), size(300, 64)],
    size(200, 32),
    'image',
  ],
  [
    'one of them too wide to read there: words for all three',
    [size(374, 64), size(494, 64), size(300, 64)],
    size(200, 32),
    'text',
  ],
  ['one still loading: not known yet', [size(374, 64), null, size(300, 64)], size(200, 32), null],
  ['one still loading, another failed: words already', [null, 'failed', size(300, 64)], size(200, 32), 'text'],
  ['one with no image to draw: words', ['failed'], size(200, 32), 'text'],
  ['all loaded, the room not measured yet: not known', [size(374, 64)], null, null],
  ['the room grown: the wide one reads too', [size(374, 64), size(494, 64)], size(260, 32), 'image'],
];

test.each(FORMS)('%s', (_name, images, room, form) => expect(adForm(images, room)).toBe(form));
