import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
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
  // terser with two passes: a few KB smaller than esbuild's minifier for every reader page.
  build: { target: 'es2022', minify: 'terser', terserOptions: { compress: { passes: 2 }, format: { comments: false } } },
  // The shared package is a built dual-format library: let Node load it like any dependency.
  ssr: { external: ['@journey-canvas/shared'] },
});
