/**
 * The demo site: host pages, the built widget under /static/search-popup/ and the gateway under /api/gw/.
 * `node host-demo/server.mjs` serves on HOST:PORT (default 127.0.0.1:8080); PORT=0 picks a free port and the
 * first line printed says which.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleGateway } from './gateway.mjs';
import { desktopPage, LEGACY_SCRIPT, mobilePage, notFoundPage, testPage } from './pages.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/** A file under `root`, or null when the path would leave it or the file doesn't exist. */
async function fileUnder(root, rel) {
  const full = normalize(join(root, rel));
  if (!full.startsWith(root + sep)) return null;
  try {
    return { body: await readFile(full), type: TYPES[extname(full)] || 'application/octet-stream' };
  } catch {
    return null;
  }
}

function send(res, status, type, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(body);
}

export function createDemoServer({ distDir = resolve(here, '..', 'dist') } = {}) {
  const publicDir = resolve(here, 'public');
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url || '/', 'http://localhost');
      const host = /^[\w.:[\]-]+$/.test(req.headers.host || '') ? req.headers.host : '127.0.0.1';
      const origin = 'http://' + host;
      const path = url.pathname;
      if (path.startsWith('/api/gw/')) {
        const { status, body } = handleGateway(path.slice('/api/gw/'.length), url.searchParams);
        return send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), { 'Cache-Control': 'no-store' });
      }
      if (path.startsWith('/static/search-popup/')) {
        const rel = path.slice('/static/search-popup/'.length);
        const file = await fileUnder(distDir, rel);
        if (!file) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
        // Hashed bundles never change; loader.js is the one URL a host writes, so it is revalidated.
        const cache = rel === 'loader.js' ? 'no-cache' : 'public, max-age=31536000, immutable';
        return send(res, 200, file.type, file.body, { 'Cache-Control': cache, 'Access-Control-Allow-Origin': '*' });
      }
      if (path.startsWith('/public/')) {
        const file = await fileUnder(publicDir, path.slice('/public/'.length));
        if (file) return send(res, 200, file.type, file.body);
      }
      if (path === '/favicon.ico') return send(res, 204, 'image/x-icon', '');
      const html = 'text/html; charset=utf-8';
      if (path === '/') return send(res, 200, html, desktopPage(origin));
      if (path === '/mobile') return send(res, 200, html, mobilePage(origin));
      if (path === '/test/concat.js') {
        const loader = await fileUnder(distDir, 'loader.js');
        if (!loader) return send(res, 404, 'text/plain; charset=utf-8', 'build first');
        return send(res, 200, TYPES['.js'], LEGACY_SCRIPT + loader.body.toString('utf8'), { 'Cache-Control': 'no-cache' });
      }
      const test = path.startsWith('/test/') ? testPage(path.slice('/test/'.length), origin) : null;
      if (test) return send(res, 200, html, test);
      return send(res, 404, html, notFoundPage(path));
    } catch (e) {
      console.error('demo server:', e);
      if (!res.headersSent) send(res, 500, 'application/json; charset=utf-8', JSON.stringify({ error: 'internal error' }));
      else res.end();
    }
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const hostname = process.env.HOST || '127.0.0.1';
  const server = createDemoServer();
  server.listen(port, hostname, () => {
    const { port: actual } = server.address();
    console.log(`Demo shop: http://${hostname}:${actual}/ (desktop), http://${hostname}:${actual}/mobile (mobile)`);
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
}
