import { suggestionsShown, type SectionState } from '../suggestionsShown';

const s = (status: SectionState['status'], count = 0): SectionState => ({ status, count });

describe('suggestionsShown: no heading over a failed, empty section; one line when all failed', () => {
  test.each([
    [{ a: s('ready', 3), b: s('ready', 2) }, { a: true, b: true }, false],
    [{ a: s('loading'), b: s('idle') }, { a: true, b: true }, false],
    [{ a: s('error'), b: s('ready', 2) }, { a: false, b: true }, false],
    // a failed refresh that still has rows keeps them
    [{ a: s('error', 4), b: s('error') }, { a: true, b: false }, false],
    [{ a: s('error'), b: s('error') }, { a: false, b: false }, true],
    [{ a: s('error') }, { a: false }, true],
    [{}, {}, false],
  ])('%j → %j, unavailable %p', (sections, show, unavailable) =>
    expect(suggestionsShown(sections as Record<string, SectionState>)).toEqual({ show, unavailable }),
  );
});
