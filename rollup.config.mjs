import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const { name: packageName, version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// React's API, compiled against preact/compat. Most specific first.
const reactToPreact = alias({
  entries: [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
  ],
});

/**
 * `@nanostores/react`'s useStore imports nanostores' `listenKeys` (and its deep-map path helpers: about 0.2 KB of
 * a gzipped page load) for its `keys` option, which the widget never passes. For that one importer, `listenKeys`
 * is a plain `listen`: with keys given it would still be correct (the component renders on every change, not only
 * on those keys).
 */
const NANOSTORES_FOR_REACT = '\0nanostores-for-react';
function nanostoresForReact() {
  return {
    name: 'nanostores-for-react',
    resolveId: (id, importer) =>
      id === 'nanostores' && importer && /[\\/]@nanostores[\\/]react[\\/]/.test(importer) ? NANOSTORES_FOR_REACT : null,
    load: (id) =>
      id === NANOSTORES_FOR_REACT
        ? "export * from 'nanostores';\nexport const listenKeys = (store, _keys, listener) => store.listen(listener);\n"
        : null,
  };
}

const production = replace({
  preventAssignment: true,
  values: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

/**
 * TypeScript to JavaScript only: `npm test` type-checks the whole project once (`tsc -p .`), so each build here
 * transpiles (`noCheck`) the files its input reaches, never the whole project: seven programs each checking
 * everything cost most of the build's time.
 */
const ts = (include) =>
  typescript({
    tsconfig: './tsconfig.json',
    include,
    exclude: ['**/__tests__/**', '**/*.test.*'],
    compilerOptions: { noEmit: false, declaration: false, noCheck: true, allowJs: false },
  });
const WIDGET = ['widget/src/**/*'];
const LOADER = ['loader/src/**/*', 'widget/src/**/*'];
const NODE = [
  'host-demo/server/**/*',
  'host-demo/test-pages/**/*',
  'widget/src/core/**/*',
  'widget/src/platform/**/*',
  'test/bench/**/*',
  'test/helpers/ime.ts',
  'test/helpers/pacing.ts',
  // The UI bench reads the widget through the door (test/bench/ui.ts).
  'test/helpers/parts.ts',
  'test/helpers/widget.ts',
];

/** `module`: the output is an ES module (strict, its top level its own), which lets terser do a little more. */
const minify = (module = false, compress = {}, mangle = {}) =>
  process.env.SP_NO_MINIFY
    ? { name: 'no-minify' }
    : terser({ ecma: 2020, module, compress: { passes: 3, ...compress }, mangle, format: { comments: false } });

/**
 * Each view is built on its own, so its page load is one file (the entry with everything it imports statically)
 * and its later chunks are its own: a page only ever loads one view, and a chunk shared by the two views would
 * be one more request and one more gzip stream on every page load. The loader build, which runs after both, gets
 * the entries' hashed names injected; manifest.json lists every view's files and later chunks (for the size
 * report and the tests), and under `modules` what each file carries: the widget's sources (paths from the
 * repository's root) and npm packages (by name) with code in it (test/built/manifest.test.ts states where each
 * may ship).
 */
const files = {};
/** The versioned copy's chunks and their SRI hashes (file name → `sha384-…`), for the pinned loader. */
const pinned = {};
const manifest = { lazy: {}, modules: {} };
const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A bundled module's name in the manifest: an npm package's name, a source's path from the root. */
function moduleName(id) {
  if (id === NANOSTORES_FOR_REACT) return 'nanostores';
  const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (pkg) return pkg[1].replace('\\', '/');
  return id.startsWith('\0') ? id.slice(1) : relative(ROOT, id).split(sep).join('/');
}
/**
 * A lazy chunk's name is its entry module's, except the popup's parts with the view's CSS for them
 * (entries/desktopParts.ts, mobileParts.ts): that one is "the later chunk" (`later-[hash].js`), and the gateway's
 * connection (entries/connection.ts) is `client-[hash].js`: the names the size report and the browser tests know them
 * by.
 */
const CHUNK_NAMES = { desktopParts: 'later', mobileParts: 'later', connection: 'client' };
const chunkName = (name) => CHUNK_NAMES[name] ?? name;
/**
 * A shared chunk's file name: the one with the host page's analytics (platform/hostPage.ts, which the later chunk
 * and the cart flow import, with the search rules a submit needs when the popup's parts could not load:
 * stores/searchAway.ts) is `hostPage-[hash].js` whichever of its modules rollup names it after; the config rules the
 * gateway's client shares with both (core/readConfig.ts, core/partner.ts) are `config-[hash].js`.
 */
const sharedName = (chunk) =>
  chunk.moduleIds.some((id) => /[\\/]platform[\\/]hostPage\.ts$/.test(id))
    ? 'hostPage'
    : chunk.moduleIds.some((id) => /[\\/]core[\\/]readConfig\.ts$/.test(id))
      ? 'config'
      : chunkName(chunk.name);

function recordEntries() {
  return {
    name: 'record-entries',
    generateBundle(_options, bundle) {
      // A chunk's file and every chunk it imports, directly or not.
      const closure = (fileName) => {
        const seen = new Set([fileName]);
        const walk = (name) => {
          for (const dep of bundle[name].imports)
            if (!seen.has(dep)) {
              seen.add(dep);
              walk(dep);
            }
        };
        walk(fileName);
        return [...seen];
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && !(chunk.fileName in pinned)) {
          const code = pinnedCode(chunk);
          pinned[chunk.fileName] = sri(code);
          this.emitFile({ type: 'asset', fileName: version + '/' + chunk.fileName, source: code });
        }
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          manifest.modules[chunk.fileName] = [
            ...new Set(
              Object.entries(chunk.modules)
                .filter(([, m]) => m.renderedLength > 0)
                .map(([id]) => moduleName(id)),
            ),
          ].sort();
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      files[entry.name] = manifest[entry.name] = closure(entry.fileName);
      // The chunks fetched later (for the size report).
      const lazy = (manifest.lazy[entry.name] = {});
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isDynamicEntry) lazy[chunkName(chunk.name)] = closure(chunk.fileName);
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) + '\n' });
    },
  };
}

/**
 * The widget's CSS lives in template literals in views/styles*.ts and in each section's `css` (sections/*.tsx);
 * minify their text (comments, white space around punctuation, line breaks), which terser leaves alone in strings.
 * A space before `:` is kept: it is the descendant combinator in `:where(.sp-root) :is(h3, p)`.
 */
const minifiedCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/\s+/g, ' ')
    .replace(/;}/g, '}')
    .trim();
function minifyCss() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (/views[\\/]styles(\.\w+)?\.ts$/.test(id))
        return { code: code.replace(/`([^`]*)`/g, (_m, css) => '`' + minifiedCss(css) + '`'), map: null };
      if (/sections[\\/]\w+\.tsx$/.test(id))
        return { code: code.replace(/\bcss: `([^`]*)`/g, (_m, css) => 'css: `' + minifiedCss(css) + '`'), map: null };
      return null;
    },
  };
}

/**
 * A chunk that failed to load is fetched again on the next need (stores/lazyModule.ts). Browsers without the HTML
 * change "Don't cache HTTP errors in the module map" (whatwg/html#10327: Chromium 150 and Firefox ESR 140 on this
 * machine among them) keep a failed `import()` failed for the page's life, the same URL never loaded again. So each
 * of the widget's own dynamic imports goes through `__spImport`: the chunk's URL, and if that fails, the same URL
 * with a query the module map has not seen (one more request where the browser had already retried).
 */
const RETRYING_IMPORT = 'let __spRetry=0;const __spImport=u=>import(u).catch(()=>import(u+"?retry="+ ++__spRetry));';
function retryableImports() {
  return {
    name: 'retryable-imports',
    renderDynamicImport: ({ targetModuleId }) => (targetModuleId ? { left: '__spImport(', right: ')' } : null),
  };
}

/** The `integrity` attribute's form of a file's SHA-384. */
const sri = (data) => 'sha384-' + createHash('sha384').update(data).digest('base64');

/**
 * The versioned copy of a chunk (`dist/<version>/`, loaded by the pinned loader under the release's integrity
 * map): the same code, except that a failed dynamic import is retried at the same URL, never with `?retry=N`. A
 * new URL would be one the integrity map doesn't list, so a chunk that failed its integrity check would be
 * fetched again unchecked. (Where the engine remembers the failure, the popup's later parts stay missing until the
 * page is reloaded: integrity first.) A retry that failed too asks the pinned loader why (its hub's `why`,
 * loader/src/index.ts): one console line per chunk names it and the cause, and the import rejects with it.
 */
function pinnedCode(chunk) {
  if (!chunk.dynamicImports.length) return chunk.code;
  let n = 0;
  const code = chunk.code.replace(/import\((\w+)\)\.catch\(\(\)=>import\(\1\+"\?retry="\+ \+\+\w+\)\)/g, (_m, u) => {
    n++;
    return (
      `import(${u}).catch(()=>import(${u})).catch(e=>{const h=self[Symbol.for("search-popup.hub")];` +
      `if(h&&h.why)return h.why(new URL(${u},import.meta.url).href);throw e})`
    );
  });
  if (n !== 1) throw new Error(`pinned copy of ${chunk.fileName}: found the retrying import ${n} times, not once`);
  return code;
}

/**
 * `dist/release.json`, after the last build: every file of the deployable folder with its SRI hash (the
 * `integrity` attribute's form), the version, and which loader is which. `dist/types/` (written later by tsc) is
 * for the npm package, not the CDN.
 */
function releaseJson() {
  return {
    name: 'release-json',
    writeBundle() {
      const dist = join(ROOT, 'dist');
      const list = (dir) =>
        readdirSync(join(dist, dir)).flatMap((f) => {
          const rel = dir ? dir + '/' + f : f;
          return statSync(join(dist, rel)).isDirectory() ? (rel === 'types' ? [] : list(rel)) : [rel];
        });
      const all = {};
      for (const f of list('')
        .filter((f) => f !== 'release.json')
        .sort())
        all[f] = sri(readFileSync(join(dist, f)));
      const release = {
        name: packageName,
        version,
        loader: 'loader.js',
        pinnedLoader: version + '/loader.js',
        files: all,
      };
      writeFileSync(join(dist, 'release.json'), JSON.stringify(release, null, 2) + '\n');
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): the popup's parts are fetched and
 * evaluated at idle, but V8 compiles each function lazily, on its first call — the first answer's render, while
 * the shopper types. The hint has every function of these chunks compiled when the chunk is, off the typing.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINTED = /^(later|client|hostPage|config)$/;
const compileHints = () => ({
  name: 'compile-hints',
  renderChunk: (code, chunk) => (HINTED.test(sharedName(chunk)) ? COMPILE_HINT + code : null),
});

// A leading semicolon: concatenated after a script with no trailing semicolon, the loader still runs alone.
const leadingSemicolon = () => ({ name: 'leading-semicolon', renderChunk: (code) => ';' + code });

/**
 * `rollup -c` builds everything; `rollup -c --configServe` (`npm start`) only what the demo server serves: the
 * widget, both loaders and the server, not the benchmarks.
 */
export default ({ configServe: serveOnly = false }) => [
  ...['desktop', 'mobile'].map((view) => ({
    input: { [view]: `widget/src/entries/${view}.tsx` },
    // The lazy chunks import from the entry itself, so the page load stays one file.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: (chunk) => sharedName(chunk) + '-[hash].js',
      minifyInternalExports: true,
      intro: (chunk) => (chunk.dynamicImports.length ? RETRYING_IMPORT : ''),
    },
    plugins: [
      reactToPreact,
      nanostoresForReact(),
      production,
      minifyCss(),
      resolve({ extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      ts(WIDGET),
      retryableImports(),
      minify(true),
      compileHints(),
      recordEntries(),
    ],
  })),
  // The loader twice: `loader.js`, the one URL a host writes (revalidated: it follows each release), and the
  // pinned copy `<version>/loader.js` (immutable), which carries the release's integrity table and loads the
  // versioned chunks under it (loader/src/index.ts). Last, release.json.
  ...[
    ['dist/loader.js', () => '0'],
    [`dist/${version}/loader.js`, () => JSON.stringify(pinned)],
  ].map(([file, table], i) => ({
    input: 'loader/src/index.ts',
    // No "use strict" directive (13 bytes in every page load): the loader's sources are modules TypeScript checks, with
    // no sloppy-mode difference to lean on (no `this` outside its class, no `arguments`, no undeclared names), and a
    // class body is strict by itself.
    output: { file, format: 'iife', inlineDynamicImports: true, strict: false },
    plugins: [
      production,
      replace({
        preventAssignment: true,
        values: {
          __SP_FILES__: () => JSON.stringify(files),
          __SP_VERSION__: JSON.stringify(version),
          __SP_SRI__: table,
        },
      }),
      resolve({ extensions: ['.ts'] }),
      ts(LOADER),
      // Function expressions that use neither `this` nor `arguments` become arrows (the loader's parts are made by
      // such functions, called once; none is a constructor): every byte of the loader is in every page load. `true`
      // and `false` become 1 and 0 (the loader only tests them for truth or passes them as DOM options), and the
      // fields only the loader reads (a box's in box.ts, trustedAssetBase's `url`) one-letter names: never a name
      // the page, the entry or another loader version reads (the hub's `api`, the mount options stay).
      minify(
        false,
        { unsafe_arrows: true, booleans_as_integers: true },
        { properties: { builtins: true, regex: /^(inst|offs|dead|untrack|composing|quiet|wait|url)$/ } },
      ),
      leadingSemicolon(),
      ...(i ? [releaseJson()] : []),
    ],
  })),
  // The demo server and reference gateway, for Node: it shares core rules (Hangul matching, routes, images)
  // with the widget instead of copying them.
  {
    input: {
      server: 'host-demo/server/start.ts',
      ...(serveOnly ? {} : { bench: 'test/bench/gateway.ts', uiBench: 'test/bench/ui.ts' }),
    },
    output: { dir: 'dist-demo', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    external: (id) => /^node:|^better-sqlite3$|^pg$|^es-hangul$|^playwright-core$|^esbuild$/.test(id),
    plugins: [resolve({ extensions: ['.ts'] }), ts(NODE)],
  },
  // The benchmark's peer wiring (@algolia/autocomplete-js on the same gateway), minified like the widget.
  ...(serveOnly
    ? []
    : [
        ['test/bench/peer.ts', 'dist-demo/bench/peer.js'],
        // The equal-work peer: the same library drawing what the popup draws from the same answers.
        ['test/bench/peerFull.ts', 'dist-demo/bench/peer-full.js'],
      ]
  ).map(([input, file]) => ({
    input,
    output: { file, format: 'iife' },
    plugins: [resolve({ extensions: ['.ts'] }), ts(['test/bench/**/*', 'widget/src/core/**/*']), minify()],
  })),
];
