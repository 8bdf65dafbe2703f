/**
 * The built folder as the demo serves it under /static/search-popup/ (docs/deploy.md): the cache header each file
 * needs, CORS on every file (module scripts and a pinned loader tag from another origin), and the files' bytes as
 * release.json hashes them; `npm start` (no test mode) has no SRI test pages.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnDemo, type Demo } from '../helpers/spawnDemo';

jest.setTimeout(60000);

const release = JSON.parse(readFileSync(join(__dirname, '..', '..', 'dist', 'release.json'), 'utf8')) as {
  version: string;
  files: Record<string, string>;
};
const chunk = Object.keys(release.files).find((f) => /^later-.*\.js$/.test(f))!;
let demo: Demo;
let plain: Demo;

beforeAll(async () => {
  [demo, plain] = await Promise.all([spawnDemo(), spawnDemo({ DEMO_TEST_MODE: '' })]);
});
afterAll(async () => {
  await Promise.all([demo?.stop(), plain?.stop()]);
});

test.each([
  ['loader.js', 'no-cache'],
  ['release.json', 'no-cache'],
  ['manifest.json', 'no-cache'],
  [chunk, 'public, max-age=31536000, immutable'],
  [`${release.version}/loader.js`, 'public, max-age=31536000, immutable'],
  [`${release.version}/${chunk}`, 'public, max-age=31536000, immutable'],
])('%s: Cache-Control %s, CORS for any origin, the bytes release.json lists', async (file, cache) => {
  const res = await fetch(`${demo.url}/static/search-popup/${file}`, {
    headers: { Origin: 'https://partner.example' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(cache);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('content-type')).toMatch(file.endsWith('.json') ? /^application\/json/ : /^text\/javascript/);
  const body = Buffer.from(await res.arrayBuffer());
  // release.json does not list itself.
  if (file !== 'release.json')
    expect('sha384-' + createHash('sha384').update(body).digest('base64')).toBe(release.files[file]);
});

test('the SRI test pages and the tampered folder exist in test mode only', async () => {
  const page = await (await fetch(`${demo.url}/test/sri?version=pinned`)).text();
  expect(page).toContain(`integrity="${release.files[`${release.version}/loader.js`]}"`);
  expect((await fetch(`${plain.url}/test/sri?version=pinned`)).status).toBe(404);
  expect((await fetch(`${plain.url}/test/sri-tampered/entry/${release.version}/loader.js`)).status).toBe(404);
});
