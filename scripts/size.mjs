#!/usr/bin/env node
/**
 * Prints the gzip size (level 9) of loader.js and of everything a desktop and a mobile page load fetch until the
 * popup can open (the loader, the entry and the chunks it imports; the CSS ships inside the JS), then the chunks
 * fetched later (typed results and layers, cart, modal, swiper), and fails when a budget is exceeded. Run after
 * `npm run build`.
 *
 * Issue 9's targets are 1.5 KB for the loader (enforced) and 20 KB per page load (not reached yet: see
 * docs/performance.md). The page-load budgets enforced below sit just above today's figures, so any growth
 * fails `npm test`; lower them with every cut until they reach the target.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS = {
  'loader.js': 1536,
  'desktop page load': 26.5 * 1024,
  'mobile page load': 28.5 * 1024,
};
const TARGETS = { 'loader.js': 1536, 'desktop page load': 20 * 1024, 'mobile page load': 20 * 1024 };

const dist = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const raw = (file) => readFileSync(join(dist, file)).length;
const sum = (files, size) => files.reduce((total, f) => total + size(f), 0);

const rows = [
  ['loader.js', ['loader.js']],
  ['desktop page load', ['loader.js', ...manifest.desktop]],
  ['mobile page load', ['loader.js', ...manifest.mobile]],
];

let failed = false;
console.log('bundle                 gzip      raw    budget  target  files');
for (const [name, files] of rows) {
  const size = sum(files, gz);
  const budget = BUDGETS[name];
  const over = size > budget;
  failed ||= over;
  const mark = over ? '  OVER BUDGET' : size > TARGETS[name] ? '  (target not met)' : '';
  console.log(
    `${name.padEnd(20)} ${String(size).padStart(6)} B ${String(sum(files, raw)).padStart(7)} B ${String(budget).padStart(7)} B ${String(TARGETS[name]).padStart(6)} B  ${files.join(' + ')}${mark}`,
  );
}

// Fetched after the page load, each with the chunks it imports that aren't fetched already.
const loaded = new Set(['loader.js', ...manifest.desktop, ...manifest.mobile]);
console.log('later (not in the page load):');
// The later chunk first: every other one is fetched after it (from it, or after a shopper's action).
const lazy = Object.entries(manifest.lazy ?? {}).sort(([a], [b]) => (a === 'later' ? -1 : b === 'later' ? 1 : 0));
for (const [name, files] of lazy) {
  const own = files.filter((f) => !loaded.has(f));
  if (name === 'later') own.forEach((f) => loaded.add(f));
  console.log(`  ${name.padEnd(18)} ${String(sum(own, gz)).padStart(6)} B ${String(sum(own, raw)).padStart(7)} B  ${own.join(' + ')}`);
}
if (failed) {
  console.error('size: a bundle is over its gzip budget');
  process.exit(1);
}
