/**
 * The engines project's one set-up: `useEngine(name, launchOptions)` registers a file's hooks — the demo server and
 * the engine, started at once (whatever started is stopped in afterAll, also when the other failed) — and returns
 * them for the file's tests. A page per journey is the file's own (`engine.newPage()`), closed after each test.
 */
import type { Demo } from './spawnDemo';
import { closeAll } from './processes';
import { startDemo } from '../engines/driver/demo';
import { launchEngine, type Engine, type EngineName, type LaunchOptions } from '../engines/driver';

export function useEngine(
  name: EngineName,
  options: LaunchOptions = {},
): { readonly demo: Demo; readonly engine: Engine } {
  let demo: Demo;
  let engine: Engine;
  beforeAll(async () => {
    const started = await Promise.allSettled([
      startDemo().then((d) => (demo = d)),
      launchEngine(name, options).then((e) => (engine = e)),
    ]);
    for (const r of started) if (r.status === 'rejected') throw r.reason;
  }, 120000);
  afterAll(() => closeAll(engine, demo), 60000);
  return {
    get demo() {
      return demo;
    },
    get engine() {
      return engine;
    },
  };
}
