import { setBody } from '../helpers/dom';
/**
 * The built dist/loader.js, as a host page runs it: an inline classic script in a jsdom page.
 * (jsdom can't import() the entry; the real mount is covered by the browser tests.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endLoader } from '../../loader/src/__tests__/endLoader';
import { fullEnv } from '../../widget/src/core/__tests__/fixtures';

const dist = join(__dirname, '..', '..', 'dist');
const loader = readFileSync(join(dist, 'loader.js'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
  desktop: string[];
  mobile: string[];
};
const { version } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));

function page(config: unknown) {
  // A new page: the previous run's loader, its global and its observer gone.
  endLoader();
  delete window.SearchPopup;
  setBody(
    `<script type="application/json" id="search-popup-config">${JSON.stringify(config)}</script><div id="search-popup"></div>`,
  );
}
/** Runs `code` as an inline classic script whose tag opts in to bundles on the CDN (contract §1, config rules). */
function runScript(code: string) {
  const s = document.createElement('script');
  s.setAttribute('data-asset-origin', 'https://cdn.example.com');
  s.textContent = code;
  document.body.appendChild(s);
}

let errors: jest.SpyInstance;
beforeEach(() => (errors = jest.spyOn(console, 'error').mockImplementation(() => {})));
afterEach(() => errors.mockRestore());

test('the loader is a classic script that starts with a semicolon and carries the hashed entry names', () => {
  expect(loader.startsWith(';')).toBe(true);
  expect(loader).not.toMatch(/^\s*(import|export)\s/m);
  expect(manifest.desktop[0]).toMatch(/^desktop-[\w-]+\.js$/);
  expect(manifest.mobile[0]).toMatch(/^mobile-[\w-]+\.js$/);
  for (const f of [...manifest.desktop, ...manifest.mobile]) expect(loader).toContain(JSON.stringify(f));
});

test('defines window.SearchPopup at once and resolves the desktop entry from assetBase', async () => {
  page({ device: 'desktop', env: fullEnv(), assetBase: 'https://cdn.example.com/sp/' });
  runScript(loader);
  const api = window.SearchPopup!;
  expect(api.version).toBe(version);
  for (const m of ['ready', 'open', 'close', 'setUser', 'destroy', 'on'] as const)
    expect(typeof api[m]).toBe('function');
  // jsdom has no dynamic import(): the failure names the hashed URL the loader chose.
  await expect(api.ready()).rejects.toThrow('could not load https://cdn.example.com/sp/' + manifest.desktop[0]);
});

test('a mobile device flag resolves the mobile entry', async () => {
  page({ device: 'aos', env: fullEnv(), assetBase: 'https://cdn.example.com/sp' });
  runScript(loader);
  await expect(window.SearchPopup!.ready()).rejects.toThrow(
    'could not load https://cdn.example.com/sp/' + manifest.mobile[0],
  );
});

// A bad env is refused by the entry, which jsdom cannot import: test/browser/foundation.test.ts checks it on the
// built bundles in Chromium (one console.error, ready() rejects with the message, nothing mounts).

test('included twice, the second copy returns the first', async () => {
  page({ device: 'desktop', env: fullEnv(), assetBase: 'https://cdn.example.com/sp/' });
  runScript(loader);
  const first = window.SearchPopup;
  runScript(loader);
  expect(window.SearchPopup).toBe(first);
});

test('concatenated after a script with no trailing semicolon, both still work', () => {
  page({ device: 'desktop', env: fullEnv(), assetBase: 'https://cdn.example.com/sp/' });
  const w = window as unknown as { legacy?: () => string; legacyRan?: number };
  runScript("window.legacyRan = 0; window.legacy = function () { window.legacyRan++; return 'legacy' }\n" + loader);
  expect(typeof window.SearchPopup!.ready).toBe('function');
  expect(w.legacyRan).toBe(0);
  expect(w.legacy!()).toBe('legacy');
  delete window.SearchPopup;
  runScript('window.legacy2 = function () { return 2 }' + loader);
  expect(typeof window.SearchPopup!.ready).toBe('function');
});
