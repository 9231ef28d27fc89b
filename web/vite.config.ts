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
  // The server bundle stays unminified (Vite's default), so a logged error's stack names the
  // site's own functions; reader pages load no script file (decision 065), so nothing is gained
  // by minifying harder than Vite's default for the client build.
  build: { target: 'es2022' },
  // The shared package is a built dual-format library: let Node load it like any dependency.
  ssr: { external: ['@journey-canvas/shared'] },
});
