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
export default tseslint.config(
  { ignores: ['dist/', 'dist-demo/', 'coverage/', 'node_modules/', 'host-demo/.data/'] },
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
    files: ['widget/src/**/*.{ts,tsx}', 'host-demo/hosts/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['widget/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/__tests__/**', 'test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
