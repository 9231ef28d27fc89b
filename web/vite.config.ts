import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The browser build runs on Preact's React compatibility layer (about 11 KB gzipped instead of
 * React DOM's 45): the server still renders with React, the browser hydrates and navigates with
 * Preact (decision 026).
 */
const preactInTheBrowser = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('app/browser/preact-client.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    remix({
      // Route tests sit beside their routes; they are not routes.
      ignoredRouteFiles: ['**/*.test.ts'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  resolve: { alias: command === 'build' && !isSsrBuild ? preactInTheBrowser : [] },
  // terser with two passes: a few KB smaller than esbuild's minifier for every reader page.
  build: { target: 'es2022', minify: 'terser', terserOptions: { compress: { passes: 2 }, format: { comments: false } } },
  // The shared package is a built dual-format library: let Node load it like any dependency.
  ssr: { external: ['@journey-canvas/shared'] },
}));
