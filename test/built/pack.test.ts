/**
 * @jest-environment node
 *
 * The npm package as an integrator installs it: `npm pack` of the built repository, installed from the tarball
 * into a scratch project (offline, no scripts), then a TSX file of that project type-checked by the TypeScript
 * compiler with React 19's types resolvable. What ships is `dist/` (the loader, the chunks, the versioned folder,
 * release.json, the types), README, LICENSE and CHANGELOG, and nothing of the sources or tests.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

jest.setTimeout(120000);

const ROOT = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
let dir: string;
let app: string;
let packed: string[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sp-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const [info] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  packed = info.files.map((f) => f.path);
  app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop-app', private: true }));
  // The package's own dependencies (bundled into dist/) come from npm's cache: the install stays offline.
  execFileSync(
    'npm',
    [
      'install',
      '--offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      join(dir, info.filename),
    ],
    { cwd: app, encoding: 'utf8' },
  );
  // React's types, as a React app has them (this repository's copy; csstype is found beside it).
  mkdirSync(join(app, 'node_modules', '@types'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules', '@types', 'react'), join(app, 'node_modules', '@types', 'react'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the tarball: the built folder, the types and the documents; no sources, tests or screenshots', () => {
  const v = pkg.version;
  for (const f of [
    'package.json',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    'dist/loader.js',
    `dist/${v}/loader.js`,
    'dist/release.json',
    'dist/types/public.d.ts',
  ])
    expect(packed).toContain(f);
  expect(packed.filter((f) => !/^(dist\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(f))).toEqual([]);
  expect(packed.filter((f) => /test|__tests__|screenshots|\.png$|\.tsx?$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
});

test('installed under its scoped name: `exports` gives the types and release.json; no bundler entry', () => {
  expect(pkg.name).toBe('@bookmedia-shop/search-popup');
  const installed = join(app, 'node_modules', ...pkg.name.split('/'));
  const resolve = (spec: string) =>
    execFileSync('node', ['-p', `require.resolve(${JSON.stringify(spec)})`], {
      cwd: app,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  expect(resolve(pkg.name + '/release.json')).toBe(join(installed, 'dist', 'release.json'));
  // The loader is a classic script a page loads by URL (copy dist/ to a static folder): a bundler that imports the
  // package gets no code, rather than a loader that can't find its chunks.
  expect(() => resolve(pkg.name)).toThrow(/No "exports" main defined|ERR_PACKAGE_PATH_NOT_EXPORTED/);
  expect(() => resolve(pkg.name + '/dist/manifest.json')).toThrow();
  const release = JSON.parse(readFileSync(join(installed, 'dist', 'release.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  expect(release).toMatchObject({ name: pkg.name, version: pkg.version });
});

/** Type-checks `source` as `src/{name}` of the scratch app; returns the diagnostics' messages. */
function check(name: string, source: string, jsx = true, skipLibCheck = false): string[] {
  const file = join(app, 'src', name);
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: jsx ? ts.JsxEmit.ReactJSX : undefined,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        (d.file ? d.file.fileName.slice(app.length + 1) + ': ' : '') +
        ts.flattenDiagnosticMessageText(d.messageText, ' '),
    );
}

const HEADER = (body: string) => `import type {} from '@bookmedia-shop/search-popup';
import { useEffect, useRef } from 'react';

export function Header() {
  const box = useRef<HTMLElementTagNameMap['search-popup']>(null);
  useEffect(() => {
    const el = box.current!;
    const onCart = (e: HTMLElementEventMap['searchpopup:cart']) => e.detail.items.length;
    el.addEventListener('searchpopup:cart', onCart);
${body}
    return () => el.removeEventListener('searchpopup:cart', onCart);
  }, []);
  return <search-popup ref={box} device="mobile-web" config="search-popup-config" />;
}
`;

test('a React 19 app: <search-popup device="mobile-web"> and typed searchpopup:* listeners type-check', () => {
  expect(
    check(
      'Header.tsx',
      HEADER(`    el.addEventListener('searchpopup:cart', (e) => {
      const result: 'INS' | 'UPD' | 'OVF' | 'OVK' | 'ERROR' | 'HANDOFF' = e.detail.result;
      return [result, e.detail.code];
    });
    document.addEventListener('searchpopup:ready', (e) => e.detail.version + e.detail.device);
    window.addEventListener('searchpopup:navigate', (e) => e.cancelable && e.detail.url);`),
    ),
  ).toEqual([]);
});

test('…and misuse is an error: a detail field the event has not, a device flag that is not one, a result not in the union', () => {
  const errors = check(
    'Wrong.tsx',
    HEADER(`    el.addEventListener('searchpopup:cart', (e) => e.detail.resultCode);
    el.addEventListener('searchpopup:cart', (e) => e.detail.result === 'BLOCKED');`).replace(
      'device="mobile-web"',
      'device="tablet"',
    ),
  );
  expect(errors).toEqual([
    expect.stringMatching(/Wrong\.tsx: Property 'resultCode' does not exist/),
    expect.stringMatching(/Wrong\.tsx: This comparison appears to be unintentional .*'"BLOCKED"'/),
    expect.stringMatching(/Wrong\.tsx: Type '"tablet"' is not assignable to type 'Device/),
  ]);
});

// The JSX part names React's types by their UMD global (widget/src/public.ts): without @types/react the project
// needs skipLibCheck, as most have.
test('a plain TypeScript page with no React types (skipLibCheck): the element and its events are typed', () => {
  rmSync(join(app, 'node_modules', '@types', 'react'));
  try {
    expect(
      check(
        'page.ts',
        `import type { SearchPopupGlobal } from '@bookmedia-shop/search-popup';
const el = document.createElement('search-popup');
el.setAttribute('device', 'desktop');
el.addEventListener('searchpopup:search', (e) => e.detail.keyword.trim());
const api: SearchPopupGlobal | undefined = window.SearchPopup;
export const version = api?.version;
`,
        false,
        true,
      ),
    ).toEqual([]);
  } finally {
    symlinkSync(join(ROOT, 'node_modules', '@types', 'react'), join(app, 'node_modules', '@types', 'react'));
  }
});
