/**
 * @jest-environment node
 *
 * The documents a shop's engineer or a partner reads (README.md, docs/*.md, examples/**\/README.md) name only files
 * they have: a path (`widget/src/core/…`, `docs/…`, a relative link) exists in the repository, a bare file name
 * (`answers.ts`) is a file of the repository, or one the build writes. CHANGELOG.md is history: it names files
 * as they were.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const names = new Set(tracked.map((f) => basename(f)));
/** What `npm run build` writes (dist/, dist-demo/), named in the docs; and a name that is not a file. */
const BUILT = new Set([
  'Node.js',
  'loader.js',
  'release.json',
  'manifest.json',
  'server.mjs',
  'bench.mjs',
  'uiBench.mjs',
  'public.d.ts',
]);
const docs = tracked.filter((f) => /^(README\.md|docs\/[^/]+\.md|examples\/(.+\/)?README\.md)$/.test(f));
const PATHLIKE = /^(\.\.?\/|widget\/|loader\/|host-demo\/|test\/|scripts\/|docs\/|examples\/|releases\/|\.ci\/)/;
const FILE = /^[\w.-]+\.(md|json|jsonc|mjs|cjs|js|ts|tsx|sh|css|html)$/;

/** The files a document names: code spans that are a path or a file name, and relative links. */
function named(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), 'utf8');
  const out: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    const c = span.replace(/[:,.;]+$/, '').replace(/#.*$/, '');
    if (/[<>*{}…|$?=]/.test(c) || /^https?:|^\/\//.test(c)) continue;
    if (PATHLIKE.test(c) || FILE.test(c)) out.push(c);
  }
  for (const [, link] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) if (!/^[a-z]+:/.test(link)) out.push(link);
  return out;
}

const exists = (doc: string, name: string) => {
  if (!name.includes('/')) return names.has(name) || BUILT.has(name);
  // A path from the document's folder or from the repository's root; a folder may be named with its slash.
  const candidates = [normalize(join(dirname(doc), name)), normalize(name)];
  if (/^(dist|dist-demo)\//.test(name) || name.startsWith('host-demo/.data')) return true;
  return candidates.some((p) => !p.startsWith('..') && existsSync(join(ROOT, p)));
};

test.each(docs)('%s names only files of the repository', (doc) => {
  expect(named(doc).filter((n) => !exists(doc, n))).toEqual([]);
});
