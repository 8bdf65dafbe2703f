/**
 * @jest-environment node
 *
 * The deployable folder `npm run build` writes (docs/deploy.md): `dist/release.json` lists every file with the SRI
 * hash of its bytes, the versioned folder holds the pinned loader and a copy of every chunk, and the pinned loader
 * carries the integrity of exactly those copies (the ones it loads), while `loader.js` carries none.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const dist = join(ROOT, 'dist');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const release = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as {
  name: string;
  version: string;
  loader: string;
  pinnedLoader: string;
  files: Record<string, string>;
};
const sri = (file: string) =>
  'sha384-' +
  createHash('sha384')
    .update(readFileSync(join(dist, file)))
    .digest('base64');
/** Every file under dist/ but the npm package's types and release.json itself. */
const list = (dir: string): string[] =>
  readdirSync(join(dist, dir)).flatMap((f) => {
    const rel = dir ? dir + '/' + f : f;
    if (rel === 'types' || rel === 'release.json') return [];
    return statSync(join(dist, rel)).isDirectory() ? list(rel) : [rel];
  });

test('release.json names the version from package.json and both loaders', () => {
  expect(release).toMatchObject({
    name: '@bookmedia-shop/search-popup',
    version,
    loader: 'loader.js',
    pinnedLoader: `${version}/loader.js`,
  });
});

test('release.json lists every file of the folder, each with the sha384 of its bytes', () => {
  expect(Object.keys(release.files).sort()).toEqual(list('').sort());
  for (const [file, hash] of Object.entries(release.files)) {
    expect(hash).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect([file, hash]).toEqual([file, sri(file)]);
  }
});

test('the versioned folder: the pinned loader and a copy of every hashed chunk', () => {
  const chunks = list('').filter((f) => /^[^/]+-[\w-]{8}\.js$/.test(f));
  expect(chunks.length).toBeGreaterThan(5);
  expect(list(version).sort()).toEqual([...chunks.map((c) => `${version}/${c}`), `${version}/loader.js`].sort());
  // The copies retry a failed import at the same URL (the one the integrity map lists), never with `?retry=N`.
  for (const c of chunks) {
    const pinned = readFileSync(join(dist, version, c), 'utf8');
    expect(pinned).not.toContain('?retry=');
    if (readFileSync(join(dist, c), 'utf8').includes('?retry='))
      expect(pinned).toMatch(/\.catch\(\(\)=>import\(\w+\)\)/);
  }
});

test('the pinned loader carries the integrity of each versioned chunk, loader.js none', () => {
  const pinned = readFileSync(join(dist, version, 'loader.js'), 'utf8');
  const chunks = Object.keys(release.files).filter((f) => f.startsWith(version + '/') && !f.endsWith('/loader.js'));
  for (const f of chunks) expect(pinned).toContain(`"${f.slice(version.length + 1)}":"${release.files[f]}"`);
  expect(pinned).toContain('importmap');
  const loader = readFileSync(join(dist, 'loader.js'), 'utf8');
  expect(loader).not.toContain('sha384-');
  expect(loader).not.toContain('importmap');
  expect(loader).toContain(`version:"${version}"`);
});
