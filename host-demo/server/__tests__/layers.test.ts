/**
 * What may import what in host-demo (docs/deploy.md, "The gateway a shop copies"): the reference gateway is a folder
 * a shop copies, so it runs on its own files and the widget's definitions, and knows the demo shop only by the types
 * of the data behind its answers and by the store's bounds (store/limits.ts: its quotas); the shop never reaches into
 * the test pages (only start.ts mounts them, in test mode); and nothing in host-demo imports from test/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const HOST_DEMO = join(ROOT, 'host-demo');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : sources(full);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [full] : [];
  });
}

/** Each import of a file: where it points (a repository path, or the package's name) and whether it is type-only. */
function imports(file: string) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gms)].map(([, type, spec]) => ({
    typeOnly: !!type,
    to: spec.startsWith('.')
      ? relative(ROOT, resolve(dirname(file), spec))
          .split(sep)
          .join('/')
      : spec,
  }));
}

const rel = (file: string) => relative(ROOT, file).split(sep).join('/');
const files = sources(HOST_DEMO);

test('the scan sees the server, the gateway and the test pages', () => {
  const names = files.map(rel);
  expect(names).toEqual(
    expect.arrayContaining([
      'host-demo/server/main.ts',
      'host-demo/server/gateway/http.ts',
      'host-demo/server/gateway/answers.ts',
      'host-demo/test-pages/routes.ts',
    ]),
  );
  expect(imports(join(HOST_DEMO, 'server', 'main.ts')).map((i) => i.to)).toContain('host-demo/server/gateway/http');
});

test('nothing in host-demo imports from test/', () => {
  const wrong = files.flatMap((f) =>
    imports(f)
      .filter((i) => i.to.startsWith('test/'))
      .map((i) => `${rel(f)} → ${i.to}`),
  );
  expect(wrong).toEqual([]);
});

test('the shop mounts the test pages only in start.ts (test mode)', () => {
  const wrong = files
    .filter((f) => rel(f).startsWith('host-demo/server/') && rel(f) !== 'host-demo/server/start.ts')
    .flatMap((f) =>
      imports(f)
        .filter((i) => i.to.startsWith('host-demo/test-pages/'))
        .map((i) => `${rel(f)} → ${i.to}`),
    );
  expect(wrong).toEqual([]);
});

/** The store's bounds (issue 52): constants, and types of the store, so the gateway may take its quotas from there. */
const LIMITS = 'host-demo/server/store/limits';

test('the gateway runs on its own files, node: and the widget; of the shop it knows only types and the store’s limits', () => {
  const gateway = files.filter((f) => /^host-demo\/server\/gateway\/[^/]+\.ts$/.test(rel(f)));
  const wrong = gateway.flatMap((f) =>
    imports(f)
      .filter(
        (i) =>
          !i.to.startsWith('node:') &&
          !i.to.startsWith('host-demo/server/gateway/') &&
          !i.to.startsWith('widget/src/') &&
          i.to !== LIMITS &&
          !(i.typeOnly && i.to.startsWith('host-demo/server/')),
      )
      .map((i) => `${rel(f)} → ${i.to}`),
  );
  expect(gateway.length).toBeGreaterThanOrEqual(6);
  expect(wrong).toEqual([]);
  // The limits themselves bring nothing of the shop along: only types.
  const limits = files.find((f) => rel(f) === LIMITS + '.ts')!;
  expect(imports(limits).filter((i) => !i.typeOnly)).toEqual([]);
});
