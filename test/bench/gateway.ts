/**
 * npm run bench:gateway — the reference gateway at 100k and 1M generated products. For each size a server
 * process (one core) builds the catalogue and index, then this process replays a fixed query set (Korean
 * prefixes, chosung, partial syllables, English, layout, misses) over HTTP keep-alive, one request at a time,
 * and prints p50/p95/p99 latency, queries per second and the server's memory.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from '../../host-demo/server/catalogue';
import { generateCatalogue } from './generate';
import { createDemoServer } from '../../host-demo/server/main';
import { createShop } from '../../host-demo/server/shop';
import { openSqliteStore } from '../../host-demo/server/store/sqlite';

const QUERIES = [
  '해',
  '해리',
  '해리ㅍ',
  '해리퐅',
  '한강',
  '어린 왕',
  '어린왕',
  '트렌드 코리아',
  'ㅎㄹㅍㅌ',
  'ㅊㅅㅈㅇㅈ',
  'ㅂㅍㅎ',
  '불편한 편ㅇ',
  '작별',
  'harry',
  'clean code',
  'gofl',
  'dkfaps',
  '사피',
  'zzqqxx',
  '뷁뷁뷁',
];
const ROUNDS = 25;
const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const here = fileURLToPath(import.meta.url);

async function serve(count: number) {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-bench-'));
  const catalogue = generateCatalogue(loadCatalogue(join(REPO, 'host-demo', 'data', 'catalogue.json')), count);
  const generated = Date.now();
  const shop = createShop({ dataDir, catalogue });
  // The bench measures the gateway's own speed from one client: no per-client budget (host-demo/server/gateway/clientBudget.ts).
  const { server } = createDemoServer({ shop, clientBudget: { burstMs: Infinity } });
  global.gc?.();
  const mem = process.memoryUsage();
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    console.log(
      JSON.stringify({
        port,
        generateMs: generated - started,
        indexMs: Date.now() - generated,
        rssMB: Math.round(mem.rss / 1048576),
        heapMB: Math.round(mem.heapUsed / 1048576),
      }),
    );
  });
  process.on('SIGTERM', () =>
    server.close(() => {
      void shop.store.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }),
  );
}

function request(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((res, rej) => {
    const t = process.hrtime.bigint();
    get({ host: '127.0.0.1', port, path, agent }, (r) => {
      r.resume();
      r.on('end', () =>
        r.statusCode === 200
          ? res(Number(process.hrtime.bigint() - t) / 1e6)
          : rej(new Error(path + ' → ' + r.statusCode)),
      );
    }).on('error', rej);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(count: number) {
  const child = spawn(process.execPath, ['--expose-gc', here, '--serve', String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const info = await new Promise<{ port: number; generateMs: number; indexMs: number; rssMB: number; heapMB: number }>(
    (res, rej) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) res(JSON.parse(line));
      });
      child.once('exit', (code) => rej(new Error('bench server exited with ' + code)));
    },
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const path = (q: string) =>
    `/api/gw/search/commodity?keyword=${encodeURIComponent(q)}&gbCode=TOT&page=1&pageSize=12&deviceType=P&highlightPre=%EE%80%80&highlightPost=%EE%80%81`;
  for (const q of QUERIES) await request(agent, info.port, path(q));
  const times: number[] = [];
  const started = process.hrtime.bigint();
  for (let r = 0; r < ROUNDS; r++) for (const q of QUERIES) times.push(await request(agent, info.port, path(q)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  child.kill('SIGTERM');
  times.sort((a, b) => a - b);
  return {
    count,
    ...info,
    requests: times.length,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    qps: times.length / seconds,
  };
}

/**
 * "Others look at" (search/logRecommendProduct) after 1,000,000 product views: the empty keyword's answer, which
 * every shopper without a recent search asks on focus, read from the views' aggregate (issue 52; goal: under
 * 100 ms; before, a GROUP BY over the whole view log took 0.4-1.3 s).
 */
async function benchViews(views = 1_000_000) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-bench-views-'));
  try {
    const db = openSqliteStore(dataDir);
    const started = Date.now();
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < views; i++)
      await db.views.count('k' + Math.floor(random() ** 2 * 5000), 'S' + Math.floor(random() ** 3 * 100_000));
    const recorded = Date.now() - started;
    const time = async (keyword: string) => {
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await db.views.recommended(keyword, 8);
        times.push(performance.now() - t);
      }
      return times.sort((a, b) => a - b);
    };
    const rows = (await db.tableRows()).view_counts;
    const empty = await time('');
    const typed = await time('k1');
    const ms = (v: number) => v.toFixed(3) + ' ms';
    console.log(
      `\n"others look at" after ${views.toLocaleString('en')} views (recorded in ${recorded} ms, ${rows.toLocaleString('en')} aggregate rows):` +
        ` empty keyword p50 ${ms(empty[100])} p95 ${ms(empty[190])}; a keyword p50 ${ms(typed[100])} p95 ${ms(typed[190])}`,
    );
    await db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('--views')) return benchViews();
  const sizes = process.argv.includes('--quick') ? [100_000] : [100_000, 1_000_000];
  console.log(
    `Reference gateway benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${QUERIES.length} queries × ${ROUNDS} rounds, search/commodity over HTTP keep-alive`,
  );
  console.log('products   generate   index    rss      p50      p95      p99       qps');
  for (const n of sizes) {
    const r = await measure(n);
    const ms = (v: number) => v.toFixed(2).padStart(6) + ' ms';
    console.log(
      `${String(n).padStart(9)} ${String(r.generateMs).padStart(7)} ms ${String(r.indexMs).padStart(6)} ms ${String(r.rssMB).padStart(5)} MB ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${r.qps.toFixed(0).padStart(8)}`,
    );
  }
  await benchViews();
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) void serve(Number(process.argv[serveAt + 1]));
else
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
