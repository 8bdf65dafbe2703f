/**
 * @jest-environment node
 *
 * `node scripts/release.mjs check` (in `npm test` after the build, and before `npm pack`) on the build just made:
 * a released version's folder that came out different fails, naming the files and saying what to do; the
 * committed releases pass. `RELEASES_DIR` points the script at a scratch copy of the manifests.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const built = JSON.parse(readFileSync(join(ROOT, 'dist', 'release.json'), 'utf8')) as {
  files: Record<string, string>;
};
let releases: string;
beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'sp-releases-'));
  if (existsSync(join(ROOT, 'releases'))) cpSync(join(ROOT, 'releases'), releases, { recursive: true });
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

const check = () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), 'check'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releases },
  });
  return { status: r.status, out: r.stdout + r.stderr };
};

test('this build passes: a released version is byte for byte its manifest, an unreleased one says so', () => {
  const { status, out } = check();
  expect(out).toMatch(
    existsSync(join(releases, version + '.json'))
      ? `dist/${version}/ is the released ${version}, byte for byte`
      : `${version} is not released`,
  );
  expect(status).toBe(0);
});

test('a released version whose folder came out different fails, naming the file and the next step', () => {
  // The build as if released with one chunk of another content: what a changed widget file without a version bump is.
  const chunk = Object.keys(built.files).find((f) => f.startsWith(version + '/later-'))!;
  const files = { ...built.files, [chunk]: 'sha384-' + 'A'.repeat(64) };
  writeFileSync(join(releases, version + '.json'), JSON.stringify({ ...built, files }));
  // A released version has its dated section in CHANGELOG.md (checked too): this one is that release.
  const { status, out } = check();
  expect(status).toBe(1);
  expect(out).toContain(`dist/${version}/ differs from the released ${version} (releases/${version}.json):`);
  expect(out).toContain(`changed ${chunk}`);
  expect(out).toContain('A released version never changes');
  expect(out).toMatch(/npm version --no-git-tag-version \d+\.\d+\.\d+-dev/);
  expect(out).toContain('npm run release -- patch');
});
