/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  { jsc: { target: 'es2020', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
];

/** Components run on preact/compat, exactly as they ship. Drop one mapping and portals or act() silently break. */
const preactCompat = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/compat/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

/**
 * The engines project: `{engine}.test.ts` files (and `ime/{engine}*.test.ts`) belong to that engine; `ENGINES`
 * (comma-separated: chromium, firefox, webkit) keeps only those engines' files. `SCREENSHOTS=1` runs the
 * screenshot script (test/engines/screenshots.ts) instead of the tests.
 */
const ENGINES = ['chromium', 'firefox', 'webkit'];
const chosen = (process.env.ENGINES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const enginesIgnored = chosen.length
  ? ENGINES.filter((e) => !chosen.includes(e)).map((e) => `/test/engines/(.+/)?${e}[^/]*\\.test\\.ts$`)
  : [];
const enginesMatch = process.env.SCREENSHOTS
  ? ['<rootDir>/test/engines/screenshots.ts']
  : ['<rootDir>/test/engines/**/*.test.ts'];

/** Every project's ceiling per test and hook (no test leans on Jest's 5 s default under load). */
const CEILINGS = '<rootDir>/test/helpers/ceilings.ts';

const config: Config = {
  // Pure rules must stay fully exercised: `npm test` runs with --coverage and fails below the threshold's figures.
  // Istanbul counters compiled into the covered files only (Jest instruments the `collectCoverageFrom` files after
  // the swc transform), not V8's precise coverage: that one is switched on for every test file of every project and
  // hands over every script each file loaded (jsdom, Playwright), which cost about 45 s of CPU per run and
  // made the unit project twice as slow.
  coverageProvider: 'babel',
  collectCoverageFrom: [
    '<rootDir>/widget/src/core/**/*.ts',
    '!<rootDir>/widget/src/core/**/__tests__/**',
    '!<rootDir>/widget/src/core/types.ts',
  ],
  // The threshold holds for the whole suite (`npm test`, whose npm lifecycle event is `test`): a run of one file or
  // one project (`npm run test:unit`, `npx jest <file>`) covers a part and says nothing about the whole.
  coverageThreshold:
    process.env.npm_lifecycle_event === 'test'
      ? { global: {}, './widget/src/core/': { lines: 95, branches: 95, functions: 95, statements: 95 } }
      : undefined,
  coverageReporters: ['text-summary'],
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/widget/src/**/__tests__/**/*.test.ts?(x)',
        '<rootDir>/loader/src/**/__tests__/**/*.test.ts',
        '<rootDir>/test/built/**/*.test.ts',
        '<rootDir>/scripts/**/__tests__/**/*.test.ts',
        '<rootDir>/test/docs/**/*.test.ts',
      ],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      transformIgnorePatterns: ['/node_modules/(?!(preact|nanostores|@nanostores)/)'],
      moduleNameMapper: preactCompat,
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/unitSetup.ts'],
    },
    {
      displayName: 'gateway',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/host-demo/server/**/__tests__/**/*.test.ts',
        '<rootDir>/test/server/**/*.test.ts',
        '<rootDir>/test/bench/**/__tests__/**/*.test.ts',
      ],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      transformIgnorePatterns: ['/node_modules/'],
      setupFilesAfterEnv: [CEILINGS],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      // One demo server and one Chromium for the whole project, started once (test/browser/harness.ts hands them out).
      globalSetup: '<rootDir>/test/browser/globalSetup.ts',
      globalTeardown: '<rootDir>/test/browser/globalTeardown.ts',
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      transformIgnorePatterns: ['/node_modules/'],
      setupFilesAfterEnv: [CEILINGS],
      slowTestThreshold: 30,
    },
    {
      // The user journeys in Chromium, Firefox ESR and WebKitGTK (test/engines/driver), and the real-IME set
      // (test/engines/ime). `ENGINES=firefox` (comma-separated) runs one engine's alone.
      displayName: 'engines',
      testEnvironment: 'node',
      testMatch: enginesMatch,
      testPathIgnorePatterns: ['/node_modules/', ...enginesIgnored],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      transformIgnorePatterns: ['/node_modules/'],
      setupFilesAfterEnv: [CEILINGS],
      slowTestThreshold: 60,
    },
  ],
};

export default config;
