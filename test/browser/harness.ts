import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const ROOT = join(__dirname, '..', '..');

/** The demo server as `npm start` runs it (on a free port, with a fresh database), serving the built `dist/`. */
export async function startDemo(
  env: Record<string, string> = {},
): Promise<{ url: string; dataDir: string; stop(): Promise<void> }> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sp-demo-data-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'dist-demo', 'server.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (m) resolve(m[0]);
    });
    child.once('exit', (code) => reject(new Error('demo server exited with ' + code)));
  });
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, with a fresh profile and no background networking. */
export async function launch(options: Parameters<typeof chromium.launchPersistentContext>[1] = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sp-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'ko-KR',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fails the test on anything a shopper would see go wrong: page errors and console errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push('console: ' + m.text()));
  page.on('dialog', (d) => {
    errors.push('dialog: ' + d.message());
    void d.dismiss();
  });
  return errors;
}

/** The product cells of the popup (each row's first cell), in order. */
export const products = (page: Page) => page.locator('.sp-products [role=gridcell][id]');

export { compositionSteps, typeKorean } from './ime';

/**
 * Waits until the widget has handled the last input: it records the value in the input handler and does the rest
 * after the next paint (a frame, then a task; issue 9). A frame and a task queued after its own come after it.
 */
export const afterInputWork = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
