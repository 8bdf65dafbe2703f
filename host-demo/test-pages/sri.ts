/**
 * Test mode only: the pinned loader under Subresource Integrity (docs/deploy.md).
 *
 * - `/test/sri?version=pinned|tampered|tampered-later&device=desktop|mobile-web&nonce=1`: the demo's config and
 *   mount point, then `<script src=…/<version>/loader.js integrity=… crossorigin=anonymous>` with the hash from
 *   `dist/release.json`. `pinned` loads the versioned folder as deployed; `tampered` loads it from
 *   `/test/sri-tampered/entry/<version>/…`, where the view's entry chunk has one line more than the release's
 *   bytes (it counts itself in `window.__spTampered` if it ever runs); `tampered-later` the same with the later
 *   chunk (the one fetched on the first hover or focus). `nonce=1` serves the page with a nonce-based CSP and
 *   the nonce on the loader tag only, `csp=self` with the strict policy and no nonce (`script-src 'self'`: the
 *   loader's inline import map is refused), `nonce=1&csp=tt` the nonce policy with Trusted Types required;
 *   `modules=1` runs a module script of the page's own before the loader
 *   (Firefox then ignores any import map added later: the pinned loader must not run unchecked code there).
 * - `/test/sri-tampered/{entry,later}/<version>/<file>`: the versioned folder, that one chunk changed.
 */
import { randomBytes } from 'node:crypto';
import { html, Html } from '../server/html';
import { configTag, demoEnv } from '../server/pages';
import { STRICT_CSP } from './pages';
import { testDocument } from './shell';

type Send = (status: number, type: string, body: string | Buffer, headers?: Record<string, string>) => void;

export interface SriRequest {
  url: URL;
  path: string;
  origin: string;
  send: Send;
  /** A file of the build (`dist/`), or null. */
  dist(rel: string): Promise<Buffer | null>;
  pageHeaders: Record<string, string>;
}

interface Release {
  version: string;
  pinnedLoader: string;
  files: Record<string, string>;
}
interface Manifest {
  desktop: string[];
  mobile: string[];
  lazy: Record<string, Record<string, string[]>>;
}

/** The line a tampered chunk starts with: it counts itself, so a test can tell it never ran. */
export const TAMPER = 'window.__spTampered=(window.__spTampered||0)+1;\n';

const JS_TYPE = 'text/javascript; charset=utf-8';

export async function sriRoute(t: SriRequest): Promise<boolean> {
  const { url, path, send } = t;
  if (path !== '/test/sri' && !path.startsWith('/test/sri-tampered/')) return false;
  const json = async <T>(rel: string) => {
    const b = await t.dist(rel);
    return b && (JSON.parse(b.toString('utf8')) as T);
  };
  const release = await json<Release>('release.json');
  const manifest = await json<Manifest>('manifest.json');
  if (!release || !manifest) {
    send(404, 'text/plain; charset=utf-8', 'build first');
    return true;
  }

  const tampered = /^\/test\/sri-tampered\/(entry|later)\/([^/]+)\/([^/]+)$/.exec(path);
  if (path !== '/test/sri') {
    const body = tampered && tampered[2] === release.version && (await t.dist(tampered[2] + '/' + tampered[3]));
    if (!tampered || !body) {
      send(404, 'text/plain; charset=utf-8', 'not found');
      return true;
    }
    const file = tampered[3];
    const target =
      tampered[1] === 'entry'
        ? [manifest.desktop[0], manifest.mobile[0]]
        : [manifest.lazy.desktop.later[0], manifest.lazy.mobile.later[0]];
    send(200, JS_TYPE, target.includes(file) ? TAMPER + body.toString('utf8') : body, {
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    });
    return true;
  }

  const version = url.searchParams.get('version') ?? 'pinned';
  const device = url.searchParams.get('device') === 'mobile-web' ? 'mobile-web' : 'desktop';
  const nonce = url.searchParams.get('nonce') === '1' ? randomBytes(16).toString('base64') : '';
  const folder =
    version === 'tampered'
      ? '/test/sri-tampered/entry/'
      : version === 'tampered-later'
        ? '/test/sri-tampered/later/'
        : '/static/search-popup/';
  const page = testDocument(
    `SRI: ${version}`,
    html`<h1>고정 버전 로더 (${version})</h1>
      <div id="search-popup"></div>
      ${
        url.searchParams.get('modules') === '1'
          ? new Html(`<script type="module" nonce="${nonce}">window.__pageModule = 1;</script>`)
          : ''
      }
      <script
        src="${folder + release.pinnedLoader}"
        integrity="${release.files[release.pinnedLoader]}"
        crossorigin="anonymous"
        nonce="${nonce || null}"
        async
      ></script>`,
    { head: configTag({ device, env: demoEnv(t.origin) }) },
  );
  const headers: Record<string, string> = { ...t.pageHeaders, 'Cache-Control': 'no-store' };
  const csp = url.searchParams.get('csp');
  if (csp === 'self') headers['Content-Security-Policy'] = STRICT_CSP + "; frame-ancestors 'self'";
  else if (nonce)
    headers['Content-Security-Policy'] =
      STRICT_CSP.replace("script-src 'self'", `script-src 'nonce-${nonce}' 'self'`) +
      "; frame-ancestors 'self'" +
      (csp === 'tt' ? "; require-trusted-types-for 'script'" : '');
  send(200, 'text/html; charset=utf-8', page, headers);
  return true;
}
