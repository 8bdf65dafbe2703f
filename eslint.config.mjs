// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint for every source, test and script (`npm test` runs it). Formatting is Prettier's (`.prettierrc.json`);
 * these rules are about meaning: TypeScript's recommended set, the rules of hooks with their dependency lists
 * checked, jsx-a11y on the views, and no comma operators used as statements.
 */
const NO_SLEEP = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'A fixed sleep: wait for a state (waitForFunction, a locator, poll) or run page.clock.',
  },
  {
    selector:
      "NewExpression[callee.name='Promise'] > :function > CallExpression[callee.name='setTimeout'][arguments.length>1]:not([arguments.1.value=0])",
    message: 'A fixed sleep: wait for a state, or run a fake clock (jest.useFakeTimers, page.clock).',
  },
  {
    selector:
      "NewExpression[callee.name='Promise'] > :function > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout'][arguments.length>1]:not([arguments.1.value=0])",
    message: 'A fixed sleep: wait for a state, or run a fake clock (jest.useFakeTimers, page.clock).',
  },
  {
    selector:
      "CallExpression[callee.name='sleep'], VariableDeclarator[id.name='sleep'], FunctionDeclaration[id.name='sleep']",
    message: 'A fixed sleep: wait for a state; input pacing is pace() from test/helpers/pacing.ts.',
  },
  {
    // A bound on time elapsed fails on a busy machine (issue 53): assert what makes it short (rows read, text
    // parsed, frames), and print the time, or measure it in the bench.
    selector:
      "CallExpression[callee.name='expect'] > BinaryExpression[operator='-'] > CallExpression[callee.property.name='now']",
    message: 'A wall-clock bound: assert what keeps it short (a count), and leave the time to the bench.',
  },
];
const NO_PACE = {
  selector: "CallExpression[callee.name='pace']",
  message: "pace() is input pacing (a person's or an input method's cadence): wait for a state with poll() instead.",
};

/**
 * Tests meet the widget through one door (issue 53): the page object `test/helpers/widget.ts` (with what it is built
 * on: `rows.ts`, `seen.ts`, the drivers, the component tests' harness). Outside it a test speaks the shopper's words
 * (roles, names, the page object's methods), never the widget's class names, its shadow root, or a Playwright
 * `locator()` into it (Playwright's CSS pierces open shadow roots): a class renamed in a view changes one file.
 */
const NO_INSIDES = [
  {
    selector: 'Literal[value=/\\.sp-[a-z]/], TemplateElement[value.raw=/\\.sp-[a-z]/]',
    message:
      "The widget's class names belong to the page object (test/helpers/widget.ts): ask it in the shopper's words.",
  },
  {
    selector: "MemberExpression[property.name='shadowRoot'], Identifier[name='shadowRoot']",
    message: "The widget's shadow root belongs to the page object (test/helpers/widget.ts).",
  },
  {
    selector:
      "CallExpression[callee.property.name='locator'][arguments.0.type='Literal'][arguments.0.value=/search-popup|sp-|role=|\\[part|data-sp/], CallExpression[callee.property.name='locator'][arguments.0.type='TemplateLiteral']",
    message: 'A locator() into the widget: use the page object (test/helpers/widget.ts) or getByRole on the page.',
  },
];
/** The door itself, and what it is built on. */
const DOOR = [
  'test/helpers/widget.ts',
  'test/helpers/parts.ts',
  'test/helpers/rows.ts',
  'test/helpers/seen.ts',
  'test/engines/driver/**',
  'widget/src/views/__tests__/harness/**',
];
/** The files two lists share (an entry `dir/**` covers every file under it). */
const overlap = (a, b) => {
  const covers = (glob, file) => glob === file || (glob.endsWith('/**') && file.startsWith(glob.slice(0, -2)));
  return [...a.filter((x) => b.some((y) => covers(y, x))), ...b.filter((y) => a.some((x) => covers(x, y)))];
};
/** Files that may pace input (test/helpers/pacing.ts `pace`). */
const PACING = [
  'test/helpers/ime.ts',
  'test/engines/ime/scenarios.ts',
  'test/engines/driver/inpage.ts',
  'test/engines/driver/puppeteer.ts',
  'test/browser/outOfOrder.test.ts',
  'test/bench/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-demo/',
      'coverage/',
      'node_modules/',
      'host-demo/.data/',
      // What an example's own install, build or render writes when it is run by hand (examples/README.md).
      'examples/*/node_modules/',
      'examples/*/dist/',
      'examples/pinned-sri/site/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-sequences': ['error', { allowInParentheses: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['widget/src/**/*.{ts,tsx}', 'host-demo/hosts/**/*.tsx', 'examples/*/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['widget/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/__tests__/**', 'test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // No fixed sleep in a test (issue 37): wait for a state (a waiting assertion, the page's own signal) or run a
    // fake clock (Jest's fake timers, Playwright's page.clock, the clock mountWidget injects). A task or a frame
    // (`setTimeout(r)`, `setTimeout(r, 0)`) is a state, not a sleep. The one real time a test may spend on purpose is
    // test/helpers/pacing.ts: `poll` for what the page can't signal, and `pace`, input pacing, only in the files below.
    files: ['**/__tests__/**', 'test/**'],
    ignores: ['test/helpers/pacing.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_SLEEP, NO_PACE, ...NO_INSIDES] },
  },
  {
    // Input pacing: keys at a person's or an input method's cadence, a drag's moves, the out-of-order journey's
    // jitter, the driver's in-page wait slices, the benchmark's cadence.
    files: PACING,
    rules: { 'no-restricted-syntax': ['error', ...NO_SLEEP, ...NO_INSIDES] },
  },
  { files: DOOR, rules: { 'no-restricted-syntax': ['error', ...NO_SLEEP, NO_PACE] } },
  // Both: paced, and the door itself.
  { files: overlap(PACING, DOOR), rules: { 'no-restricted-syntax': ['error', ...NO_SLEEP] } },
);
