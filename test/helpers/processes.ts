import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { bounded } from './pacing';

/**
 * Stops a process a test started, and everything it started: the signal goes to its process group when it leads one
 * (spawned with `detached: true`), `signal` (SIGTERM) first, SIGKILL after `grace` ms. Then its pipes are destroyed and it is
 * unreferenced: a grandchild that inherited a pipe (MiniBrowser keeps WebKitWebDriver's stderr, Chrome's crashpad
 * handler its parent's) would otherwise hold the Jest worker open after the file's last test ("A worker process has
 * failed to exit gracefully").
 */
export async function stopProcess(
  child: ChildProcess,
  { grace = 3000, signal = 'SIGTERM' }: { grace?: number; signal?: NodeJS.Signals } = {},
): Promise<void> {
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = running() ? new Promise((resolve) => child.once('exit', () => resolve('exited'))) : undefined;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal); // the group, when the child leads one
    } catch {
      try {
        child.kill(signal);
      } catch {
        /* gone */
      }
    }
  };
  if (exited) {
    kill(signal);
    if ((await bounded(exited, grace)) !== 'exited' && signal !== 'SIGKILL') {
      kill('SIGKILL');
      await bounded(exited, grace);
    }
  }
  // The group's stragglers (a grandchild that outlived its parent) go too; no group left is not an error.
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* no such group */
    }
  }
  for (const stream of child.stdio) stream?.destroy();
  child.unref();
}

/**
 * Runs every tear-down step in order, also those after one that threw, then throws the first error: a browser that
 * would not close must not leave the demo server (and the Jest worker) running.
 */
export async function tearDown(...steps: (() => unknown)[]): Promise<void> {
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (e) {
      errors.push(e);
    }
  }
  if (errors.length) throw errors[0];
}

/** What a test started and stops: a browser or engine (`close()`), a server (`stop()`); missing ones are skipped. */
type Started = { close(): unknown } | { stop(): unknown } | null | undefined;

/** `tearDown` for what a test started: each closed or stopped in order, also after one that threw. */
export const closeAll = (...started: Started[]): Promise<void> =>
  tearDown(...started.map((s) => () => s && ('stop' in s ? s.stop() : s.close())));

/** A Node HTTP server as something `closeAll` stops: the browser's keep-alive connections dropped first. */
export const stoppable = (server: import('node:http').Server | undefined): Started =>
  server && {
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      }),
  };

/** A port no one listens on now on 127.0.0.1 (the kernel's pick), for a server that must be told its port. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
