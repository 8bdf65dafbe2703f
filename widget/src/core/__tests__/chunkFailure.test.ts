import { chunkFailure } from '../chunkFailure';

describe('chunkFailure: a pinned chunk that did not load, told by a plain fetch and a checked one', () => {
  test.each([
    // no answer to the plain fetch: the integrity fetch tells nothing more
    [null, false, 'network: no answer'],
    [null, true, 'network: no answer'],
    [404, false, 'HTTP 404'],
    [503, true, 'HTTP 503'],
    [0, false, 'HTTP 0'],
    [304, false, 'HTTP 304'],
    [200, false, 'integrity: bytes differ from the release hash'],
    [204, false, 'integrity: bytes differ from the release hash'],
    [200, true, 'integrity map refused: by Firefox ESR after a module or import map of the page, or by the CSP'],
  ])('status %p, checked fetch ok %p → %p', (status, checked, cause) =>
    expect(chunkFailure(status, checked)).toBe(cause),
  );
});
