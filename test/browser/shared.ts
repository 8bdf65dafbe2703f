import { join } from 'node:path';

/**
 * What the browser project shares between its test files: one demo server and one Chromium, started once per run
 * by ./globalSetup.ts and handed to the test workers through these environment variables (./harness.ts reads them).
 */
export const SHARED_DEMO_URL = 'SP_SHARED_DEMO_URL';
export const SHARED_DEMO_DATA = 'SP_SHARED_DEMO_DATA';
export const SHARED_BROWSER_WS = 'SP_SHARED_BROWSER_WS';

/**
 * What Playwright starts as Chromium: `CHROMIUM_PATH`, else Debian's `chromium-headless-shell`, else
 * /usr/bin/chromium, through ./chromium.sh, which merges Playwright's `--disable-features` list with ours below
 * (Chromium honours only the last one). The headless shell is the same Chromium release (Blink, V8, the layout every
 * visibility assertion measures) without the browser's own UI, which the new headless mode of /usr/bin/chromium
 * builds for every page; it is what Playwright's own headless runs use. Measured on this machine, the browser
 * project took 247.6 s with /usr/bin/chromium and 195.4 s with the shell, one run after the other (issue 17).
 * The real browsers a shopper uses (full Chromium, Firefox, WebKit) are the engines project's.
 */
export const CHROMIUM = join(__dirname, 'chromium.sh');

/**
 * Debian's Chromium, headless, with no background networking. Chromium 156's new headless mode still builds the
 * browser's own UI for every window, and with it the omnibox popup, now a WebUI page: a renderer that loads and
 * runs chrome://omnibox-popup.top-chrome for each page a test opens (measured: about 1 s of CPU per page, nearly
 * half of all the CPU a test page costs). No test looks at the omnibox, so these two features are off
 * (./chromium.sh keeps Playwright's own list beside them; puppeteer merges the lists itself).
 */
export const CHROMIUM_ARGS = [
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
