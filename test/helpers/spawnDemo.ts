/** Starts the built demo server for a test (the browser and engine projects, the gateway project's end-to-end files). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from './processes';

const ROOT = join(__dirname, '..', '..');

export interface Demo {
  url: string;
  /** The partner blog on another loopback origin (host-demo/server/partnerSite.ts), allowed by the shop's gateway. */
  partnerUrl?: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The demo server as `npm start` runs it (on a free port, with a fresh database), serving the built `dist/`. */
export async function spawnDemo(env: Record<string, string> = {}): Promise<Demo> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sp-demo-data-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'dist-demo', 'server.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_TEST_MODE: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The shop's line comes first, then the partner site's (or a line saying it could not start).
  const [url, partnerUrl] = await new Promise<[string, string | undefined]>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+/);
      const p = out.match(/Partner site[^\n]*?(http:\/\/[\d.]+:\d+)/);
      if (m && (p || /Partner site not started/.test(out))) resolve([m[0], p?.[1]]);
    });
    child.once('exit', (code) => reject(new Error('demo server exited with ' + code)));
  });
  return {
    url,
    partnerUrl,
    dataDir,
    async stop() {
      await stopProcess(child);
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
