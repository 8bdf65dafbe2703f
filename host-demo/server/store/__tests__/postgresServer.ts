/**
 * A throwaway PostgreSQL for a test file (the store suite, the limits test, the two-process test): Debian's
 * `postgresql` binaries (`initdb`, `pg_ctl` from /usr/lib/postgresql/<version>/bin, or on PATH) set up a cluster in a
 * temporary folder (trust auth, no fsync), start it on a free loopback port with its socket in that folder, and create
 * a database. `stop()` stops the server and removes the folder. As root (CI, this machine) the binaries run as the
 * `postgres` user, the folder handed to it: PostgreSQL refuses to run as root.
 *
 * `DATABASE_URL_TEST` (a server of your own, a role that may create databases) is used instead when set: each call
 * creates a database of its own there, and `stop()` drops it.
 *
 * Without PostgreSQL it fails (never skips): the suite is how both stores are held to one behaviour.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** A fresh, empty database: `postgresql://…`. */
  url: string;
  /** A URL for another fresh database on the same server (the first one stays as it is). */
  another(): Promise<string>;
  /** Empties the tables of the database of `url` (RESTART IDENTITY: cart ids and log ids start again). */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

const MISSING = `The store tests need PostgreSQL (they start a throwaway server of their own with initdb and pg_ctl).
Install Debian's package:  sudo apt-get install -y --no-install-recommends postgresql
(or point DATABASE_URL_TEST at a server where the role may create databases).`;

/** The folder holding initdb and pg_ctl: the newest /usr/lib/postgresql/<version>/bin, else the one on PATH. */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return join(root, versions[0], 'bin');
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.status === 0 ? which.stdout.trim() : '';
  if (initdb && existsSync(initdb.replace(/initdb$/, 'pg_ctl'))) return initdb.replace(/\/initdb$/, '');
  throw new Error(MISSING);
}

/**
 * A port no one listens on now (the kernel's pick). host-demo is a folder a shop copies, so its tests keep their own
 * copy of test/helpers/processes.ts's (layers.test.ts).
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let databases = 0;
const nextName = () => `sp_test_${process.pid}_${++databases}`;

async function createDatabase(adminUrl: string, name: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
}

async function dropDatabase(adminUrl: string, name: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

/** Empties a database's tables (a store opened after finds them empty; one opened first creates them). */
async function resetDatabase(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string }>(
      "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if (rows.length) await c.query(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY`);
  } finally {
    await c.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
};

/** A fresh database on the server of `admin` (its name kept in `made`), and how to make more; `stop` ends them. */
async function onServer(admin: string, made: string[], stop: () => Promise<void>): Promise<TestPostgres> {
  const another = async () => {
    const name = nextName();
    await createDatabase(admin, name);
    made.push(name);
    return withDatabase(admin, name);
  };
  const url = await another();
  return { url, another, reset: () => resetDatabase(url), stop };
}

/** Starts a throwaway server (or uses DATABASE_URL_TEST) and creates a database on it. */
export async function startPostgres(): Promise<TestPostgres> {
  const given = process.env.DATABASE_URL_TEST;
  if (given) {
    const made: string[] = [];
    return onServer(given, made, async () => {
      for (const name of made) await dropDatabase(given, name);
    });
  }

  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'sp-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  /** Runs a PostgreSQL binary, as `postgres` when we are root. */
  const run = (name: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]]
      : [join(bin, name), args];
    try {
      execFileSync(file, argv, { stdio: 'pipe', encoding: 'utf8', timeout: 60_000 });
    } catch (e) {
      const err = e as { stderr?: string; stdout?: string; message: string };
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`${name} failed: ${err.message}\n${err.stdout ?? ''}${err.stderr ?? ''}${serverLog}`);
    }
  };
  let started = false;
  const stopNow = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already gone */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A Jest worker that ends without the file's afterAll still stops its server.
  process.once('exit', stopNow);
  try {
    if (asRoot) {
      const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (id.status !== 0)
        throw new Error(`Running as root, the tests run PostgreSQL as the user postgres, missing here.\n${MISSING}`);
      chownSync(dir, Number(id.stdout), Number(gid.stdout));
    }
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    let port = 0;
    for (let attempt = 1; !started; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c shared_buffers=32MB',
      ].join(' ');
      try {
        run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
        started = true;
      } catch (e) {
        // The port was taken between the pick and the start: another pick.
        if (attempt >= 3) throw e;
      }
    }
    return await onServer(`postgresql://postgres@127.0.0.1:${port}/postgres`, [], async () => {
      process.removeListener('exit', stopNow);
      stopNow();
    });
  } catch (e) {
    process.removeListener('exit', stopNow);
    stopNow();
    throw e;
  }
}
