/**
 * Writes site/index.html from index.template.html, pinned to the release of the installed package: its version
 * and the pinned loader's hash (`files["<version>/loader.js"]` of the package's release.json, docs/deploy.md).
 *
 *   npm install
 *   node render.mjs --shop http://127.0.0.1:8080 --cdn http://127.0.0.1:8080/static/search-popup
 *
 * `--shop` is the shop's origin (its gateway, CDN files and results page), `--cdn` the folder the shop's (or your
 * own copy of the package's) dist/ is served from with `Access-Control-Allow-Origin: *`. To move to a new release,
 * install it and render again: the version and the hash change together.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    shop: { type: 'string', default: 'http://127.0.0.1:8080' },
    cdn: { type: 'string' },
    out: { type: 'string', default: join(here, 'site', 'index.html') },
  },
});
const shop = new URL(values.shop).origin;
const cdn = new URL(values.cdn ?? shop + '/static/search-popup').href.replace(/\/$/, '');
const release = createRequire(import.meta.url)('@bookmedia-shop/search-popup/release.json');
const version = release.version;
const integrity = release.files[`${version}/loader.js`];
if (!/^sha384-[\w+/]+=*$/.test(integrity ?? '')) throw new Error(`release.json has no hash for ${version}/loader.js`);

const fill = { SHOP: shop, CDN: cdn, VERSION: version, INTEGRITY: integrity };
const page = readFileSync(join(here, 'index.template.html'), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => {
  if (!(key in fill)) throw new Error(`index.template.html: no value for {{${key}}}`);
  return fill[key];
});
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, page);
console.log(`${values.out}: ${cdn}/${version}/loader.js ${integrity}`);
