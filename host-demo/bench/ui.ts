/**
 * npm run bench — the search popup against `@algolia/autocomplete-js` in one run, on the same machine, pages and
 * gateway. The reference gateway (embedded data) sits behind a small proxy that adds a fixed latency to every
 * gateway answer and gzips the static files (level 9, like `npm run size`). Chromium runs headless with 4× CPU
 * throttling; each widget gets a fresh browser context (cold cache). A fixed query set is typed at a steady
 * cadence — Korean through real IME composition (CDP `Input.imeSetComposition`), English as key presses, then one
 * Backspace (a prefix seen before) — and the page itself records, for every change of the input's value, the
 * first animation frame whose DOM shows results for that value or a later one. Printed per widget and as ratios (ours / peer):
 * keystroke-to-results-painted p50/p95, requests per query, long tasks while typing, JS+CSS bytes (until the box
 * is interactive, and over the whole run), navigation-to-interactive-box time, and the host page's own
 * DOMContentLoaded and first paint (what each widget's way of loading costs the page it is on).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { typeKorean } from '../../test/browser/ime';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 40);
const CPU_THROTTLE = Number(process.env.BENCH_CPU ?? 4);
/** Time between key strokes (and composition steps): a steady, quick typist. */
const CADENCE_MS = 110;
/** Rounds per widget, interleaved. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Extra page loads per widget, interleaved, for the navigation timings (a typing round gives one each). */
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const QUERIES = ['해리포터', '어린 왕자', '한강', '트렌드 코리아', 'harry', 'clean code'];
const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TYPED_CALL = /\/api\/gw\/search\/(commodity|author|event|shortcut)\?/;

type Widget = 'ours' | 'peer';

/** The demo server as `npm start` runs it, on a free port with a fresh database. */
async function startDemo(): Promise<{ url: string; stop(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-bench-ui-'));
  const child: ChildProcess = spawn(process.execPath, [join(REPO, 'dist-demo', 'server.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((res, rej) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      const m = (out += d.toString()).match(/http:\/\/127\.0\.0\.1:\d+/);
      if (m) res(m[0]);
    });
    child.once('exit', (code) => rej(new Error('demo server exited with ' + code)));
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

const page = (title: string, head: string, body: string) =>
  `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head>` +
  `<body><h1>${title}</h1><div style="width:560px">${body}</div><main><p>본문</p></main></body></html>`;

function pages(origin: string): Record<string, string> {
  const hosts = 'onk pdt myr evt bcf mbr ord sch ebk ebp ecs eli sam hotf store ecp htr'.split(' ');
  const env = {
    mainHost: origin,
    searchHost: origin,
    eventHost: origin,
    imageHost: origin,
    serviceHosts: Object.fromEntries(hosts.map((h) => [h, origin])),
  };
  return {
    '/bench/ours': page(
      'bench: ours',
      '',
      `<script type="application/json" id="search-popup-config">${JSON.stringify({ device: 'desktop', env })}</script><div id="search-popup"></div><script src="/static/search-popup/loader.js" async></script>`,
    ),
    '/bench/peer': page(
      'bench: peer',
      '<link rel="stylesheet" href="/bench/assets/theme.min.css">',
      '<div id="autocomplete"></div><script src="/bench/assets/autocomplete.js"></script><script src="/bench/assets/peer.js"></script>',
    ),
  };
}

const PEER_FILES: Record<string, [string, string]> = {
  '/bench/assets/autocomplete.js': [
    'node_modules/@algolia/autocomplete-js/dist/umd/index.production.js',
    'text/javascript',
  ],
  '/bench/assets/theme.min.css': ['node_modules/@algolia/autocomplete-theme-classic/dist/theme.min.css', 'text/css'],
  '/bench/assets/peer.js': ['dist-demo/bench/peer.js', 'text/javascript'],
};

/**
 * Serves the two bench pages and both widgets' files (from disk, gzipped alike), proxies the rest to the demo;
 * gateway answers wait LATENCY_MS.
 */
function startProxy(demo: string): Promise<{ url: string; server: Server }> {
  const target = new URL(demo);
  const send = (res: ServerResponse, status: number, type: string, body: Buffer) => {
    const zipped = /javascript|css|html|json/.test(type);
    res.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-store',
      ...(zipped ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(zipped ? gzipSync(body, { level: 9 }) : body);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url || '/').split('?')[0];
    const own = pages(`http://${req.headers.host}`)[path];
    if (own) return send(res, 200, 'text/html; charset=utf-8', Buffer.from(own));
    const file = PEER_FILES[path];
    if (file) return send(res, 200, file[1], readFileSync(join(REPO, file[0])));
    // The widget's bundles straight from dist/ too: both widgets' files are served the same way.
    const bundle = /^\/static\/search-popup\/([\w-]+\.js)$/.exec(path);
    if (bundle) {
      try {
        return send(res, 200, 'text/javascript', readFileSync(join(REPO, 'dist', bundle[1])));
      } catch {
        return send(res, 404, 'text/plain', Buffer.from('not found'));
      }
    }
    const forward = () => {
      const up = request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
        },
        (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            send(
              res,
              r.statusCode || 502,
              String(r.headers['content-type'] || 'application/octet-stream'),
              Buffer.concat(chunks),
            ),
          );
        },
      );
      up.on('error', () => res.destroy());
      req.pipe(up);
    };
    if (path.startsWith('/api/gw/')) setTimeout(forward, LATENCY_MS);
    else forward();
  });
  return new Promise((res) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      res({ url: 'http://127.0.0.1:' + (typeof a === 'object' && a ? a.port : 0), server });
    }),
  );
}

/**
 * Runs in the page before its scripts: records input events, long tasks and, every animation frame, which query
 * the results on screen are for (the popup's grid `data-query`, the peer panel's `data-query`), so the latency of
 * each input is the first frame showing its results.
 */
function instrument(widget: Widget) {
  const w = window as unknown as {
    bench: {
      inputs: { v: string; t: number; painted?: number }[];
      long: { start: number; d: number }[];
      ready?: number;
    };
  };
  const bench = (w.bench = { inputs: [], long: [] } as typeof w.bench);
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => bench.long.push({ start: e.startTime, d: e.duration })),
  ).observe({ type: 'longtask', buffered: true });
  // One entry per change of value (an IME's commit repeats the composed value: the same keystroke).
  addEventListener(
    'input',
    (e) => {
      const el = e.composedPath()[0] as HTMLInputElement;
      if (!el || typeof el.value !== 'string') return;
      const v = el.value.trim();
      const last = bench.inputs[bench.inputs.length - 1];
      if (last && last.v === v) return;
      bench.inputs.push({ v, t: e.timeStamp });
    },
    true,
  );
  addEventListener('searchpopup:ready', () => (bench.ready = performance.now()), true);
  const shown = (): string | null => {
    if (widget === 'peer') {
      const panel = document.querySelector('.aa-Panel');
      return panel && panel.getAttribute('data-query') !== null
        ? (panel.getAttribute('data-query') || '').trim()
        : null;
    }
    const root = document.getElementById('search-popup')?.shadowRoot;
    const grid = root?.querySelector('.sp-popup:not([hidden]) [role=grid]');
    if (!grid || grid.getAttribute('aria-busy') === 'true') return null;
    return (grid.getAttribute('data-query') || '').trim();
  };
  // Checked in every frame, just before it is painted. An input counts as painted in the first frame that shows
  // results for its value or for a value typed after it (the screen caught up with that keystroke).
  const frame = () => {
    const q = shown();
    const now = performance.now();
    let k = bench.inputs.length - 1;
    while (k >= 0 && bench.inputs[k].v !== q) k--;
    for (let i = 0; i <= k; i++) if (bench.inputs[i].painted === undefined) bench.inputs[i].painted = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

interface Result {
  latencies: number[];
  unpainted: number;
  keystrokes: number;
  requestsPerQuery: number[];
  longTasks: number;
  longestTask: number;
  bytesAtReady: number;
  bytesTotal: number;
  readyMs: number;
  /** What the widget costs the host page: its DOMContentLoaded and first contentful paint, after navigation. */
  dclMs: number;
  fcpMs: number;
  debug?: unknown;
}

type Timings = Pick<Result, 'readyMs' | 'dclMs' | 'fcpMs'>;

/** A fresh browser with a widget's bench page loaded (cold cache, CPU throttled), and its navigation timings. */
async function load(widget: Widget, origin: string, onRequest: (url: string) => void = () => {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
  const p: Page = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await p.addInitScript(instrument, widget);
  p.on('request', (r) => onRequest(r.url()));
  await p.goto(origin + '/bench/' + widget, { waitUntil: 'load' });
  const readyMs = await p
    .waitForFunction(
      (widget) => {
        const w = window as unknown as { bench: { ready?: number }; benchPeerReady?: number };
        return widget === 'peer' ? w.benchPeerReady : w.bench.ready;
      },
      widget,
      { polling: 5 },
    )
    .then((h) => h.jsonValue() as Promise<number>);
  const [dclMs, fcpMs] = await p.evaluate(() => [
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  ]);
  return { browser, p, cdp, timings: { readyMs, dclMs, fcpMs } as Timings };
}

/** Navigation timings only: load the page, read them, close. */
async function loadOnly(widget: Widget, origin: string): Promise<Timings> {
  const { browser, timings } = await load(widget, origin);
  await browser.close();
  return timings;
}

async function run(widget: Widget, origin: string): Promise<Result> {
  let typedCalls = 0;
  const { browser, p, cdp, timings } = await load(widget, origin, (url) => TYPED_CALL.test(url) && typedCalls++);
  const { readyMs, dclMs, fcpMs } = timings;
  try {
    const input = p.locator(widget === 'peer' ? '.aa-Input' : '.sp-input');
    await input.click();
    await p.waitForTimeout(800);
    const typingFrom = await p.evaluate(() => performance.now());
    const requestsPerQuery: number[] = [];
    for (const q of QUERIES) {
      await input.fill('');
      await p.waitForTimeout(400);
      const before = typedCalls;
      if (/[\uac00-\ud7a3]/.test(q)) await typeKorean(cdp, q, { delay: CADENCE_MS });
      else await p.keyboard.type(q, { delay: CADENCE_MS });
      await p.waitForTimeout(CADENCE_MS);
      await p.keyboard.press('Backspace');
      // Settled: the last value's results are on screen (or 3 s passed).
      await p
        .waitForFunction(
          () => {
            const b = (window as unknown as { bench: { inputs: { painted?: number }[] } }).bench;
            return b.inputs[b.inputs.length - 1].painted !== undefined;
          },
          undefined,
          { timeout: 3000, polling: 20 },
        )
        .catch(() => {});
      await p.waitForTimeout(300);
      requestsPerQuery.push(typedCalls - before);
    }
    const data = await p.evaluate((from) => {
      const w = window as unknown as {
        bench: {
          inputs: { v: string; t: number; painted?: number }[];
          long: { start: number; d: number }[];
          ready?: number;
        };
      };
      const typed = w.bench.inputs.filter((i) => i.t >= from && i.v !== '');
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const code = resources.filter((r) => /\.(js|css)(\?|$)/.test(new URL(r.name).pathname));
      return {
        latencies: typed.filter((i) => i.painted !== undefined).map((i) => i.painted! - i.t),
        unpainted: typed.filter((i) => i.painted === undefined).length,
        keystrokes: typed.length,
        long: w.bench.long.filter((l) => l.start >= from),
        code: code.map((r) => ({ start: r.startTime, bytes: r.encodedBodySize })),
        inputs: typed.map((i) => [i.v, Math.round(i.t), i.painted === undefined ? null : Math.round(i.painted - i.t)]),
      };
    }, typingFrom);
    return {
      latencies: data.latencies,
      unpainted: data.unpainted,
      keystrokes: data.keystrokes,
      requestsPerQuery,
      longTasks: data.long.filter((l) => l.d > 50).length,
      longestTask: Math.max(0, ...data.long.map((l) => l.d)),
      bytesAtReady: data.code.filter((c) => c.start <= readyMs).reduce((s, c) => s + c.bytes, 0),
      bytesTotal: data.code.reduce((s, c) => s + c.bytes, 0),
      readyMs,
      dclMs,
      fcpMs,
      debug: { long: data.long.map((l) => [Math.round(l.start), Math.round(l.d)]), inputs: data.inputs },
    };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => pct(xs, 50);
/**
 * Rounds pooled: every keystroke's latency, requests of every query, long tasks per round, medians of the rest
 * (the navigation timings over the typing rounds' loads and the extra ones).
 */
function pool(rs: Result[], loads: Timings[]): Result {
  const nav = [...rs, ...loads];
  return {
    latencies: rs.flatMap((r) => r.latencies),
    unpainted: rs.reduce((s, r) => s + r.unpainted, 0),
    keystrokes: rs.reduce((s, r) => s + r.keystrokes, 0),
    requestsPerQuery: rs.flatMap((r) => r.requestsPerQuery),
    longTasks: mean(rs.map((r) => r.longTasks)),
    longestTask: Math.max(...rs.map((r) => r.longestTask)),
    bytesAtReady: median(rs.map((r) => r.bytesAtReady)),
    bytesTotal: median(rs.map((r) => r.bytesTotal)),
    readyMs: median(nav.map((r) => r.readyMs)),
    dclMs: median(nav.map((r) => r.dclMs)),
    fcpMs: median(nav.map((r) => r.fcpMs)),
    debug: rs.map((r) => r.debug),
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

async function main() {
  const demo = await startDemo();
  const proxy = await startProxy(demo.url);
  if (process.env.BENCH_SERVE) {
    // Look at the two bench pages yourself: /bench/ours and /bench/peer, with the same latency.
    console.log(`bench pages: ${proxy.url}/bench/ours ${proxy.url}/bench/peer (Ctrl-C stops)`);
    const quit = () => {
      demo.stop();
      process.exit(0);
    };
    process.on('SIGINT', quit);
    process.on('SIGTERM', quit);
    return;
  }
  try {
    const started = Date.now();
    // Interleaved rounds, pooled: a shared machine's noise falls on both columns alike.
    const runs: Record<Widget, Result[]> = { ours: [], peer: [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const w of ['ours', 'peer'] as const) runs[w].push(await run(w, proxy.url));
    const loads: Record<Widget, Timings[]> = { ours: [], peer: [] };
    for (let i = 0; i < LOADS; i++)
      for (const w of ['ours', 'peer'] as const) loads[w].push(await loadOnly(w, proxy.url));
    const ours = pool(runs.ours, loads.ours);
    const peer = pool(runs.peer, loads.peer);
    const rows: [string, (r: Result) => number, string][] = [
      ['keystroke → results painted p50', (r) => pct(r.latencies, 50), 'ms'],
      ['keystroke → results painted p95', (r) => pct(r.latencies, 95), 'ms'],
      ['requests per query', (r) => mean(r.requestsPerQuery), ''],
      ['requests per keystroke', (r) => r.requestsPerQuery.reduce((a, b) => a + b, 0) / (r.keystrokes || 1), ''],
      ['long tasks > 50 ms while typing (per round)', (r) => r.longTasks, ''],
      ['longest task while typing', (r) => r.longestTask, 'ms'],
      ['JS+CSS bytes until the box is interactive', (r) => r.bytesAtReady, 'B'],
      ['JS+CSS bytes over the whole run', (r) => r.bytesTotal, 'B'],
      ['navigation → interactive search box', (r) => r.readyMs, 'ms'],
      // The other side of an async loader: the host page is parsed and painted without waiting for the widget.
      ['navigation → host page DOMContentLoaded', (r) => r.dclMs, 'ms'],
      ['navigation → host page first paint', (r) => r.fcpMs, 'ms'],
    ];
    const fmt = (n: number, unit: string) =>
      Number.isFinite(n)
        ? (unit === 'B' || (unit === '' && Number.isInteger(n))
            ? String(Math.round(n))
            : n.toFixed(unit === '' ? 2 : 0)) + (unit ? ' ' + unit : '')
        : '–';
    console.log(
      `search popup vs @algolia/autocomplete-js — gateway +${LATENCY_MS} ms, CPU ${CPU_THROTTLE}× slower, ${QUERIES.length} queries (${QUERIES.join(', ')}), ${CADENCE_MS} ms per key, ${ROUNDS} rounds each; navigation timings: median of ${ROUNDS + LOADS} loads each`,
    );
    console.log('metric'.padEnd(44) + 'ours'.padStart(12) + 'peer'.padStart(12) + 'ours/peer'.padStart(11));
    for (const [name, get, unit] of rows) {
      const a = get(ours);
      const b = get(peer);
      const ratio = b > 0 ? (a / b).toFixed(2) : a === 0 ? '0/0' : '∞';
      console.log(name.padEnd(44) + fmt(a, unit).padStart(12) + fmt(b, unit).padStart(12) + ratio.padStart(11));
    }
    if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ ours: ours.debug, peer: peer.debug }));
    for (const [name, r] of [
      ['ours', ours],
      ['peer', peer],
    ] as const) {
      console.log(
        `${name}: ${r.keystrokes} inputs typed, ${r.latencies.length} painted, ${r.unpainted} never caught up; requests per query ${r.requestsPerQuery.join(' ')}`,
      );
    }
    console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    proxy.server.close();
    demo.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
