import { chromium } from 'playwright-core';
import { spawnDemo } from '../helpers/spawnDemo';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_BROWSER_WS, SHARED_DEMO_DATA, SHARED_DEMO_URL } from './shared';
import { setShared } from './sharedState';

/**
 * The browser project's one demo server and one Chromium (a browser server each test file connects to), started
 * once per run; the test workers find them through the environment (./shared.ts) and ./globalTeardown.ts stops them.
 */
export default async function globalSetup(): Promise<void> {
  const [demo, server] = await Promise.all([
    spawnDemo(),
    chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
  ]);
  process.env[SHARED_DEMO_URL] = demo.url;
  process.env[SHARED_DEMO_DATA] = demo.dataDir;
  process.env[SHARED_BROWSER_WS] = server.wsEndpoint();
  setShared({ demo, server });
}
