import { revealDelta } from '../revealDelta';

const span = (start: number, end: number) => ({ start, end });

test.each([
  ['wholly inside', span(120, 200), span(100, 400), 0],
  ['touching both edges', span(100, 400), span(100, 400), 0],
  ['below the box: scrolls on by the overhang', span(380, 460), span(100, 400), 60],
  ['wholly below', span(500, 580), span(100, 400), 180],
  ['above the box: scrolls back', span(60, 140), span(100, 400), -40],
  ['wholly above', span(-200, -120), span(100, 400), -300],
  ['longer than the box, starting inside: its start aligned', span(150, 600), span(100, 400), 50],
  ['longer than the box, starting above: its start aligned', span(50, 600), span(100, 400), -50],
])('%s', (_case, item, view, delta) => expect(revealDelta(item, view)).toBe(delta));
