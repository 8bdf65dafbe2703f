/**
 * The rules of a release (docs/deploy.md, "Versions and releases"), apart from the files and git they act on so
 * that `test/built/releaseRules.test.ts` states them as tables.
 *
 * - A version is released when `releases/<version>.json` is committed: that release's `dist/release.json`, every
 *   file of the deployable folder with its SHA-384.
 * - A released version never changes: the versioned folder `dist/<version>/` a build writes must be, file for file
 *   and byte for byte, the one in that manifest (pages pin it with `integrity`).
 */

/** `[major, minor, patch, pre]` of a semantic version (`pre` the pre-release text or ''), or null. */
export function parseVersion(v) {
  const m = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?$/.exec(v);
  return m ? [+m[1], +m[2], +m[3], m[4] ?? ''] : null;
}

/** Semantic versions' order (a pre-release before its release; pre-releases compared as text, enough here). */
export function compareVersions(a, b) {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) throw new Error(`not a semantic version: ${x ? b : a}`);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  if (x[3] === y[3]) return 0;
  if (!x[3] || !y[3]) return x[3] ? -1 : 1;
  return x[3] < y[3] ? -1 : 1;
}

/**
 * The version a `npm run release -- <what>` makes: `patch`, `minor` or `major` counted from the last release (or
 * from the current version's numbers when nothing was released), or an explicit version; never one already
 * released or lower than the last release, never a pre-release.
 */
export function nextVersion(what, current, released) {
  const last = released.reduce((a, v) => (a && compareVersions(a, v) > 0 ? a : v), null);
  const from = parseVersion(last ?? current);
  if (!from) throw new Error(`package.json's version is not a semantic version: ${current}`);
  const [major, minor, patch] = from;
  const bumped = {
    major: `${major + 1}.0.0`,
    minor: `${major}.${minor + 1}.0`,
    patch: `${major}.${minor}.${patch + 1}`,
  };
  // Nothing released yet: `patch` of 0.3.0-dev is 0.3.0 itself (the version being prepared).
  const v = what in bumped ? (!last && from[3] ? `${major}.${minor}.${patch}` : bumped[what]) : what;
  const parsed = parseVersion(v);
  if (!parsed) throw new Error(`not a version, nor patch, minor or major: ${what}`);
  if (parsed[3]) throw new Error(`a release has no pre-release part: ${v}`);
  if (released.includes(v)) throw new Error(`${v} is released already (releases/${v}.json)`);
  if (last && compareVersions(v, last) < 0) throw new Error(`${v} is lower than the last release, ${last}`);
  return v;
}

/**
 * What differs between the versioned folder of a released manifest and of a build (`files` maps of release.json):
 * one line per file added, removed or changed. Empty when the build is the release.
 */
export function folderChanges(version, released, built) {
  const prefix = version + '/';
  const pick = (files) => Object.fromEntries(Object.entries(files).filter(([f]) => f.startsWith(prefix)));
  const was = pick(released);
  const now = pick(built);
  const lines = [];
  for (const f of Object.keys(was).sort())
    if (!(f in now)) lines.push(`removed ${f}`);
    else if (now[f] !== was[f]) lines.push(`changed ${f}`);
  for (const f of Object.keys(now).sort()) if (!(f in was)) lines.push(`added ${f}`);
  return lines;
}

/**
 * CHANGELOG.md with its `## [Unreleased]` section's entries moved under `## [version] - date`, an empty
 * `## [Unreleased]` above it, and the compare links at the end following. Throws when nothing is unreleased.
 */
export function changelogForRelease(text, version, date) {
  const head = /^## \[Unreleased\][^\n]*\n/m.exec(text);
  if (!head) throw new Error('CHANGELOG.md has no "## [Unreleased]" section');
  const start = head.index + head[0].length;
  const next = text.slice(start).search(/^## \[/m);
  const end = next < 0 ? text.length : start + next;
  const entries = text.slice(start, end).replace(/^\[[^\]]+\]: .*\n?/gm, '');
  if (!/\S/.test(entries)) throw new Error('CHANGELOG.md: nothing under "## [Unreleased]" to release');
  let out = text.slice(0, start) + `\n## [${version}] - ${date}\n` + text.slice(start);
  const link = /^\[Unreleased\]: (.*)\/compare\/v([^.\s][^\s]*?)\.\.\.HEAD$/m.exec(out);
  if (link) {
    const base = link[1];
    out = out.replace(
      link[0],
      `[Unreleased]: ${base}/compare/v${version}...HEAD\n[${version}]: ${base}/compare/v${link[2]}...v${version}`,
    );
  }
  return out;
}

/** The versions CHANGELOG.md has a dated section for (`## [1.2.3] - 2026-12-05`). */
export function changelogVersions(text) {
  return [...text.matchAll(/^## \[(\d[^\]]*)\] - \d{4}-\d{2}-\d{2}/gm)].map((m) => m[1]);
}
