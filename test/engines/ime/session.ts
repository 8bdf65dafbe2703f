import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startDisplay } from '../driver/display';
import { poll } from '../../helpers/pacing';
import { stopProcess, tearDown } from '../../helpers/processes';

const run = promisify(execFile);

/**
 * A real Korean input method for browser tests: Xvfb on a free display, a private D-Bus session, ibus-daemon with
 * ibus-hangul in Hangul mode, all in a private HOME/XDG tree that is removed on stop. Browsers started with
 * `session.env` type Hangul through it when keys are sent as real X input (`session.type`, `session.key`: xdotool
 * without `--window`, which would bypass the IME). The recipe and its traps: shared/real-ime.md, docs/ime.md.
 */
export interface ImeSession {
  /** `:N`, the Xvfb display. */
  display: string;
  /** The environment every browser must be started with (display, bus, ibus IM modules, the private HOME). */
  env: Record<string, string>;
  /** `xdotool type --delay <ms> <text>` as real X key events: 2-beolsik keys (`ekfqlc` → 달빛). */
  type(text: string, delayMs?: number): Promise<void>;
  /** `xdotool key <keysym…>` (Return, BackSpace, Down, Escape…). */
  key(...keys: string[]): Promise<void>;
  /**
   * Gives X focus to the browser's window (there is no window manager): the last visible window of process `pid`,
   * or else of WM_CLASS `wmClass`.
   */
  focusWindow(wmClass: string, pid?: number): Promise<void>;
  /** Moves the X pointer to screen pixel (x, y); `click` also clicks there (a real X click; focus the window first). */
  pointer(x: number, y: number, click?: boolean): Promise<void>;
  /** Moves the X pointer through these screen pixels, in one xdotool run (each move is a real X motion). */
  pointerPath(points: readonly (readonly [number, number])[]): Promise<void>;
  /** Back to Hangul mode: ibus-hangul's off-key is Escape, so switch the engine away and back. */
  resetHangul(): Promise<void>;
  /** The current ibus engine name. */
  engine(): Promise<string>;
  stop(): Promise<void>;
}

/** What the recipe needs, and the Debian package that brings each one. */
const NEEDS: [string, string][] = [
  ['/usr/bin/Xvfb', 'xvfb'],
  ['/usr/bin/dbus-daemon', 'dbus-daemon (dbus-x11)'],
  ['/usr/bin/ibus-daemon', 'ibus'],
  ['/usr/bin/ibus', 'ibus'],
  ['/usr/libexec/ibus-engine-hangul', 'ibus-hangul'],
  ['/usr/lib/x86_64-linux-gnu/gtk-3.0/3.0.0/immodules/im-ibus.so', 'ibus-gtk3'],
  ['/usr/lib/x86_64-linux-gnu/gtk-4.0/4.0.0/immodules/libim-ibus.so', 'ibus-gtk4'],
  ['/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', 'dconf-gsettings-backend'],
  ['/usr/bin/gsettings', 'libglib2.0-bin'],
  ['/usr/bin/xdotool', 'xdotool'],
];

/** The packages missing for a real IME, or an empty list. */
export function missingImePackages(): string[] {
  return [...new Set(NEEDS.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg))];
}

/** Reads the first line a child writes to one of its file descriptors (Xvfb -displayfd, dbus --print-address). */
function firstLine(child: ChildProcess, fd: number, what: string, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = child.stdio[fd] as NodeJS.ReadableStream;
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs} ms`)), timeoutMs);
    stream.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) {
        clearTimeout(timer);
        resolve(out.slice(0, nl).trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code} before it was ready`));
    });
  });
}

export async function startImeSession({ width = 1920, height = 1080 } = {}): Promise<ImeSession> {
  const missing = missingImePackages();
  if (missing.length) {
    throw new Error(
      `A real Korean IME needs these Debian packages: ${missing.join(', ')}. Install: apt-get install -y --no-install-recommends ` +
        'xvfb dbus-x11 ibus ibus-hangul ibus-gtk3 ibus-gtk4 dconf-gsettings-backend dconf-cli xdotool (see docs/ime.md)',
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'sp-ime-'));
  const dirs = {
    HOME: join(root, 'home'),
    XDG_CONFIG_HOME: join(root, 'config'),
    XDG_CACHE_HOME: join(root, 'cache'),
    XDG_DATA_HOME: join(root, 'data'),
    XDG_RUNTIME_DIR: join(root, 'run'),
  };
  for (const d of Object.values(dirs)) mkdirSync(d, { recursive: true, mode: 0o700 });
  chmodSync(dirs.XDG_RUNTIME_DIR, 0o700);
  const children: ChildProcess[] = [];
  const stops: (() => Promise<void>)[] = [];
  const base: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', ...dirs };

  // Each daemon leads its own process group: its helpers (ibus-x11, ibus-engine-hangul, dconf-service…) go too. Every
  // step runs even when one before it threw; the first error is thrown after.
  const stop = () =>
    tearDown(...children.reverse().map((child) => () => stopProcess(child)), ...stops, () =>
      rmSync(root, { recursive: true, force: true }),
    );

  try {
    // 5. Xvfb on a free display (the engines' display helper: Xvfb -displayfd).
    const xvfb = await startDisplay({ width, height });
    stops.push(() => xvfb.stop());
    const display = xvfb.name;

    // A private session bus: ibus, dconf (GSettings) and the browsers' IM modules talk over it.
    const dbus = spawn(
      'dbus-daemon',
      [
        '--session',
        '--nofork',
        '--nopidfile',
        '--print-address=1',
        `--address=unix:path=${join(dirs.XDG_RUNTIME_DIR, 'bus')}`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'], env: base, detached: true },
    );
    children.push(dbus);
    const bus = await firstLine(dbus, 1, 'dbus-daemon --session');

    const env: Record<string, string> = {
      ...base,
      DISPLAY: display,
      DBUS_SESSION_BUS_ADDRESS: bus,
      // 1. Without these (and ibus-gtk3/4) the browsers' GTK IM context never reaches ibus: typing stays Latin.
      GTK_IM_MODULE: 'ibus',
      XMODIFIERS: '@im=ibus',
      QT_IM_MODULE: 'ibus',
      NO_AT_BRIDGE: '1',
    };
    const sh = (cmd: string, args: string[]) => run(cmd, args, { env, timeout: 10_000 });

    // 2–3. ibus-hangul starts in Latin mode unless GSettings (dconf, not memory) says otherwise before it starts.
    await sh('gsettings', ['set', 'org.freedesktop.ibus.engine.hangul', 'initial-input-mode', 'hangul']);
    const mode = (
      await sh('gsettings', ['get', 'org.freedesktop.ibus.engine.hangul', 'initial-input-mode'])
    ).stdout.trim();
    if (mode !== "'hangul'")
      throw new Error(`gsettings did not keep initial-input-mode (got ${mode}): is dconf-gsettings-backend installed?`);

    // 3. Not daemonized, a child of this process for the whole run (1.5.27 exits when its parent process dies).
    const ibus = spawn('ibus-daemon', ['-r', '-x', '--panel', 'disable'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
      detached: true,
    });
    children.push(ibus);
    let ibusLog = '';
    ibus.stderr!.on('data', (d: Buffer) => (ibusLog += d.toString()));

    const engineName = async () => (await sh('ibus', ['engine'])).stdout.trim();
    const setEngine = (name: string) => {
      let error = '';
      return poll(
        async () => {
          try {
            await sh('ibus', ['engine', name]);
            if ((await engineName()) === name) return true;
          } catch (e) {
            error = (e as Error).message;
          }
          if (ibus.exitCode !== null) throw new Error(`ibus-daemon exited with ${ibus.exitCode}: ${ibusLog}`);
        },
        { timeout: 30_000, every: 200, message: `ibus engine ${name}` },
      ).catch((e: Error) => {
        throw new Error(`${e.message}; last error: ${error}\n${ibusLog}`);
      });
    };
    await setEngine('hangul');

    const xdo = async (args: string[]) => void (await run('xdotool', args, { env, timeout: 30_000 }));
    return {
      display,
      env,
      type: (text, delayMs = 40) => xdo(['type', '--delay', String(delayMs), text]),
      key: (...keys) => xdo(['key', '--delay', '40', ...keys]),
      async focusWindow(wmClass, pid) {
        const by = pid ? ['--pid', String(pid)] : ['--class', wmClass];
        const ids = await poll(
          async () => {
            const found = (
              await run('xdotool', ['search', '--onlyvisible', ...by], { env }).catch(() => ({ stdout: '' }))
            ).stdout
              .split('\n')
              .filter(Boolean);
            return found.length ? found : null;
          },
          { timeout: 30_000, every: 100, message: `no visible X window of class "${wmClass}"` },
        );
        // 6. No window manager: focus the window ourselves.
        await xdo(['windowfocus', '--sync', ids[ids.length - 1]]);
      },
      async pointer(x, y, click = false) {
        // Not `--sync`: it waits for the pointer to move, and hangs for seconds when it is already there.
        await xdo([
          'mousemove',
          String(Math.round(x)),
          String(Math.round(y)),
          'sleep',
          '0.05',
          ...(click ? ['click', '1'] : []),
        ]);
      },
      async pointerPath(points) {
        await xdo(
          points.flatMap(([x, y]) => ['mousemove', String(Math.round(x)), String(Math.round(y)), 'sleep', '0.05']),
        );
      },
      async resetHangul() {
        await setEngine('xkb:us::eng');
        await setEngine('hangul');
      },
      engine: engineName,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
