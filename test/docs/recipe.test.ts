/**
 * The section recipe of docs/architecture.md ("Where a newcomer adds") followed to the letter: in a scratch copy of
 * the repository (its files as they are on disk, node_modules linked), a new empty-input section fed by a new
 * gateway path is added in exactly the files the doc's numbered list names, made from the throwaway section of the
 * tests (sections/__tests__/weeklyPicks.tsx and its reference) under another id, title and path. Then the copy
 * type-checks, and the tests the doc says cover a new section run there and show it: its rows from its fixture, its
 * route in the reference gateway, its hostile answer. The files changed are counted by git.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

jest.setTimeout(600_000);

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The files the doc's recipe names, in its order: the bold paths of its numbered list. */
function recipeFiles(): string[] {
  const doc = read('docs/architecture.md');
  const start = doc.indexOf('- **A section of the popup**');
  const list = doc.slice(start, doc.indexOf('Then the tests cover it', start));
  return [...list.matchAll(/^ {2}\d\. \*\*`([^`]+)`\*\*/gm)].map((m) => m[1]);
}

const NAME = 'staffPicks';
const PATH = 'search/staffpicks';
const TITLE = '직원 추천 도서';

/** Each file of the recipe, as the newcomer leaves it: `text` is the file before (empty for a new one). */
const STEPS: Record<string, (text: string) => string> = {
  'widget/src/sections/<name>.tsx': () =>
    read('widget/src/sections/__tests__/weeklyPicks.tsx')
      .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
      .replace(
        "import { WEEKLY_PICKS_PATH } from './weeklyPicksReference';",
        "import { GATEWAY_PATHS } from '../core/gatewayPaths';",
      )
      .replaceAll('../../', '../')
      .replaceAll("from '../section'", "from './section'")
      .replace('WEEKLY_PICKS_PATH', 'GATEWAY_PATHS.' + NAME)
      .replaceAll('weeklyPicks', NAME)
      .replaceAll("'picks'", "'staff'")
      .replaceAll('search_popup_picks', 'search_popup_staff')
      .replaceAll('sp-picks', 'sp-staff')
      .replaceAll('이번 주의 책', TITLE),
  'widget/src/core/gatewayPaths.ts': (text) => text.replace('} as const;', `  ${NAME}: '${PATH}',\n} as const;`),
  'widget/src/sections/registry.ts': (text) =>
    text
      .replace(
        "import { shortcut } from './shortcut';",
        `import { shortcut } from './shortcut';\nimport { ${NAME} } from './${NAME}';`,
      )
      .replace('  liveKeywords,\n  products,', `  liveKeywords,\n  ${NAME},\n  products,`),
  'host-demo/server/gateway/sections/<name>.ts': () =>
    read('widget/src/sections/__tests__/weeklyPicksReference.ts')
      .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
      .replace("'../../../../host-demo/server/gateway/sections'", "'.'")
      .replace("'../../../../host-demo/server/gateway/params'", "'../params'")
      .replace("export const WEEKLY_PICKS_PATH = 'search/weeklypicks';", `export const WEEKLY_PICKS_PATH = '${PATH}';`)
      .replace("['토지', '파친코', '불편한 편의점']", "['채식주의자', '소년이 온다', '작별하지 않는다']")
      .replace(/\n\/\*\* The empty input's group headings[\s\S]*$/, '\n')
      .replaceAll('weeklyPicksReference', NAME),
  'host-demo/server/gateway/sections/index.ts': (text) =>
    text
      .replace(
        "import type { GatewayAnswer, GatewayCall } from '../call';",
        `import type { GatewayAnswer, GatewayCall } from '../call';\nimport { ${NAME} } from './${NAME}';`,
      )
      .replace(
        'export const SECTION_REFERENCES: readonly SectionReference[] = [];',
        `export const SECTION_REFERENCES: readonly SectionReference[] = [${NAME}];`,
      ),
};

let dir: string;
// RECIPE_KEEP=1 keeps the scratch copy (its path is printed) to look into a failure.
afterAll(() =>
  process.env.RECIPE_KEEP ? console.log('recipe copy: ' + dir) : dir && rmSync(dir, { recursive: true, force: true }),
);

test('the recipe names 4–5 files, each a step this check knows', () => {
  const files = recipeFiles();
  expect(files.length).toBeGreaterThanOrEqual(4);
  expect(files.length).toBeLessThanOrEqual(5);
  expect(files).toEqual(Object.keys(STEPS));
});

test('followed to the letter in a scratch copy: those files change, it type-checks, and the covering tests show the section', () => {
  dir = mkdtempSync(join(tmpdir(), 'sp-recipe-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const f of listed.split('\n').filter(Boolean)) {
    try {
      cpSync(join(ROOT, f), join(dir, f));
    } catch {
      // A file listed as deleted in the working tree: not in the copy either.
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=recipe', '-c', 'user.email=recipe@example.com', 'commit', '-qm', 'before');

  for (const [file, step] of Object.entries(STEPS)) {
    const path = join(dir, file.replace('<name>', NAME));
    const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const after = step(before);
    expect([file, after === before]).toEqual([file, false]);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, after);
  }
  // The files git sees changed or new: exactly the recipe's.
  const changed = git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.slice(3))
    .sort();
  expect(changed).toEqual(
    Object.keys(STEPS)
      .map((f) => f.replace('<name>', NAME))
      .sort(),
  );

  const run = (args: string[]) => {
    const r = spawnSync('npx', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } });
    return { ok: r.status === 0, out: r.stdout + r.stderr };
  };
  const tsc = run(['tsc', '-p', '.', '--noEmit']);
  expect(tsc.out).toBe('');
  const tests = run([
    'jest',
    'widget/src/sections',
    'widget/src/core',
    'widget/src/gateway',
    'host-demo/server/gateway/__tests__/answers.test.ts',
    'test/server/hostilePaths.test.ts',
    '--selectProjects',
    'unit',
    'gateway',
    '--ci',
    '--verbose',
    '--coverage=false',
  ]);
  // What failed, with the first lines of each failure's report.
  const failed = tests.out
    .split(/\n(?= {2}● )/)
    .filter((b) => b.startsWith('  ● '))
    .map((b) => b.slice(0, 1200));
  expect(failed).toEqual([]);
  expect(tests.ok).toBe(true);
  // The new section, shown by the tests that name no section: its rows from its fixture, its route, its hostile rows.
  for (const name of [
    `✓ the section ${TITLE} shows its reference fixture's rows in its group`,
    `✓ the widget calls ${NAME} (${PATH}): the gateway answers it`,
    `✓ the hostile gateway answers ${NAME} (${PATH})`,
    '✓ every section has its id, mode, title, items, action and view',
  ])
    expect(tests.out).toContain(name);
});
