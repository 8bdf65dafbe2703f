import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import puppeteer from 'puppeteer-core';

/** What a started-once profile may not carry into a copy: locks, the session, caches of pages, crash records. */
const LEFT_OUT = new Set([
  'lock',
  '.parentlock',
  'cache2',
  'sessionstore.jsonlz4',
  'sessionstore-backups',
  'sessionCheckpoints.json',
  'crashes',
  'minidumps',
]);

/**
 * Firefox's first start in an empty profile builds its caches (its own scripts compiled into the startup cache, the
 * add-on and search databases…): 10–15 s of a launch on a loaded machine, against 3–6 s from a profile that has
 * started once. So a profile that started and quit cleanly without visiting anything is kept in the temp folder
 * (one per Firefox build; built by the first launch that finds none) and each launch gets a copy of it in `dir`:
 * to a page it is a new profile (no history, cookies, storage or cached responses), and every launch still
 * writes its own preferences into it.
 */
export async function seedFirefoxProfile(dir: string, executablePath: string, prefs: Record<string, unknown>) {
  let build: string;
  try {
    build = readFileSync(join(dirname(realpathSync(executablePath)), 'application.ini'), 'utf8');
  } catch {
    return; // Not a Firefox we know the build of: start from an empty profile.
  }
  const template = join(tmpdir(), `sp-firefox-profile-${createHash('sha1').update(build).digest('hex').slice(0, 12)}`);
  if (!existsSync(join(template, 'prefs.js'))) {
    const building = mkdtempSync(template + '-building-');
    try {
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath,
        headless: true,
        userDataDir: building,
        extraPrefsFirefox: prefs,
        timeout: 60000,
      });
      await browser.close();
      renameSync(building, template); // Another worker may have been first: then its template stays.
    } catch {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(join(template, 'prefs.js'))) return;
    }
  }
  cpSync(template, dir, { recursive: true, filter: (src) => !LEFT_OUT.has(basename(src)) });
}
