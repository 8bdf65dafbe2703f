/**
 * @jest-environment node
 *
 * The release rules (scripts/releaseRules.mjs, docs/deploy.md "Versions and releases") as tables.
 */
import {
  changelogForRelease,
  changelogVersions,
  compareVersions,
  folderChanges,
  nextVersion,
  parseVersion,
} from '../releaseRules.mjs';

test.each([
  ['0.3.0', [0, 3, 0, '']],
  ['1.12.4-dev', [1, 12, 4, 'dev']],
  ['0.3.1-rc.1', [0, 3, 1, 'rc.1']],
  ['01.2.3', null],
  ['1.2', null],
  ['v1.2.3', null],
  ['1.2.3-', null],
])('parseVersion(%s)', (v, parsed) => expect(parseVersion(v)).toEqual(parsed));

test.each([
  ['0.2.0', '0.3.0', -1],
  ['0.10.0', '0.9.9', 1],
  ['1.0.0', '1.0.0', 0],
  ['0.3.1-dev', '0.3.1', -1],
  ['0.3.1', '0.3.1-dev', 1],
  ['0.3.1-dev', '0.3.0', 1],
  ['0.3.1-a', '0.3.1-b', -1],
])('compareVersions(%s, %s) is %i', (a, b, order) => expect(compareVersions(a, b)).toBe(order));

test.each([
  // what, package.json's version, released versions → the release's version (or the error)
  ['minor', '0.2.0', [], '0.3.0'],
  ['patch', '0.2.0', [], '0.2.1'],
  ['major', '0.2.0', [], '1.0.0'],
  ['patch', '0.3.0-dev', [], '0.3.0'],
  ['patch', '0.3.1-dev', ['0.3.0'], '0.3.1'],
  ['minor', '0.3.1-dev', ['0.2.0', '0.3.0'], '0.4.0'],
  ['0.5.0', '0.3.1-dev', ['0.3.0'], '0.5.0'],
  ['0.3.0', '0.3.1-dev', ['0.3.0'], /released already/],
  ['0.2.5', '0.3.1-dev', ['0.3.0'], /lower than the last release, 0\.3\.0/],
  ['0.4.0-rc.1', '0.3.1-dev', ['0.3.0'], /no pre-release part/],
  ['next', '0.3.1-dev', ['0.3.0'], /not a version, nor patch, minor or major/],
])('nextVersion(%s) from %s after %j', (what, current, released, expected) => {
  if (expected instanceof RegExp) expect(() => nextVersion(what, current, released)).toThrow(expected);
  else expect(nextVersion(what, current, released)).toBe(expected);
});

const RELEASED = {
  'loader.js': 'sha384-a',
  'desktop-1.js': 'sha384-b',
  '0.3.0/loader.js': 'sha384-c',
  '0.3.0/desktop-1.js': 'sha384-d',
  '0.3.0/later-1.js': 'sha384-e',
};
test.each([
  ['the same build', RELEASED, []],
  ['only the unversioned files differ', { ...RELEASED, 'loader.js': 'sha384-x', 'desktop-2.js': 'sha384-y' }, []],
  ['a changed chunk', { ...RELEASED, '0.3.0/later-1.js': 'sha384-z' }, ['changed 0.3.0/later-1.js']],
  [
    'a renamed chunk (new code, new hash in its name)',
    { ...RELEASED, '0.3.0/desktop-1.js': undefined, '0.3.0/desktop-2.js': 'sha384-f' },
    ['removed 0.3.0/desktop-1.js', 'added 0.3.0/desktop-2.js'],
  ],
])('folderChanges: %s', (_name, built, lines) => {
  const files = Object.fromEntries(Object.entries(built).filter(([, h]) => h !== undefined)) as Record<string, string>;
  expect(folderChanges('0.3.0', RELEASED, files)).toEqual(lines);
});

const LOG = `# Changelog

Intro.

## [Unreleased]

### Added

- A thing.

## [0.2.0] - 2026-11-27

### Added

- The first thing.

[Unreleased]: https://example.com/search-popup/compare/v0.2.0...HEAD
[0.2.0]: https://example.com/search-popup/releases/v0.2.0
`;

test('changelogForRelease: the unreleased entries go under the new version, an empty [Unreleased] stays above', () => {
  const out = changelogForRelease(LOG, '0.3.0', '2026-12-05');
  expect(out).toBe(`# Changelog

Intro.

## [Unreleased]

## [0.3.0] - 2026-12-05

### Added

- A thing.

## [0.2.0] - 2026-11-27

### Added

- The first thing.

[Unreleased]: https://example.com/search-popup/compare/v0.3.0...HEAD
[0.3.0]: https://example.com/search-popup/compare/v0.2.0...v0.3.0
[0.2.0]: https://example.com/search-popup/releases/v0.2.0
`);
  expect(changelogVersions(out)).toEqual(['0.3.0', '0.2.0']);
  // Released: nothing is left to release.
  expect(() => changelogForRelease(out, '0.3.1', '2026-12-06')).toThrow(/nothing under "## \[Unreleased\]"/);
});

test('changelogForRelease refuses a changelog without an [Unreleased] section', () => {
  expect(() => changelogForRelease('# Changelog\n', '0.3.0', '2026-12-05')).toThrow(/no "## \[Unreleased\]"/);
});
