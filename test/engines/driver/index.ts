/**
 * `launchEngine(name, options)`: Chromium and Firefox ESR through puppeteer-core (CDP and WebDriver BiDi),
 * WebKitGTK through WebKitWebDriver + selenium-webdriver, all behind the page API in ./types.ts.
 * `ENGINES=firefox,webkit` (comma-separated) selects engines for the suite; default all three.
 */
import { startDisplay } from './display';
import type { Engine, EngineName, LaunchOptions } from './types';
import { ENGINE_NAMES } from './types';

export * from './types';

/** The engines this run covers: `ENGINES` (comma-separated), else all three. */
export function selectedEngines(): EngineName[] {
  const wanted = (process.env.ENGINES ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (!wanted.length) return [...ENGINE_NAMES];
  const bad = wanted.filter((w) => !ENGINE_NAMES.includes(w as EngineName));
  if (bad.length) throw new Error(`ENGINES: unknown ${bad.join(', ')} (use ${ENGINE_NAMES.join(', ')})`);
  return wanted as EngineName[];
}

export async function launchEngine(name: EngineName, options: LaunchOptions = {}): Promise<Engine> {
  let display = options.display ?? options.env?.DISPLAY;
  let stopDisplay = async () => {};
  if (!display && (name === 'webkit' || options.headed)) {
    const own = await startDisplay();
    display = own.name;
    stopDisplay = () => own.stop();
  }
  try {
    // Each file loads only its engine's client (puppeteer-core or selenium-webdriver: a second or two each).
    if (name === 'webkit') return await (await import('./webkit')).launchWebKit(options, display!, stopDisplay);
    return await (await import('./puppeteer')).launchPuppeteer(name, options, display, stopDisplay);
  } catch (e) {
    await stopDisplay();
    throw e;
  }
}
