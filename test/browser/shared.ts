/**
 * What the browser project shares between its test files: one demo server and one Chromium, started once per run
 * by ./globalSetup.ts and handed to the test workers through these environment variables (./harness.ts reads them).
 */
export const SHARED_DEMO_URL = 'SP_SHARED_DEMO_URL';
export const SHARED_DEMO_DATA = 'SP_SHARED_DEMO_DATA';
export const SHARED_BROWSER_WS = 'SP_SHARED_BROWSER_WS';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, with no background networking. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
