/** The shop's files: the built widget, the image host, host-demo/public, the vendored scripts, the favicon. */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { imageFor } from './images';
import { TEXT, type Route } from './routes';
import type { Shop } from './shop';
import { vendorFile } from './vendor';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/** A file under `root` (none outside it), with its content type; null when there is none. */
export async function fileUnder(root: string, rel: string) {
  const full = normalize(join(root, rel));
  if (!full.startsWith(root + sep)) return null;
  try {
    return { body: await readFile(full), type: TYPES[extname(full)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

/** The file routes, any method; a file not in /public/ or /vendor/ is left to the pages (their 404). */
export function fileRoutes({ shop, repo, distDir }: { shop: Shop; repo: string; distDir: string }): Route[] {
  const publicDir = join(repo, 'host-demo', 'public');
  return [
    {
      method: '*',
      under: '/static/search-popup/',
      async answer({ path, send }) {
        const rel = path.slice('/static/search-popup/'.length);
        const file = await fileUnder(distDir, rel);
        if (!file) {
          send(404, TEXT, 'not found');
          return true;
        }
        // docs/deploy.md. Hashed chunks and the versioned folder (`0.2.0/…`: the pinned loader and its chunks) never
        // change: a year, immutable. `loader.js` is the one URL a host writes and follows each release, and
        // `release.json`/`manifest.json` describe the current one: revalidated on every use (an ETag-less `no-cache`
        // here; a CDN adds validators). CORS: module scripts from another origin are fetched in CORS mode, and an
        // `integrity` on a cross-origin loader tag needs `crossorigin` and this header too.
        const cache = /^(loader\.js|release\.json|manifest\.json)$/.test(rel)
          ? 'no-cache'
          : 'public, max-age=31536000, immutable';
        send(200, file.type, file.body, { 'Cache-Control': cache, 'Access-Control-Allow-Origin': '*' });
        return true;
      },
    },
    {
      method: '*',
      under: '', // the image host's own paths (./images.ts)
      answer({ path, send }) {
        const image = imageFor(shop, path);
        if (image) send(200, image.type, image.body, { 'Cache-Control': 'public, max-age=3600' });
        return !!image;
      },
    },
    // A miss on the image host's paths is its 404, not a page (and not a page's refusal of an image request).
    {
      method: '*',
      under: '/fit-in/',
      answer({ send }) {
        send(404, TEXT, 'no such image');
        return true;
      },
    },
    {
      method: '*',
      under: '/public/',
      async answer({ path, send }) {
        const file = await fileUnder(publicDir, path.slice('/public/'.length));
        if (file) send(200, file.type, file.body);
        return !!file;
      },
    },
    {
      method: '*',
      under: '/vendor/',
      async answer({ path, send }) {
        const file = await vendorFile(repo, path.slice('/vendor/'.length));
        if (file) send(200, file.type, file.body, { 'Cache-Control': 'no-cache' });
        return !!file;
      },
    },
    {
      method: '*',
      path: '/favicon.ico',
      answer({ send }) {
        send(204, 'image/x-icon', '');
        return true;
      },
    },
  ];
}
