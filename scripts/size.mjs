#!/usr/bin/env node
/**
 * Prints the gzip size (level 9) of loader.js and of everything a desktop and a mobile page load fetch (the
 * loader, the entry and the chunks it imports; the CSS ships inside the JS), and fails when a budget is
 * exceeded. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Enforced now (raised from 32 KB when issue 7's cart, modal and link layer landed). Issue 9 lowers them to its targets (loader 1.5 KB, each page load 20 KB), printed alongside.
const BUDGETS = {
  'loader.js': 2048,
  'desktop page load': 36 * 1024,
  'mobile page load': 36 * 1024,
};
const TARGETS = { 'loader.js': 1536, 'desktop page load': 20 * 1024, 'mobile page load': 20 * 1024 };

const dist = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const raw = (file) => readFileSync(join(dist, file)).length;

const rows = [
  ['loader.js', ['loader.js']],
  ['desktop page load', ['loader.js', ...manifest.desktop]],
  ['mobile page load', ['loader.js', ...manifest.mobile]],
];

let failed = false;
console.log('bundle                 gzip      raw    budget  target  files');
for (const [name, files] of rows) {
  const size = files.reduce((sum, f) => sum + gz(f), 0);
  const rawSize = files.reduce((sum, f) => sum + raw(f), 0);
  const budget = BUDGETS[name];
  const over = size > budget;
  failed ||= over;
  console.log(
    `${name.padEnd(20)} ${String(size).padStart(6)} B ${String(rawSize).padStart(7)} B ${String(budget).padStart(7)} B ${String(TARGETS[name]).padStart(6)} B  ${files.join(' + ')}${over ? '  OVER BUDGET' : ''}`,
  );
}
if (failed) {
  console.error('size: a bundle is over its gzip budget');
  process.exit(1);
}
