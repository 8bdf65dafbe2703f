import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import arrows point one way (docs/architecture.md): core ← gateway ← stores ← views ← sections ← entries,
 * platform used by stores and entries, the public types (public.ts) by anyone, and the loader on its own beside them. Every
 * import counts, type-only ones and `import()` included: a type import from a later layer is still a cycle a
 * newcomer has to untangle.
 */
const ROOT = join(__dirname, '..', '..', '..');

type Layer = 'core' | 'public' | 'gateway' | 'platform' | 'stores' | 'views' | 'sections' | 'entries' | 'loader';

const ALLOWED: Record<Layer, Layer[]> = {
  core: ['core'],
  public: ['core', 'public'],
  gateway: ['core', 'gateway'],
  platform: ['core', 'platform', 'public'],
  stores: ['core', 'gateway', 'platform', 'stores', 'public'],
  views: ['core', 'stores', 'views', 'public'],
  // A section's module: its call (gateway), its rows' rules (core), the stores it reads, its view fragment (views).
  sections: ['core', 'gateway', 'stores', 'views', 'public', 'sections'],
  entries: ['core', 'gateway', 'platform', 'stores', 'views', 'sections', 'public', 'entries'],
  loader: ['core', 'public', 'loader'],
};

/**
 * Where a view needs the page itself: scrolling the active row into view inside the popup's scrollers, and the
 * type of the capture guard the entry hands the views. Nothing else of platform/ is a view's.
 */
const VIEWS_MAY_USE = ['widget/src/platform/reveal.ts', 'widget/src/platform/captureGuard.ts'];

/** The npm packages each layer may import (core stays free of frameworks, stores and the DOM: purity.test.ts). */
const PACKAGES: Record<Layer, string[]> = {
  core: ['es-hangul'],
  public: [],
  gateway: [],
  platform: ['js-cookie'],
  stores: ['nanostores'],
  views: ['react', 'react-dom', '@nanostores/react', 'nanostores', 'embla-carousel-react'],
  sections: ['react', '@nanostores/react', 'nanostores'],
  entries: ['react', 'react-dom/client', 'nanostores'],
  loader: [],
};

/** A source's layer from its path from the repository's root, or null outside the widget and the loader. */
function layerOf(path: string): Layer | null {
  if (path.startsWith('loader/src/')) return 'loader';
  const m = /^widget\/src\/(?:(core|gateway|platform|stores|views|sections|entries)\/|(public)\.ts$)/.exec(path);
  return m ? ((m[1] ?? m[2]) as Layer) : null;
}

/** Every module specifier a source names: imports, re-exports, `import type`, `import()` and `typeof import()`. */
function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\b[\w\s{},*$]*?\bfrom\s*['"]([^'"]+)['"]/g)) out.push(m[1]);
  for (const m of code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) out.push(m[1]);
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]);
  return out;
}

/** The imports of the source at `path` (from the root) that break the arrows, each with why. */
function forbidden(path: string, source: string): string[] {
  const from = layerOf(path);
  if (!from) return [path + ': not in a layer'];
  const wrong: string[] = [];
  for (const spec of specifiers(source)) {
    if (!spec.startsWith('.')) {
      if (!PACKAGES[from].includes(spec)) wrong.push(`${path}: ${from} may not import the package ${spec}`);
      continue;
    }
    const target = relative(ROOT, resolve(ROOT, dirname(path), spec))
      .split('\\')
      .join('/');
    const to = layerOf(target) ?? layerOf(target + '.ts');
    const file = statSync(join(ROOT, target + '.ts'), { throwIfNoEntry: false }) ? target + '.ts' : target;
    const ok =
      to !== null &&
      (ALLOWED[from].includes(to) || (from === 'views' && to === 'platform' && VIEWS_MAY_USE.includes(file)));
    if (!ok) wrong.push(`${path}: ${from} may not import ${to ?? 'outside the layers'} (${spec})`);
  }
  return wrong;
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = dir + '/' + name;
    if (statSync(join(ROOT, path)).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

const files = [...sources('widget/src'), ...sources('loader/src')];

test('every layer has sources to check', () => {
  const layers = new Set(files.map(layerOf));
  for (const layer of Object.keys(ALLOWED)) expect([layer, layers.has(layer as Layer)]).toEqual([layer, true]);
});

test.each(files)('%s imports only what its layer may', (path) => {
  expect(forbidden(path, readFileSync(join(ROOT, path), 'utf8'))).toEqual([]);
});

test('the check catches an import against the arrows, a type-only one and a package out of place', () => {
  expect(forbidden('widget/src/platform/links.ts', "import type { Loading } from '../stores/loading';")).toEqual([
    'widget/src/platform/links.ts: platform may not import stores (../stores/loading)',
  ]);
  expect(
    forbidden('widget/src/views/context.ts', "import type * as PopupParts from '../entries/popupParts';"),
  ).toHaveLength(1);
  expect(forbidden('widget/src/views/Row.tsx', "import { createLinks } from '../platform/links';")).toHaveLength(1);
  expect(forbidden('widget/src/core/search.ts', "import {\n  atom,\n  map\n} from 'nanostores';")).toEqual([
    'widget/src/core/search.ts: core may not import the package nanostores',
  ]);
  expect(forbidden('widget/src/gateway/cart.ts', "const m = () => import('../stores/cart');")).toHaveLength(1);
  expect(forbidden('widget/src/stores/cart.ts', "export { x } from '../views/Row';")).toHaveLength(1);
  // The registry is read by the entries alone: stores and views are handed the sections.
  expect(forbidden('widget/src/views/Sections.tsx', "import { sections } from '../sections/registry';")).toHaveLength(
    1,
  );
  expect(forbidden('widget/src/stores/rowActions.ts', "import { trend } from '../sections/trend';")).toHaveLength(1);
  expect(forbidden('widget/src/sections/trend.tsx', "import { Group } from '../views/Row';")).toEqual([]);
  // A comment naming an import is not one; an allowed arrow passes.
  expect(forbidden('widget/src/views/Row.tsx', "// import { x } from '../entries/mountWidget';")).toEqual([]);
  expect(forbidden('widget/src/stores/cart.ts', "import { cartApi } from '../gateway/cart';")).toEqual([]);
  expect(forbidden('widget/src/views/Row.tsx', "import { revealInScrollers } from '../platform/reveal';")).toEqual([]);
});
