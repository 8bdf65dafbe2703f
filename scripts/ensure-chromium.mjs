#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium (Playwright's own browser download can't reach its servers here).
 * When it is missing and we may install packages (root with apt-get), install it with the Korean font;
 * otherwise say exactly what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasFont = () => spawnSync('dpkg', ['-s', 'fonts-nanum'], { stdio: 'ignore' }).status === 0;
if (existsSync(path) && (process.env.CHROMIUM_PATH || hasFont())) process.exit(0);

const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!canInstall) {
  console.error(`The browser tests need Chromium at ${path} and the Nanum fonts for Hangul.
Install them with:  sudo apt-get install -y chromium fonts-nanum
or point CHROMIUM_PATH at a Chromium binary.`);
  process.exit(1);
}
console.log('Installing Debian chromium and fonts-nanum for the browser tests (about a minute)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-nanum'], {
  stdio: 'inherit',
  env,
});
