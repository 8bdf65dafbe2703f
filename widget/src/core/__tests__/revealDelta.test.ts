import { pageScrollForRoom, revealDelta } from '../revealDelta';

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

test.each([
  ['fits under the field', span(20, 64), 400, 768, 0, 0],
  ['overhangs: scrolls by the overhang', span(351, 395), 470, 768, 1000, 121],
  ['the field would leave the top: stops with the field 16 px from it', span(100, 144), 900, 768, 1000, 84],
  ['the page can scroll only so far', span(351, 395), 470, 768, 50, 50],
  ['the page cannot scroll', span(351, 395), 470, 768, 0, 0],
  ['the field is already above the top margin', span(4, 48), 900, 768, 1000, 0],
])('page scroll for room: %s', (_case, field, content, view, scrollable, scroll) =>
  expect(pageScrollForRoom(field, content, view, 8, 16, scrollable)).toBe(scroll),
);
