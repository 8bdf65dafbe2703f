/**
 * A static file server for trying the examples on an origin of their own (examples/README.md), and the one
 * test/browser/examples.test.ts serves them with:
 *
 *   node examples/serve.mjs examples/plain-html --host 127.0.0.3 --port 8090
 *   node examples/serve.mjs node_modules/@bookmedia-shop/search-popup/dist --host 127.0.0.4 --port 8091 --cors
 *
 * `--cors` adds `Access-Control-Allow-Origin: *` to every answer, as the widget's folder needs on a CDN
 * (docs/deploy.md). A folder's address serves its index.html. Nothing is cached (`no-cache`): edit and reload.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Serves the files under `root` (read at each request: the folder may be written after the server starts) on
 * `host`:`port` (0: a free port). Resolves with the server's origin and its `close()`.
 * @param {string} root
 * @param {{ host?: string, port?: number, cors?: boolean }} [options]
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
export function serve(root, { host = '127.0.0.3', port = 0, cors = false } = {}) {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const headers = { 'Cache-Control': 'no-cache', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
    const answer = (status, type, body) => {
      res.writeHead(status, { ...headers, 'Content-Type': type });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, 'text/plain', 'method not allowed');
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://serve.invalid').pathname);
    } catch {
      return answer(400, 'text/plain', 'bad path');
    }
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return answer(404, 'text/plain', 'not found');
    void (async () => {
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file).catch(() => null);
      if (!body) return answer(404, 'text/plain', 'not found');
      answer(200, TYPES[extname(file)] ?? 'application/octet-stream', body);
    })();
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
      done({
        origin: `http://${host}:${bound}`,
        // A browser keeps its connections open: they end with the server.
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      });
    });
  });
}

// Run as a command (not when a test imports it).
if (process.argv[1] && basename(process.argv[1]) === 'serve.mjs') {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      host: { type: 'string', default: '127.0.0.3' },
      port: { type: 'string', default: '8090' },
      cors: { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) {
    console.error('usage: node examples/serve.mjs <folder> [--host 127.0.0.3] [--port 8090] [--cors]');
    process.exit(2);
  }
  serve(positionals[0], { host: values.host, port: Number(values.port), cors: values.cors }).then(({ origin }) =>
    console.log(`Serving ${positionals[0]} on ${origin}/`),
  );
}
