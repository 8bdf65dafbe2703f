#!/usr/bin/env node
/**
 * `npm test` drives Debian's browsers: Chromium (its headless shell for the browser suite, the full browser for the
 * engine journeys), Firefox ESR and WebKitGTK (WebKitWebDriver + MiniBrowser) for the engine journeys, under Xvfb,
 * with the Nanum fonts for Hangul, and ibus-hangul + xdotool for the real-IME tests (shared recipe: xvfb, dbus-x11,
 * ibus, the GTK IM modules, dconf); and PostgreSQL for the store suite (host-demo/server/store/__tests__/: it starts a
 * throwaway server of its own with the package's initdb and pg_ctl).
 * When a package is missing and we may install (root with apt-get), install them all; otherwise say what to install.
 * (scripts/ensure-chromium.mjs stays for `npm run bench`, which needs Chromium only.)
 */
import { execFileSync, spawnSync } from 'node:child_process';

export const PACKAGES = [
  'xvfb',
  'dbus-x11',
  'ibus',
  'ibus-hangul',
  'ibus-gtk3',
  'ibus-gtk4',
  'dconf-gsettings-backend',
  'dconf-cli',
  'xdotool',
  'chromium',
  'chromium-headless-shell',
  'firefox-esr',
  'webkit2gtk-driver',
  'fonts-nanum',
  'postgresql',
];

const installed = (name) => {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('install ok installed');
};
// CHROMIUM_PATH points at a Chromium of the user's own: then the Debian package isn't needed.
const missing = PACKAGES.filter((p) => !(p.startsWith('chromium') && process.env.CHROMIUM_PATH) && !installed(p));
if (!missing.length) process.exit(0);

const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!canInstall) {
  console.error(`The browser and store tests need these Debian packages, missing here: ${missing.join(' ')}
Install them with:  sudo apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`);
  process.exit(1);
}
console.log(`Installing ${missing.join(' ')} for the browser and store tests (a few minutes)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
