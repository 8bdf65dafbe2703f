import { pointerMoved, type PointerAt } from '../pointerMoved';

describe('pointerMoved: only a pointer that moves makes a row active', () => {
  const CASES: [string, PointerAt, { screenX: number; screenY: number }, boolean][] = [
    ['the first mousemove the rows get', null, { screenX: 483, screenY: 426 }, true],
    ['the pointer moved along a line', [483, 426], { screenX: 488, screenY: 426 }, true],
    ['the pointer moved down one pixel', [483, 426], { screenX: 483, screenY: 427 }, true],
    ['a mousemove where the last one was', [483, 426], { screenX: 483, screenY: 426 }, false],
  ];
  test.each(CASES)('%s', (_, last, e, moved) => expect(pointerMoved(last, e)).toEqual([moved, [e.screenX, e.screenY]]));
});
