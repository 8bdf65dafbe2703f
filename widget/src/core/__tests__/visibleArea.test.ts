import { KEYBOARD_MIN, visibleArea, type Viewports } from '../visibleArea';

const phone = (height: number, offsetTop = 0, scale = 1): Viewports => ({
  layoutHeight: 844,
  height,
  offsetTop,
  scale,
});

test.each<[string, Viewports | null, ReturnType<typeof visibleArea>]>([
  ['no visual viewport (an old browser): the layout viewport', null, null],
  ['no keyboard: the layout viewport', phone(844), null],
  ["Safari's toolbar shown or hidden (tens of px): not a keyboard", phone(844 - 80), null],
  ['a keyboard just over the floor: followed', phone(844 - KEYBOARD_MIN), { top: 0, height: 724, keyboard: 120 }],
  ['the keyboard up (half the screen): the top half', phone(422), { top: 0, height: 422, keyboard: 422 }],
  [
    'iOS scrolled the layout viewport up under the keyboard (offsetTop 200): followed there',
    phone(422, 200),
    { top: 200, height: 422, keyboard: 222 },
  ],
  ['fractions of a px are rounded', phone(421.6, 0.4), { top: 0, height: 422, keyboard: 422 }],
  ['a pinch zoom (scale 2): the layout viewport, the shopper pans', phone(422, 100, 2), null],
  ['a visual viewport taller than the layout one (rounding, zoom out): none', phone(900), null],
  ['nonsense sizes: none', { layoutHeight: 0, height: 422, offsetTop: 0, scale: 1 }, null],
])('%s', (_case, v, area) => expect(visibleArea(v)).toEqual(area));
