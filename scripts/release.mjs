#!/usr/bin/env node
/**
 * Versions and releases (docs/deploy.md, "Versions and releases"; the rules: scripts/releaseRules.mjs).
 *
 * `node scripts/release.mjs check` (in `npm test` after the build, and in `prepack`): when package.json's version
 * is released (`releases/<version>.json` is committed), the `dist/<version>/` just built must be exactly that
 * release's, or it fails saying what to do; every release has its dated section in CHANGELOG.md; the version never
 * goes below the last release.
 *
 * `npm run release -- <patch|minor|major|x.y.z>`: on a clean work tree, moves CHANGELOG.md's unreleased entries
 * under the new version, sets the version (package.json, package-lock.json, the package examples/ install), builds,
 * commits `releases/<version>.json` (the built dist/release.json) with them, and tags the commit `v<version>`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  changelogForRelease,
  changelogVersions,
  compareVersions,
  folderChanges,
  nextVersion,
} from './releaseRules.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const path = (...p) => join(ROOT, ...p);
const readJson = (...p) => JSON.parse(readFileSync(path(...p), 'utf8'));
/** The committed manifests (`RELEASES_DIR` replaces the folder for test/built/releaseCheck.test.ts). */
const RELEASES = process.env.RELEASES_DIR ?? path('releases');
const released = () =>
  existsSync(RELEASES)
    ? readdirSync(RELEASES)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort(compareVersions)
    : [];

/** The examples that install the package (each `package.json` under examples/): each names the last release. */
const EXAMPLES = existsSync(path('examples'))
  ? readdirSync(path('examples'))
      .map((d) => join('examples', d, 'package.json'))
      .filter((f) => existsSync(path(f)))
  : [];

function fail(lines) {
  console.error(['Release check failed:', ...lines].join('\n'));
  process.exit(1);
}

function check() {
  const { version } = readJson('package.json');
  const versions = released();
  const problems = [];
  if (versions.includes(version)) {
    if (!existsSync(path('dist', 'release.json'))) fail(['no dist/release.json: run `npm run build` first.']);
    const built = readJson('dist', 'release.json');
    const manifest = JSON.parse(readFileSync(join(RELEASES, version + '.json'), 'utf8'));
    const changes = folderChanges(version, manifest.files, built.files);
    if (built.version !== version) changes.unshift(`dist/release.json is version ${built.version}, not ${version}`);
    if (changes.length)
      problems.push(
        `dist/${version}/ differs from the released ${version} (releases/${version}.json):`,
        ...changes.slice(0, 12).map((c) => '  ' + c),
        ...(changes.length > 12 ? [`  … ${changes.length - 12} more`] : []),
        `A released version never changes: pages pin dist/${version}/ with integrity hashes. The code changed since`,
        `${version} was released, so it is a new version. While it is not released, give package.json a pre-release`,
        `version: \`npm version --no-git-tag-version ${nextVersion('patch', version, versions)}-dev\`;`,
        'to ship it: `npm run release -- patch` (or minor, major; docs/deploy.md, "Versions and releases").',
      );
  }
  const inLog = changelogVersions(readFileSync(path('CHANGELOG.md'), 'utf8'));
  for (const v of versions) if (!inLog.includes(v)) problems.push(`CHANGELOG.md has no "## [${v}] - <date>" section.`);
  if (!versions.includes(version) && inLog.includes(version))
    problems.push(
      `CHANGELOG.md dates ${version} as released, but releases/${version}.json, its record, is not committed: a build`,
      `now would write a different dist/${version}/ than the one pages pinned. Release the code as a new version:`,
      '`npm run release -- minor` (or patch, major; docs/deploy.md, "Versions and releases").',
    );
  const last = versions.at(-1);
  const name = readJson('package.json').name;
  for (const f of EXAMPLES) {
    const wanted = readJson(f).dependencies?.[name];
    if (wanted !== undefined && wanted !== (last ?? version))
      problems.push(`${f} installs ${name} ${wanted}, not the last release ${last ?? version}.`);
  }
  if (last && compareVersions(version, last) < 0)
    problems.push(`package.json's version ${version} is lower than the last release, ${last} (releases/${last}.json).`);
  if (problems.length) fail(problems);
  console.log(
    versions.includes(version)
      ? `Release check: dist/${version}/ is the released ${version}, byte for byte (releases/${version}.json).`
      : `Release check: ${version} is not released (no releases/${version}.json): dist/${version}/ is a preview, ` +
          'never deploy it as a version (npm run release, docs/deploy.md).',
  );
}

function git(...args) {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
}

function release(what) {
  if (!what) fail(['usage: npm run release -- <patch|minor|major|x.y.z>']);
  if (git('status', '--porcelain')) fail(['the work tree has changes: commit or stash them first.']);
  const pkg = readJson('package.json');
  const version = nextVersion(what, pkg.version, released());
  const date = new Date().toISOString().slice(0, 10);
  const log = changelogForRelease(readFileSync(path('CHANGELOG.md'), 'utf8'), version, date);
  writeFileSync(path('CHANGELOG.md'), log);
  const write = (file, data) => writeFileSync(path(file), JSON.stringify(data, null, 2) + '\n');
  write('package.json', { ...pkg, version });
  const lock = readJson('package-lock.json');
  lock.version = version;
  lock.packages[''].version = version;
  write('package-lock.json', lock);
  const examples = EXAMPLES.filter((f) => readJson(f).dependencies?.[pkg.name] !== undefined);
  for (const f of examples) {
    const example = readJson(f);
    write(f, { ...example, dependencies: { ...example.dependencies, [pkg.name]: version } });
  }
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const built = readJson('dist', 'release.json');
  if (built.version !== version) fail([`the build wrote version ${built.version}, not ${version}`]);
  writeFileSync(path('releases', version + '.json'), JSON.stringify(built, null, 2) + '\n');
  git('add', 'CHANGELOG.md', 'package.json', 'package-lock.json', `releases/${version}.json`, ...examples);
  git('commit', '-q', '-m', `Release ${version}`);
  git('tag', '-a', `v${version}`, '-m', `Release ${version}`);
  console.log(
    `Released ${version}: releases/${version}.json committed and tagged v${version}. Deploy dist/ (docs/deploy.md);` +
      ' push the tag with the commit.',
  );
}

const [command, arg] = process.argv.slice(2);
if (command === 'check') check();
else if (command === 'release') release(arg);
else fail(['usage: node scripts/release.mjs check | release <patch|minor|major|x.y.z>']);
