import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One writer per store: every nanostores atom a source writes (`$name.set(…)`, `.setKey`, or `.set` handed on) is
 * written by one module, the one this table names; views and the other stores call that module's functions (the
 * combobox's `hover`, the popup's `open`). An atom is named with a `$`, so a write is found by its name.
 */
const WRITER: Record<string, string> = {
  $active: 'stores/combobox.ts',
  $bannerIndex: 'stores/combobox.ts',
  $rows: 'stores/combobox.ts',
  $busy: 'stores/cart.ts',
  $held: 'stores/imagePace.ts',
  $ready: 'stores/lazyModule.ts',
  $modals: 'stores/modals.ts',
  $open: 'stores/popup.ts',
  $requested: 'stores/popup.ts',
  $recent: 'stores/recentKeywords.ts',
  $nothingFound: 'stores/search.ts',
  $search: 'stores/search.ts',
  $session: 'stores/session.ts',
  $filters: 'stores/suggestionLoader.ts',
  // Each section's list and the banners (`lists`, stores/suggestionLoader.ts), written under this one name.
  $list: 'stores/suggestionLoader.ts',
  $riseCollapsed: 'stores/suggestionLoader.ts',
  $toasts: 'stores/toasts.ts',
  // Made and written where the popup's parts are made: the gateway's refusals of this page's origin.
  $refused: 'entries/popupParts.ts',
};

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(SRC, dir)).flatMap((name) => {
    const path = dir ? dir + '/' + name : name;
    if (statSync(join(SRC, path)).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The atoms a source writes, by name (comments left out). */
function written(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return [...new Set([...code.matchAll(/(\$\w+)\s*\??\.\s*set(?:Key)?\b/g)].map((m) => m[1]))];
}

/** Each written atom's writers: the modules (paths under widget/src) that write it. */
function writers(files: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, source] of Object.entries(files)) for (const name of written(source)) (out[name] ??= []).push(path);
  return out;
}

const files = Object.fromEntries(sources('').map((p) => [p, readFileSync(join(SRC, p), 'utf8')]));
const found = writers(files);

test('every atom written has one writer, the one the table names', () => {
  const named = Object.fromEntries(Object.entries(WRITER).map(([name, path]) => [name, [path]]));
  expect(Object.fromEntries(Object.entries(found).sort())).toEqual(Object.fromEntries(Object.entries(named).sort()));
});

test('the check finds a write from another module, a handed-on setter and none in a comment', () => {
  expect(written('ctx.controller.$active.set(at);')).toEqual(['$active']);
  expect(written('$a.listen((v) => $b.setKey("k", v)); s.subscribe(d.$c.set)')).toEqual(['$b', '$c']);
  expect(written('// controller.$active.set(at)\n/* popup.$requested.set(x) */ m.set(k, v);')).toEqual([]);
  expect(
    writers({
      'stores/combobox.ts': 'const $active = atom(-1); $active.set(1);',
      'views/Row.tsx': 'onHover: () => controller.$active.set(at)',
    }),
  ).toEqual({ $active: ['stores/combobox.ts', 'views/Row.tsx'] });
});
