/**
 * Third-party libraries for the host pages that test the widget on real framework pages (issue 16), served from
 * node_modules as the packages ship them: /vendor/{name}. Apps that need a bundler (React) are built on first
 * request from host-demo/hosts/{name}.tsx with esbuild: /vendor/app/{name}.js, or /vendor/app/{name}.dev.js for the
 * libraries' development build (React's StrictMode runs effects twice only there); `{name}.r18.js` and
 * `{name}.r18.dev.js` build the same app on React 18 (host-demo/react18, a workspace of its own: the project has 19).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILES: Record<string, string> = {
  'turbo.js': '@hotwired/turbo/dist/turbo.es2017-umd.js',
  'turbolinks.js': 'turbolinks/dist/turbolinks.js',
  'jquery.js': 'jquery/dist/jquery.js',
  'jquery.pjax.js': 'jquery-pjax/jquery.pjax.js',
  'vue.js': 'vue/dist/vue.global.prod.js',
  'vue-router.js': 'vue-router/dist/vue-router.global.prod.js',
  'angular.js': 'angular/angular.min.js',
  'angular-route.js': 'angular-route/angular-route.min.js',
  'bootstrap.js': 'bootstrap/dist/js/bootstrap.bundle.min.js',
  'bootstrap.css': 'bootstrap/dist/css/bootstrap.min.css',
  'data-layer-helper.js': 'data-layer-helper/dist/data-layer-helper.js',
};

export interface VendorFile {
  type: string;
  body: string | Buffer;
}

const built = new Map<string, Promise<string>>();

/** A vendored file or a built host app, or null when `name` is none of them. */
export async function vendorFile(repo: string, name: string): Promise<VendorFile | null> {
  const file = FILES[name];
  if (file) {
    const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    return { type, body: await readFile(join(repo, 'node_modules', file)) };
  }
  const app = /^app\/([a-z][a-z-]*)(\.r18)?(\.dev)?\.js$/.exec(name);
  if (!app) return null;
  const entry = join(repo, 'host-demo', 'hosts', app[1] + '.tsx');
  const mode = app[3] ? 'development' : 'production';
  const react18 = join(repo, 'host-demo', 'react18', 'node_modules');
  const alias = app[2] ? { react: join(react18, 'react'), 'react-dom': join(react18, 'react-dom') } : undefined;
  const key = entry + ' ' + mode + (app[2] ? ' 18' : '');
  let out = built.get(key);
  if (!out) {
    out = import('esbuild').then(async (esbuild) => {
      const r = await esbuild.build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        minify: mode === 'production',
        target: 'es2020',
        define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
        alias,
        logLevel: 'silent',
        absWorkingDir: repo,
      });
      return r.outputFiles[0].text;
    });
    built.set(key, out);
    out.catch(() => built.delete(key));
  }
  try {
    return { type: 'text/javascript; charset=utf-8', body: await out };
  } catch {
    return null;
  }
}
