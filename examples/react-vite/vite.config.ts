import { cpSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** The package's dist/ folder (the loader, its chunks, the pinned copy, release.json): `exports` names release.json. */
const dist = dirname(createRequire(import.meta.url).resolve('@bookmedia-shop/search-popup/release.json'));

/**
 * The widget's files at /search-popup/, as they are: `vite` serves them from the installed package, `vite build`
 * copies them beside the app's files (the loader finds its chunks in its own folder). Not the types: not deployed.
 */
function searchPopupFiles(): Plugin {
  return {
    name: 'search-popup-files',
    configureServer(server) {
      server.middlewares.use('/search-popup/', (req, res, next) => {
        const file = normalize(join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://dev.invalid').pathname)));
        if (!file.startsWith(dist + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
        res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'text/javascript');
        res.end(readFileSync(file));
      });
    },
    writeBundle({ dir }) {
      cpSync(dist, join(dir!, 'search-popup'), { recursive: true, filter: (f) => f !== join(dist, 'types') });
    },
  };
}

export default defineConfig({
  plugins: [searchPopupFiles()],
  // React's automatic JSX runtime through esbuild: no React plugin needed.
  esbuild: { jsx: 'automatic' },
});
