// One ESLint configuration for every workspace: typescript-eslint's recommended rules, React with
// its hooks and accessibility rules where there is JSX, and Prettier's settings last, so
// formatting is Prettier's alone.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/.cache/',
      '**/.tmp/',
      'cms/types/generated/',
      'cms/.strapi/',
      'cms/public/',
      '**/test-results/',
      '**/playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: '18.3' } },
  },
  {
    files: ['web/app/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/app/**/*.tsx', 'admin/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests read JSON answers field by field; typing every body would only restate the assertions.
    files: ['**/*.test.ts', '**/tests/**/*.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The trip pack's scripts run in the reader's browser: the page's inline scripts and its service worker.
    files: ['web/app/trip-pack/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
  {
    // The reader pages' inline scripts (decision 065); `__LIMITS__` is filled in when the page is built.
    files: ['web/app/inline-scripts/*.js'],
    languageOptions: { globals: { ...globals.browser, __LIMITS__: 'readonly' } },
  },
  prettier,
);
