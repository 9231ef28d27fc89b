// One ESLint configuration for every workspace: typescript-eslint's recommended rules, React with
// its hooks and accessibility rules where there is JSX, and Prettier's settings last, so
// formatting is Prettier's alone.
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of the two server packages (decision 092): an import may only point down. In the CMS,
 * `index.ts`, `bootstrap/`, `extensions/` and `seed/` put the house together; each folder of
 * `api/` is one feature, using the shared parts (the rest of `cms/src`) and the features named in
 * `cmsFeatureUses`; a shared part imports no feature. In the site, `platform/` (environment, log, Redis, HTTP) is below
 * `data/` and `map/` (what the CMS holds, shaped for pages), below `analytics/` (page views counted), below the components, below `server/`
 * (what `server.js` puts around Remix: the response cache, purges, serving), below the routes.
 */
const cmsFeatures = fs.readdirSync('cms/src/api');
/** The features another feature builds on: a post's rules keep its tags, questions, redirects and newsletter. */
const cmsFeatureUses = {
  'blog-post': ['tag', 'comment', 'redirect', 'newsletter'],
  tag: ['redirect'],
  'site-address': ['redirect'],
  'newsletter-subscription': ['newsletter'],
  import: ['blog-post', 'comment', 'redirect'],
  // Who may read a story's figures is who may open the story; Settings may turn counting off.
  analytics: ['blog-post', 'site-setting'],
};
const cmsTop = ['./cms/src/index.ts', './cms/src/bootstrap', './cms/src/extensions', './cms/src/seed'];
const cmsParts = fs
  .readdirSync('cms/src')
  .map((name) => `./cms/src/${name}`)
  .filter((place) => place !== './cms/src/api' && !cmsTop.includes(place));
const webAbove = {
  platform: ['data', 'map', 'analytics', 'server', 'components', 'routes', 'root.tsx', 'entry.server.tsx'],
  data: ['analytics', 'server', 'components', 'routes', 'root.tsx', 'entry.server.tsx'],
  map: ['server', 'components', 'routes', 'root.tsx', 'entry.server.tsx'],
  analytics: ['server', 'components', 'routes', 'root.tsx', 'entry.server.tsx'],
  components: ['server', 'routes', 'root.tsx', 'entry.server.tsx'],
  server: ['routes', 'root.tsx'],
};
const LAYER_ZONES = [
  ...cmsFeatures.map((feature) => ({
    target: `./cms/src/api/${feature}`,
    from: './cms/src/api',
    except: [`./${feature}`, ...(cmsFeatureUses[feature] ?? []).map((used) => `./${used}`)],
    message: 'A feature of the CMS uses shared parts and the features below it (cmsFeatureUses), never one above.',
  })),
  ...cmsParts.map((target) => ({
    target,
    from: ['./cms/src/api', ...cmsTop],
    message: 'A shared part of the CMS is below every feature: it cannot import one.',
  })),
  ...Object.entries(webAbove).map(([layer, above]) => ({
    target: `./web/app/${layer}`,
    from: above.map((place) => `./web/app/${place}`),
    message: `web/app/${layer} is below ${above.join(', ')}: an import points down only.`,
  })),
];

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
    files: ['cms/src/**/*.ts', 'web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
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
