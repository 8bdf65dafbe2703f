/**
 * The demo shop in process for a gateway-project test file (no build): its own data folder, a free loopback port,
 * started before the file's tests and stopped (its database closed, its folder removed) after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoServer } from '../main';

type Options = Omit<NonNullable<Parameters<typeof createDemoServer>[0]>, 'dataDir' | 'catalogueFile'>;

/** The headers of a browser's own navigation to the results page (the search box's form, a typed address). */
export const NAVIGATE = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'same-origin' };

/** Registers the file's start and stop; the handle's `base` and `demo` are set once the server listens. */
export function useInProcessDemo(options: Options = {}) {
  const handle = { base: '', demo: undefined as unknown as ReturnType<typeof createDemoServer> };
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sp-demo-'));
    const catalogueFile = join(__dirname, '..', '..', 'data', 'catalogue.json');
    handle.demo = createDemoServer({ dataDir: dir, catalogueFile, ...options });
    await new Promise<void>((r) => handle.demo.server.listen(0, '127.0.0.1', r));
    handle.base = `http://127.0.0.1:${(handle.demo.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => handle.demo.server.close(r));
    await handle.demo.shop.store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return handle;
}
