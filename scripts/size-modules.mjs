#!/usr/bin/env node
/**
 * Where the bytes are: builds the widget in memory and prints, per chunk, each module's size minified and gzipped
 * on its own (an estimate: gzip over a whole chunk shares more; the chunk's real figure is printed first).
 * `node scripts/size-modules.mjs [chunk-name-prefix]`, e.g. `mountWidget`.
 */
import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import configs from '../rollup.config.mjs';

const only = process.argv[2];
const gz = (code) => gzipSync(code, { level: 9 }).length;
// The two views' builds (desktop, mobile) come first in the config.
// The config is a function of rollup's command-line args (rollup.config.mjs).
for (const app of configs({}).slice(0, 2)) {
  const bundle = await rollup(app);
  const { output } = await bundle.generate({ ...app.output });
  for (const chunk of output) {
    if (chunk.type !== 'chunk' || (only && !chunk.fileName.startsWith(only))) continue;
    console.log(`== ${chunk.fileName}: ${chunk.code.length} B, ${gz(chunk.code)} B gzip`);
    const rows = [];
    for (const [id, m] of Object.entries(chunk.modules)) {
      if (!m.code) continue;
      const min =
        (await minify(m.code, { compress: { unused: false, side_effects: false }, mangle: true })).code ?? m.code;
      rows.push([min.length, gz(min), id.replace(process.cwd() + '/', '')]);
    }
    rows.sort((a, b) => b[1] - a[1]);
    for (const [n, g, id] of rows) console.log(String(n).padStart(8), String(g).padStart(6), ' ', id);
  }
}
