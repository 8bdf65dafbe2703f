import { adSeen, type AdPlace } from '../adSeen';

test.each<[string, AdPlace, boolean]>([
  ['desktop, empty box, popup closed: the field shows it', { mobile: false, open: false, query: '' }, true],
  ['desktop, empty box, popup open', { mobile: false, open: true, query: '' }, true],
  ['desktop, typing: the text took its place', { mobile: false, open: true, query: '해' }, false],
  ['desktop, a space typed is typing too', { mobile: false, open: true, query: ' ' }, false],
  ['phone, overlay closed: the trigger shows no ad', { mobile: true, open: false, query: '' }, false],
  ['phone, overlay open, empty box', { mobile: true, open: true, query: '' }, true],
  ['phone, overlay open, typing', { mobile: true, open: true, query: '해리' }, false],
])('%s → %s', (_what, place, seen) => expect(adSeen(place)).toBe(seen));
