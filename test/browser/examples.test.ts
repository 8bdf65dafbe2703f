/**
 * The examples a partner or shop engineer copies (examples/README.md), each run as its engineer would, against the
 * package as it ships: the repository packed (`npm pack`, after the suite's build), the tarball installed offline into
 * a scratch copy of the example, the example served by examples/serve.mjs on an origin of its own (127.0.0.3, another
 * site than the shop's 127.0.0.1), the shop's gateway allowing those origins (`PARTNER_ORIGINS`), and in Chromium a
 * shopper types 해리, sees products and presses Enter: the shop's results page, with the example's partner id.
 *
 * - plain-html: the shop's own loader URL; with JavaScript off, the form inside the mount point searches the shop.
 * - react-vite: type-checked (`tsc --noEmit`) and built (`vite build`), the widget's files copied into the build by
 *   its vite.config.ts and served from the app's origin; its typed `searchpopup:search` listener keeps the keyword.
 * - pinned-sri: rendered by its render.mjs with the version and hash of the installed package's release.json, the
 *   loader from the package's dist/ on a CDN origin (127.0.0.4, `Access-Control-Allow-Origin: *`); the same loader
 *   with one byte changed is refused by the browser and nothing mounts.
 *
 * The examples name the demo shop at npm start's address (http://127.0.0.1:8080); the copies here name this run's.
 * React, Vite, TypeScript and the types the React example lists are linked from the repository's node_modules at
 * the versions it names (checked), not installed: npm 11 resolves a project without a lockfile from full
 * packuments, which the root's lockfile install does not leave in npm's cache, so that install can't run offline.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { serve } from '../../examples/serve.mjs';
import { closeAll } from '../helpers/processes';
import type { Demo } from '../helpers/spawnDemo';
import { widgetOn, type Widget } from '../helpers/widget';
import { launch, startDemo, tab, typeKorean, watchErrors } from './harness';

jest.setTimeout(90000);

const ROOT = join(__dirname, '..', '..');
const EXAMPLES = join(ROOT, 'examples');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const PACKAGE = '@bookmedia-shop/search-popup';
/** The shop as the examples name it: npm start's. */
const NPM_START_SHOP = 'http://127.0.0.1:8080';

type Served = Awaited<ReturnType<typeof serve>>;
let tmp: string;
let tarball: string;
let demo: Demo;
let browser: Awaited<ReturnType<typeof launch>>;
let plain: Served, react: Served, pinned: Served, cdn: Served;

const run = (cwd: string, command: string, ...args: string[]) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
/** The packed package installed into `app` as a partner installs it, offline (its dependencies are compiled in). */
const installPackage = (app: string) =>
  run(app, 'npm', 'install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball);
/** The example's files with the shop's address this run's. */
function nameShop(file: string) {
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll(NPM_START_SHOP, demo.url));
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'sp-examples-'));
  const [info] = JSON.parse(run(ROOT, 'npm', 'pack', '--json', '--ignore-scripts', '--pack-destination', tmp)) as {
    filename: string;
  }[];
  tarball = join(tmp, info.filename);
  // The examples as committed: nothing an earlier run by hand installed, built or rendered.
  cpSync(EXAMPLES, join(tmp, 'examples'), {
    recursive: true,
    filter: (f) => !/[\\/](node_modules|dist|site)$/.test(f),
  });
  // Servers first: their origins are the partners the shop's gateway answers.
  const at = (example: string, ...sub: string[]) => join(tmp, 'examples', example, ...sub);
  [plain, react, pinned, cdn] = await Promise.all([
    serve(at('plain-html')),
    serve(at('react-vite', 'dist')),
    serve(at('pinned-sri', 'site')),
    serve(join(tmp, 'cdn'), { host: '127.0.0.4', cors: true }),
  ]);
  [demo, browser] = await Promise.all([
    startDemo({ PARTNER_ORIGINS: [plain, react, pinned].map((s) => s.origin).join(',') }),
    launch({ viewport: { width: 1280, height: 900 } }),
  ]);
}, 120000);
afterAll(async () => {
  await closeAll(browser, demo, plain, react, pinned, cdn);
  rmSync(tmp, { recursive: true, force: true });
}, 60000);

/** A tab at `url`, with the page's errors watched and the widget at `host`. */
async function open(url: string, host = '#search-popup') {
  const page = await tab(browser.context);
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(url);
  return { page, errors, scripts, w: widgetOn(page, host) };
}

/** A shopper types 해리 into the box: products with 해리 in their names. */
async function findHarry(page: Page, w: Widget) {
  await w.mounted();
  await w.focus();
  await typeKorean(await browser.context.newCDPSession(page), '해리');
  const found = await w.products('해리');
  expect(found.filter((p) => p.includes('해리')).length).toBeGreaterThan(0);
}

/** …and presses Enter: the shop's results page, with the example's partner id. */
async function enterToShop(page: Page, partner: string) {
  await Promise.all([
    page.waitForURL((u) => u.origin === demo.url && u.pathname === '/search'),
    page.keyboard.press('Enter'),
  ]);
  const url = new URL(page.url());
  expect([url.searchParams.get('keyword'), url.searchParams.get('partner')]).toEqual(['해리', partner]);
  await page.getByRole('heading', { name: "'해리' 검색 결과" }).waitFor();
}

describe('plain-html: a partner page with the compact config and the shop loader', () => {
  beforeAll(() => nameShop(join(tmp, 'examples', 'plain-html', 'index.html')));

  test('the box mounts from the shop, 해리 shows products, Enter lands on the shop with the partner id', async () => {
    const { page, errors, scripts, w } = await open(plain.origin + '/');
    await findHarry(page, w);
    expect(scripts[0]).toBe(`${demo.url}/static/search-popup/loader.js`);
    await enterToShop(page, 'example-plain');
    expect(errors).toEqual([]);
  });

  test('with JavaScript off, the form inside the mount point searches the shop', async () => {
    const off = await launch({ javaScriptEnabled: false });
    try {
      const page = await off.context.newPage();
      await page.goto(plain.origin + '/');
      await page.getByRole('searchbox', { name: '검색어 입력' }).fill('해리');
      await Promise.all([page.waitForURL((u) => u.pathname === '/search'), page.keyboard.press('Enter')]);
      expect(page.url()).toBe(`${demo.url}/search?keyword=${encodeURIComponent('해리')}&partner=example-plain`);
      await page.getByRole('heading', { name: "'해리' 검색 결과" }).waitFor();
    } finally {
      await off.close();
    }
  });
});

describe('react-vite: React 19 and Vite 7, the widget self-hosted from the package', () => {
  const app = () => join(tmp, 'examples', 'react-vite');

  beforeAll(() => {
    const manifest = JSON.parse(readFileSync(join(app(), 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const { [PACKAGE]: _, ...others } = { ...manifest.dependencies, ...manifest.devDependencies };
    // The package from its tarball (npm writes it into package.json: the rest goes back after).
    writeFileSync(join(app(), 'package.json'), JSON.stringify({ ...manifest, dependencies: {}, devDependencies: {} }));
    installPackage(app());
    writeFileSync(join(app(), 'package.json'), JSON.stringify(manifest, null, 2));
    // The rest from the repository, at the versions the example names.
    for (const [name, version] of Object.entries(others)) {
      const from = join(ROOT, 'node_modules', name);
      expect([
        name,
        (JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')) as { version: string }).version,
      ]).toEqual([name, version]);
      mkdirSync(dirname(join(app(), 'node_modules', name)), { recursive: true });
      symlinkSync(from, join(app(), 'node_modules', name), 'dir');
    }
    nameShop(join(app(), 'index.html'));
    // `npm run build`, its two steps.
    expect(manifest.scripts.build).toBe('tsc --noEmit && vite build');
    run(app(), process.execPath, join(app(), 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit');
    run(app(), process.execPath, join(app(), 'node_modules', 'vite', 'bin', 'vite.js'), 'build');
  }, 120000);

  test('tsc --noEmit and vite build passed: the build holds the app and the widget folder at /search-popup/', () => {
    const built = readFileSync(join(app(), 'dist', 'index.html'), 'utf8');
    expect(built).toContain('<script src="/search-popup/loader.js" defer></script>');
    expect(JSON.parse(readFileSync(join(app(), 'dist', 'search-popup', 'release.json'), 'utf8'))).toMatchObject({
      name: PACKAGE,
      version: VERSION,
    });
  });

  test('<search-popup> in the React app: 해리 shows products, Enter lands on the shop; its listener kept the keyword', async () => {
    const { page, errors, scripts, w } = await open(react.origin + '/', 'search-popup');
    const last = page.locator('#last-search');
    expect(await last.textContent()).toBe('없음');
    await findHarry(page, w);
    // The widget's files came from the app's own folder /search-popup/; the app's bundle is its only other script.
    const own = scripts.filter((s) => !s.startsWith(react.origin + '/search-popup/'));
    expect(scripts.length - own.length).toBeGreaterThan(1);
    expect(own).toEqual([expect.stringMatching(/\/assets\/index-[\w-]+\.js$/)]);
    expect(own[0].startsWith(react.origin + '/')).toBe(true);
    await enterToShop(page, 'example-react');
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('last-search')?.textContent === '해리');
    expect(errors).toEqual([]);
  });
});

describe('pinned-sri: a page pinning a release with integrity, the loader from a CDN origin', () => {
  const site = () => join(tmp, 'examples', 'pinned-sri');
  let integrity: string;

  beforeAll(() => {
    installPackage(site());
    // The CDN: the package's dist/ as it is, and a copy whose pinned loader differs in its first byte only
    // (`;` → ` `: still a valid script that would run the same, so only the integrity check can refuse it).
    const dist = join(site(), 'node_modules', ...PACKAGE.split('/'), 'dist');
    const copyTo = (to: string) => cpSync(dist, to, { recursive: true, filter: (f) => f !== join(dist, 'types') });
    copyTo(join(tmp, 'cdn', 'search-popup'));
    copyTo(join(tmp, 'cdn', 'tampered', 'search-popup'));
    const loader = join(tmp, 'cdn', 'tampered', 'search-popup', VERSION, 'loader.js');
    const bytes = readFileSync(loader);
    expect(String.fromCharCode(bytes[0])).toBe(';');
    bytes[0] = 0x20;
    writeFileSync(loader, bytes);
    integrity = (JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as { files: Record<string, string> })
      .files[`${VERSION}/loader.js`];
    const render = (cdnFolder: string, out: string) =>
      run(site(), process.execPath, 'render.mjs', '--shop', demo.url, '--cdn', cdnFolder, '--out', join('site', out));
    render(`${cdn.origin}/search-popup`, 'index.html');
    render(`${cdn.origin}/tampered/search-popup`, 'tampered.html');
  });

  test('the rendered tag pins the version with its hash, crossorigin; the widget loads its folder, and 해리 searches', async () => {
    const html = readFileSync(join(site(), 'site', 'index.html'), 'utf8');
    expect(html).toContain(
      `<script src="${cdn.origin}/search-popup/${VERSION}/loader.js" integrity="${integrity}" crossorigin="anonymous" async></script>`,
    );
    expect(html).not.toMatch(/\{\{|"assetBase"/);
    const { page, errors, scripts, w } = await open(pinned.origin + '/');
    await findHarry(page, w);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((s) => !s.startsWith(`${cdn.origin}/search-popup/${VERSION}/`))).toEqual([]);
    await enterToShop(page, 'example-pinned');
    expect(errors).toEqual([]);
  });

  test('a loader with one byte changed is refused: no widget, the page keeps its own search form', async () => {
    const { page, errors, scripts, w } = await open(pinned.origin + '/tampered.html');
    // The async loader's check is done by the load event, which goto waited for.
    expect(scripts).toEqual([`${cdn.origin}/tampered/search-popup/${VERSION}/loader.js`]);
    expect(await page.evaluate(() => typeof window.SearchPopup)).toBe('undefined');
    expect(await w.isMounted()).toBe(false);
    expect(errors.join('\n')).toMatch(/integrity/);
    await page.getByRole('searchbox', { name: '검색어 입력' }).fill('해리');
    await Promise.all([page.waitForURL((u) => u.pathname === '/search'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('partner')).toBe('example-pinned');
  });
});
