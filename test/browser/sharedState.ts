import type { BrowserServer } from 'playwright-core';
import type { Demo } from '../helpers/spawnDemo';

/**
 * Global setup and teardown run in Jest's parent process but are loaded as separate modules: what the one started
 * the other stops, kept on `globalThis`.
 */
interface Shared {
  demo: Demo;
  server: BrowserServer;
}
const KEY = Symbol.for('search-popup.browser-project');
const slot = globalThis as unknown as Record<symbol, Shared | undefined>;

export const setShared = (shared: Shared) => {
  slot[KEY] = shared;
};

export function takeShared(): Shared | undefined {
  const shared = slot[KEY];
  slot[KEY] = undefined;
  return shared;
}
