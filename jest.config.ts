/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

const swc = ['@swc/jest', { jsc: { target: 'es2020', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }];

/** Components run on preact/compat, exactly as they ship. Drop one mapping and portals or act() silently break. */
const preactCompat = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/compat/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/widget/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/loader/src/**/__tests__/**/*.test.ts', '<rootDir>/test/built/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      transformIgnorePatterns: ['/node_modules/(?!(preact|nanostores|@nanostores)/)'],
      moduleNameMapper: preactCompat,
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      transformIgnorePatterns: ['/node_modules/'],
      slowTestThreshold: 30,
    },
  ],
};

export default config;
