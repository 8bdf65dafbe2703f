import { spawn, type ChildProcess } from 'node:child_process';
import { stopProcess } from '../../helpers/processes';

/** A private X display: `Xvfb -displayfd` picks a free display number and tells us which one it took. */
export interface Display {
  /** `:N`, for `DISPLAY`. */
  readonly name: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * Starts Xvfb on a free display (WebKitGTK's MiniBrowser needs one even when nobody looks; headed runs need one
 * too). The screen is 1920×1080×24 so that a 1440×900 window fits. Stop it with `stop()` when done.
 */
export async function startDisplay({
  width = 1920,
  height = 1080,
}: { width?: number; height?: number } = {}): Promise<Display> {
  const child: ChildProcess = spawn(
    'Xvfb',
    // No key autorepeat for a minute: on a loaded machine xdotool's release can come late, and the X server would
    // type the key again (ㄷㄷㅂ for `eq`).
    ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp', '-noreset', '-ardelay', '60000'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const name = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 20 s: ' + stderr)), 20000);
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(':' + out.trim());
      }
    });
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(new Error('Xvfb could not start (apt-get install xvfb): ' + e.message));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with ${code}: ${stderr}`));
    });
  });
  return {
    name,
    pid: child.pid!,
    stop: () => stopProcess(child),
  };
}
