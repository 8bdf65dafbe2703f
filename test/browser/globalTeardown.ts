import { SHARED_BROWSER_WS, SHARED_DEMO_DATA, SHARED_DEMO_URL } from './shared';
import { takeShared } from './sharedState';

/** Stops what ./globalSetup.ts started. */
export default async function globalTeardown(): Promise<void> {
  const shared = takeShared();
  delete process.env[SHARED_DEMO_URL];
  delete process.env[SHARED_DEMO_DATA];
  delete process.env[SHARED_BROWSER_WS];
  if (shared) await Promise.all([shared.server.close(), shared.demo.stop()]);
}
